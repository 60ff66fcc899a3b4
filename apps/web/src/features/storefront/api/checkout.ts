import type { z } from 'zod';
import type { checkoutBodySchema, checkoutResultSchema } from '@sauda/contracts/storefront.ts';
import { fetchJson } from './fetch-json.ts';

export type CheckoutRequest = z.output<typeof checkoutBodySchema>;
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/** POST /v1/checkout (201) with an Idempotency-Key kept for retries of the same attempt. */
export async function submitCheckout(body: CheckoutRequest, idempotencyKey: string): Promise<CheckoutResult> {
  const res = await fetchJson<{ data: CheckoutResult }>('/v1/checkout', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return res.data;
}
