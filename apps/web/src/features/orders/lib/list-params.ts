/**
 * The orders list keeps its state in the URL (?status=&page=&limit=&search=&…) so a filtered view
 * can be bookmarked, shared and reloaded. These helpers read and write that state; DOM-free.
 */
import { ORDER_SORTS, ORDER_STATUSES, PAYMENT_METHODS, type OrderStatus } from '@sauda/contracts/orders.ts';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from '@sauda/contracts/common.ts';

export type OrderSort = (typeof ORDER_SORTS)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type OrderListParams = {
  status?: OrderStatus;
  page: number;
  limit: number;
  search?: string;
  startDate?: string;
  endDate?: string;
  paymentMethod?: PaymentMethod;
  city?: string;
  tag?: string;
  sort: OrderSort;
};

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_SORT: OrderSort = '-createdAt';

/** The filters (not page/limit/sort/status) that narrow the list. */
export const FILTER_KEYS = ['search', 'startDate', 'endDate', 'paymentMethod', 'city', 'tag'] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function positiveInt(raw: string | null, fallback: number, max: number): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return fallback;
  const n = Number(raw);
  return n >= 1 ? Math.min(n, max) : fallback;
}

function oneOf<T extends string>(raw: string | null, options: readonly T[]): T | undefined {
  return raw !== null && (options as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

function textParam(raw: string | null, max: number): string | undefined {
  const t = raw?.trim();
  return t ? t.slice(0, max) : undefined;
}

export function parseOrderListParams(sp: URLSearchParams): OrderListParams {
  const startDate = sp.get('startDate') ?? '';
  const endDate = sp.get('endDate') ?? '';
  return {
    status: oneOf(sp.get('status'), ORDER_STATUSES),
    page: positiveInt(sp.get('page'), 1, 100_000),
    limit: positiveInt(sp.get('limit'), DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT),
    search: textParam(sp.get('search'), 100),
    startDate: DATE.test(startDate) ? startDate : undefined,
    endDate: DATE.test(endDate) ? endDate : undefined,
    paymentMethod: oneOf(sp.get('paymentMethod'), PAYMENT_METHODS),
    city: textParam(sp.get('city'), 80),
    tag: textParam(sp.get('tag'), 40),
    sort: oneOf(sp.get('sort'), ORDER_SORTS) ?? DEFAULT_SORT,
  };
}

/** Only non-default values go into the URL. */
export function toSearchParams(p: OrderListParams): URLSearchParams {
  const sp = new URLSearchParams();
  if (p.status) sp.set('status', p.status);
  for (const key of FILTER_KEYS) {
    const v = p[key];
    if (v) sp.set(key, v);
  }
  if (p.sort !== DEFAULT_SORT) sp.set('sort', p.sort);
  if (p.page > 1) sp.set('page', String(p.page));
  if (p.limit !== DEFAULT_PAGE_LIMIT) sp.set('limit', String(p.limit));
  return sp;
}

/** Apply a change; anything other than a page change sends the list back to page 1. */
export function updateParams(p: OrderListParams, change: Partial<OrderListParams>): OrderListParams {
  const next = { ...p, ...change };
  if (!('page' in change)) next.page = 1;
  return next;
}

export function hasFilters(p: OrderListParams): boolean {
  return FILTER_KEYS.some((k) => !!p[k]);
}

export function clearFilters(p: OrderListParams): OrderListParams {
  const next: OrderListParams = { ...p, page: 1 };
  for (const k of FILTER_KEYS) delete next[k];
  return next;
}

/** Clicking a sortable column: first descending for createdAt/total, ascending for name; then flips. */
export function nextSort(current: OrderSort, column: 'createdAt' | 'total' | 'name'): OrderSort {
  if (current === column) return `-${column}` as OrderSort;
  if (current === `-${column}`) return column;
  return column === 'name' ? 'name' : (`-${column}` as OrderSort);
}

export function sortDirection(
  current: OrderSort,
  column: 'createdAt' | 'total' | 'name',
): 'ascending' | 'descending' | 'none' {
  if (current === column) return 'ascending';
  if (current === `-${column}`) return 'descending';
  return 'none';
}

/** API query for the list (and the CSV export). */
export function toApiQuery(p: OrderListParams): Record<string, string | number | undefined> {
  return {
    status: p.status,
    page: p.page,
    limit: p.limit,
    search: p.search,
    startDate: p.startDate,
    endDate: p.endDate,
    paymentMethod: p.paymentMethod,
    city: p.city,
    tag: p.tag?.toLowerCase(),
    sort: p.sort,
  };
}

/** "Showing 51–100 of 230". */
export function rangeLabel(page: number, limit: number, total: number): string {
  if (total === 0) return 'No orders';
  const from = (page - 1) * limit + 1;
  const to = Math.min(page * limit, total);
  if (from > total) return `${total} order${total === 1 ? '' : 's'}`;
  return `${from}–${to} of ${total}`;
}
