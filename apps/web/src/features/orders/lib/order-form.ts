/**
 * The create-order form works on text (what the seller types: rupees, quantities) and turns it
 * into the contract body (integer paisa). DOM-free so it can be unit-tested.
 */
import { createOrderBodySchema, type PROVINCES } from '@sauda/contracts/orders.ts';
import { normalisePhone } from '@sauda/contracts/common.ts';
import type { z } from 'zod';
import { parseQuantity, parseRupees } from '../../../lib/money.ts';
import { friendlyError } from '../../../lib/zod-messages.ts';

export type ItemValues = { title: string; sku: string; quantity: string; unitPrice: string };

export type OrderFormValues = {
  storeId: string;
  paymentMethod: 'COD' | 'prepaid';
  phone: string;
  name: string;
  address: string;
  city: string;
  province: (typeof PROVINCES)[number] | '';
  items: ItemValues[];
  discount: string;
  shipping: string;
  notes: string;
  tags: string[];
};

export type CreateOrderBody = z.output<typeof createOrderBodySchema>;

export const emptyItem = (): ItemValues => ({ title: '', sku: '', quantity: '1', unitPrice: '' });

export type FieldErrorMap = Record<string, string>;

/** Contract/API field path → form field name ("shippingAddress.city" → "city", "lineItems[0].title" → "items.0.title"). */
export function formFieldFor(path: string): string {
  const p = path
    .replace(/^body\./, '')
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/^\./, '');
  if (p.startsWith('shippingAddress.')) return p.slice('shippingAddress.'.length);
  if (p === 'shippingAddress') return 'address';
  if (p.startsWith('lineItems')) return p.replace(/^lineItems/, 'items');
  return p;
}

/** Line total in paisa, or null while the row is incomplete/invalid. */
export function lineTotal(item: ItemValues): number | null {
  const q = parseQuantity(item.quantity);
  const price = parseRupees(item.unitPrice);
  if (q === null || !price || !price.ok) return null;
  return q * price.paisa;
}

export type Totals = { subtotal: number; discount: number; shipping: number; total: number };

export function computeTotals(values: Pick<OrderFormValues, 'items' | 'discount' | 'shipping'>): Totals {
  const subtotal = values.items.reduce((sum, item) => sum + (lineTotal(item) ?? 0), 0);
  const d = parseRupees(values.discount, 0);
  const s = parseRupees(values.shipping, 0);
  const discount = d && d.ok ? d.paisa : 0;
  const shipping = s && s.ok ? s.paisa : 0;
  return { subtotal, discount, shipping, total: Math.max(0, subtotal - discount) + shipping };
}

/** Form text → contract body, with one message per failing field. */
export function toCreateOrderBody(
  v: OrderFormValues,
): { ok: true; body: CreateOrderBody } | { ok: false; errors: FieldErrorMap } {
  const errors: FieldErrorMap = {};
  const lineItems = v.items.map((item, i) => {
    const quantity = parseQuantity(item.quantity);
    if (quantity === null) errors[`items.${i}.quantity`] = 'Enter a whole number of at least 1';
    const price = parseRupees(item.unitPrice);
    if (!price) errors[`items.${i}.unitPrice`] = 'Required';
    else if (!price.ok) errors[`items.${i}.unitPrice`] = price.error;
    return {
      title: item.title,
      ...(item.sku.trim() ? { sku: item.sku } : {}),
      quantity: quantity ?? 0,
      unitPrice: price && price.ok ? price.paisa : 0,
    };
  });
  const money = (field: 'discount' | 'shipping') => {
    const parsed = parseRupees(v[field], 0);
    if (parsed && !parsed.ok) errors[field] = parsed.error;
    return parsed && parsed.ok ? parsed.paisa : 0;
  };
  const discount = money('discount');
  const shipping = money('shipping');
  const subtotal = lineItems.reduce((s, li) => s + li.quantity * li.unitPrice, 0);
  if (!errors.discount && discount > subtotal && subtotal > 0) {
    errors.discount = 'The discount is more than the items’ subtotal';
  }

  const candidate = {
    storeId: v.storeId,
    paymentMethod: v.paymentMethod,
    lineItems,
    discount,
    shipping,
    shippingAddress: {
      name: v.name,
      phone: normalisePhone(v.phone.trim()),
      address: v.address,
      city: v.city,
      province: v.province || null,
    },
    ...(v.notes.trim() ? { notes: v.notes } : {}),
    ...(v.tags.length ? { tags: v.tags } : {}),
  };
  const parsed = createOrderBodySchema.safeParse(candidate, { error: friendlyError });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = formFieldFor(issue.path.join('.'));
      if (field === 'storeId' && !v.storeId) errors.storeId = 'Choose a store';
      else errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length || !parsed.success) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}
