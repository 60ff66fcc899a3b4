import type { VariantPick } from '@sauda/contracts/products.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';

export const VARIANT_PICK_LIMIT = 20;

/** GET /v1/products/variants?search=&limit=20: compact variants for the order form's picker. */
export async function searchVariants(search: string, signal?: AbortSignal): Promise<VariantPick[]> {
  const res = await api.get<DataEnvelope<VariantPick[]>>(
    '/v1/products/variants',
    { search: search.trim(), limit: VARIANT_PICK_LIMIT },
    signal,
  );
  return res.data;
}
