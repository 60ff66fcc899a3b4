import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adviceListSchema } from '@sauda/contracts/couriers.ts';
import { api, type QueryParams } from '../../../lib/api-client.ts';
import type { AdviceView } from '../lib/list-params.ts';
import { adviceListKey } from './keys.ts';

export type AdviceList = z.infer<typeof adviceListSchema>;
export type AdviceQuery = { status: AdviceView; courierId?: string; page?: number; limit?: number };

/** GET /v1/shipper-advice: open ones soonest deadline first; `meta.open` counts every open advice. */
export function listAdvice(query: AdviceQuery, signal?: AbortSignal): Promise<AdviceList> {
  return api.get<AdviceList>('/v1/shipper-advice', query as QueryParams, signal);
}

export const adviceQueryOptions = (query: AdviceQuery) =>
  queryOptions({
    queryKey: adviceListKey(query),
    queryFn: ({ signal }) => listAdvice(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAdviceList(query: AdviceQuery) {
  // Deadlines run out: refresh every minute while the inbox is open.
  return useQuery({ ...adviceQueryOptions(query), refetchInterval: 60_000 });
}
