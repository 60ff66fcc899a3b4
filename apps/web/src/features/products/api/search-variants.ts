import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { VariantPick } from '@sauda/contracts/products.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';
import { variantSearchKey } from './keys.ts';

export const VARIANT_SEARCH_LIMIT = 20;

/** GET /v1/products/variants?search=&limit=20: compact variants for pickers (order form). */
export async function searchVariants(search: string, signal?: AbortSignal): Promise<VariantPick[]> {
  const query = { search: search.trim() || undefined, limit: VARIANT_SEARCH_LIMIT };
  return (await api.get<DataEnvelope<VariantPick[]>>('/v1/products/variants', query, signal)).data;
}

/** Pass the already debounced text; an empty search lists the first variants. */
export function useVariantSearch(search: string, options: { enabled?: boolean } = {}) {
  const text = search.trim();
  return useQuery({
    queryKey: variantSearchKey({ search: text }),
    queryFn: ({ signal }) => searchVariants(text, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    enabled: options.enabled ?? true,
  });
}
