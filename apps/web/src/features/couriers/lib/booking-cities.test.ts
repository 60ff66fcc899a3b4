import { describe, expect, it } from 'vitest';
import type { CourierCity } from '@sauda/contracts/couriers.ts';
import {
  CLEAR_CITY,
  citiesQuery,
  mappedShare,
  pageOfRows,
  parseBookingCitiesParams,
  patchCitiesAnswer,
  pickAccountId,
  saudaCityOptions,
} from './booking-cities.ts';

const city = (id: string, over: Partial<CourierCity> = {}): CourierCity => ({
  courierCityId: id,
  courierCityName: `City ${id}`,
  saudaCity: null,
  match: 'none',
  pickup: true,
  delivery: true,
  ...over,
});

describe('parseBookingCitiesParams / citiesQuery', () => {
  it('reads the courier, tab and search from the URL', () => {
    const p = parseBookingCitiesParams(new URLSearchParams('courier=a1&match=none&search=%20lah%20'));
    expect(p).toEqual({ courier: 'a1', match: 'none', search: 'lah' });
    expect(citiesQuery(p)).toEqual({ search: 'lah', match: 'none' });
  });
  it('falls back to All for unknown tabs', () => {
    const p = parseBookingCitiesParams(new URLSearchParams('match=auto'));
    expect(p.match).toBe('all');
    expect(citiesQuery(p)).toEqual({});
  });
});

describe('pickAccountId', () => {
  it('keeps a known id and defaults to the first account', () => {
    const accounts = [{ _id: 'a' }, { _id: 'b' }];
    expect(pickAccountId(accounts, 'b')).toBe('b');
    expect(pickAccountId(accounts, 'zz')).toBe('a');
    expect(pickAccountId([], 'a')).toBeUndefined();
  });
});

describe('pageOfRows', () => {
  it('shows short lists whole', () => {
    const rows = Array.from({ length: 300 }, (_, i) => i);
    expect(pageOfRows(rows, 3, 100)).toEqual({ rows, paged: false, page: 1 });
  });
  it('pages long lists and clamps the page', () => {
    const rows = Array.from({ length: 2000 }, (_, i) => i);
    const p = pageOfRows(rows, 2, 100);
    expect(p.paged).toBe(true);
    expect(p.rows[0]).toBe(100);
    expect(p.rows).toHaveLength(100);
    expect(pageOfRows(rows, 99, 100).page).toBe(20);
    expect(pageOfRows(rows, 0, 100).page).toBe(1);
  });
});

describe('patchCitiesAnswer', () => {
  it('updates shown rows and counters without adding or dropping rows', () => {
    const cached = {
      data: [city('1'), city('2')],
      meta: { total: 3, mapped: 1, unmapped: 2, fetchedAt: null },
    };
    const fresh = {
      data: [
        city('1', { saudaCity: 'Lahore', match: 'manual' }),
        city('2'),
        city('3', { saudaCity: 'Multan' }),
      ],
      meta: { total: 3, mapped: 2, unmapped: 1, fetchedAt: '2025-01-01T00:00:00.000Z' },
    };
    const out = patchCitiesAnswer(cached, fresh);
    expect(out.data.map((c) => c.courierCityId)).toEqual(['1', '2']);
    expect(out.data[0]?.saudaCity).toBe('Lahore');
    expect(out.meta.mapped).toBe(2);
  });
});

describe('saudaCityOptions / mappedShare', () => {
  it('offers Clear only on mapped rows', () => {
    expect(saudaCityOptions(true)[0]?.value).toBe(CLEAR_CITY);
    expect(saudaCityOptions(false).some((o) => o.value === CLEAR_CITY)).toBe(false);
    expect(saudaCityOptions(false).some((o) => o.value === 'Karachi')).toBe(true);
  });
  it('rounds the mapped share', () => {
    expect(mappedShare({ total: 3, mapped: 2, unmapped: 1, fetchedAt: null })).toBe(67);
    expect(mappedShare({ total: 0, mapped: 0, unmapped: 0, fetchedAt: null })).toBe(0);
  });
});
