import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { listVendorsQuerySchema, Vendor, VendorBody } from '@sauda/contracts/purchasing.ts';
import { api, type DataEnvelope, type ListEnvelope, type QueryParams } from '../../../lib/api-client.ts';
import { vendorListKey, vendorsKey } from './keys.ts';

export type VendorsQuery = Partial<z.input<typeof listVendorsQuerySchema>>;
export type VendorList = ListEnvelope<Vendor>;

const path = (id: string) => `/v1/vendors/${encodeURIComponent(id)}`;

/** GET /v1/vendors?page&limit&search. */
export function listVendors(query: VendorsQuery, signal?: AbortSignal): Promise<VendorList> {
  return api.get<VendorList>('/v1/vendors', query as QueryParams, signal);
}

export function useVendors(query: VendorsQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: vendorListKey(query),
    queryFn: ({ signal }) => listVendors(query, signal),
    placeholderData: keepPreviousData,
    ...options,
  });
}

/** Every vendor for a picker (the API's page maximum; a seller rarely has more). */
export function useVendorOptions() {
  return useVendors({ page: 1, limit: 100 });
}

export async function createVendor(body: VendorBody): Promise<Vendor> {
  return (await api.post<DataEnvelope<Vendor>>('/v1/vendors', body)).data;
}

export async function updateVendor({ id, body }: { id: string; body: Partial<VendorBody> }): Promise<Vendor> {
  return (await api.put<DataEnvelope<Vendor>>(path(id), body)).data;
}

/** DELETE /v1/vendors/:id (409 while it has purchase orders). */
export async function deleteVendor(id: string): Promise<void> {
  await api.delete<unknown>(path(id));
}

function useVendorMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: vendorsKey }),
        qc.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}

export const useCreateVendor = () => useVendorMutation(createVendor);
export const useUpdateVendor = () => useVendorMutation(updateVendor);
export const useDeleteVendor = () => useVendorMutation(deleteVendor);
