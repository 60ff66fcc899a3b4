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

/**
 * A stored amount or count as the nearest safe JavaScript integer. Inputs are bounded (issue 11
 * §4), but a row written before the bounds, or by hand, may hold more than JavaScript counts
 * exactly; reading it must never fail (a list that answered 500 for good).
 */
export function clampSafe(n: number): number {
  if (Number.isNaN(n)) return 0;
  return Math.max(-Number.MAX_SAFE_INTEGER, Math.min(Number.MAX_SAFE_INTEGER, Math.trunc(n)));
}

/** A numeric or bigint from the database (string or number) as a safe integer (see clampSafe). */
export const safeNumber = (v: unknown) => clampSafe(Number(v ?? 0));
