/**
 * The products list keeps its state in the URL (?tabStatus=&prodStatus=&search=&vendor=&isListed=&page=&limit=)
 * so a filtered view can be bookmarked, shared and reloaded. DOM-free.
 */
import { PRODUCT_STATUSES, PRODUCT_STOCK_FILTERS, type ProductStatus } from '@sauda/contracts/products.ts';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from '@sauda/contracts/common.ts';

export type ProductTab = 'all' | ProductStatus;
export type StockFilter = (typeof PRODUCT_STOCK_FILTERS)[number];
export type ListedFilter = 'true' | 'false';

export type ProductListParams = {
  tabStatus: ProductTab;
  prodStatus: StockFilter;
  page: number;
  limit: number;
  search?: string;
  vendor?: string;
  isListed?: ListedFilter;
};

export const PRODUCT_TABS: readonly ProductTab[] = ['all', ...PRODUCT_STATUSES];
export const PAGE_SIZES = [25, 50, 100] as const;

export const STOCK_FILTER_LABELS: Record<StockFilter, string> = {
  all: 'Any stock',
  in_stock: 'In stock',
  low_stock: 'Low stock',
  out_of_stock: 'Out of stock',
};

/** Filters that narrow the list (the tab is not one of them). */
export const FILTER_KEYS = ['search', 'prodStatus', 'vendor', 'isListed'] as const;

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

export function parseProductListParams(sp: URLSearchParams): ProductListParams {
  return {
    tabStatus: oneOf(sp.get('tabStatus'), PRODUCT_TABS) ?? 'all',
    prodStatus: oneOf(sp.get('prodStatus'), PRODUCT_STOCK_FILTERS) ?? 'all',
    page: positiveInt(sp.get('page'), 1, 100_000),
    limit: positiveInt(sp.get('limit'), DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT),
    search: textParam(sp.get('search'), 100),
    vendor: textParam(sp.get('vendor'), 64),
    isListed: oneOf(sp.get('isListed'), ['true', 'false'] as const),
  };
}

/** Only non-default values go into the URL. */
export function toSearchParams(p: ProductListParams): URLSearchParams {
  const sp = new URLSearchParams();
  if (p.tabStatus !== 'all') sp.set('tabStatus', p.tabStatus);
  if (p.prodStatus !== 'all') sp.set('prodStatus', p.prodStatus);
  if (p.search) sp.set('search', p.search);
  if (p.vendor) sp.set('vendor', p.vendor);
  if (p.isListed) sp.set('isListed', p.isListed);
  if (p.page > 1) sp.set('page', String(p.page));
  if (p.limit !== DEFAULT_PAGE_LIMIT) sp.set('limit', String(p.limit));
  return sp;
}

/** Apply a change; anything other than a page change sends the list back to page 1. */
export function updateParams(p: ProductListParams, change: Partial<ProductListParams>): ProductListParams {
  const next = { ...p, ...change };
  if (!('page' in change)) next.page = 1;
  return next;
}

export function hasFilters(p: ProductListParams): boolean {
  return !!p.search || p.prodStatus !== 'all' || !!p.vendor || !!p.isListed;
}

export function clearFilters(p: ProductListParams): ProductListParams {
  return { tabStatus: p.tabStatus, prodStatus: 'all', page: 1, limit: p.limit };
}

/** product-rules §7: limit, page, tabStatus, prodStatus, vendor, search, optionally isListed. */
export function toApiQuery(p: ProductListParams): Record<string, string | number | undefined> {
  return {
    page: p.page,
    limit: p.limit,
    tabStatus: p.tabStatus,
    prodStatus: p.prodStatus,
    vendor: p.vendor,
    search: p.search,
    isListed: p.isListed,
  };
}
