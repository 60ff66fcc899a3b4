/** Money differences, line statuses and where a payment came from. DOM-free. */
import { PAYMENT_LINE_STATUSES, type CprPayment } from '@sauda/contracts/couriers.ts';
import { formatPKR } from '../../../lib/format.ts';

export type LineStatus = (typeof PAYMENT_LINE_STATUSES)[number];
export type Tone = 'green' | 'yellow' | 'red' | 'grey' | 'violet' | 'blue';

export const LINE_STATUS: Record<LineStatus, { label: string; tone: Tone; hint: string }> = {
  matched: { label: 'Matched', tone: 'green', hint: 'Paid what was expected' },
  short: { label: 'Short', tone: 'red', hint: 'Paid less than expected' },
  over: { label: 'Over', tone: 'yellow', hint: 'Paid more than expected' },
  unexpected: { label: 'Unexpected', tone: 'violet', hint: 'A parcel Sauda does not know' },
};

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Paid − expected: short is red, matched green, over amber. */
export function differenceTone(diff: number | null | undefined): 'red' | 'green' | 'amber' | 'none' {
  if (diff === null || diff === undefined) return 'none';
  if (diff < 0) return 'red';
  if (diff > 0) return 'amber';
  return 'green';
}

/** "−Rs 500" / "+Rs 200" / "Rs 0"; null (unknown parcel) → "—". */
export function formatDifference(diff: number | null | undefined): string {
  if (diff === null || diff === undefined) return '—';
  const amount = formatPKR(Math.abs(diff));
  return diff < 0 ? `−${amount}` : diff > 0 ? `+${amount}` : amount;
}

/** "Short by Rs 500", "Matched", "Over by Rs 200" for screen readers and phones. */
export function differenceText(diff: number | null | undefined): string {
  if (diff === null || diff === undefined) return 'Nothing expected';
  if (diff < 0) return `Short by ${formatPKR(-diff)}`;
  if (diff > 0) return `Over by ${formatPKR(diff)}`;
  return 'Matched';
}

/** "API" or the imported file's name. */
export function sourceLabel(p: Pick<CprPayment, 'source' | 'fileName'>): string {
  if (p.source === 'api') return 'Courier API';
  return p.fileName ? p.fileName : 'Imported file';
}

/** The statuses with a count, in the usual order: [['matched', 12], ['short', 1]]. */
export function statusCounts(counts: Partial<Record<LineStatus, number>>): Array<[LineStatus, number]> {
  return PAYMENT_LINE_STATUSES.flatMap((s) => {
    const n = counts[s] ?? 0;
    return n > 0 ? [[s, n] as [LineStatus, number]] : [];
  });
}

/** "PostEx", "PostEx and Trax", "PostEx, Trax and TCS". */
export function listNames(names: readonly string[]): string {
  const unique = [...new Set(names.filter(Boolean))];
  if (unique.length <= 1) return unique[0] ?? '';
  return `${unique.slice(0, -1).join(', ')} and ${unique[unique.length - 1]}`;
}
