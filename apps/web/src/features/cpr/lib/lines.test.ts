import { describe, expect, it } from 'vitest';
import { lineCharges, lineTotals, sortLines } from './lines.ts';

const line = (over: Partial<Parameters<typeof lineTotals>[0][number]> = {}) => ({
  trackingNumber: 'CN1',
  shipmentId: 's',
  orderId: 'o',
  orderName: '#1001',
  parcelStatus: 'delivered' as const,
  codAmount: 250_000,
  deliveryCharges: 20_000,
  returnCharges: null,
  expected: 230_000,
  paid: 230_000,
  paidTotal: 230_000,
  difference: 0,
  status: 'matched' as const,
  chargesKnown: true,
  ...over,
});

describe('payment lines', () => {
  it('puts what needs chasing first', () => {
    const list = [
      line({ trackingNumber: 'a' }),
      line({ trackingNumber: 'b', status: 'short' }),
      line({ trackingNumber: 'c', status: 'over' }),
      line({ trackingNumber: 'd', status: 'unexpected' }),
      line({ trackingNumber: 'e', status: 'short' }),
    ];
    expect(sortLines(list).map((l) => l.trackingNumber)).toEqual(['b', 'e', 'd', 'c', 'a']);
  });

  it('adds up charges', () => {
    expect(lineCharges({ deliveryCharges: 20_000, returnCharges: 10_000 })).toBe(30_000);
    expect(lineCharges({ deliveryCharges: null, returnCharges: 5_000 })).toBe(5_000);
    expect(lineCharges({ deliveryCharges: null, returnCharges: null })).toBeNull();
  });

  it('totals the lines', () => {
    const totals = lineTotals([
      line(),
      line({ paid: 200_000, status: 'short', difference: -30_000 }),
      line({ codAmount: null, deliveryCharges: null, expected: null, paid: 5_000, status: 'unexpected' }),
    ]);
    expect(totals).toEqual({
      cod: 500_000,
      charges: 40_000,
      expected: 460_000,
      paid: 435_000,
      difference: -25_000,
    });
  });
});
