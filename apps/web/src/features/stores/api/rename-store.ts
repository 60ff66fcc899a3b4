import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Store } from '@sauda/contracts/stores.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';
import { storesCache } from '../../../lib/local-cache.ts';
import { storesKey } from './list-stores.ts';

export async function renameStore({ id, name }: { id: string; name: string }): Promise<Store> {
  return (await api.put<DataEnvelope<Store>>(`/v1/stores/${encodeURIComponent(id)}`, { name })).data;
}

export function useRenameStore() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: renameStore,
    onSuccess: (store) => {
      const cached = storesCache.get();
      if (cached) storesCache.set(cached.map((s) => (s._id === store._id ? store : s)));
      return qc.invalidateQueries({ queryKey: storesKey });
    },
  });
}
