import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Shipper, shipperBodySchema } from '@sauda/contracts/couriers.ts';
import { api, ApiError, type DataEnvelope } from '../../../lib/api-client.ts';
import { shipperKey, shippersKey } from './keys.ts';

export type ShipperBodyOut = z.output<typeof shipperBodySchema>;

const path = (id: string, rest = '') => `/v1/shippers/${encodeURIComponent(id)}${rest}`;

/** GET /v1/shippers: pickup addresses, the default first. */
export async function listShippers(signal?: AbortSignal): Promise<Shipper[]> {
  return (await api.get<DataEnvelope<Shipper[]>>('/v1/shippers', undefined, signal)).data;
}

export const shippersQueryOptions = () =>
  queryOptions({ queryKey: shippersKey, queryFn: ({ signal }) => listShippers(signal) });

export function useShippers() {
  return useQuery(shippersQueryOptions());
}

export async function getShipper(id: string, signal?: AbortSignal): Promise<Shipper> {
  return (await api.get<DataEnvelope<Shipper>>(path(id), undefined, signal)).data;
}

export function useShipper(id: string | undefined) {
  return useQuery({
    queryKey: shipperKey(id ?? ''),
    queryFn: ({ signal }) => getShipper(id ?? '', signal),
    enabled: !!id,
    // A 404 is an answer (unknown address), not a hiccup worth retrying.
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 404),
  });
}

export async function createShipper(body: ShipperBodyOut): Promise<Shipper> {
  return (await api.post<DataEnvelope<Shipper>>('/v1/shippers', body)).data;
}

export async function updateShipper({ id, body }: { id: string; body: ShipperBodyOut }): Promise<Shipper> {
  return (await api.put<DataEnvelope<Shipper>>(path(id), body)).data;
}

export async function deleteShipper(id: string): Promise<void> {
  await api.delete<unknown>(path(id));
}

/** POST /v1/shippers/:id/sync: registers the address with the couriers again. */
export async function syncShipper(id: string): Promise<Shipper> {
  return (await api.post<DataEnvelope<Shipper>>(path(id, '/sync'))).data;
}

function useShipperMutation<V, R>(fn: (vars: V) => Promise<R>, store?: (qc: QueryClient, result: R) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      store?.(qc, result);
      return qc.invalidateQueries({ queryKey: shippersKey });
    },
  });
}

const storeShipper = (qc: QueryClient, shipper: Shipper) => qc.setQueryData(shipperKey(shipper._id), shipper);

export const useCreateShipper = () => useShipperMutation(createShipper, storeShipper);
export const useUpdateShipper = () => useShipperMutation(updateShipper, storeShipper);
export const useDeleteShipper = () => useShipperMutation(deleteShipper);
export const useSyncShipper = () => useShipperMutation(syncShipper, storeShipper);
