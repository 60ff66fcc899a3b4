/** The import's answer in words. DOM-free. */
import type { z } from 'zod';
import type { importCprResultSchema } from '@sauda/contracts/couriers.ts';
import { plural } from './display.ts';

export type ImportCprResult = z.infer<typeof importCprResultSchema>;

export function importSummary(r: ImportCprResult): {
  tone: 'success' | 'info' | 'error';
  title: string;
  detail: string | null;
} {
  if (r.payments === 0 && r.lines === 0) {
    return {
      tone: 'error',
      title: 'Nothing imported',
      detail: r.skipped.length
        ? 'No row could be read; see the rows below.'
        : 'The file has no payment rows.',
    };
  }
  if (r.newPayments === 0 && r.newLines === 0) {
    return {
      tone: 'info',
      title: 'Already imported — nothing changed',
      detail: `All ${plural(r.lines, 'parcel line')} of ${plural(r.payments, 'payment')} were imported before.`,
    };
  }
  const again = r.lines - r.newLines;
  return {
    tone: 'success',
    title: `Imported ${plural(r.newPayments, 'new payment')} with ${plural(r.newLines, 'parcel line')}`,
    detail: again > 0 ? `${plural(again, 'line')} already known were left as they were.` : null,
  };
}
