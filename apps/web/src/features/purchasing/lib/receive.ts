/** The receive dialog: quantity received now per line (default: what is still missing). DOM-free. */
import type { PurchaseOrder } from '@sauda/contracts/purchasing.ts';

export type ReceiveValues = Record<string, string>;

export const remainingOf = (line: { quantity: number; receivedQty: number }) =>
  Math.max(0, line.quantity - line.receivedQty);

export function defaultReceiveValues(po: Pick<PurchaseOrder, 'lines'>): ReceiveValues {
  return Object.fromEntries(po.lines.map((l) => [l._id, String(remainingOf(l))]));
}

export function toReceiveBody(
  po: Pick<PurchaseOrder, 'lines'>,
  values: ReceiveValues,
):
  | { ok: true; body: { lines: { lineId: string; quantity: number }[] } }
  | { ok: false; errors: Record<string, string>; message?: string } {
  const errors: Record<string, string> = {};
  const lines: { lineId: string; quantity: number }[] = [];
  for (const l of po.lines) {
    const text = (values[l._id] ?? '').trim();
    if (text === '') continue;
    if (!/^\d{1,7}$/.test(text)) {
      errors[l._id] = 'Enter a whole number (0 or more)';
      continue;
    }
    const n = Number(text);
    if (n > 1_000_000) errors[l._id] = 'That is too many';
    else if (n > 0) lines.push({ lineId: l._id, quantity: n });
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  if (lines.length === 0)
    return { ok: false, errors, message: 'Enter how many units arrived for at least one product' };
  return { ok: true, body: { lines } };
}
