import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@sauda/contracts/products.ts';
import { api, type ListEnvelope } from '../../../lib/api-client.ts';
import { categoryListKey } from './keys.ts';

export type CategoriesQuery = { page?: number; limit?: number; search?: string };
export type CategoryList = ListEnvelope<Category>;

/** GET /v1/categories?page&limit&search. */
export function listCategories(query: CategoriesQuery, signal?: AbortSignal): Promise<CategoryList> {
  return api.get<CategoryList>('/v1/categories', query, signal);
}

export const categoriesQueryOptions = (query: CategoriesQuery) =>
  queryOptions({
    queryKey: categoryListKey(query),
    queryFn: ({ signal }) => listCategories(query, signal),
    placeholderData: keepPreviousData,
  });

/** `staleTime: 0` makes a form's options refresh when the seller comes back from another tab. */
export function useCategories(query: CategoriesQuery, options: { staleTime?: number } = {}) {
  return useQuery({ ...categoriesQueryOptions(query), ...options });
}
