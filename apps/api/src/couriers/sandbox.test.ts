import { describe, expect, it } from 'vitest';
import { sandboxPaymentReference } from './sandbox.ts';

describe('sandbox payment references', () => {
  it('are to the minute for batches that start on one (the default 60-s step: as before)', () => {
    expect(sandboxPaymentReference(new Date('2026-11-28T04:06:00.000Z'))).toBe('SBX-CPR-202611280406');
  });

  it('tell apart batches of one minute (2-s steps: a batch every 12 s)', () => {
    const batches = [0, 12, 24, 36, 48].map((s) =>
      sandboxPaymentReference(new Date(Date.UTC(2026, 10, 28, 4, 4, s))),
    );
    expect(batches).toEqual([
      'SBX-CPR-202611280404',
      'SBX-CPR-20261128040412',
      'SBX-CPR-20261128040424',
      'SBX-CPR-20261128040436',
      'SBX-CPR-20261128040448',
    ]);
    expect(new Set(batches).size).toBe(5);
  });
});
