import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Category, categoryBodySchema, updateCategoryBodySchema } from '@sauda/contracts/products.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';
import { categoryKey, invalidateCategoryViews } from './keys.ts';

export type CategoryBody = z.input<typeof categoryBodySchema>;
export type UpdateCategoryBody = z.input<typeof updateCategoryBodySchema>;

const path = (id: string) => `/v1/categories/${encodeURIComponent(id)}`;

/** POST /v1/categories → 201 with the category. */
export async function createCategory(body: CategoryBody): Promise<Category> {
  return (await api.post<DataEnvelope<Category>>('/v1/categories', body)).data;
}

/** PUT /v1/categories/:id (rename, describe). */
export async function updateCategory({
  id,
  body,
}: {
  id: string;
  body: UpdateCategoryBody;
}): Promise<Category> {
  return (await api.put<DataEnvelope<Category>>(path(id), body)).data;
}

/** DELETE /v1/categories/:id: its products stay, uncategorised (the message says how many). */
export async function deleteCategory(id: string): Promise<{ message?: string }> {
  const res = await api.delete<DataEnvelope<{ message?: string }> | undefined>(path(id));
  return res?.data ?? {};
}

export function useCreateCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: (category) => {
      qc.setQueryData(categoryKey(category._id), category);
      return invalidateCategoryViews(qc);
    },
  });
}

export function useUpdateCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: (category) => {
      qc.setQueryData(categoryKey(category._id), category);
      return invalidateCategoryViews(qc);
    },
  });
}

export function useDeleteCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: (_, id) => {
      qc.removeQueries({ queryKey: categoryKey(id) });
      return invalidateCategoryViews(qc);
    },
  });
}
