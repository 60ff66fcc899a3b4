import { describe, expect, it } from 'vitest';
import {
  clearInventoryFilters,
  hasInventoryFilters,
  lowStockHref,
  parseInventoryParams,
  toInventorySearchParams,
  updateInventoryParams,
} from './list-params.ts';

describe('inventory URL params', () => {
  it('parses with defaults and ignores junk', () => {
    const p = parseInventoryParams(new URLSearchParams('stock=nope&page=0&limit=999&locationId=a b'));
    expect(p).toEqual({
      stock: 'all',
      page: 1,
      limit: 100,
      search: undefined,
      locationId: undefined,
      vendor: undefined,
    });
  });
  it('round-trips and keeps defaults out of the URL', () => {
    const sp = new URLSearchParams('stock=low&search=lawn&locationId=loc1&vendor=v1&page=2');
    expect(toInventorySearchParams(parseInventoryParams(sp)).toString()).toBe(
      'stock=low&search=lawn&locationId=loc1&vendor=v1&page=2',
    );
    expect(toInventorySearchParams(parseInventoryParams(new URLSearchParams())).toString()).toBe('');
  });
  it('changes other than the page reset to page 1', () => {
    const p = parseInventoryParams(new URLSearchParams('page=3'));
    expect(updateInventoryParams(p, { stock: 'out' }).page).toBe(1);
    expect(updateInventoryParams(p, { page: 4 }).page).toBe(4);
  });
  it('knows and clears filters but keeps the stock tab', () => {
    const p = parseInventoryParams(new URLSearchParams('stock=out&search=x&vendor=v'));
    expect(hasInventoryFilters(p)).toBe(true);
    const cleared = clearInventoryFilters(p);
    expect(hasInventoryFilters(cleared)).toBe(false);
    expect(cleared.stock).toBe('out');
  });
  it('low-stock link keeps the location', () => {
    const p = parseInventoryParams(new URLSearchParams('locationId=loc1&search=x'));
    expect(lowStockHref(p)).toBe('/inventory?stock=low&locationId=loc1');
  });
});
