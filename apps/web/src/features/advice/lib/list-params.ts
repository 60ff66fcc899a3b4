/** The inbox keeps its filters in the URL (/shipper-advice?status=&courierId=&page=&limit=). DOM-free. */
import { DEFAULT_PAGE_LIMIT } from '@sauda/contracts/common.ts';

export const ADVICE_VIEWS = ['open', 'answered', 'closed', 'all'] as const;
export type AdviceView = (typeof ADVICE_VIEWS)[number];
export const PAGE_SIZES = [25, 50, 100] as const;
const MAX_LIMIT = 200;

export type AdviceParams = { status: AdviceView; courierId?: string; page: number; limit: number };

function positiveInt(raw: string | null, fallback: number, max: number): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return fallback;
  const n = Number(raw);
  return n >= 1 ? Math.min(n, max) : fallback;
}

export function parseAdviceParams(sp: URLSearchParams): AdviceParams {
  const status = sp.get('status');
  const courierId = sp.get('courierId');
  return {
    status: (ADVICE_VIEWS as readonly string[]).includes(status ?? '') ? (status as AdviceView) : 'open',
    courierId: courierId && /^[\w-]{1,64}$/.test(courierId) ? courierId : undefined,
    page: positiveInt(sp.get('page'), 1, 100_000),
    limit: positiveInt(sp.get('limit'), DEFAULT_PAGE_LIMIT, MAX_LIMIT),
  };
}

export function adviceSearchParams(p: AdviceParams): URLSearchParams {
  const sp = new URLSearchParams();
  if (p.status !== 'open') sp.set('status', p.status);
  if (p.courierId) sp.set('courierId', p.courierId);
  if (p.page > 1) sp.set('page', String(p.page));
  if (p.limit !== DEFAULT_PAGE_LIMIT) sp.set('limit', String(p.limit));
  return sp;
}

/** Anything other than a page change goes back to page 1. */
export function updateAdviceParams(p: AdviceParams, change: Partial<AdviceParams>): AdviceParams {
  const next = { ...p, ...change };
  if (!('page' in change)) next.page = 1;
  return next;
}

export const adviceApiQuery = (p: AdviceParams) => ({
  status: p.status,
  courierId: p.courierId,
  page: p.page,
  limit: p.limit,
});
