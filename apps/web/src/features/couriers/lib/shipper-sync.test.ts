import { describe, expect, it } from 'vitest';
import { hasSyncErrors, syncLines } from './shipper-sync.ts';

describe('syncLines', () => {
  it('names each courier account and says synced, failed or pending', () => {
    const lines = syncLines(
      {
        courierCodes: [
          { courierAccountId: 'a', code: 'PX-1', error: null },
          { courierAccountId: 'b', code: null, error: 'City not served' },
          { courierAccountId: 'gone', code: null, error: null },
        ],
      },
      [
        { _id: 'a', name: 'PostEx' },
        { _id: 'b', name: 'Trax' },
      ],
    );
    expect(lines.map((l) => [l.accountName, l.state, l.text])).toEqual([
      ['PostEx', 'synced', 'Code PX-1'],
      ['Trax', 'failed', 'City not served'],
      ['Removed courier', 'pending', 'Not registered yet'],
    ]);
  });
  it('detects errors', () => {
    expect(hasSyncErrors({ courierCodes: [] })).toBe(false);
    expect(hasSyncErrors({ courierCodes: [{ courierAccountId: 'a', code: null, error: 'x' }] })).toBe(true);
  });
});
