import { describe, expect, it } from 'vitest';
import { isUuid, uuidv7 } from './ids.ts';

describe('uuidv7', () => {
  it('sorts in creation order, even many in one millisecond', () => {
    const ids = Array.from({ length: 10_000 }, () => uuidv7());
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('is a version 7, RFC 9562 variant UUID carrying the time it was made', () => {
    const before = Date.now();
    const id = uuidv7();
    expect(isUuid(id)).toBe(true);
    expect(id[14]).toBe('7');
    expect('89ab').toContain(id[19]);
    const ms = parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(Date.now() + 50);
  });
});
