import { describe, expect, it } from 'vitest';
import { filterOptions } from './select-filter.ts';

const cities = [
  { value: 'khi', label: 'Karachi' },
  { value: 'lhr', label: 'Lahore' },
  { value: 'isb', label: 'Islamabad' },
];

describe('filterOptions', () => {
  it('matches a case-insensitive substring of the label', () => {
    expect(filterOptions(cities, 'LA').map((o) => o.value)).toEqual(['lhr', 'isb']);
    expect(filterOptions(cities, 'achi').map((o) => o.value)).toEqual(['khi']);
  });
  it('returns everything for an empty query and nothing when no label matches', () => {
    expect(filterOptions(cities, '  ')).toHaveLength(3);
    expect(filterOptions(cities, 'quetta')).toEqual([]);
  });
  it('does not match on the value', () => {
    expect(filterOptions(cities, 'khi')).toEqual([]);
  });
});
