import { describe, expect, it } from 'vitest';
import { lastChecked, listNames, syncProgress, syncTargets } from './courier-sync.ts';

const account = (over: Partial<Parameters<typeof syncTargets>[0][number]> = {}) => ({
  _id: 'a',
  name: 'PostEx Lahore',
  courier: 'postex' as const,
  enabled: true,
  lastSyncAt: null as string | null,
  lastSyncError: null as string | null,
  ...over,
});

describe('courier sync', () => {
  it('lists names the way a sentence does', () => {
    expect(listNames(['PostEx'])).toBe('PostEx');
    expect(listNames(['PostEx', 'Trax', 'PostEx', 'Leopards'])).toBe('PostEx, Trax and Leopards');
    expect(listNames([])).toBe('');
  });

  it('syncs enabled couriers whose API reports shipper advice', () => {
    const list = [
      account(),
      account({ _id: 'b', enabled: false }),
      account({ _id: 'c', courier: 'trax' }),
      account({ _id: 'd', courier: 'manual' }),
      account({ _id: 'e', courier: 'leopards' }),
    ];
    expect(syncTargets(list, 'shipperAdvice').map((a) => a._id)).toEqual(['a', 'e']);
    // Payments: PostEx, Trax and Leopards all report them.
    expect(syncTargets(list, 'payments').map((a) => a._id)).toEqual(['a', 'c', 'e']);
  });

  it('knows the last check', () => {
    expect(lastChecked([account(), account({ lastSyncAt: '2025-03-05T10:00:00.000Z' })])).toBe(
      '2025-03-05T10:00:00.000Z',
    );
    expect(
      lastChecked([
        account({ lastSyncAt: '2025-03-05T10:00:00.000Z' }),
        account({ lastSyncAt: '2025-03-05T11:00:00.000Z' }),
      ]),
    ).toBe('2025-03-05T11:00:00.000Z');
    expect(lastChecked([])).toBeNull();
  });

  it('waits until every account synced again', () => {
    const watch = { before: { a: null, e: '2025-03-05T10:00:00.000Z' }, startedAt: 0 };
    const list = [account(), account({ _id: 'e', name: 'Leopards', lastSyncAt: '2025-03-05T10:00:00.000Z' })];
    expect(syncProgress(list, watch)).toEqual({ done: false, errors: [] });
    const later = [
      account({ lastSyncAt: '2025-03-05T12:00:00.000Z' }),
      account({
        _id: 'e',
        name: 'Leopards',
        lastSyncAt: '2025-03-05T12:00:01.000Z',
        lastSyncError: 'Bad key',
      }),
    ];
    expect(syncProgress(later, watch)).toEqual({
      done: true,
      errors: [{ name: 'Leopards', message: 'Bad key' }],
    });
    // A removed account does not hold the wait.
    expect(syncProgress([later[1]!], watch).done).toBe(true);
  });
});
