import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { inventoryListSchema, listInventoryQuerySchema } from '@sauda/contracts/inventory.ts';
import { api, type QueryParams } from '../../../lib/api-client.ts';
import { inventoryListKey } from './keys.ts';

export type InventoryList = z.infer<typeof inventoryListSchema>;
export type InventoryQuery = Partial<z.input<typeof listInventoryQuerySchema>>;

/** GET /v1/inventory: stock per variant (one location or all), with low/out counts in `meta`. */
export function listInventory(query: InventoryQuery, signal?: AbortSignal): Promise<InventoryList> {
  return api.get<InventoryList>('/v1/inventory', query as QueryParams, signal);
}

export const inventoryQueryOptions = (query: InventoryQuery) =>
  queryOptions({
    queryKey: inventoryListKey(query),
    queryFn: ({ signal }) => listInventory(query, signal),
    placeholderData: keepPreviousData,
  });

export function useInventory(query: InventoryQuery) {
  return useQuery(inventoryQueryOptions(query));
}
