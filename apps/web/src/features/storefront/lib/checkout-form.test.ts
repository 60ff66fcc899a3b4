import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart.ts';
import { confirmationPath, mapFieldErrors, toCheckoutBody, type CheckoutValues } from './checkout-form.ts';

const items: CartLine[] = [
  {
    publicId: 'pub1',
    variantId: 'var1',
    quantity: 2,
    title: 'Lawn suit',
    variantTitle: 'Red / M',
    price: 250_000,
    thumbnailUrl: null,
  },
];

const values = (over: Partial<CheckoutValues> = {}): CheckoutValues => ({
  name: ' Ayesha Khan ',
  phone: '+92 300 1234567',
  city: 'khi',
  address: 'House 12, Street 4, Clifton',
  notes: '',
  ...over,
});

describe('toCheckoutBody', () => {
  it('builds the contract body: normalised phone, canonical city, province', () => {
    const r = toCheckoutBody('shop1', items, values());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.body).toEqual({
      shopId: 'shop1',
      items: [{ publicId: 'pub1', variantId: 'var1', quantity: 2 }],
      name: 'Ayesha Khan',
      phone: '03001234567',
      city: 'Karachi',
      province: 'Sindh',
      address: 'House 12, Street 4, Clifton',
    });
  });
  it('reports per-field messages', () => {
    const r = toCheckoutBody(
      'shop1',
      items,
      values({ name: '', phone: '123', city: 'Atlantis', address: 'short' }),
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.errors.fields).sort()).toEqual(['address', 'city', 'name', 'phone']);
    expect(r.errors.fields.city).toBe('Choose your city from the list');
    expect(r.errors.fields.phone).toMatch(/Pakistani phone number/);
    expect(r.errors.fields.address).toBe('Enter at least 10 characters');
  });
  it('an empty cart is a cart error', () => {
    const r = toCheckoutBody('shop1', [], values());
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.cart).toEqual(['Your cart is empty']);
  });
  it('keeps notes when given', () => {
    const r = toCheckoutBody('shop1', items, values({ notes: ' Call before delivery ' }));
    expect(r.ok && r.body.notes).toBe('Call before delivery');
  });
});

describe('mapFieldErrors (API details)', () => {
  it('maps form fields and names the product of an item error', () => {
    const e = mapFieldErrors(
      [
        { field: 'phone', message: 'Bad phone' },
        { field: 'items.0.quantity', message: 'Only 1 left' },
        { field: 'body.items[0].quantity', message: 'Only 1 left' },
        { field: 'shopId', message: 'Shop closed' },
      ],
      items,
    );
    expect(e.fields).toEqual({ phone: 'Bad phone' });
    expect(e.cart).toEqual(['Lawn suit (Red / M): Only 1 left', 'Shop closed']);
  });
});

describe('confirmationPath', () => {
  it('keeps path and query of absolute or relative URLs, and asks for the order-placed panel', () => {
    expect(confirmationPath('https://sauda.pk/order-confirmation?token=abc')).toBe(
      '/order-confirmation?token=abc&placed=1',
    );
    expect(confirmationPath('/order-confirmation?token=abc')).toBe('/order-confirmation?token=abc&placed=1');
  });
});
