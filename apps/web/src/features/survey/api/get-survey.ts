import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Survey } from '@sauda/contracts/survey.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';
import { surveyCache } from '../../../lib/local-cache.ts';

export const surveyKey = ['survey'] as const;

/** GET /v1/survey → the answer or null; the local `questionnaire` cache follows the server. */
export async function getSurvey(): Promise<Survey | null> {
  const res = await api.get<DataEnvelope<Survey | null>>('/v1/survey');
  surveyCache.set(res.data ?? null);
  return res.data ?? null;
}

/** Starts from the local cache when present (product-rules §2: fetched only when missing locally). */
export const surveyQueryOptions = () =>
  queryOptions({
    queryKey: surveyKey,
    queryFn: getSurvey,
    initialData: () => surveyCache.get() ?? undefined,
    staleTime: Infinity,
    retry: false,
  });

export function useSurvey() {
  return useQuery(surveyQueryOptions());
}
