/** Booking cities page: URL state, client-side paging and cache patching. DOM-free. */
import { CITIES } from '@sauda/contracts/cities.ts';
import type { CourierCity } from '@sauda/contracts/couriers.ts';
import type { SelectOption } from '../../../components/ui/select-filter.ts';

export type MatchTab = 'all' | 'none' | 'manual';
export const MATCH_TABS: ReadonlyArray<{ value: MatchTab; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'none', label: 'Unmapped' },
  { value: 'manual', label: 'Manual' },
];

export const MATCH_LABELS: Record<CourierCity['match'], string> = {
  auto: 'Auto',
  manual: 'Manual',
  none: 'Not mapped',
};

/** Lists longer than this are shown a page at a time (a courier can have ~2000 cities). */
export const PAGING_THRESHOLD = 300;
export const CITY_PAGE_SIZES = [50, 100, 200] as const;
export const DEFAULT_CITY_PAGE_SIZE = 100;

export type BookingCitiesParams = {
  courier: string | undefined;
  match: MatchTab;
  search: string | undefined;
};

export function parseBookingCitiesParams(sp: URLSearchParams): BookingCitiesParams {
  const match = sp.get('match');
  return {
    courier: sp.get('courier')?.trim() || undefined,
    match: match === 'none' || match === 'manual' ? match : 'all',
    search: sp.get('search')?.trim().slice(0, 80) || undefined,
  };
}

/** The API query for the page's filters (`all` sends no match). */
export function citiesQuery(p: Pick<BookingCitiesParams, 'match' | 'search'>): {
  search?: string;
  match?: 'manual' | 'none';
} {
  return {
    ...(p.search ? { search: p.search } : {}),
    ...(p.match === 'all' ? {} : { match: p.match }),
  };
}

/** The chosen account when it exists, else the first one. */
export function pickAccountId(
  accounts: readonly { _id: string }[],
  wanted: string | undefined,
): string | undefined {
  return accounts.find((a) => a._id === wanted)?._id ?? accounts[0]?._id;
}

/** One page of rows when the list is long; all rows otherwise. */
export function pageOfRows<T>(
  rows: readonly T[],
  page: number,
  size: number,
): { rows: T[]; paged: boolean; page: number } {
  if (rows.length <= PAGING_THRESHOLD) return { rows: [...rows], paged: false, page: 1 };
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { rows: rows.slice((current - 1) * size, current * size), paged: true, page: current };
}

type Answer = {
  data: CourierCity[];
  meta: { total: number; mapped: number; unmapped: number; fetchedAt: string | null };
};

/**
 * A cached (filtered) answer updated from a fresh full answer: rows already shown take their new
 * mapping, rows are neither added nor dropped, and the counters follow.
 */
export function patchCitiesAnswer<A extends Answer>(cached: A, fresh: Answer): A {
  const byId = new Map(fresh.data.map((c) => [c.courierCityId, c]));
  return {
    ...cached,
    data: cached.data.map((c) => byId.get(c.courierCityId) ?? c),
    meta: fresh.meta,
  };
}

export const CLEAR_CITY = '__clear__';

const CITY_OPTIONS: SelectOption[] = CITIES.map((c) => ({ value: c.name, label: c.name }));

/** Options of a row's Sauda city select; "Clear" only when the row is mapped. */
export function saudaCityOptions(mapped: boolean): SelectOption[] {
  return mapped ? [{ value: CLEAR_CITY, label: 'Clear (not mapped)' }, ...CITY_OPTIONS] : CITY_OPTIONS;
}

/** Share of the courier's cities mapped onto a Sauda city, in whole percent. */
export function mappedShare(meta: Answer['meta']): number {
  return meta.total === 0 ? 0 : Math.round((meta.mapped / meta.total) * 100);
}
