import { describe, expect, it } from 'vitest';
import type { Dashboard } from '@sauda/contracts/dashboard.ts';
import { attentionRows, deadlineDetail, nothingWaiting } from './attention.ts';

const NOW = new Date('2026-11-27T10:00:00Z');
const H = 3_600_000;

function dashboard(over: Partial<Dashboard['attention']> = {}, waiting: Partial<Dashboard['waiting']> = {}) {
  return {
    today: { orders: 0, revenue: 0 },
    month: { orders: 0, revenue: 0 },
    waiting: { confirmation: 0, whatsappFailed: 0, booking: 0, awaitingPickup: 0, inTransit: 0, ...waiting },
    attention: {
      shipperAdvice: { count: 0, nextDeadline: null },
      unpaidDelivered: { count: 0, amount: 0 },
      failedBookings: 0,
      lowStock: 0,
      ...over,
    },
    confirmation: { sent: 0, confirmed: 0, cancelled: 0, rate: null },
    daily: [],
  } satisfies Dashboard;
}

describe('needs attention', () => {
  it('says how soon the nearest advice deadline is, red under 12 h and once passed', () => {
    expect(deadlineDetail(null, NOW)).toEqual({ tone: 'normal' });
    expect(deadlineDetail(new Date(NOW.getTime() + 30 * H).toISOString(), NOW)).toEqual({
      detail: 'Nearest deadline in 30 h',
      tone: 'normal',
    });
    expect(deadlineDetail(new Date(NOW.getTime() + 20 * H).toISOString(), NOW).tone).toBe('warn');
    expect(deadlineDetail(new Date(NOW.getTime() + 5 * H).toISOString(), NOW)).toEqual({
      detail: 'Nearest deadline in 5 h',
      tone: 'urgent',
    });
    expect(deadlineDetail(new Date(NOW.getTime() - 2 * H).toISOString(), NOW)).toEqual({
      detail: 'A deadline passed 2 h ago',
      tone: 'urgent',
    });
    expect(deadlineDetail(new Date(NOW.getTime() + 72 * H).toISOString(), NOW).detail).toBe(
      'Nearest deadline in 3 days',
    );
  });

  it('links each count to its filtered list, with the amount owed', () => {
    const rows = attentionRows(
      dashboard({
        shipperAdvice: { count: 2, nextDeadline: new Date(NOW.getTime() + 5 * H).toISOString() },
        unpaidDelivered: { count: 3, amount: 1_234_500 },
        failedBookings: 1,
        lowStock: 4,
      }),
      NOW,
    );
    expect(rows.map((r) => [r.key, r.to, r.count])).toEqual([
      ['advice', '/shipper-advice', 2],
      ['unpaid', '/cpr-cheques?view=awaiting&show=missing', 3],
      ['confirmation', '/orders/confirm-orders', 0],
      ['whatsapp', '/orders/confirm-orders?whatsapp=failed', 0],
      ['failedBookings', '/orders/booking?view=problems', 1],
      ['lowStock', '/inventory?stock=low', 4],
      ['booking', '/dispatch', 0],
      ['awaitingPickup', '/orders?status=Booked', 0],
      ['inTransit', '/orders?status=Dispatched', 0],
    ]);
    expect(rows[1]!.detail?.replace(/\s/g, ' ')).toBe('Rs 12,345 owed by couriers');
    expect(rows[0]).toMatchObject({ detail: 'Nearest deadline in 5 h', tone: 'urgent' });
  });

  it('is all clear when only parcels in transit remain', () => {
    expect(nothingWaiting(attentionRows(dashboard({}, { inTransit: 5, awaitingPickup: 2 }), NOW))).toBe(true);
    expect(nothingWaiting(attentionRows(dashboard({ lowStock: 1 }), NOW))).toBe(false);
  });
});
