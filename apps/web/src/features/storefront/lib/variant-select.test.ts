import { describe, expect, it } from 'vitest';
import {
  findVariant,
  initialSelection,
  percentLabel,
  priceDisplay,
  selectValue,
  valueState,
} from './variant-select.ts';

const v = (id: string, values: string[], inStock = true) => ({ _id: id, optionValues: values, inStock });

// Red: S, M (M sold out); Blue: M, L. No Red/L, no Blue/S.
const variants = [
  v('rs', ['Red', 'S']),
  v('rm', ['Red', 'M'], false),
  v('bm', ['Blue', 'M']),
  v('bl', ['Blue', 'L']),
];

describe('variant selection', () => {
  it('starts at the first in-stock variant', () => {
    expect(initialSelection([v('a', ['Red', 'M'], false), v('b', ['Blue', 'M'])])).toEqual(['Blue', 'M']);
    expect(initialSelection([v('a', [], false)])).toEqual([]);
    expect(initialSelection([])).toEqual([]);
  });
  it('finds the variant of a full selection', () => {
    expect(findVariant(variants, ['Blue', 'L'])?._id).toBe('bl');
    expect(findVariant(variants, ['Red', 'L'])).toBeNull();
    expect(findVariant([v('only', [])], [])?._id).toBe('only');
  });
  it('disables combinations that do not exist, marks sold-out ones', () => {
    const sel = ['Red', 'S'];
    expect(valueState(variants, sel, 0, 'Blue')).toBe('available');
    expect(valueState(variants, sel, 1, 'S')).toBe('available');
    expect(valueState(variants, sel, 1, 'M')).toBe('sold-out');
    expect(valueState(variants, sel, 1, 'L')).toBe('unavailable');
  });
  it('re-picks later options to a combination that exists', () => {
    // Red/S → Blue: S does not exist in Blue; M is the first in-stock Blue
    expect(selectValue(variants, ['Red', 'S'], 0, 'Blue')).toEqual(['Blue', 'M']);
    // Blue/M → Red keeps M (exists, though sold out)
    expect(selectValue(variants, ['Blue', 'M'], 0, 'Red')).toEqual(['Red', 'M']);
    expect(selectValue(variants, ['Blue', 'M'], 1, 'L')).toEqual(['Blue', 'L']);
  });
});

describe('priceDisplay', () => {
  it('shows the discount with the original price struck through', () => {
    expect(priceDisplay({ price: 200_000, discountedPrice: 170_000, compareAtPrice: null }, 15)).toEqual({
      now: 170_000,
      was: 200_000,
      percentOff: 15,
    });
  });
  it('falls back to compare-at price', () => {
    expect(priceDisplay({ price: 150_000, discountedPrice: 150_000, compareAtPrice: 200_000 }, null)).toEqual(
      {
        now: 150_000,
        was: 200_000,
        percentOff: 25,
      },
    );
  });
  it('plain price otherwise', () => {
    expect(priceDisplay({ price: 1000, discountedPrice: 1000, compareAtPrice: 900 }, 0)).toEqual({
      now: 1000,
      was: null,
      percentOff: null,
    });
  });
  it('labels the percentage', () => {
    expect(percentLabel(15)).toBe('-15%');
    expect(percentLabel(12.5)).toBe('-12.5%');
  });
});
