import { describe, expect, it } from 'vitest';
import type { VariantPick } from '@sauda/contracts/products.ts';
import {
  computeTotals,
  emptyItem,
  formFieldFor,
  itemFromPick,
  lineTotal,
  pickLabel,
  placePick,
  stockNote,
  toCreateOrderBody,
  type OrderFormValues,
} from './order-form.ts';

const pick = (over: Partial<VariantPick> = {}): VariantPick => ({
  variantId: 'var-1',
  productId: 'prod-1',
  productTitle: 'Lawn suit',
  variantTitle: 'Red / M',
  sku: 'LS-R-M',
  price: 300_000,
  discountedPrice: 255_000,
  cost: 150_000,
  available: 12,
  allowBackorder: false,
  thumbnailUrl: null,
  vendorId: null,
  ...over,
});

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

describe('catalogue lines (product picker)', () => {
  it('sends variantId and quantity, no title or price when unchanged', () => {
    const v = valid();
    v.items = [{ ...itemFromPick(pick()), quantity: '2' }, v.items[1]!];
    const r = toCreateOrderBody(v);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.body.lineItems).toEqual([
      { variantId: 'var-1', quantity: 2 },
      { title: 'Dupatta', quantity: 1, unitPrice: 85_000 },
    ]);
  });
  it('sends unitPrice only when the seller changed it', () => {
    const v = valid();
    v.items = [{ ...itemFromPick(pick()), unitPrice: '2,400' }];
    const r = toCreateOrderBody(v);
    expect(r.ok && r.body.lineItems).toEqual([{ variantId: 'var-1', quantity: 1, unitPrice: 240_000 }]);
  });
  it('an emptied price falls back to the variant price', () => {
    const v = valid();
    v.items = [{ ...itemFromPick(pick()), unitPrice: '' }];
    v.discount = '';
    const r = toCreateOrderBody(v);
    expect(r.ok && r.body.lineItems).toEqual([{ variantId: 'var-1', quantity: 1 }]);
    expect(lineTotal(v.items[0]!)).toBe(255_000);
  });
  it('checks quantity and typed price', () => {
    const v = valid();
    v.items = [{ ...itemFromPick(pick()), quantity: 'x', unitPrice: '1.234' }];
    const r = toCreateOrderBody(v);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.errors).sort()).toEqual(['items.0.quantity', 'items.0.unitPrice']);
  });
  it('prefills the discounted price and counts it in the totals', () => {
    const item = itemFromPick(pick());
    expect(item.unitPrice).toBe('2550');
    expect(computeTotals({ items: [{ ...item, quantity: '2' }], discount: '', shipping: '' }).subtotal).toBe(
      510_000,
    );
  });
  it('the discount check uses catalogue prices too', () => {
    const v = valid();
    v.items = [itemFromPick(pick())];
    v.discount = '3000';
    const r = toCreateOrderBody(v);
    expect(r.ok || r.errors.discount).toMatch(/more than/);
  });
  it('places a pick: +1 on the same variant, fills a blank line, else appends', () => {
    const picked = itemFromPick(pick());
    expect(placePick([emptyItem()], 'var-1')).toEqual({ kind: 'replace', index: 0 });
    expect(placePick([picked, emptyItem()], 'var-1')).toEqual({ kind: 'increment', index: 0 });
    expect(placePick([picked], 'var-2')).toEqual({ kind: 'append' });
    expect(placePick([{ ...emptyItem(), title: 'Typed' }], 'var-2')).toEqual({ kind: 'append' });
  });
  it('labels and stock notes', () => {
    expect(pickLabel(pick())).toBe('Lawn suit — Red / M');
    expect(pickLabel(pick({ variantTitle: 'Default' }))).toBe('Lawn suit');
    const v = itemFromPick(pick({ available: 3 })).variant!;
    expect(stockNote(v, 3)).toBeNull();
    expect(stockNote(v, 5)).toBe('Only 3 in stock');
    expect(stockNote({ ...v, available: 0 }, 1)).toBe('Out of stock');
    expect(stockNote({ ...v, allowBackorder: true }, 5)).toBe('2 on backorder (3 in stock)');
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
