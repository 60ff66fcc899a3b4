import { describe, expect, it } from 'vitest';
import { toLocationBody } from './location-body.ts';

describe('toLocationBody', () => {
  it('trims and turns empty optional fields into null', () => {
    expect(toLocationBody({ name: ' Shop ', city: '', address: '  ' })).toEqual({
      ok: true,
      body: { name: 'Shop', city: null, address: null },
    });
  });
  it('reports a missing name and a too-short city', () => {
    const r = toLocationBody({ name: ' ', city: 'L', address: '' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.name).toBe('Required');
      expect(r.errors.city).toMatch(/at least 2/);
    }
  });
});
