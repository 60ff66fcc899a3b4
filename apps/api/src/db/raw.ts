import { getTableName, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** Rows of a hand-written query; both drivers answer `{ rows }`. bigint columns come back as strings on pg. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

/**
 * A column written as "table"."column". Drizzle prints bare "column" in single-table selects,
 * which inside a correlated subquery would bind to the inner table instead.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * A list of constants from the code (a contract's statuses) as SQL literals, `'a', 'b'`, for an IN
 * list in hand-written SQL: the same literals a partial index's predicate names. Never for input.
 */
export const literalList = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

/** `text` with LIKE's wildcards (`%`, `_`, `\`) escaped, so user input matches literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An ILIKE pattern for "contains `text`". */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/**
 * `folded` (a column kept as `lower(…)` of another, e.g. `products.title_lower`) matches `pattern`
 * (from `containsPattern`) without regard to case: the ILIKE of the original column, as PostgreSQL
 * does it (it folds both sides with `lower()` and compares bytes), with the column's side folded
 * once at write instead of on every row read (docs/decisions/027).
 */
export const foldedLike = (folded: AnyPgColumn | SQL, pattern: string | Placeholder | SQL) =>
  sql`${folded} LIKE lower(${pattern})`;

/**
 * How many rows of `table` match `where`, counted only up to `cap + 1`: a list's total past the cap
 * is "at least" (lib/paging.ts, `listTotal`), so a page never counts a whole order book.
 */
export async function countUpTo(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  cap: number,
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT ${cappedCount(table, where, cap + 1)} AS n`);
  return row?.n ?? 0;
}

/**
 * The scalar subquery `countUpTo` sends: how many rows of `table` match `where`, reading at most
 * `limit` of them. A list selects it beside its page to count in the page's own statement (the
 * orders list, docs/decisions/030 point 5).
 */
export const cappedCount = (table: PgTable, where: SQL | undefined, limit: number | Placeholder) =>
  sql<number>`(SELECT count(*)::int FROM (SELECT 1 FROM ${table}${where ? sql` WHERE ${where}` : sql``} LIMIT ${limit}) AS capped)`;

/**
 * From this offset on, a list page skips over ids only and then reads its rows (docs/architecture.md,
 * "Request life cycle", list totals): the skip is an index-only walk of the sort's index instead of
 * reading every row it passes.
 */
export const IDS_FIRST_FROM = 1000;

/**
 * "`id` is one of the page's": the ids of the rows matching `where`, in `order`, `limit` of them
 * after `offset`. The caller names the account beside it, and orders the rows it reads by `order`.
 */
export function onPage(
  db: Db,
  table: PgTable,
  id: AnyPgColumn,
  where: SQL | undefined,
  order: readonly SQL[],
  limit: number | Placeholder,
  offset: number | Placeholder,
): SQL {
  return inArray(
    id,
    db
      .select({ id })
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
  );
}
