import type { QueryClient } from '@tanstack/react-query';

export const productsKey = ['products'] as const;
export const productListKey = (query: object) => [...productsKey, 'list', query] as const;
export const productKey = (id: string) => [...productsKey, 'detail', id] as const;
export const variantSearchKey = (query: object) => [...productsKey, 'variants', query] as const;

/** A product change moves the lists, category counts and stock figures. */
export function invalidateProductViews(qc: QueryClient) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: productsKey }),
    qc.invalidateQueries({ queryKey: ['categories'] }),
    qc.invalidateQueries({ queryKey: ['inventory'] }),
  ]);
}
