import { describe, expect, it } from 'vitest';
import type { VariantPick } from '@sauda/contracts/products.ts';
import { addLine, lineFromPick, poFieldFor, poLineTotal, poTotals, toPoBody, todayInput } from './po-form.ts';

const pick = (over: Partial<VariantPick> = {}): VariantPick => ({
  variantId: 'v1',
  productId: 'p1',
  productTitle: 'Lawn suit',
  variantTitle: 'Red / M',
  sku: 'LS-R-M',
  price: 250000,
  discountedPrice: 250000,
  cost: 120050,
  available: 3,
  allowBackorder: false,
  thumbnailUrl: null,
  vendorId: 'ven1',
  ...over,
});

describe('po lines', () => {
  it('prefills the unit cost in rupees', () => {
    expect(lineFromPick(pick()).unitCost).toBe('1200.50');
    expect(lineFromPick(pick({ cost: null })).unitCost).toBe('');
  });
  it('adding the same variant bumps its quantity', () => {
    const once = addLine([], pick());
    const twice = addLine(once, pick());
    expect(twice).toHaveLength(1);
    expect(twice[0]?.quantity).toBe('2');
    expect(addLine(twice, pick({ variantId: 'v2' }))).toHaveLength(2);
  });
  it('totals', () => {
    expect(poLineTotal({ quantity: '3', unitCost: '100.5' })).toBe(30150);
    expect(poLineTotal({ quantity: '0', unitCost: '100' })).toBeNull();
    expect(
      poTotals([
        { quantity: '2', unitCost: '10' },
        { quantity: 'x', unitCost: '5' },
      ]),
    ).toEqual({ units: 2, total: 2000 });
  });
});

describe('toPoBody', () => {
  const base = {
    vendorId: 'ven1',
    locationId: 'loc1',
    expectedAt: '2026-12-01',
    notes: ' ',
    lines: [lineFromPick(pick())],
  };
  it('builds the contract body in paisa', () => {
    expect(toPoBody(base)).toEqual({
      ok: true,
      body: {
        vendorId: 'ven1',
        locationId: 'loc1',
        expectedAt: '2026-12-01',
        notes: null,
        lines: [{ variantId: 'v1', quantity: 1, unitCost: 120050 }],
      },
    });
  });
  it('reports missing vendor, lines and bad line fields', () => {
    expect(toPoBody({ ...base, vendorId: '', lines: [] })).toEqual({
      ok: false,
      errors: { vendorId: 'Choose a vendor', lines: 'Add at least one product' },
    });
    const r = toPoBody({ ...base, lines: [{ ...base.lines[0]!, quantity: '0', unitCost: '' }] });
    expect(r).toEqual({
      ok: false,
      errors: { 'lines.0.quantity': 'Enter a whole number of at least 1', 'lines.0.unitCost': 'Required' },
    });
  });
  it('maps API paths and formats today', () => {
    expect(poFieldFor('lines[2].unitCost')).toBe('lines.2.unitCost');
    expect(poFieldFor('body.vendorId')).toBe('vendorId');
    // 8 pm UTC on the 4th is 1 am on the 5th in Pakistan.
    expect(todayInput(new Date('2026-01-04T20:00:00Z'))).toBe('2026-01-05');
  });
});
