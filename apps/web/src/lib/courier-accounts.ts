import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourierAccount } from '@sauda/contracts/couriers.ts';
import { api, type DataEnvelope } from './api-client.ts';

/** The seller's courier accounts, cached under one key so settings changes refresh every page. */
export const courierAccountsKey = ['courier-accounts'] as const;

/** GET /v1/courier: the seller's courier accounts (filter, sync, last checked). */
export async function listCourierAccounts(signal?: AbortSignal): Promise<CourierAccount[]> {
  return (await api.get<DataEnvelope<CourierAccount[]>>('/v1/courier', undefined, signal)).data;
}

export const courierAccountsQueryOptions = () =>
  queryOptions({ queryKey: courierAccountsKey, queryFn: ({ signal }) => listCourierAccounts(signal) });

export function useCourierAccounts(options: { refetchInterval?: number | false } = {}) {
  return useQuery({ ...courierAccountsQueryOptions(), ...options });
}

/** POST /v1/courier/:id/sync → queued; the background sync then updates the account's `lastSyncAt`. */
export async function syncCourier(id: string): Promise<void> {
  await api.post<DataEnvelope<{ queued: boolean }>>(`/v1/courier/${encodeURIComponent(id)}/sync`);
}
