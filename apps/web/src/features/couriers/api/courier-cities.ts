import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { courierCitiesAnswerSchema, mapCitiesBodySchema } from '@sauda/contracts/couriers.ts';
import { api, type QueryParams } from '../../../lib/api-client.ts';
import { patchCitiesAnswer } from '../lib/booking-cities.ts';
import { courierCitiesKey, courierCitiesRootKey } from './keys.ts';

export type CourierCitiesAnswer = z.infer<typeof courierCitiesAnswerSchema>;
export type CityMapping = z.input<typeof mapCitiesBodySchema>['mappings'][number];
export type CourierCitiesQuery = { search?: string; match?: 'auto' | 'manual' | 'none' };

const path = (id: string, rest: string) => `/v1/courier/${encodeURIComponent(id)}${rest}`;

/**
 * GET /v1/courier/:id/cites. The first call fetches the list from the courier (slow; 502/422 when
 * the courier cannot be reached); `refresh` fetches it again.
 */
export function listCourierCities(
  id: string,
  query: CourierCitiesQuery & { refresh?: boolean },
  signal?: AbortSignal,
): Promise<CourierCitiesAnswer> {
  const params: QueryParams = {
    search: query.search,
    match: query.match,
    refresh: query.refresh ? 'true' : undefined,
  };
  return api.get<CourierCitiesAnswer>(path(id, '/cites'), params, signal);
}

export function useCourierCities(id: string | undefined, query: CourierCitiesQuery) {
  return useQuery({
    queryKey: courierCitiesKey(id ?? '', query),
    queryFn: ({ signal }) => listCourierCities(id ?? '', query, signal),
    enabled: !!id,
    // Keep the rows on screen while a filter changes, but never show one courier's rows for another.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === id ? keepPreviousData(previous) : undefined,
    // A failure here is usually the courier's (502/422): say so at once and offer a retry.
    retry: false,
  });
}

/** Fetches the courier's list again ("Refresh from courier") and puts the answer in the cache. */
export function useRefreshCourierCities(id: string | undefined, query: CourierCitiesQuery) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => listCourierCities(id ?? '', { ...query, refresh: true }),
    onSuccess: async (answer) => {
      if (!id) return;
      await qc.cancelQueries({ queryKey: courierCitiesRootKey(id) });
      qc.setQueryData(courierCitiesKey(id, query), answer);
      await qc.invalidateQueries({
        queryKey: courierCitiesRootKey(id),
        predicate: (q) => JSON.stringify(q.queryKey) !== JSON.stringify(courierCitiesKey(id, query)),
      });
    },
  });
}

/** PUT /v1/courier/:id/cities; answers the whole (unfiltered) list. */
export async function mapCourierCities({
  id,
  mappings,
}: {
  id: string;
  mappings: CityMapping[];
}): Promise<CourierCitiesAnswer> {
  return api.put<CourierCitiesAnswer>(path(id, '/cities'), { mappings });
}

/**
 * Changing one row patches it in every cached view of this courier (so it does not jump out of the
 * "Unmapped" tab under the seller's cursor) and marks those views stale for their next visit.
 */
export function useMapCourierCity(id: string | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (mapping: CityMapping) => mapCourierCities({ id: id ?? '', mappings: [mapping] }),
    onSuccess: async (answer) => {
      if (!id) return;
      qc.setQueriesData<CourierCitiesAnswer>({ queryKey: courierCitiesRootKey(id) }, (cached) =>
        cached ? patchCitiesAnswer(cached, answer) : cached,
      );
      await qc.invalidateQueries({ queryKey: courierCitiesRootKey(id), refetchType: 'none' });
    },
  });
}
