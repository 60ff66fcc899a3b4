import { MAX_DOCUMENT_TOTAL_PAISA } from '@sauda/contracts/common.ts';
import { badRequest } from './errors.ts';

/**
 * An order's or purchase order's total stays at most PKR 1,000,000,000 (issue 11 §4): the one
 * check every document that adds lines up runs, so a stored total (and every sum of them) stays
 * a safe integer and no list or report can fail on it.
 */
export function checkDocumentTotal(total: number, field: string, what: string) {
  if (Number.isSafeInteger(total) && total <= MAX_DOCUMENT_TOTAL_PAISA) return total;
  const message = `${what} comes to more than PKR 1,000,000,000; split it`;
  throw badRequest('VALIDATION_ERROR', `${field}: ${message}`, [{ field, message }]);
}
