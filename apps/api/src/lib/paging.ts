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
