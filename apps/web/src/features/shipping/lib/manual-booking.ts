/** Manual booking form text → `POST /orders/saveShipmentRecord` body (product-rules §5, §7). DOM-free. */
import type { z } from 'zod';
import { saveShipmentRecordBodySchema } from '@sauda/contracts/couriers.ts';
import { friendlyError } from '../../../lib/zod-messages.ts';

export const MANUAL_COMPANIES = ['Call Courier', 'BlueEx', 'Rider', 'Swyft', 'Daewoo', 'Other'] as const;

export const MANUAL_FIELDS = [
  'orderId',
  'trackingCompany',
  'shipmentType',
  'trackingNumber',
  'weightGrams',
  'shipperId',
] as const;
export type ManualField = (typeof MANUAL_FIELDS)[number];
export type ManualValues = Record<ManualField, string> & { storeId: string };
export type ManualErrors = Partial<Record<ManualField, string>>;
export type SaveShipmentRecordBody = z.output<typeof saveShipmentRecordBodySchema>;

/** product-rules §5: a Sauda reference is "MC" followed by 10 digits. */
export const MANUAL_REFERENCE = /^MC\d{10}$/;

export const emptyManualValues = (shipperId = ''): ManualValues => ({
  orderId: '',
  storeId: '',
  trackingCompany: '',
  shipmentType: 'overnight',
  trackingNumber: '',
  weightGrams: '',
  shipperId,
});

export function isManualField(field: string): field is ManualField {
  return (MANUAL_FIELDS as readonly string[]).includes(field);
}

export function toManualBookingBody(
  v: ManualValues,
): { ok: true; body: SaveShipmentRecordBody } | { ok: false; errors: ManualErrors } {
  const errors: ManualErrors = {};
  if (!v.orderId) errors.orderId = 'Choose the order you booked';
  let weightGrams: number | undefined;
  const weightText = v.weightGrams.trim();
  if (weightText) {
    if (!/^\d{1,6}$/.test(weightText) || Number(weightText) < 1 || Number(weightText) > 100_000) {
      errors.weightGrams = 'Enter the weight in grams, from 1 to 100000';
    } else {
      weightGrams = Number(weightText);
    }
  }
  const raw = {
    orderId: v.orderId,
    storeId: v.storeId,
    trackingCompany: v.trackingCompany,
    shipmentType: v.shipmentType,
    ...(v.trackingNumber.trim() ? { trackingNumber: v.trackingNumber } : {}),
    ...(weightGrams !== undefined ? { weightGrams } : {}),
    ...(v.shipperId ? { shipperId: v.shipperId } : {}),
  };
  const parsed = saveShipmentRecordBodySchema.safeParse(raw, { error: friendlyError });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const f = String(issue.path[0] ?? '');
      if (f === 'storeId') errors.orderId ??= 'Choose the order you booked';
      else if (isManualField(f)) errors[f] ??= issue.message;
    }
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, errors: { orderId: 'Check the form' } };
}
