import { describe, expect, it } from 'vitest';
import { paymentState } from './order-parcels.service.ts';

const now = new Date('2026-11-27T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
const parcel = (status: string | null, at: Date | null, state = 'booked') => ({
  status,
  state,
  deliveredAt: status === 'delivered' ? at : null,
  returnedAt: status === 'returned' ? at : null,
});

describe("where a parcel's cash stands", () => {
  it('is not due before the courier delivers or returns it, or when the booking is not live', () => {
    expect(paymentState(parcel('in_transit', null), 0, 0, false, now)).toBe('not_due');
    expect(paymentState(parcel('delivered', daysAgo(9), 'cancelled'), 100, 0, false, now)).toBe('not_due');
  });
  it('awaits payment for 7 days after delivery or return, then is overdue', () => {
    expect(paymentState(parcel('delivered', daysAgo(6.9)), 100, 0, false, now)).toBe('awaiting');
    expect(paymentState(parcel('delivered', daysAgo(7.1)), 100, 0, false, now)).toBe('overdue');
    expect(paymentState(parcel('returned', daysAgo(8)), -20, 0, false, now)).toBe('overdue');
  });
  it('compares what was paid with COD less charges', () => {
    expect(paymentState(parcel('delivered', daysAgo(2)), 100, 100, true, now)).toBe('matched');
    expect(paymentState(parcel('delivered', daysAgo(2)), 100, 80, true, now)).toBe('short');
    expect(paymentState(parcel('delivered', daysAgo(2)), 100, 120, true, now)).toBe('over');
  });
});
