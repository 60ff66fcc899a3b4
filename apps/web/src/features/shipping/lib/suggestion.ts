/** The courier hint under a dispatch row's courier select. DOM-free. */
export type SuggestionLike = {
  city: string;
  courierId: string | null;
  deliveryRate: number | null;
  parcels: number;
  reason: string;
};

/** 0.916 → "92%". */
export const percent = (rate: number) => `${Math.round(Math.min(1, Math.max(0, rate)) * 100)}%`;

/**
 * The API's own reason when it gives one; otherwise built from the numbers
 * ("Best in Multan: 92% delivered of 38"); null when there is nothing to say.
 */
export function suggestionHint(s: SuggestionLike, courierName?: string): string | null {
  if (s.reason.trim()) return s.reason.trim();
  if (!s.courierId || s.deliveryRate === null || s.parcels <= 0) return null;
  const who = courierName ? `${courierName} is best` : 'Best';
  return `${who} in ${s.city}: ${percent(s.deliveryRate)} delivered of ${s.parcels}`;
}

/** Whether the row's courier is the suggested one (the hint then reads as an endorsement). */
export const followsSuggestion = (s: Pick<SuggestionLike, 'courierId'>, courierId: string | undefined) =>
  !!courierId && s.courierId === courierId;
