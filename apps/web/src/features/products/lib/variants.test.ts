import { describe, expect, it } from 'vitest';
import {
  addOptionValue,
  cartesian,
  combinationCount,
  mergeVariants,
  optionsProblem,
  sameCombinations,
} from './variants.ts';

type V = { optionValues: string[]; id?: string; price: string };
const make = (optionValues: string[], template?: V): V => ({ optionValues, price: template?.price ?? '' });

describe('cartesian', () => {
  it('makes every combination in order', () => {
    expect(cartesian([])).toEqual([[]]);
    expect(
      cartesian([
        ['S', 'M'],
        ['Red', 'Blue'],
      ]),
    ).toEqual([
      ['S', 'Red'],
      ['S', 'Blue'],
      ['M', 'Red'],
      ['M', 'Blue'],
    ]);
    expect(cartesian([['S'], []])).toEqual([]);
  });
  it('counts combinations, ignoring options without values', () => {
    expect(combinationCount([])).toBe(1);
    expect(
      combinationCount([
        { name: 'Size', values: ['S', 'M', 'L'] },
        { name: 'Colour', values: [] },
      ]),
    ).toBe(3);
  });
});

describe('mergeVariants', () => {
  const sizes = [{ name: 'Size', values: ['S', 'M'] }];
  it('keeps exact matches and creates the rest from the first variant', () => {
    const existing: V[] = [
      { optionValues: ['S'], id: 'a', price: '1000' },
      { optionValues: ['M'], id: 'b', price: '1200' },
    ];
    const next = mergeVariants(existing, [{ name: 'Size', values: ['S', 'M', 'L'] }], make);
    expect(next).toEqual([
      { optionValues: ['S'], id: 'a', price: '1000' },
      { optionValues: ['M'], id: 'b', price: '1200' },
      { optionValues: ['L'], price: '1000' },
    ]);
  });
  it('drops variants whose value was removed', () => {
    const existing: V[] = [
      { optionValues: ['S'], id: 'a', price: '1' },
      { optionValues: ['M'], id: 'b', price: '2' },
    ];
    expect(mergeVariants(existing, [{ name: 'Size', values: ['M'] }], make)).toEqual([
      { optionValues: ['M'], id: 'b', price: '2' },
    ]);
  });
  it('moves variants over when an option is added', () => {
    const existing: V[] = [
      { optionValues: ['S'], id: 'a', price: '1' },
      { optionValues: ['M'], id: 'b', price: '2' },
    ];
    const next = mergeVariants(existing, [...sizes, { name: 'Colour', values: ['Red', 'Blue'] }], make);
    expect(next.map((v) => [v.optionValues.join('/'), v.id])).toEqual([
      ['S/Red', 'a'],
      ['S/Blue', undefined],
      ['M/Red', 'b'],
      ['M/Blue', undefined],
    ]);
  });
  it('keeps one variant when an option is removed, and the first when all are', () => {
    const existing: V[] = [
      { optionValues: ['S', 'Red'], id: 'a', price: '1' },
      { optionValues: ['S', 'Blue'], id: 'b', price: '2' },
      { optionValues: ['M', 'Red'], id: 'c', price: '3' },
    ];
    expect(mergeVariants(existing, [{ name: 'Size', values: ['S', 'M'] }], make).map((v) => v.id)).toEqual([
      'a',
      'c',
    ]);
    expect(mergeVariants(existing, [], make)).toEqual([{ optionValues: [], id: 'a', price: '1' }]);
  });
  it('matches values ignoring case', () => {
    const existing: V[] = [{ optionValues: ['red'], id: 'a', price: '1' }];
    expect(mergeVariants(existing, [{ name: 'Colour', values: ['Red'] }], make)[0]).toEqual({
      optionValues: ['Red'],
      id: 'a',
      price: '1',
    });
  });
});

describe('option values', () => {
  it('adds trimmed unique values', () => {
    expect(addOptionValue(['S'], '  M  ')).toEqual({ ok: true, values: ['S', 'M'] });
    expect(addOptionValue(['S'], 's').ok).toBe(false);
    expect(addOptionValue([], '   ').ok).toBe(false);
    expect(addOptionValue([], 'x'.repeat(61)).ok).toBe(false);
    expect(
      addOptionValue(
        Array.from({ length: 30 }, (_, i) => String(i)),
        'new',
      ).ok,
    ).toBe(false);
  });
  it('refuses more than 100 variants', () => {
    const five = ['a', 'b', 'c', 'd', 'e'];
    expect(
      optionsProblem([
        { name: 'A', values: five },
        { name: 'B', values: five },
      ]),
    ).toBeNull();
    expect(
      optionsProblem([
        { name: 'A', values: five },
        { name: 'B', values: five },
        { name: 'C', values: five },
      ]),
    ).toMatch(/125 variants/);
  });
  it('compares combinations regardless of names', () => {
    expect(sameCombinations([{ name: 'Size', values: ['S'] }], [{ name: 'Sizes', values: ['S'] }])).toBe(
      true,
    );
    expect(sameCombinations([{ name: 'Size', values: ['S'] }], [{ name: 'Size', values: ['S', 'M'] }])).toBe(
      false,
    );
    expect(sameCombinations([{ name: 'Size', values: [] }], [])).toBe(true);
  });
});
