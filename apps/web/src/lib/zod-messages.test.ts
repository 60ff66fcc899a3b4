import { describe, expect, it } from 'vitest';
import { addressSchema } from '@sauda/contracts/orders.ts';
import { friendlyError } from './zod-messages.ts';

describe('friendlyError', () => {
  it('rewords generic string checks and keeps the schemas’ own messages', () => {
    const r = addressSchema.safeParse(
      { name: '  ', phone: '12', address: 'abc', city: 'x'.repeat(81) },
      { error: friendlyError },
    );
    expect(r.success).toBe(false);
    const byField = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(byField).toEqual({
      name: 'Required',
      phone: 'Enter a Pakistani phone number such as 0300 1234567',
      address: 'Enter at least 5 characters',
      city: 'Use at most 80 characters',
    });
  });
});
