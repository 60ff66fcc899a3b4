import { describe, expect, it } from 'vitest';
import { lastChecked, paymentSyncTargets, syncProgress } from './courier-sync.ts';

const account = (over: Partial<Parameters<typeof paymentSyncTargets>[0][number]> = {}) => ({
  _id: 'a',
  name: 'Trax',
  courier: 'trax' as const,
  enabled: true,
  lastSyncAt: null as string | null,
  lastSyncError: null as string | null,
  ...over,
});

describe('payment sync', () => {
  it('syncs enabled couriers whose API reports payments', () => {
    const list = [
      account(),
      account({ _id: 'b', enabled: false }),
      account({ _id: 'c', courier: 'manual' }),
      account({ _id: 'd', courier: 'tcs' }),
    ];
    expect(paymentSyncTargets(list).map((a) => a._id)).toEqual(['a', 'd']);
  });

  it('waits for every account, then reports errors', () => {
    const watch = { before: { a: null }, startedAt: 0 };
    expect(syncProgress([account()], watch).done).toBe(false);
    expect(
      syncProgress([account({ lastSyncAt: '2025-03-05T12:00:00.000Z', lastSyncError: 'Timed out' })], watch),
    ).toEqual({ done: true, errors: [{ name: 'Trax', message: 'Timed out' }] });
    expect(lastChecked([account({ lastSyncAt: '2025-03-05T12:00:00.000Z' })])).toBe(
      '2025-03-05T12:00:00.000Z',
    );
  });
});
