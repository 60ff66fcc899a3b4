import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { cprListSchema } from '@sauda/contracts/couriers.ts';
import { api, type QueryParams } from '../../../lib/api-client.ts';
import { cprListKey } from './keys.ts';

export type CprList = z.infer<typeof cprListSchema>;
export type CprQuery = { courierId?: string; page?: number; limit?: number };

/** GET /v1/cpr: courier payments, newest first, with the totals for the filter. */
export function listPayments(query: CprQuery, signal?: AbortSignal): Promise<CprList> {
  return api.get<CprList>('/v1/cpr', query as QueryParams, signal);
}

export const paymentsQueryOptions = (query: CprQuery) =>
  queryOptions({
    queryKey: cprListKey(query),
    queryFn: ({ signal }) => listPayments(query, signal),
    placeholderData: keepPreviousData,
  });

export function usePayments(query: CprQuery) {
  return useQuery(paymentsQueryOptions(query));
}
