import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Shipper } from '@sauda/contracts/couriers.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';
import { shippersKey } from './keys.ts';

/** GET /v1/shippers: pickup addresses, the default first. */
export async function listShippers(signal?: AbortSignal): Promise<Shipper[]> {
  return (await api.get<DataEnvelope<Shipper[]>>('/v1/shippers', undefined, signal)).data;
}

export const shippersQueryOptions = () =>
  queryOptions({ queryKey: shippersKey, queryFn: ({ signal }) => listShippers(signal) });

export function useShippers() {
  return useQuery(shippersQueryOptions());
}
