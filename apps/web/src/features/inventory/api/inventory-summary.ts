import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { inventorySummarySchema } from '@sauda/contracts/inventory.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';
import { inventorySummaryKey } from './keys.ts';

export type InventorySummary = z.infer<typeof inventorySummarySchema>;

/** GET /v1/inventory/summary: the figures over the inventory table. */
export async function getInventorySummary(signal?: AbortSignal): Promise<InventorySummary> {
  return (await api.get<DataEnvelope<InventorySummary>>('/v1/inventory/summary', undefined, signal)).data;
}

export const inventorySummaryQueryOptions = () =>
  queryOptions({ queryKey: inventorySummaryKey, queryFn: ({ signal }) => getInventorySummary(signal) });

export function useInventorySummary() {
  return useQuery(inventorySummaryQueryOptions());
}
