import { describe, expect, it } from 'vitest';
import { buyerRecord, buyerWarning, confirmationSummary } from './history.ts';

const now = new Date('2025-03-05T12:00:00Z');
const buyer = { orders: 3, delivered: 2, returned: 1, cancelled: 0, blocked: false };

describe('buyer history', () => {
  it('sums up the record', () => {
    expect(buyerRecord(buyer)).toBe('3 orders · 2 delivered · 1 returned');
    expect(buyerRecord({ ...buyer, orders: 1, delivered: 0, returned: 0 })).toBe(
      '1 order · 0 delivered · 0 returned',
    );
    expect(buyerRecord({ ...buyer, cancelled: 2 })).toBe('3 orders · 2 delivered · 1 returned · 2 cancelled');
  });

  it('warns when returns reach deliveries or the buyer is blocked', () => {
    expect(buyerWarning(buyer)).toBeNull();
    expect(buyerWarning({ ...buyer, returned: 2 })).toEqual({
      tone: 'yellow',
      text: 'As many returns as deliveries',
    });
    expect(buyerWarning({ ...buyer, returned: 3 })?.tone).toBe('red');
    expect(buyerWarning({ ...buyer, delivered: 0, returned: 0, orders: 1 })).toBeNull();
    expect(buyerWarning({ ...buyer, blocked: true })).toEqual({ tone: 'red', text: 'Blocked buyer' });
  });

  it('describes the COD confirmation', () => {
    expect(
      confirmationSummary(
        {
          status: 'confirmed',
          sentAt: null,
          respondedAt: new Date(now.getTime() - 3 * 3_600_000).toISOString(),
        },
        now,
      ),
    ).toEqual({ label: 'Confirmed by buyer', tone: 'green', when: 'responded 3 h ago' });
    expect(
      confirmationSummary(
        { status: 'awaiting', sentAt: new Date(now.getTime() - 600_000).toISOString(), respondedAt: null },
        now,
      ),
    ).toMatchObject({ tone: 'yellow', when: 'asked 10 min ago, no answer' });
    expect(confirmationSummary({ status: 'not_required', sentAt: null, respondedAt: null }, now)).toEqual({
      label: 'Confirmation not required',
      tone: 'grey',
      when: null,
    });
    expect(confirmationSummary({ status: 'cancelled', sentAt: null, respondedAt: null }, now).tone).toBe(
      'red',
    );
    expect(confirmationSummary({ status: 'odd_state', sentAt: null, respondedAt: null }, now).label).toBe(
      'odd state',
    );
  });
});
