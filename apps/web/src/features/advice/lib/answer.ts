/** Which answers a parcel (or a selection) can take, the answer form → request body, and the outcome text. DOM-free. */
import type { z } from 'zod';
import { ADVICE_ACTIONS, answerAdviceBodySchema, type Advice } from '@sauda/contracts/couriers.ts';
import { friendlyError } from '../../../lib/zod-messages.ts';

export type AdviceAction = (typeof ADVICE_ACTIONS)[number];
export type AnswerBody = z.output<typeof answerAdviceBodySchema>;

export const ACTION_LABELS: Record<AdviceAction, string> = {
  reattempt: 'Re-attempt',
  return: 'Return',
  hold: 'Hold',
};

/** What the answer did, for the Answered tab ("Re-attempt requested"). */
export const ACTION_DONE: Record<AdviceAction, string> = {
  reattempt: 'Re-attempt requested',
  return: 'Return requested',
  hold: 'Hold requested',
};

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The answers every chosen parcel's courier accepts, in the usual order (bulk answers need all). */
export function commonActions(advices: readonly Pick<Advice, 'actions'>[]): AdviceAction[] {
  if (advices.length === 0) return [];
  return ADVICE_ACTIONS.filter((a) => advices.every((advice) => advice.actions.includes(a)));
}

/** Only open advices take an answer. */
export const isAnswerable = (a: Pick<Advice, 'status' | 'actions'>) =>
  a.status === 'open' && a.actions.length > 0;

export const ANSWER_FIELDS = ['remarks', 'address', 'phone'] as const;
export type AnswerField = (typeof ANSWER_FIELDS)[number];
export type AnswerValues = {
  remarks: string;
  /** Re-attempt only: deliver to the booked address, or to a corrected one. */
  addressMode: 'same' | 'corrected';
  address: string;
  phone: string;
};
export const emptyAnswerValues = (): AnswerValues => ({
  remarks: '',
  addressMode: 'same',
  address: '',
  phone: '',
});

/** Form → `POST /v1/shipper-advice/answer` body, checked with the contract (same messages as the API). */
export function toAnswerBody(
  ids: readonly string[],
  action: AdviceAction,
  v: AnswerValues,
): { ok: true; body: AnswerBody } | { ok: false; errors: Partial<Record<AnswerField, string>> } {
  const corrected = action === 'reattempt' && ids.length === 1 && v.addressMode === 'corrected';
  const input = {
    ids: [...ids],
    action,
    remarks: v.remarks,
    ...(corrected ? { address: v.address } : {}),
    ...(corrected && v.phone.trim() ? { phone: v.phone } : {}),
  };
  const parsed = answerAdviceBodySchema.safeParse(input, { error: friendlyError });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Partial<Record<AnswerField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'remarks' || field === 'address' || field === 'phone') && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  if (corrected && !v.address.trim()) errors.address = 'Enter the corrected address';
  if (Object.keys(errors).length === 0)
    errors.remarks = parsed.error.issues[0]?.message ?? 'Check the answer';
  return { ok: false, errors };
}

/** "PostEx", "PostEx and Trax", "PostEx, Trax and TCS". */
export function listNames(names: readonly string[]): string {
  const unique = [...new Set(names.filter(Boolean))];
  if (unique.length <= 1) return unique[0] ?? '';
  return `${unique.slice(0, -1).join(', ')} and ${unique[unique.length - 1]}`;
}

export type AnswerFailure = { _id: string; orderName: string; courierName: string; message: string };

/** The toast after answering ("Answered 3 — sent to PostEx") and the failures with their order. */
export function answerOutcome(
  result: { answered: readonly string[]; failed: readonly { _id: string; message: string }[] },
  advices: readonly Pick<Advice, '_id' | 'parcel'>[],
): { text: string | null; failures: AnswerFailure[] } {
  const byId = new Map(advices.map((a) => [a._id, a]));
  const couriers = result.answered.map((id) => byId.get(id)?.parcel.courierName ?? '');
  const names = listNames(couriers);
  const text = result.answered.length
    ? `Answered ${result.answered.length}${names ? ` — sent to ${names}` : ''}`
    : null;
  const failures = result.failed.map((f) => {
    const a = byId.get(f._id);
    return {
      _id: f._id,
      orderName: a?.parcel.orderName ?? 'A parcel',
      courierName: a?.parcel.courierName ?? '',
      message: f.message,
    };
  });
  return { text, failures };
}
