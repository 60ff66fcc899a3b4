import { useQuery } from '@tanstack/react-query';
import type { OrderRow } from '@sauda/contracts/orders.ts';
import { api, type ListEnvelope } from '../../../lib/api-client.ts';
import { orderSearchKey } from './keys.ts';

export type SearchQuery = { search: string; status?: string; page: number; limit: number; store?: string };

/** GET /v1/search (product-rules §2/§7: the top-bar palette). */
export function searchOrders(query: SearchQuery, signal?: AbortSignal): Promise<ListEnvelope<OrderRow>> {
  return api.get<ListEnvelope<OrderRow>>('/v1/search', query, signal);
}

export function useOrderSearch(query: SearchQuery) {
  return useQuery({
    queryKey: orderSearchKey(query),
    queryFn: ({ signal }) => searchOrders(query, signal),
    enabled: query.search.length > 0,
    staleTime: 10_000,
    retry: false,
  });
}
