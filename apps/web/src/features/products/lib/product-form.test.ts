import { describe, expect, it } from 'vitest';
import type { Product } from '@sauda/contracts/products.ts';
import {
  emptyProductValues,
  formFieldFor,
  productToFormValues,
  toProductBody,
  type ProductFormValues,
} from './product-form.ts';

const valid = (): ProductFormValues => ({
  ...emptyProductValues(),
  title: '  Lawn suit ',
  descriptionHtml: '<p>Soft cotton</p>',
  tags: ['Eid', 'eid', 'summer'],
  options: [
    { name: 'Size', values: ['S', 'M'] },
    { name: '', values: [] },
  ],
  images: [
    { id: 'img1', url: '/u/1.jpg', thumbnailUrl: '/t/1.jpg', width: 10, height: 10 },
    { id: 'img2', url: '/u/2.jpg', thumbnailUrl: '/t/2.jpg', width: 10, height: 10 },
  ],
  variants: [
    {
      optionValues: ['S'],
      price: '2,499.50',
      compareAtPrice: '',
      cost: '1200',
      sku: ' LS-S ',
      barcode: '',
      imageId: 'img2',
      inventory: '12',
      initialInventory: null,
    },
    {
      optionValues: ['M'],
      price: '2500',
      compareAtPrice: '3000',
      cost: '',
      sku: '',
      barcode: '',
      imageId: '',
      inventory: '',
      initialInventory: null,
    },
  ],
  discount: '10',
  weightGrams: '450',
});

const product: Product = {
  _id: 'p1',
  title: 'Kurta',
  descriptionHtml: '<p>Hi</p>',
  status: 'draft',
  vendorId: 'v1',
  vendor: { _id: 'v1', name: 'Vendor' },
  categoryId: null,
  category: null,
  tags: ['cotton'],
  options: [],
  images: [],
  variants: [
    {
      _id: 'var1',
      title: 'Default',
      optionValues: [],
      sku: 'K-1',
      barcode: null,
      price: 150_050,
      discountedPrice: 150_050,
      compareAtPrice: null,
      cost: 90_000,
      weightGrams: null,
      imageId: null,
      available: 250,
      committed: 2,
      backordered: 0,
    },
  ],
  discount: 12.5,
  weightGrams: 300,
  allowBackorder: true,
  lowStockThreshold: 3,
  isListed: false,
  publicId: null,
  publicUrl: null,
  hasOrders: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('toProductBody', () => {
  it('builds the contract body in paisa', () => {
    const r = toProductBody(valid());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.body.title).toBe('Lawn suit');
    expect(r.body.tags).toEqual(['eid', 'summer']);
    expect(r.body.options).toEqual([{ name: 'Size', values: ['S', 'M'] }]);
    expect(r.body.imageIds).toEqual(['img1', 'img2']);
    expect(r.body.discount).toBe(10);
    expect(r.body.weightGrams).toBe(450);
    expect(r.body.lowStockThreshold).toBe(5);
    expect(r.body.variants).toEqual([
      {
        optionValues: ['S'],
        sku: 'LS-S',
        barcode: null,
        price: 249_950,
        compareAtPrice: null,
        cost: 120_000,
        imageId: 'img2',
        inventory: 12,
      },
      {
        optionValues: ['M'],
        sku: null,
        barcode: null,
        price: 250_000,
        compareAtPrice: 300_000,
        cost: null,
        imageId: null,
      },
    ]);
  });
  it('reports per-field errors with form field names', () => {
    const v = valid();
    v.title = ' ';
    v.weightGrams = '';
    v.variants[0]!.price = '';
    v.variants[1]!.cost = '12.345';
    v.options = [
      { name: 'Size', values: ['S'] },
      { name: 'size', values: [] },
    ];
    const r = toProductBody(v);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toMatchObject({
      title: 'Required',
      weightGrams: 'Enter the weight in grams',
      'variants.0.price': 'Enter a price',
      'variants.1.cost': 'Use at most 2 decimal places',
      'options.1.name': 'Each option needs a different name',
      'options.1.values': 'Add at least one value',
    });
  });
  it('round-trips a saved product and sends stock only when it changed', () => {
    const values = productToFormValues(product);
    expect(values.variants[0]).toMatchObject({ price: '1500.50', cost: '900', inventory: '250' });
    expect(values.discount).toBe('12.5');
    const same = toProductBody(values);
    expect(same.ok && same.body.variants[0]).toEqual({
      _id: 'var1',
      optionValues: [],
      sku: 'K-1',
      barcode: null,
      price: 150_050,
      compareAtPrice: null,
      cost: 90_000,
      imageId: null,
    });
    values.variants[0]!.inventory = '40';
    const changed = toProductBody(values);
    expect(changed.ok && changed.body.variants[0]?.inventory).toBe(40);
    expect(changed.ok && changed.body.vendorId).toBe('v1');
    expect(changed.ok && changed.body.categoryId).toBeNull();
  });
});

describe('formFieldFor', () => {
  it('maps API paths onto form fields', () => {
    expect(formFieldFor('variants.0.price')).toBe('variants.0.price');
    expect(formFieldFor('variants[2].sku')).toBe('variants.2.sku');
    expect(formFieldFor('variants.1.optionValues.0')).toBe('variants');
    expect(formFieldFor('imageIds.3')).toBe('images');
    expect(formFieldFor('options.0.values.2')).toBe('options.0.values');
    expect(formFieldFor('tags.1')).toBe('tags');
    expect(formFieldFor('weightGrams')).toBe('weightGrams');
  });
});
