/** CPR page state in the URL (/cpr-cheques?view=&show=&courierId=&page=&limit=&payment=). DOM-free. */

export const CPR_VIEWS = ['payments', 'awaiting'] as const;
export type CprView = (typeof CPR_VIEWS)[number];
/** The awaiting view's filter: every unpaid parcel, or only those past the payment cycle (the dashboard links here). */
export const UNPAID_FILTERS = ['all', 'missing'] as const;
export type UnpaidFilter = (typeof UNPAID_FILTERS)[number];
export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 100;
const ID = /^[\w-]{1,64}$/;

export type CprParams = {
  view: CprView;
  show: UnpaidFilter;
  courierId?: string;
  page: number;
  limit: number;
  /** The payment open in the detail drawer. */
  payment?: string;
};

function positiveInt(raw: string | null, fallback: number, max: number): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return fallback;
  const n = Number(raw);
  return n >= 1 ? Math.min(n, max) : fallback;
}

const id = (raw: string | null) => (raw && ID.test(raw) ? raw : undefined);

export function parseCprParams(sp: URLSearchParams): CprParams {
  const view = sp.get('view');
  const show = sp.get('show');
  return {
    view: (CPR_VIEWS as readonly string[]).includes(view ?? '') ? (view as CprView) : 'payments',
    show: (UNPAID_FILTERS as readonly string[]).includes(show ?? '') ? (show as UnpaidFilter) : 'all',
    courierId: id(sp.get('courierId')),
    page: positiveInt(sp.get('page'), 1, 100_000),
    limit: positiveInt(sp.get('limit'), DEFAULT_LIMIT, MAX_LIMIT),
    payment: id(sp.get('payment')),
  };
}

export function cprSearchParams(p: CprParams): URLSearchParams {
  const sp = new URLSearchParams();
  if (p.view !== 'payments') sp.set('view', p.view);
  if (p.show !== 'all') sp.set('show', p.show);
  if (p.courierId) sp.set('courierId', p.courierId);
  if (p.page > 1) sp.set('page', String(p.page));
  if (p.limit !== DEFAULT_LIMIT) sp.set('limit', String(p.limit));
  if (p.payment) sp.set('payment', p.payment);
  return sp;
}

/** A filter or tab change goes back to page 1; opening or closing a payment keeps the page. */
export function updateCprParams(p: CprParams, change: Partial<CprParams>): CprParams {
  const next = { ...p, ...change };
  if (!('page' in change) && !('payment' in change)) next.page = 1;
  return next;
}
