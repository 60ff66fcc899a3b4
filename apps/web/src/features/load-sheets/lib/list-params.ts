/** /load-sheets keeps its filters in the URL: ?status=&courierId=&page=&limit=. DOM-free. */
export const SHEET_STATUSES = ['generated', 'handed_over'] as const;
export type SheetStatus = (typeof SHEET_STATUSES)[number];
export type SheetFilter = SheetStatus | 'all';
export const SHEET_FILTERS: readonly SheetFilter[] = ['all', 'generated', 'handed_over'];

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 100;

export type LoadSheetParams = { status: SheetFilter; courierId?: string; page: number; limit: number };

function positiveInt(raw: string | null, fallback: number, max: number): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return fallback;
  const n = Number(raw);
  return n >= 1 ? Math.min(n, max) : fallback;
}

export function parseLoadSheetParams(sp: URLSearchParams): LoadSheetParams {
  const status = sp.get('status');
  const courierId = sp.get('courierId');
  return {
    status: (SHEET_STATUSES as readonly string[]).includes(status ?? '') ? (status as SheetStatus) : 'all',
    courierId: courierId && /^[\w-]{1,64}$/.test(courierId) ? courierId : undefined,
    page: positiveInt(sp.get('page'), 1, 100_000),
    limit: positiveInt(sp.get('limit'), DEFAULT_LIMIT, MAX_LIMIT),
  };
}

export function loadSheetSearchParams(p: LoadSheetParams): URLSearchParams {
  const sp = new URLSearchParams();
  if (p.status !== 'all') sp.set('status', p.status);
  if (p.courierId) sp.set('courierId', p.courierId);
  if (p.page > 1) sp.set('page', String(p.page));
  if (p.limit !== DEFAULT_LIMIT) sp.set('limit', String(p.limit));
  return sp;
}

/** Any change but the page itself goes back to page 1. */
export function updateLoadSheetParams(p: LoadSheetParams, change: Partial<LoadSheetParams>): LoadSheetParams {
  const next = { ...p, ...change };
  if (!('page' in change)) next.page = 1;
  return next;
}

export type LoadSheetsQuery = { status?: SheetStatus; courierId?: string; page: number; limit: number };

export const loadSheetApiQuery = (p: LoadSheetParams): LoadSheetsQuery => ({
  status: p.status === 'all' ? undefined : p.status,
  courierId: p.courierId,
  page: p.page,
  limit: p.limit,
});
