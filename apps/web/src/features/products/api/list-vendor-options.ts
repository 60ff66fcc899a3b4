import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type VendorOption = { _id: string; name: string };

/** GET /v1/vendors?limit=100 — just what the product filters and form need. */
export async function listVendorOptions(signal?: AbortSignal): Promise<VendorOption[]> {
  const res = await api.get<{ data: VendorOption[] }>('/v1/vendors', { limit: 100 }, signal);
  return res.data.map((v) => ({ _id: v._id, name: v.name }));
}

export function useVendorOptions() {
  return useQuery({
    queryKey: ['vendors', 'options'],
    queryFn: ({ signal }) => listVendorOptions(signal),
    // Refreshes when the seller comes back from adding a vendor in another tab.
    staleTime: 0,
  });
}
