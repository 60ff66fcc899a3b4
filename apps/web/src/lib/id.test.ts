import { describe, expect, it } from 'vitest';
import { uuid } from './id.ts';

describe('uuid', () => {
  it('is a v4 UUID and unique', () => {
    const a = uuid();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(uuid()).not.toBe(a);
  });
});
