import { describe, expect, it } from 'vitest';
import { canonicalCityName, isKnownCity, searchCities } from './city-search.ts';

describe('searchCities', () => {
  it('puts a known short form first, then prefixes, then contains', () => {
    const names = searchCities('khi', 5).map((c) => c.name);
    expect(names[0]).toBe('Karachi');
    const lah = searchCities('la', 50).map((c) => c.name);
    expect(lah.indexOf('Lahore')).toBeLessThan(lah.indexOf('Islamabad'));
  });
  it('ignores case and extra spaces and respects the limit', () => {
    expect(searchCities('  RAHIM   yar', 3).map((c) => c.name)).toEqual(['Rahim Yar Khan']);
    expect(searchCities('', 4)).toHaveLength(4);
  });
  it('finds nothing for nonsense', () => {
    expect(searchCities('zzzz')).toEqual([]);
  });
});

describe('canonicalCityName', () => {
  it('returns the canonical spelling or the trimmed text', () => {
    expect(canonicalCityName('pindi')).toBe('Rawalpindi');
    expect(canonicalCityName(' lahore ')).toBe('Lahore');
    expect(canonicalCityName(' Atlantis ')).toBe('Atlantis');
    expect(isKnownCity('Atlantis')).toBe(false);
    expect(isKnownCity('isb')).toBe(true);
  });
});

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
