import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { invalidateCategoryViews } from './keys.ts';

export type CategoryProductsChange = { id: string; add?: string[]; remove?: string[] };

/** PUT /v1/categories/:id/products {add, remove}: a product added here leaves its old category. */
export async function setCategoryProducts({
  id,
  add = [],
  remove = [],
}: CategoryProductsChange): Promise<void> {
  await api.put<unknown>(`/v1/categories/${encodeURIComponent(id)}/products`, { add, remove });
}

export function useSetCategoryProducts() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: setCategoryProducts, onSettled: () => invalidateCategoryViews(qc) });
}
