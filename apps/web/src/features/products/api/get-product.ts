import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@sauda/contracts/products.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';
import { productKey } from './keys.ts';

export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return (await api.get<DataEnvelope<Product>>(`/v1/products/${encodeURIComponent(id)}`, undefined, signal))
    .data;
}

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: productKey(id), queryFn: ({ signal }) => getProduct(id, signal) });

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
