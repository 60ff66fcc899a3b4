import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { answerAdviceResultSchema } from '@sauda/contracts/couriers.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';
import type { AnswerBody } from '../lib/answer.ts';
import { invalidateAdviceViews } from './keys.ts';

export type AnswerResult = z.infer<typeof answerAdviceResultSchema>;

/** POST /v1/shipper-advice/answer: goes to each courier's API; refusals come back in `failed`. */
export async function answerAdvice(body: AnswerBody): Promise<AnswerResult> {
  return (await api.post<DataEnvelope<AnswerResult>>('/v1/shipper-advice/answer', body)).data;
}

export function useAnswerAdvice() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: answerAdvice, onSettled: () => invalidateAdviceViews(qc) });
}
