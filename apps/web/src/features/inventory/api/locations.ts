import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { locationBodySchema, StockLocation } from '@sauda/contracts/inventory.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';
import { invalidateInventoryViews, locationsKey } from './keys.ts';

export type LocationBody = z.input<typeof locationBodySchema>;

/** GET /v1/inventory/locations: every stock location (one is the default). */
export async function listLocations(signal?: AbortSignal): Promise<StockLocation[]> {
  return (await api.get<DataEnvelope<StockLocation[]>>('/v1/inventory/locations', undefined, signal)).data;
}

export const locationsQueryOptions = () =>
  queryOptions({ queryKey: locationsKey, queryFn: ({ signal }) => listLocations(signal), staleTime: 60_000 });

export function useLocations() {
  return useQuery(locationsQueryOptions());
}

export async function createLocation(body: LocationBody): Promise<StockLocation> {
  return (await api.post<DataEnvelope<StockLocation>>('/v1/inventory/locations', body)).data;
}

export async function updateLocation({
  id,
  body,
}: {
  id: string;
  body: Partial<LocationBody>;
}): Promise<StockLocation> {
  return (
    await api.put<DataEnvelope<StockLocation>>(`/v1/inventory/locations/${encodeURIComponent(id)}`, body)
  ).data;
}

export function useCreateLocation() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createLocation, onSuccess: () => invalidateInventoryViews(qc) });
}

export function useUpdateLocation() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateLocation, onSuccess: () => invalidateInventoryViews(qc) });
}
