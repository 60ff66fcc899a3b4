/** Location form text → contract body (empty optional fields are null). DOM-free. */
import { locationBodySchema } from '@sauda/contracts/inventory.ts';
import type { z } from 'zod';
import { friendlyError } from '../../../lib/zod-messages.ts';

export type LocationValues = { name: string; city: string; address: string };
export type LocationErrors = Partial<Record<keyof LocationValues, string>>;
export const LOCATION_FIELDS = ['name', 'city', 'address'] as const;

export function toLocationBody(
  v: LocationValues,
): { ok: true; body: z.output<typeof locationBodySchema> } | { ok: false; errors: LocationErrors } {
  const raw = {
    name: v.name,
    city: v.city.trim() ? v.city : null,
    address: v.address.trim() ? v.address : null,
  };
  const parsed = locationBodySchema.safeParse(raw, { error: friendlyError });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: LocationErrors = {};
  for (const issue of parsed.error.issues) {
    const f = issue.path[0];
    if (typeof f === 'string' && (LOCATION_FIELDS as readonly string[]).includes(f))
      errors[f as keyof LocationValues] ??= issue.message;
  }
  return { ok: false, errors };
}
