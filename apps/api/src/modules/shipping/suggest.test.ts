import { describe, expect, it } from 'vitest';
import { suggestCourier } from './suggest.ts';

const px = { id: 'px', name: 'PostEx' };
const lcs = { id: 'lcs', name: 'Leopards' };

describe('suggestCourier', () => {
  it('asks for a courier when none is enabled', () => {
    expect(suggestCourier('Multan', [], []).courierId).toBeNull();
  });
  it('falls back to the first courier without history, and ignores tiny samples', () => {
    const s = suggestCourier('Multan', [px, lcs], [{ courierAccountId: 'lcs', delivered: 3, returned: 0 }]);
    expect(s).toMatchObject({
      courierId: 'px',
      deliveryRate: null,
      reason: 'No delivery history in Multan yet',
    });
  });
  it('picks the best delivery rate, not the biggest raw share of a small sample', () => {
    const s = suggestCourier(
      'Multan',
      [px, lcs],
      [
        { courierAccountId: 'px', delivered: 95, returned: 5 },
        { courierAccountId: 'lcs', delivered: 5, returned: 0 },
      ],
    );
    expect(s).toEqual({
      city: 'Multan',
      courierId: 'px',
      deliveryRate: 0.95,
      parcels: 100,
      reason: 'PostEx: 95% delivered in Multan (95 of 100)',
    });
    const t = suggestCourier(
      'Multan',
      [px, lcs],
      [
        { courierAccountId: 'px', delivered: 60, returned: 40 },
        { courierAccountId: 'lcs', delivered: 45, returned: 5 },
      ],
    );
    expect(t.courierId).toBe('lcs');
  });
  it('ignores disabled couriers', () => {
    const s = suggestCourier('Multan', [lcs], [{ courierAccountId: 'px', delivered: 99, returned: 1 }]);
    expect(s.courierId).toBe('lcs');
  });
});
