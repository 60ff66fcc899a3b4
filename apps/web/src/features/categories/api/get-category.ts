import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@sauda/contracts/products.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';
import { categoryKey } from './keys.ts';

export async function getCategory(id: string, signal?: AbortSignal): Promise<Category> {
  return (
    await api.get<DataEnvelope<Category>>(`/v1/categories/${encodeURIComponent(id)}`, undefined, signal)
  ).data;
}

export const categoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: categoryKey(id), queryFn: ({ signal }) => getCategory(id, signal) });

export function useCategory(id: string) {
  return useQuery(categoryQueryOptions(id));
}
