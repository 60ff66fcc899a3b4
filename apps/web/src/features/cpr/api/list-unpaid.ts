import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { unpaidParcelSchema } from '@sauda/contracts/couriers.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';
import { unpaidKey } from './keys.ts';

export type UnpaidParcel = z.infer<typeof unpaidParcelSchema>;

/** GET /v1/cpr/unpaid: delivered or returned parcels no payment covers yet. */
export async function listUnpaid(
  courierId: string | undefined,
  signal?: AbortSignal,
): Promise<UnpaidParcel[]> {
  return (await api.get<DataEnvelope<UnpaidParcel[]>>('/v1/cpr/unpaid', { courierId }, signal)).data;
}

export const unpaidQueryOptions = (courierId: string | undefined) =>
  queryOptions({ queryKey: unpaidKey(courierId), queryFn: ({ signal }) => listUnpaid(courierId, signal) });

export function useUnpaid(courierId: string | undefined) {
  return useQuery(unpaidQueryOptions(courierId));
}
