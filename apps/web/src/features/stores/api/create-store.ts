import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Store } from '@sauda/contracts/stores.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';
import { storesCache } from '../../../lib/local-cache.ts';
import { storesKey } from './list-stores.ts';

export async function createStore(body: { name: string; platform: 'sauda' | 'shopify' }): Promise<Store> {
  return (await api.post<DataEnvelope<Store>>('/v1/stores', body)).data;
}

export function useCreateStore() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createStore,
    onSuccess: (store) => {
      storesCache.set([...(storesCache.get() ?? []), store]);
      return qc.invalidateQueries({ queryKey: storesKey });
    },
  });
}
