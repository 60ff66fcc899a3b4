import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourierAccount, Shipper } from '@sauda/contracts/couriers.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';
import { courierAccountsKey, shippersKey } from './keys.ts';

/** GET /v1/courier: the seller's courier accounts. */
export async function listCourierAccounts(signal?: AbortSignal): Promise<CourierAccount[]> {
  return (await api.get<DataEnvelope<CourierAccount[]>>('/v1/courier', undefined, signal)).data;
}

export const courierAccountsQueryOptions = () =>
  queryOptions({ queryKey: courierAccountsKey, queryFn: ({ signal }) => listCourierAccounts(signal) });

export function useCourierAccounts() {
  return useQuery(courierAccountsQueryOptions());
}

/** GET /v1/shippers: pickup addresses, the default first. */
export async function listShippers(signal?: AbortSignal): Promise<Shipper[]> {
  return (await api.get<DataEnvelope<Shipper[]>>('/v1/shippers', undefined, signal)).data;
}

export const shippersQueryOptions = () =>
  queryOptions({ queryKey: shippersKey, queryFn: ({ signal }) => listShippers(signal) });

export function useShippers() {
  return useQuery(shippersQueryOptions());
}
