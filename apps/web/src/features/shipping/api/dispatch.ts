import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { dispatchListSchema, dispatchRowSchema } from '@sauda/contracts/couriers.ts';
import { api, type QueryParams } from '../../../lib/api-client.ts';
import { dispatchListKey, dispatchPickKey } from './keys.ts';

export type DispatchRow = z.infer<typeof dispatchRowSchema>;
export type DispatchList = z.infer<typeof dispatchListSchema>;
export type DispatchQuery = { search?: string; city?: string; page?: number; limit?: number };

/** GET /v1/orders/dispatch: confirmed orders ready to ship, with a courier suggestion each. */
export function listDispatch(query: DispatchQuery, signal?: AbortSignal): Promise<DispatchList> {
  return api.get<DispatchList>('/v1/orders/dispatch', query as QueryParams, signal);
}

export function useDispatch(query: DispatchQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: dispatchListKey(query),
    queryFn: ({ signal }) => listDispatch(query, signal),
    placeholderData: keepPreviousData,
    ...options,
  });
}

/** The manual-booking order picker: the first 10 ready orders matching the text. */
export function useDispatchPick(search: string, enabled: boolean) {
  return useQuery({
    queryKey: dispatchPickKey(search),
    queryFn: ({ signal }) => listDispatch({ search: search || undefined, page: 1, limit: 10 }, signal),
    enabled,
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
}
