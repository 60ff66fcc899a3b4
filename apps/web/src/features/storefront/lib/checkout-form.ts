/**
 * Checkout form text → the `POST /v1/checkout` body, validated with the contract schema, and the
 * API's field errors mapped back onto the form. DOM-free.
 */
import { findCity } from '@sauda/contracts/cities.ts';
import { normalisePhone } from '@sauda/contracts/common.ts';
import { checkoutBodySchema } from '@sauda/contracts/storefront.ts';
import type { z } from 'zod';
import { friendlyError } from '../../../lib/zod-messages.ts';
import { lineName, type CartLine } from './cart.ts';

export type CheckoutValues = { name: string; phone: string; city: string; address: string; notes: string };
export type CheckoutField = keyof CheckoutValues;
export const CHECKOUT_FIELDS: readonly CheckoutField[] = ['name', 'phone', 'city', 'address', 'notes'];

export type CheckoutBody = z.output<typeof checkoutBodySchema>;

export type CheckoutErrors = {
  fields: Partial<Record<CheckoutField, string>>;
  /** Messages about the cart itself (empty cart, a line's quantity…). */
  cart: string[];
};

export const EMPTY_VALUES: CheckoutValues = { name: '', phone: '', city: '', address: '', notes: '' };

/** "body.items[0].quantity" → "items.0.quantity". */
export function normaliseFieldPath(path: string): string {
  return path
    .replace(/^body\./, '')
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/^\./, '');
}

/** Put issues (from the schema or the API's `details`) onto form fields or the cart. */
export function mapFieldErrors(
  issues: ReadonlyArray<{ field: string; message: string }>,
  items: readonly Pick<CartLine, 'title' | 'variantTitle'>[],
): CheckoutErrors {
  const out: CheckoutErrors = { fields: {}, cart: [] };
  for (const { field, message } of issues) {
    const path = normaliseFieldPath(field);
    const head = path.split('.')[0] ?? '';
    if ((CHECKOUT_FIELDS as readonly string[]).includes(head)) {
      out.fields[head as CheckoutField] ??= message;
      continue;
    }
    if (head === 'province') {
      out.fields.city ??= message;
      continue;
    }
    const m = /^items\.(\d+)/.exec(path);
    const item = m ? items[Number(m[1])] : undefined;
    const text = item ? `${lineName(item)}: ${message}` : message;
    if (!out.cart.includes(text)) out.cart.push(text);
  }
  return out;
}

export function hasErrors(e: CheckoutErrors): boolean {
  return e.cart.length > 0 || Object.keys(e.fields).length > 0;
}

export function toCheckoutBody(
  shopId: string,
  items: readonly CartLine[],
  values: CheckoutValues,
): { ok: true; body: CheckoutBody } | { ok: false; errors: CheckoutErrors } {
  const city = findCity(values.city);
  const candidate = {
    shopId,
    items: items.map((l) => ({ publicId: l.publicId, variantId: l.variantId, quantity: l.quantity })),
    name: values.name,
    phone: normalisePhone(values.phone.trim()),
    city: city?.name ?? values.city,
    province: city?.province ?? null,
    address: values.address,
    ...(values.notes.trim() ? { notes: values.notes } : {}),
  };
  const parsed = checkoutBodySchema.safeParse(candidate, { error: friendlyError });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors = mapFieldErrors(
    parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
    items,
  );
  return { ok: false, errors };
}

/** The site path (+ query) of the API's confirmation URL, absolute or not. */
export function confirmationPath(url: string, origin = 'http://localhost'): string {
  try {
    const u = new URL(url, origin);
    // The page opens with the order-placed panel (order number, what happens next, the link to keep).
    u.searchParams.set('placed', '1');
    return `${u.pathname}${u.search}`;
  } catch {
    return url;
  }
}
