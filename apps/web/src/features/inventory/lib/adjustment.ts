/**
 * The adjust-stock dialog works on text (what the seller types) and turns it into the contract
 * body. DOM-free so it can be unit-tested.
 */
import type { ADJUSTMENT_REASONS, AdjustmentBody } from '@sauda/contracts/inventory.ts';

export type AdjustMode = 'delta' | 'set';
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

export type AdjustValues = {
  mode: AdjustMode;
  /** "5", "-2", "+3". */
  quantity: string;
  reason: AdjustmentReason | '';
  note: string;
};

export const ADJUST_LIMIT = 1_000_000;

/** A signed whole number for "Add/remove" (+3, -2) or a count ≥ 0 for "Set counted quantity". */
export function parseAdjustQuantity(raw: string, mode: AdjustMode): number | null {
  const text = raw.trim().replace(/^\+/, '').replace(/[,\s]/g, '');
  const pattern = mode === 'delta' ? /^-?\d{1,7}$/ : /^\d{1,7}$/;
  if (!pattern.test(text)) return null;
  const n = Number(text);
  return Math.abs(n) <= ADJUST_LIMIT ? n : null;
}

/** Available after the change, or null while the quantity is incomplete. */
export function previewAvailable(
  current: number,
  values: Pick<AdjustValues, 'mode' | 'quantity'>,
): number | null {
  const n = parseAdjustQuantity(values.quantity, values.mode);
  if (n === null) return null;
  return values.mode === 'delta' ? current + n : n;
}

export function toAdjustmentBody(
  v: AdjustValues,
  target: { variantId: string; locationId?: string },
):
  | { ok: true; body: AdjustmentBody }
  | { ok: false; errors: Partial<Record<'quantity' | 'reason' | 'note', string>> } {
  const errors: Partial<Record<'quantity' | 'reason' | 'note', string>> = {};
  const n = parseAdjustQuantity(v.quantity, v.mode);
  if (v.quantity.trim() === '') errors.quantity = 'Required';
  else if (n === null)
    errors.quantity =
      v.mode === 'delta'
        ? 'Enter a whole number, e.g. 5 to add or -2 to remove'
        : 'Enter the number of units you counted (0 or more)';
  else if (v.mode === 'delta' && n === 0) errors.quantity = 'Enter a change other than 0';
  if (!v.reason) errors.reason = 'Choose a reason';
  if (v.note.trim().length > 500) errors.note = 'Use at most 500 characters';
  if (Object.keys(errors).length || n === null || !v.reason) return { ok: false, errors };
  const note = v.note.trim();
  return {
    ok: true,
    body: {
      variantId: target.variantId,
      ...(target.locationId ? { locationId: target.locationId } : {}),
      ...(v.mode === 'delta' ? { delta: n } : { setTo: n }),
      reason: v.reason,
      ...(note ? { note } : {}),
    },
  };
}

/** API field names → dialog fields ("delta"/"setTo" are the quantity input). */
export function adjustFieldFor(field: string): 'quantity' | 'reason' | 'note' | null {
  const f = field.replace(/^body\./, '');
  if (f === 'delta' || f === 'setTo') return 'quantity';
  if (f === 'reason' || f === 'note') return f;
  return null;
}

/** "+3" / "−2" / "0" for ledger columns. */
export function signed(n: number): string {
  if (n > 0) return `+${n.toLocaleString('en-PK')}`;
  if (n < 0) return `−${Math.abs(n).toLocaleString('en-PK')}`;
  return '0';
}
