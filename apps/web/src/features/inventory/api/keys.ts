import type { QueryClient } from '@tanstack/react-query';

export const inventoryKey = ['inventory'] as const;
export const inventoryListKey = (query: object) => [...inventoryKey, 'list', query] as const;
export const inventorySummaryKey = [...inventoryKey, 'summary'] as const;
export const locationsKey = [...inventoryKey, 'locations'] as const;
export const movementsKey = (variantId: string, page: number) =>
  [...inventoryKey, 'movements', variantId, page] as const;

/** A stock change moves the list, its counts, the summary cards, the history and the dashboard. */
export function invalidateInventoryViews(qc: QueryClient) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: inventoryKey }),
    qc.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
}
