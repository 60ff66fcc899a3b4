import { describe, expect, it } from 'vitest';
import { OPEN_ORDER_STATUSES, ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from './orders.ts';

describe('open orders', () => {
  // docs/decisions/028: a line's backorder is cleared by dispatch (fulfil) and cancel, so those
  // must be the only ways out of the open statuses, and no closed status may lead back in.
  const open = new Set<OrderStatus>(OPEN_ORDER_STATUSES);
  it('leave the open statuses only for Dispatched or Cancelled', () => {
    for (const from of OPEN_ORDER_STATUSES)
      for (const to of ORDER_TRANSITIONS[from])
        expect(open.has(to) || to === 'Dispatched' || to === 'Cancelled', `${from} → ${to}`).toBe(true);
  });
  it('never come back once closed', () => {
    for (const from of ORDER_STATUSES.filter((s) => !open.has(s)))
      for (const to of ORDER_TRANSITIONS[from]) expect(open.has(to), `${from} → ${to}`).toBe(false);
  });
});
