import { COUNT_CAP } from '@sauda/contracts/common.ts';

/**
 * A list page's total when the page itself tells it, so the list needs no count statement.
 *
 * A page with fewer rows than asked for is the list's last: the total is the rows before it plus its
 * own. A full page, or an empty page past the first (the list may have shrunk below it), says
 * nothing, and the caller counts (`undefined`). Searches mostly end on their first page, so most
 * searched lists are answered by one statement instead of two.
 */
export function totalFromPage(offset: number, limit: number, rows: number): number | undefined {
  return rows < limit && (rows > 0 || offset === 0) ? offset + rows : undefined;
}

/**
 * A counted list's total (docs/architecture.md, "Request life cycle", list totals): told by a page
 * that is not full, else counted up to `cap` by `countUpTo(cap)` (which counts at most `cap + 1`
 * rows); past the cap the total is `cap` and `totalCapped` says "at least" ("1,000+").
 */
export async function listTotal(
  offset: number,
  limit: number,
  rows: number,
  countUpTo: (cap: number) => Promise<number>,
  cap: number = COUNT_CAP,
): Promise<{ total: number; totalCapped: boolean }> {
  const exact = totalFromPage(offset, limit, rows);
  if (exact !== undefined) return { total: exact, totalCapped: false };
  const counted = await countUpTo(cap);
  return counted > cap ? { total: cap, totalCapped: true } : { total: counted, totalCapped: false };
}
