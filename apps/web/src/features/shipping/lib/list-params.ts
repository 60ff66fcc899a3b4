/**
 * Dispatch and parcel lists keep their filters in the URL (bookmarkable, survives reloads). DOM-free.
 */
import { SHIPMENT_VIEWS } from '@sauda/contracts/couriers.ts';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from '@sauda/contracts/common.ts';

export type ShipmentView = (typeof SHIPMENT_VIEWS)[number];
export const PAGE_SIZES = [25, 50, 100] as const;

function positiveInt(raw: string | null, fallback: number, max: number): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return fallback;
  const n = Number(raw);
  return n >= 1 ? Math.min(n, max) : fallback;
}

function textParam(raw: string | null, max: number): string | undefined {
  const t = raw?.trim();
  return t ? t.slice(0, max) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Dispatch (/dispatch?search=&city=&page=&limit=&job=)

export type DispatchParams = { search?: string; city?: string; page: number; limit: number; job?: string };

export function parseDispatchParams(sp: URLSearchParams): DispatchParams {
  const job = sp.get('job');
  return {
    search: textParam(sp.get('search'), 100),
    city: textParam(sp.get('city'), 80),
    page: positiveInt(sp.get('page'), 1, 100_000),
    limit: positiveInt(sp.get('limit'), DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT),
    job: job && /^[\w-]{1,64}$/.test(job) ? job : undefined,
  };
}

export function dispatchSearchParams(p: DispatchParams): URLSearchParams {
  const sp = new URLSearchParams();
  if (p.search) sp.set('search', p.search);
  if (p.city) sp.set('city', p.city);
  if (p.page > 1) sp.set('page', String(p.page));
  if (p.limit !== DEFAULT_PAGE_LIMIT) sp.set('limit', String(p.limit));
  if (p.job) sp.set('job', p.job);
  return sp;
}

/** Anything other than a page (or job) change goes back to page 1. */
export function updateDispatchParams(p: DispatchParams, change: Partial<DispatchParams>): DispatchParams {
  const next = { ...p, ...change };
  if (!('page' in change) && !('job' in change)) next.page = 1;
  return next;
}

export const dispatchApiQuery = (p: DispatchParams) => ({
  search: p.search,
  city: p.city,
  page: p.page,
  limit: p.limit,
});

// ---------------------------------------------------------------------------------------------
// Parcels (/orders/booking?view=&courierId=&search=&page=&limit=)

export type ShipmentParams = {
  view: ShipmentView;
  courierId?: string;
  search?: string;
  page: number;
  limit: number;
};

export function parseShipmentParams(
  sp: URLSearchParams,
  fallbackView: ShipmentView = 'booked',
): ShipmentParams {
  const view = sp.get('view');
  const courierId = sp.get('courierId');
  return {
    view: (SHIPMENT_VIEWS as readonly string[]).includes(view ?? '') ? (view as ShipmentView) : fallbackView,
    courierId: courierId && /^[\w-]{1,64}$/.test(courierId) ? courierId : undefined,
    search: textParam(sp.get('search'), 100),
    page: positiveInt(sp.get('page'), 1, 100_000),
    limit: positiveInt(sp.get('limit'), DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT),
  };
}

export function shipmentSearchParams(
  p: ShipmentParams,
  defaultView: ShipmentView = 'booked',
): URLSearchParams {
  const sp = new URLSearchParams();
  if (p.view !== defaultView) sp.set('view', p.view);
  if (p.courierId) sp.set('courierId', p.courierId);
  if (p.search) sp.set('search', p.search);
  if (p.page > 1) sp.set('page', String(p.page));
  if (p.limit !== DEFAULT_PAGE_LIMIT) sp.set('limit', String(p.limit));
  return sp;
}

export function updateShipmentParams(p: ShipmentParams, change: Partial<ShipmentParams>): ShipmentParams {
  const next = { ...p, ...change };
  if (!('page' in change)) next.page = 1;
  return next;
}

export const shipmentApiQuery = (p: ShipmentParams) => ({
  view: p.view,
  courierId: p.courierId,
  search: p.search,
  page: p.page,
  limit: p.limit,
});
