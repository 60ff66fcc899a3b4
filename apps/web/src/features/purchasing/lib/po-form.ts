/**
 * The purchase-order form works on text (quantities, unit costs in rupees) and turns it into the
 * contract body (integer paisa). DOM-free so it can be unit-tested.
 */
import type { CreatePoBody, PurchaseOrder } from '@sauda/contracts/purchasing.ts';
import type { VariantPick } from '@sauda/contracts/products.ts';
import { paisaToRupeesInput, parseQuantity, parseRupees } from '../../../lib/money.ts';
import { pakistanDay } from '../../../lib/format.ts';

export type PoLineValues = {
  variantId: string;
  productTitle: string;
  variantTitle: string;
  sku: string | null;
  thumbnailUrl: string | null;
  quantity: string;
  unitCost: string;
};

export type PoFormValues = {
  vendorId: string;
  locationId: string;
  expectedAt: string;
  notes: string;
  lines: PoLineValues[];
};

export type PoErrors = Record<string, string>;

export const MAX_PO_LINES = 200;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function lineFromPick(pick: VariantPick): PoLineValues {
  return {
    variantId: pick.variantId,
    productTitle: pick.productTitle,
    variantTitle: pick.variantTitle,
    sku: pick.sku,
    thumbnailUrl: pick.thumbnailUrl,
    quantity: '1',
    unitCost: pick.cost === null ? '' : paisaToRupeesInput(pick.cost),
  };
}

/** Adding a variant already on the PO bumps its quantity instead of adding a second line. */
export function addLine(lines: PoLineValues[], pick: VariantPick): PoLineValues[] {
  const i = lines.findIndex((l) => l.variantId === pick.variantId);
  if (i === -1) return [...lines, lineFromPick(pick)];
  return lines.map((l, j) => {
    if (j !== i) return l;
    const q = parseQuantity(l.quantity);
    return { ...l, quantity: String((q ?? 0) + 1) };
  });
}

export function poFormValuesOf(po: PurchaseOrder): PoFormValues {
  return {
    vendorId: po.vendor._id,
    locationId: po.location._id,
    expectedAt: po.expectedAt ? po.expectedAt.slice(0, 10) : '',
    notes: po.notes ?? '',
    lines: po.lines.map((l) => ({
      variantId: l.variantId,
      productTitle: l.productTitle,
      variantTitle: l.variantTitle,
      sku: l.sku,
      thumbnailUrl: null,
      quantity: String(l.quantity),
      unitCost: paisaToRupeesInput(l.unitCost),
    })),
  };
}

/** Line total in paisa, or null while incomplete. */
export function poLineTotal(line: Pick<PoLineValues, 'quantity' | 'unitCost'>): number | null {
  const q = parseQuantity(line.quantity);
  const c = parseRupees(line.unitCost);
  if (q === null || !c || !c.ok) return null;
  return q * c.paisa;
}

export function poTotals(lines: Pick<PoLineValues, 'quantity' | 'unitCost'>[]): {
  units: number;
  total: number;
} {
  let units = 0;
  let total = 0;
  for (const l of lines) {
    units += parseQuantity(l.quantity) ?? 0;
    total += poLineTotal(l) ?? 0;
  }
  return { units, total };
}

export function toPoBody(
  v: PoFormValues,
): { ok: true; body: CreatePoBody } | { ok: false; errors: PoErrors } {
  const errors: PoErrors = {};
  if (!v.vendorId) errors.vendorId = 'Choose a vendor';
  const expected = v.expectedAt.trim();
  if (expected && !DATE.test(expected)) errors.expectedAt = 'Use a date like 2026-12-01';
  if (v.notes.trim().length > 2000) errors.notes = 'Use at most 2000 characters';
  if (v.lines.length === 0) errors.lines = 'Add at least one product';
  if (v.lines.length > MAX_PO_LINES) errors.lines = `At most ${MAX_PO_LINES} products on one purchase order`;
  const lines = v.lines.map((l, i) => {
    const quantity = parseQuantity(l.quantity);
    if (quantity === null) errors[`lines.${i}.quantity`] = 'Enter a whole number of at least 1';
    const cost = parseRupees(l.unitCost);
    if (!cost) errors[`lines.${i}.unitCost`] = 'Required';
    else if (!cost.ok) errors[`lines.${i}.unitCost`] = cost.error;
    return { variantId: l.variantId, quantity: quantity ?? 0, unitCost: cost && cost.ok ? cost.paisa : 0 };
  });
  if (Object.keys(errors).length) return { ok: false, errors };
  const notes = v.notes.trim();
  return {
    ok: true,
    body: {
      vendorId: v.vendorId,
      ...(v.locationId ? { locationId: v.locationId } : {}),
      expectedAt: expected || null,
      notes: notes || null,
      lines,
    },
  };
}

/** API field path → form key ("lines[0].unitCost" / "body.lines.0.unitCost" → "lines.0.unitCost"). */
export function poFieldFor(path: string): string {
  return path
    .replace(/^body\./, '')
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/^\./, '');
}

/** A YYYY-MM-DD for today in Pakistan (the date input's min). */
export function todayInput(now: Date = new Date()): string {
  return pakistanDay(now);
}
