import { describe, expect, it } from 'vitest';
import { computeTotals, formFieldFor, toCreateOrderBody, type OrderFormValues } from './order-form.ts';

const valid = (): OrderFormValues => ({
  storeId: 'store-1',
  paymentMethod: 'COD',
  phone: '+92 300 1234567',
  name: 'Ayesha Khan',
  address: 'House 12, Street 4, Gulberg III',
  city: 'Lahore',
  province: 'Punjab',
  items: [
    { title: 'Lawn suit', sku: 'LS-01', quantity: '2', unitPrice: '2,499.50' },
    { title: 'Dupatta', sku: '', quantity: '1', unitPrice: '850' },
  ],
  discount: '100',
  shipping: '250',
  notes: '',
  tags: ['vip'],
});

describe('toCreateOrderBody', () => {
  it('builds the contract body in paisa', () => {
    const r = toCreateOrderBody(valid());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.body.lineItems).toEqual([
      { title: 'Lawn suit', sku: 'LS-01', quantity: 2, unitPrice: 249_950 },
      { title: 'Dupatta', quantity: 1, unitPrice: 85_000 },
    ]);
    expect(r.body.discount).toBe(10_000);
    expect(r.body.shipping).toBe(25_000);
    expect(r.body.shippingAddress.phone).toBe('03001234567');
    expect(r.body).not.toHaveProperty('notes');
  });
  it('reports per-field errors', () => {
    const v = valid();
    v.items[0] = { title: '', sku: '', quantity: '0', unitPrice: '12.345' };
    v.phone = '12';
    v.city = '';
    v.discount = 'abc';
    const r = toCreateOrderBody(v);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.errors).sort()).toEqual(
      ['city', 'discount', 'items.0.quantity', 'items.0.title', 'items.0.unitPrice', 'phone'].sort(),
    );
    expect(r.errors['items.0.unitPrice']).toBe('Use at most 2 decimal places');
  });
  it('refuses a discount above the subtotal', () => {
    const v = valid();
    v.discount = '100000';
    const r = toCreateOrderBody(v);
    expect(r.ok || r.errors.discount).toMatch(/more than/);
  });
});

describe('computeTotals', () => {
  it('adds items, takes the discount, adds shipping', () => {
    expect(computeTotals(valid())).toEqual({
      subtotal: 584_900,
      discount: 10_000,
      shipping: 25_000,
      total: 599_900,
    });
  });
});

describe('formFieldFor', () => {
  it('maps API paths onto form fields', () => {
    expect(formFieldFor('shippingAddress.phone')).toBe('phone');
    expect(formFieldFor('body.lineItems[1].unitPrice')).toBe('items.1.unitPrice');
    expect(formFieldFor('lineItems')).toBe('items');
    expect(formFieldFor('discount')).toBe('discount');
  });
});
