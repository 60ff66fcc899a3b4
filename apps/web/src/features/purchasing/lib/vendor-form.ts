/** Vendor form text → contract body (empty optional fields become null). DOM-free. */
import { vendorBodySchema, type Vendor } from '@sauda/contracts/purchasing.ts';
import type { z } from 'zod';
import { friendlyError } from '../../../lib/zod-messages.ts';

export const VENDOR_FIELDS = ['name', 'contactName', 'phone', 'email', 'address', 'city', 'notes'] as const;
export type VendorField = (typeof VENDOR_FIELDS)[number];
export type VendorValues = Record<VendorField, string>;
export type VendorErrors = Partial<Record<VendorField, string>>;
export type VendorBodyOut = z.output<typeof vendorBodySchema>;

export const emptyVendorValues = (): VendorValues => ({
  name: '',
  contactName: '',
  phone: '',
  email: '',
  address: '',
  city: '',
  notes: '',
});

export function vendorValuesOf(v: Vendor): VendorValues {
  return {
    name: v.name,
    contactName: v.contactName ?? '',
    phone: v.phone ?? '',
    email: v.email ?? '',
    address: v.address ?? '',
    city: v.city ?? '',
    notes: v.notes ?? '',
  };
}

export function isVendorField(field: string): field is VendorField {
  return (VENDOR_FIELDS as readonly string[]).includes(field);
}

export function toVendorBody(
  v: VendorValues,
): { ok: true; body: VendorBodyOut } | { ok: false; errors: VendorErrors } {
  const raw: Record<string, string | null> = {};
  for (const f of VENDOR_FIELDS) raw[f] = f === 'name' || v[f].trim() ? v[f] : null;
  const parsed = vendorBodySchema.safeParse(raw, { error: friendlyError });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: VendorErrors = {};
  for (const issue of parsed.error.issues) {
    const f = String(issue.path[0] ?? '');
    if (isVendorField(f)) errors[f] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Only `/…` app paths are followed after saving (no open redirects). */
export function safeReturnTo(raw: string | null, fallback = '/vendors'): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  return raw;
}
