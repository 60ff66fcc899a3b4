import { describe, expect, it } from 'vitest';
import { paisaToRupeesInput, parseQuantity, parseRupees, rupeesToPaisa } from './money.ts';

describe('parseRupees', () => {
  it('converts rupee text to integer paisa without float error', () => {
    expect(rupeesToPaisa('1500')).toBe(150_000);
    expect(rupeesToPaisa('19.99')).toBe(1999);
    expect(rupeesToPaisa('0.1')).toBe(10);
    expect(rupeesToPaisa('0.29')).toBe(29);
    expect(rupeesToPaisa('1.005')).toBeNull();
    expect(rupeesToPaisa('4.35')).toBe(435); // 4.35 * 100 = 434.99999… as a float
    expect(rupeesToPaisa('.5')).toBe(50);
    expect(rupeesToPaisa('12.')).toBe(1200);
    expect(rupeesToPaisa('007')).toBe(700);
  });
  it('accepts separators and a currency prefix', () => {
    expect(rupeesToPaisa('1,250.50')).toBe(125_050);
    expect(rupeesToPaisa('Rs. 2 500')).toBe(250_000);
    expect(rupeesToPaisa('PKR 99')).toBe(9900);
  });
  it('rejects text that is not an amount', () => {
    expect(parseRupees('abc')).toEqual({ ok: false, error: expect.any(String) });
    expect(parseRupees('-5')).toEqual({ ok: false, error: expect.any(String) });
    expect(parseRupees('1e3')).toEqual({ ok: false, error: expect.any(String) });
    expect(parseRupees('.')).toEqual({ ok: false, error: expect.any(String) });
    expect(parseRupees('1.234')).toEqual({ ok: false, error: 'Use at most 2 decimal places' });
    expect(parseRupees('99999999999')).toEqual({ ok: false, error: 'That amount is too large' });
  });
  it('empty text is null or the given default', () => {
    expect(parseRupees('  ')).toBeNull();
    expect(parseRupees('', 0)).toEqual({ ok: true, paisa: 0 });
  });
});

describe('paisaToRupeesInput', () => {
  it('round-trips', () => {
    for (const p of [0, 1, 10, 99, 100, 1999, 125_050, 150_000]) {
      expect(rupeesToPaisa(paisaToRupeesInput(p))).toBe(p);
    }
    expect(paisaToRupeesInput(125_050)).toBe('1250.50');
    expect(paisaToRupeesInput(125_000)).toBe('1250');
    expect(paisaToRupeesInput(5)).toBe('0.05');
  });
});

describe('parseQuantity', () => {
  it('takes whole numbers from 1', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity('0')).toBeNull();
    expect(parseQuantity('1.5')).toBeNull();
    expect(parseQuantity('')).toBeNull();
  });
});
