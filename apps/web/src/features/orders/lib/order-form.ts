/**
 * The create-order form works on text (what the seller types: rupees, quantities) and turns it
 * into the contract body (integer paisa). DOM-free so it can be unit-tested.
 */
import { createOrderBodySchema, type PROVINCES } from '@sauda/contracts/orders.ts';
import { normalisePhone } from '@sauda/contracts/common.ts';
import type { z } from 'zod';
import type { VariantPick } from '@sauda/contracts/products.ts';
import { paisaToRupeesInput, parseQuantity, parseRupees } from '../../../lib/money.ts';
import { friendlyError } from '../../../lib/zod-messages.ts';

/** What a catalogue line remembers about the variant picked (for display, price and stock hints). */
export type PickedVariant = {
  variantId: string;
  productTitle: string;
  variantTitle: string;
  sku: string | null;
  /** The variant's discounted price, paisa: the unit price unless the seller changes it. */
  price: number;
  available: number;
  allowBackorder: boolean;
  thumbnailUrl: string | null;
};

/**
 * One line of the form. With `variant` it is a catalogue line (title and SKU come from the
 * product; `unitPrice` starts at the variant's price); without, free text.
 */
export type ItemValues = {
  title: string;
  sku: string;
  quantity: string;
  unitPrice: string;
  variant?: PickedVariant | null;
};

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

export const emptyItem = (): ItemValues => ({
  title: '',
  sku: '',
  quantity: '1',
  unitPrice: '',
  variant: null,
});

/** A picked variant → a catalogue line of quantity 1 at its (discounted) price. */
export function itemFromPick(v: VariantPick): ItemValues {
  return {
    title: '',
    sku: '',
    quantity: '1',
    unitPrice: paisaToRupeesInput(v.discountedPrice),
    variant: {
      variantId: v.variantId,
      productTitle: v.productTitle,
      variantTitle: v.variantTitle,
      sku: v.sku,
      price: v.discountedPrice,
      available: v.available,
      allowBackorder: v.allowBackorder,
      thumbnailUrl: v.thumbnailUrl,
    },
  };
}

/** "Lawn suit — Red / M", or the product title alone for a product without options. */
export function pickLabel(v: { productTitle: string; variantTitle: string }): string {
  const vt = v.variantTitle.trim();
  return vt && !/^default( title)?$/i.test(vt) ? `${v.productTitle} — ${vt}` : v.productTitle;
}

/** A free-text line nobody has typed into (replaced by the first product picked). */
export function isBlankItem(item: ItemValues): boolean {
  return !item.variant && !item.title.trim() && !item.sku.trim() && !item.unitPrice.trim();
}

export type PickPlacement =
  { kind: 'increment'; index: number } | { kind: 'replace'; index: number } | { kind: 'append' };

/** Where a picked variant goes: the same variant already listed gets +1; else it fills a blank line. */
export function placePick(items: readonly ItemValues[], variantId: string): PickPlacement {
  const same = items.findIndex((i) => i.variant?.variantId === variantId);
  if (same >= 0) return { kind: 'increment', index: same };
  const blank = items.findIndex(isBlankItem);
  return blank >= 0 ? { kind: 'replace', index: blank } : { kind: 'append' };
}

/** Stock note for a catalogue line at a quantity: null when covered by stock. */
export function stockNote(v: PickedVariant, quantity: number | null): string | null {
  const q = quantity ?? 1;
  if (q <= v.available) return null;
  if (v.allowBackorder) {
    const short = q - Math.max(0, v.available);
    return `${short} on backorder (${Math.max(0, v.available)} in stock)`;
  }
  return v.available > 0 ? `Only ${v.available} in stock` : 'Out of stock';
}

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

/** The unit price in paisa: what was typed, else (catalogue line, left empty) the variant's price. */
function unitPaisa(item: ItemValues): number | null {
  const price = parseRupees(item.unitPrice);
  if (!price) return item.variant ? item.variant.price : null;
  return price.ok ? price.paisa : null;
}

/** Line total in paisa, or null while the row is incomplete/invalid. */
export function lineTotal(item: ItemValues): number | null {
  const q = parseQuantity(item.quantity);
  const price = unitPaisa(item);
  if (q === null || price === null) return null;
  return q * price;
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
  let subtotal = 0;
  const lineItems = v.items.map((item, i) => {
    const quantity = parseQuantity(item.quantity);
    if (quantity === null) errors[`items.${i}.quantity`] = 'Enter a whole number of at least 1';
    if (item.variant) {
      // Catalogue line: the API takes title, SKU and price from the product; a unit price is sent
      // only when the seller changed it.
      const typed = parseRupees(item.unitPrice);
      if (typed && !typed.ok) errors[`items.${i}.unitPrice`] = typed.error;
      const changed = typed && typed.ok && typed.paisa !== item.variant.price ? typed.paisa : null;
      subtotal += (quantity ?? 0) * (changed ?? item.variant.price);
      return {
        variantId: item.variant.variantId,
        quantity: quantity ?? 0,
        ...(changed !== null ? { unitPrice: changed } : {}),
      };
    }
    const price = parseRupees(item.unitPrice);
    if (!price) errors[`items.${i}.unitPrice`] = 'Required';
    else if (!price.ok) errors[`items.${i}.unitPrice`] = price.error;
    const unitPrice = price && price.ok ? price.paisa : 0;
    subtotal += (quantity ?? 0) * unitPrice;
    return {
      title: item.title,
      ...(item.sku.trim() ? { sku: item.sku } : {}),
      quantity: quantity ?? 0,
      unitPrice,
    };
  });
  const money = (field: 'discount' | 'shipping') => {
    const parsed = parseRupees(v[field], 0);
    if (parsed && !parsed.ok) errors[field] = parsed.error;
    return parsed && parsed.ok ? parsed.paisa : 0;
  };
  const discount = money('discount');
  const shipping = money('shipping');
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
