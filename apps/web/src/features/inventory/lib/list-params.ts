/**
 * The inventory list keeps its state in the URL (?stock=low&locationId=…&search=…&page=2) so a
 * filtered view (e.g. the low-stock link) can be bookmarked and reloaded. DOM-free.
 */
import { STOCK_FILTERS } from '@sauda/contracts/inventory.ts';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from '@sauda/contracts/common.ts';

export type StockFilter = (typeof STOCK_FILTERS)[number];

export type InventoryParams = {
  stock: StockFilter;
  page: number;
  limit: number;
  search?: string;
  locationId?: string;
  vendor?: string;
};

export const PAGE_SIZES = [25, 50, 100] as const;

export const STOCK_FILTER_LABELS: Record<StockFilter, string> = {
  all: 'All',
  low: 'Low stock',
  out: 'Out of stock',
  backordered: 'Backordered',
};

const ID = /^[\w-]{1,64}$/;

function positiveInt(raw: string | null, fallback: number, max: number): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return fallback;
  const n = Number(raw);
  return n >= 1 ? Math.min(n, max) : fallback;
}

function idParam(raw: string | null): string | undefined {
  const t = raw?.trim();
  return t && ID.test(t) ? t : undefined;
}

export function parseInventoryParams(sp: URLSearchParams): InventoryParams {
  const stock = sp.get('stock');
  const search = sp.get('search')?.trim().slice(0, 100);
  return {
    stock: (STOCK_FILTERS as readonly string[]).includes(stock ?? '') ? (stock as StockFilter) : 'all',
    page: positiveInt(sp.get('page'), 1, 100_000),
    limit: positiveInt(sp.get('limit'), DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT),
    search: search || undefined,
    locationId: idParam(sp.get('locationId')),
    vendor: idParam(sp.get('vendor')),
  };
}

/** Only non-default values go into the URL. */
export function toInventorySearchParams(p: InventoryParams): URLSearchParams {
  const sp = new URLSearchParams();
  if (p.stock !== 'all') sp.set('stock', p.stock);
  if (p.search) sp.set('search', p.search);
  if (p.locationId) sp.set('locationId', p.locationId);
  if (p.vendor) sp.set('vendor', p.vendor);
  if (p.page > 1) sp.set('page', String(p.page));
  if (p.limit !== DEFAULT_PAGE_LIMIT) sp.set('limit', String(p.limit));
  return sp;
}

/** Apply a change; anything other than a page change goes back to page 1. */
export function updateInventoryParams(p: InventoryParams, change: Partial<InventoryParams>): InventoryParams {
  const next = { ...p, ...change };
  if (!('page' in change)) next.page = 1;
  return next;
}

export function hasInventoryFilters(p: InventoryParams): boolean {
  return !!(p.search || p.locationId || p.vendor);
}

export function clearInventoryFilters(p: InventoryParams): InventoryParams {
  return { stock: p.stock, page: 1, limit: p.limit };
}

export function toInventoryQuery(p: InventoryParams) {
  return {
    page: p.page,
    limit: p.limit,
    stock: p.stock,
    search: p.search,
    locationId: p.locationId,
    vendor: p.vendor,
  };
}

/** The link behind the low-stock banner: same location, low stock only. */
export function lowStockHref(p: InventoryParams): string {
  const sp = toInventorySearchParams({ stock: 'low', page: 1, limit: p.limit, locationId: p.locationId });
  return `/inventory?${sp.toString()}`;
}
