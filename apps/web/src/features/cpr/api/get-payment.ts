import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { cprDetailSchema, cprLineSchema } from '@sauda/contracts/couriers.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';
import { cprDetailKey } from './keys.ts';

export type CprDetail = z.infer<typeof cprDetailSchema>;
export type CprLine = z.infer<typeof cprLineSchema>;

/** GET /v1/cpr/:id: the payment with one line per parcel. */
export async function getPayment(id: string, signal?: AbortSignal): Promise<CprDetail> {
  return (await api.get<DataEnvelope<CprDetail>>(`/v1/cpr/${encodeURIComponent(id)}`, undefined, signal))
    .data;
}

export const paymentQueryOptions = (id: string) =>
  queryOptions({ queryKey: cprDetailKey(id), queryFn: ({ signal }) => getPayment(id, signal) });

export function usePayment(id: string | undefined) {
  return useQuery({ ...paymentQueryOptions(id ?? ''), enabled: !!id });
}
