import type { QueryClient } from '@tanstack/react-query';

export const categoriesKey = ['categories'] as const;
export const categoryListKey = (query: object) => [...categoriesKey, 'list', query] as const;
export const categoryKey = (id: string) => [...categoriesKey, 'detail', id] as const;

/** A category change moves the category views and the product rows that show it. */
export function invalidateCategoryViews(qc: QueryClient) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: categoriesKey }),
    qc.invalidateQueries({ queryKey: ['products'] }),
  ]);
}
