import { describe, expect, it } from 'vitest';
import { pageSummary } from './pagination.tsx';

describe('pageSummary (what the pager says)', () => {
  it('numbers an exact list and clamps its last page to the total', () => {
    expect(pageSummary({ page: 1, limit: 50, total: 230, capped: false, label: 'orders' })).toEqual({
      text: '1–50 of 230 orders',
      pages: 5,
    });
    expect(pageSummary({ page: 5, limit: 50, total: 230, capped: false, label: 'orders' }).text).toBe(
      '201–230 of 230 orders',
    );
    expect(pageSummary({ page: 1, limit: 50, total: 0, capped: false, label: 'orders' }).text).toBe(
      'No orders',
    );
  });
  it('numbers a capped list from its page, past the cap, and keeps Next open until a short page', () => {
    const deep = pageSummary({
      page: 250,
      limit: 50,
      total: 1000,
      capped: true,
      shown: 50,
      label: 'products',
    });
    expect(deep).toEqual({ text: '12,451–12,500 of 1,000+ products', pages: Infinity });
    const last = pageSummary({
      page: 251,
      limit: 50,
      total: 1000,
      capped: true,
      shown: 7,
      label: 'products',
    });
    expect(last).toEqual({ text: '12,501–12,507 of 1,000+ products', pages: 251 });
    expect(
      pageSummary({ page: 1, limit: 50, total: 1000, capped: true, shown: 50, label: 'products' }).text,
    ).toBe('1–50 of 1,000+ products');
    expect(
      pageSummary({ page: 300, limit: 50, total: 1000, capped: true, shown: 0, label: 'products' }).text,
    ).toBe('No more products (1,000+ in all)');
  });
});
