import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  hasFilters,
  parseProductListParams,
  toApiQuery,
  toSearchParams,
  updateParams,
} from './list-params.ts';

describe('product list URL params', () => {
  it('parses with defaults and ignores junk', () => {
    const p = parseProductListParams(
      new URLSearchParams('tabStatus=nope&prodStatus=zzz&page=-1&limit=900&isListed=maybe&search=%20%20'),
    );
    expect(p).toEqual({ tabStatus: 'all', prodStatus: 'all', page: 1, limit: 100 });
  });
  it('round-trips and keeps defaults out of the URL', () => {
    const sp = new URLSearchParams(
      'tabStatus=draft&prodStatus=low_stock&search=lawn&vendor=v1&isListed=true&page=2&limit=25',
    );
    expect(toSearchParams(parseProductListParams(sp)).toString()).toBe(sp.toString());
    expect(toSearchParams(parseProductListParams(new URLSearchParams())).toString()).toBe('');
  });
  it('any change but the page resets to page 1', () => {
    const p = parseProductListParams(new URLSearchParams('page=3'));
    expect(updateParams(p, { vendor: 'v2' }).page).toBe(1);
    expect(updateParams(p, { page: 4 }).page).toBe(4);
  });
  it('knows and clears filters but keeps the tab', () => {
    const p = parseProductListParams(new URLSearchParams('tabStatus=active&prodStatus=out_of_stock&page=2'));
    expect(hasFilters(p)).toBe(true);
    const cleared = clearFilters(p);
    expect(hasFilters(cleared)).toBe(false);
    expect(cleared.tabStatus).toBe('active');
    expect(cleared.page).toBe(1);
  });
  it('always sends tabStatus and prodStatus to the API', () => {
    expect(toApiQuery(parseProductListParams(new URLSearchParams()))).toEqual({
      page: 1,
      limit: 50,
      tabStatus: 'all',
      prodStatus: 'all',
      vendor: undefined,
      search: undefined,
      isListed: undefined,
    });
  });
});
