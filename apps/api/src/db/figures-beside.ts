import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from './client.ts';
import { queryRows } from './raw.ts';

/**
 * A list's page and its account's kept figures (tab counts, the catalogue's totals) in one round
 * trip (docs/architecture.md, "Request life cycle", item 12; docs/decisions/030).
 *
 * The figures are one JSON value, written as an uncorrelated scalar subquery and selected as one
 * more column of the page: PostgreSQL runs such a subquery once per statement (an InitPlan), not once
 * per row, and in the page's own snapshot. An empty page has no row to carry the value, so
 * `figuresOf` then sends the same subquery alone: both ways give the same figures.
 */
export interface BesideFigures<F> {
  /** The parenthesised scalar subquery for `accountId` (a value, or a compiled statement's placeholder). */
  column(accountId: string | Placeholder): SQL<unknown>;
  /** The column's value (parsed by the driver, or its JSON text) as the figures. */
  read(value: unknown): F;
}

/** Figures kept beside a page: `subquery` answers one JSON value, `read` gets its parsed form. */
export function besideFigures<F>(
  subquery: (accountId: string | Placeholder) => SQL,
  read: (json: unknown) => F,
): BesideFigures<F> {
  return {
    column: (accountId) => sql`(${subquery(accountId)})`,
    read: (value) => read(typeof value === 'string' ? JSON.parse(value) : value),
  };
}

/** The figures alone: one statement of the subquery. */
export async function readFigures<F>(db: Db, figures: BesideFigures<F>, accountId: string): Promise<F> {
  const [row] = await queryRows<{ figures: unknown }>(
    db,
    sql`SELECT ${figures.column(accountId)} AS figures`,
  );
  return figures.read(row?.figures ?? null);
}

/** The figures a page's rows carry (in their `figures` column), or read alone for an empty page. */
export function figuresOf<F>(
  db: Db,
  figures: BesideFigures<F>,
  accountId: string,
  rows: ReadonlyArray<{ figures?: unknown }>,
): Promise<F> {
  return rows.length > 0
    ? Promise.resolve(figures.read(rows[0]!.figures))
    : readFigures(db, figures, accountId);
}
