import { describe, expect, it } from 'vitest';
import {
  clipboardTextOf,
  copyPriceOf,
  discountLabel,
  priceRangeLabel,
  stockState,
  variantTitle,
} from './display.ts';

const variant = (price: number, discounted: number) => ({
  _id: 'v',
  title: '',
  optionValues: [],
  sku: null,
  barcode: null,
  price,
  discountedPrice: discounted,
  compareAtPrice: null,
  cost: null,
  weightGrams: null,
  imageId: null,
  available: 0,
  committed: 0,
  backordered: 0,
});

describe('product display helpers', () => {
  it('formats a price range', () => {
    expect(priceRangeLabel(120_000, 120_000)).toMatch(/1,200$/);
    expect(priceRangeLabel(120_000, 250_000)).toMatch(/1,200 – .*2,500$/);
  });
  it('labels discounts', () => {
    expect(discountLabel(null)).toBeNull();
    expect(discountLabel(0)).toBeNull();
    expect(discountLabel(15)).toBe('-15%');
    expect(discountLabel(12.5)).toBe('-12.5%');
  });
  it('knows the stock state', () => {
    expect(stockState({ available: 0, lowStock: true })).toBe('out');
    expect(stockState({ available: 3, lowStock: true })).toBe('low');
    expect(stockState({ available: 30, lowStock: false })).toBe('ok');
  });
  it('copies the cheapest discounted price (product-rules §8)', () => {
    const product = {
      title: 'Lawn suit',
      descriptionHtml: '<p>Soft <b>cotton</b></p><ul><li>3 piece</li></ul>',
      variants: [variant(300_000, 270_000), variant(250_000, 225_050)],
    };
    expect(copyPriceOf(product)).toBe(225_050);
    expect(clipboardTextOf(product)).toBe('Lawn suit\n\nSoft cotton\n• 3 piece\n\nRs. 2250.50');
    expect(copyPriceOf({ variants: [] })).toBe(0);
  });
  it('titles variants', () => {
    expect(variantTitle([])).toBe('Default');
    expect(variantTitle(['S', 'Red'])).toBe('S / Red');
  });
});
