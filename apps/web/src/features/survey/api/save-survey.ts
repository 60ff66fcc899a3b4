import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Survey, SurveyBody } from '@sauda/contracts/survey.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';
import { surveyCache } from '../../../lib/local-cache.ts';
import { surveyKey } from './get-survey.ts';

/** POST /v1/survey (first time) or PUT /v1/survey (edit). */
export async function saveSurvey({ body, update }: { body: SurveyBody; update: boolean }): Promise<Survey> {
  const res = update
    ? await api.put<DataEnvelope<Survey>>('/v1/survey', body)
    : await api.post<DataEnvelope<Survey>>('/v1/survey', body);
  return res.data;
}

export function useSaveSurvey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveSurvey,
    onSuccess: (survey) => {
      surveyCache.set(survey);
      qc.setQueryData(surveyKey, survey);
    },
  });
}
