import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListProductsQuery, productListSchema } from '@sauda/contracts/products.ts';
import { api, type QueryParams } from '../../../lib/api-client.ts';
import { productListKey } from './keys.ts';

export type ProductList = z.infer<typeof productListSchema>;
export type ProductsQuery = Partial<Record<keyof ListProductsQuery, string | number | undefined>>;

/** GET /v1/products (product-rules §7) with the list filters; `meta.counts` feeds the status tabs. */
export function listProducts(query: ProductsQuery, signal?: AbortSignal): Promise<ProductList> {
  return api.get<ProductList>('/v1/products', query as QueryParams, signal);
}

export const productsQueryOptions = (query: ProductsQuery) =>
  queryOptions({
    queryKey: productListKey(query),
    queryFn: ({ signal }) => listProducts(query, signal),
    placeholderData: keepPreviousData,
  });

export function useProducts(query: ProductsQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQueryOptions(query), ...options });
}
