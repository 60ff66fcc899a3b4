import { describe, expect, it } from 'vitest';
import { listTotal, totalFromPage } from './paging.ts';

describe('totalFromPage', () => {
  it('knows the total from a page that is not full', () => {
    expect(totalFromPage(0, 50, 0)).toBe(0);
    expect(totalFromPage(0, 50, 7)).toBe(7);
    expect(totalFromPage(100, 50, 49)).toBe(149);
  });
  it('leaves a full page, or an empty page past the first, to a count', () => {
    expect(totalFromPage(0, 50, 50)).toBeUndefined();
    expect(totalFromPage(100, 50, 50)).toBeUndefined();
    expect(totalFromPage(100, 50, 0)).toBeUndefined();
  });
});

describe('listTotal', () => {
  const counter = (n: number) => {
    const asked: number[] = [];
    return { asked, count: async (cap: number) => (asked.push(cap), Math.min(n, cap + 1)) };
  };
  it('takes a short page at its word, past the cap too, without counting', async () => {
    const c = counter(5000);
    expect(await listTotal(1000, 50, 7, c.count)).toEqual({ total: 1007, totalCapped: false });
    expect(c.asked).toEqual([]);
  });
  it('counts a full page up to the cap, and says "at least" beyond it', async () => {
    const many = counter(5000);
    expect(await listTotal(0, 50, 50, many.count)).toEqual({ total: 1000, totalCapped: true });
    expect(many.asked).toEqual([1000]);
    const few = counter(120);
    expect(await listTotal(50, 50, 50, few.count)).toEqual({ total: 120, totalCapped: false });
    const exactlyCap = counter(1000);
    expect(await listTotal(0, 50, 50, exactlyCap.count)).toEqual({ total: 1000, totalCapped: false });
    expect(await listTotal(0, 2, 2, counter(9).count, 5)).toEqual({ total: 5, totalCapped: true });
  });
});
