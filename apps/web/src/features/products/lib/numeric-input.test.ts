import { describe, expect, it } from 'vitest';
import { parseDiscountInput, parseInventoryInput } from '@sauda/contracts/products.ts';
import { nextNumberText, numberOf } from './numeric-input.ts';

describe('discount field (product-rules §5)', () => {
  const next = (raw: string) => nextNumberText(raw, parseDiscountInput, { maxDecimals: 2 });
  it('keeps digits and one decimal point', () => {
    expect(next('1')).toBe('1');
    expect(next('12.')).toBe('12.');
    expect(next('12.5')).toBe('12.5');
    expect(next('12.55')).toBe('12.55');
  });
  it('ignores other keystrokes and a third decimal', () => {
    expect(next('1a')).toBeUndefined();
    expect(next('-1')).toBeUndefined();
    expect(next('1.2.3')).toBeUndefined();
    expect(next('12.555')).toBeUndefined();
  });
  it('empties and clamps to 99', () => {
    expect(next('')).toBe('');
    expect(next('150')).toBe('99');
    expect(next('99.5')).toBe('99');
  });
});

describe('inventory field (product-rules §5)', () => {
  const next = (raw: string) => nextNumberText(raw, parseInventoryInput, { integer: true });
  it('keeps whole numbers and clamps to 100', () => {
    expect(next('40')).toBe('40');
    expect(next('250')).toBe('100');
    expect(next('')).toBe('');
  });
  it('ignores decimals and letters', () => {
    expect(next('4.')).toBeUndefined();
    expect(next('4x')).toBeUndefined();
  });
  it('reads the number back', () => {
    expect(numberOf('', parseInventoryInput)).toBeNull();
    expect(numberOf('12', parseInventoryInput)).toBe(12);
  });
});
