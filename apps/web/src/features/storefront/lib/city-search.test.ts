import { describe, expect, it } from 'vitest';
import { searchCities } from './city-search.ts';

const names = (q: string, n?: number) => searchCities(q, n).map((c) => c.name);

describe('searchCities', () => {
  it('puts names starting with the text first, then substrings', () => {
    const r = names('kot', 20);
    expect(r[0]).toBe('Kot Abdul Malik');
    expect(r).toContain('Kotli');
    expect(r).toContain('Sialkot');
    expect(r.indexOf('Sialkot')).toBeGreaterThan(r.indexOf('Kotli'));
  });
  it('is case-insensitive and knows short forms', () => {
    expect(names('LAHORE')).toEqual(['Lahore']);
    expect(names('khi')[0]).toBe('Karachi');
  });
  it('limits the list and offers cities when empty', () => {
    expect(names('a', 5)).toHaveLength(5);
    expect(names('', 3)).toHaveLength(3);
    expect(names('zzz')).toEqual([]);
  });
});
