import { useQuery } from '@tanstack/react-query';
import type { CourierAccount, Shipper } from '@sauda/contracts/couriers.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';
import { courierAccountsKey, shippersKey } from './keys.ts';

/** GET /v1/courier: the seller's courier accounts (pages use the enabled ones). */
export async function listCourierAccounts(signal?: AbortSignal): Promise<CourierAccount[]> {
  return (await api.get<DataEnvelope<CourierAccount[]>>('/v1/courier', undefined, signal)).data;
}

export function useCourierAccounts() {
  return useQuery({ queryKey: courierAccountsKey, queryFn: ({ signal }) => listCourierAccounts(signal) });
}

/** GET /v1/shippers: pickup addresses, the default first. */
export async function listShippers(signal?: AbortSignal): Promise<Shipper[]> {
  return (await api.get<DataEnvelope<Shipper[]>>('/v1/shippers', undefined, signal)).data;
}

export function useShippers() {
  return useQuery({ queryKey: shippersKey, queryFn: ({ signal }) => listShippers(signal) });
}
