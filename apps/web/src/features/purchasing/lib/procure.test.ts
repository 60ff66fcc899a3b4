import { describe, expect, it } from 'vitest';
import { groupOrderIds, groupTotals, plural, toBuy, toggleMany } from './procure.ts';

const order = (id: string) => ({
  _id: id,
  name: `#${id}`,
  quantity: 1,
  createdAt: '2026-01-01',
  procurementStatus: 'waiting' as const,
});

describe('procure helpers', () => {
  const items = [
    { variantId: 'v1', waitingQty: 5, onOrderQty: 2, cost: 1000, orders: [order('o1'), order('o2')] },
    { variantId: 'v2', waitingQty: 1, onOrderQty: 3, cost: null, orders: [order('o2')] },
    { variantId: 'v3', waitingQty: 2, onOrderQty: 0, cost: null, orders: [order('o3')] },
  ];
  it('collects distinct orders', () => {
    expect(groupOrderIds(items)).toEqual(['o1', 'o2', 'o3']);
  });
  it('computes what to buy and its cost', () => {
    expect(toBuy(items[1]!)).toBe(0);
    expect(groupTotals(items)).toEqual({ waiting: 8, toBuy: 5, estimatedCost: 3000, unknownCost: true });
  });
  it('toggles a set of ids', () => {
    const on = toggleMany(new Set(['o1']), ['o1', 'o2']);
    expect([...on].sort()).toEqual(['o1', 'o2']);
    expect([...toggleMany(on, ['o1', 'o2'])]).toEqual([]);
  });
  it('plural', () => {
    expect(plural(1, 'order')).toBe('1 order');
    expect(plural(1200, 'order')).toBe('1,200 orders');
  });
});
