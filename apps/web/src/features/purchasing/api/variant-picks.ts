import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { VariantPick } from '@sauda/contracts/products.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';
import { variantPickKey } from './keys.ts';

export type VariantPickQuery = { search?: string; vendor?: string; limit?: number };

/** GET /v1/products/variants?search=&vendor=&limit=20: variants for a PO line picker. */
export async function searchVariants(query: VariantPickQuery, signal?: AbortSignal): Promise<VariantPick[]> {
  return (await api.get<DataEnvelope<VariantPick[]>>('/v1/products/variants', query, signal)).data;
}

export function useVariantPicks(query: VariantPickQuery, enabled = true) {
  return useQuery({
    queryKey: variantPickKey(query),
    queryFn: ({ signal }) => searchVariants(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });
}
