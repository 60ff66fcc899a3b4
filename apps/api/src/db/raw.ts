import { count, getTableName, sql, type SQL } from 'drizzle-orm';
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

/** `text` with LIKE's wildcards (`%`, `_`, `\`) escaped, so user input matches literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An ILIKE pattern for "contains `text`". */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

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
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  return row?.n ?? 0;
}
