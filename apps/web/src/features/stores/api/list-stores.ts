import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Store } from '@sauda/contracts/stores.ts';
import { DEFAULT_PAGE_LIMIT } from '@sauda/contracts/common.ts';
import { api, type ListEnvelope } from '../../../lib/api-client.ts';
import { storesCache } from '../../../lib/local-cache.ts';

export const storesKey = ['stores'] as const;

export type StoresPage = ListEnvelope<Store>;

/** GET /v1/stores; the `Stores` cache follows (empty list removes it; a failure clears it). */
export async function listStores(page = 1, limit = DEFAULT_PAGE_LIMIT): Promise<StoresPage> {
  try {
    const res = await api.get<StoresPage>('/v1/stores', { page, limit });
    if (page === 1) storesCache.set(res.data);
    return res;
  } catch (error) {
    storesCache.set(null);
    throw error;
  }
}

export const storesQueryOptions = (page = 1, limit = DEFAULT_PAGE_LIMIT) =>
  queryOptions({
    queryKey: [...storesKey, { page, limit }] as const,
    queryFn: () => listStores(page, limit),
    placeholderData: () => {
      const cached = page === 1 ? storesCache.get() : null;
      return cached ? { data: cached, meta: { page: 1, limit, total: cached.length } } : undefined;
    },
  });

export function useStores(page = 1, limit = DEFAULT_PAGE_LIMIT) {
  return useQuery(storesQueryOptions(page, limit));
}
