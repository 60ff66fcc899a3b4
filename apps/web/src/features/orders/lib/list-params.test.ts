import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  hasFilters,
  nextSort,
  parseOrderListParams,
  rangeLabel,
  toSearchParams,
  updateParams,
} from './list-params.ts';
import { isEditable, transitionLabel } from './status.ts';

describe('order list URL params', () => {
  it('parses with defaults and ignores junk', () => {
    const p = parseOrderListParams(
      new URLSearchParams('status=nope&page=-2&limit=500&sort=zzz&startDate=2026-1-1&paymentMethod=COD'),
    );
    expect(p).toEqual({ page: 1, limit: 100, sort: '-createdAt', paymentMethod: 'COD' });
  });
  it('round-trips and keeps defaults out of the URL', () => {
    const sp = new URLSearchParams('status=Pending&page=3&search=ayesha&city=Lahore&sort=total');
    const p = parseOrderListParams(sp);
    expect(toSearchParams(p).toString()).toBe('status=Pending&search=ayesha&city=Lahore&sort=total&page=3');
    expect(toSearchParams(parseOrderListParams(new URLSearchParams())).toString()).toBe('');
  });
  it('any change but the page resets to page 1', () => {
    const p = parseOrderListParams(new URLSearchParams('page=4'));
    expect(updateParams(p, { city: 'Karachi' }).page).toBe(1);
    expect(updateParams(p, { page: 5 }).page).toBe(5);
  });
  it('knows and clears filters', () => {
    const p = parseOrderListParams(new URLSearchParams('status=open&tag=vip&page=2'));
    expect(hasFilters(p)).toBe(true);
    const cleared = clearFilters(p);
    expect(hasFilters(cleared)).toBe(false);
    expect(cleared.status).toBe('open');
    expect(cleared.page).toBe(1);
  });
  it('sort toggles', () => {
    expect(nextSort('-createdAt', 'createdAt')).toBe('createdAt');
    expect(nextSort('createdAt', 'createdAt')).toBe('-createdAt');
    expect(nextSort('-createdAt', 'total')).toBe('-total');
    expect(nextSort('-createdAt', 'name')).toBe('name');
  });
  it('range label', () => {
    expect(rangeLabel(2, 50, 230)).toBe('51–100 of 230');
    expect(rangeLabel(1, 50, 0)).toBe('No orders');
    expect(rangeLabel(5, 50, 3)).toBe('3 orders');
  });
});

describe('status helpers', () => {
  it('labels transitions', () => {
    expect(transitionLabel('Pending', 'open')).toBe('Mark confirmed');
    expect(transitionLabel('open', 'Cancelled')).toBe('Cancel order');
    expect(isEditable('Booked')).toBe(false);
  });
});
