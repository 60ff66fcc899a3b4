import { getTableColumns, getTableName, is, SQL, sql, type Placeholder } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * Hot statements whose SQL text is built once (issue 21 §6, decision 014).
 *
 * Drizzle builds a statement's text anew on every run: for the booking job's handful of statements
 * per parcel that was a quarter of Sauda's CPU, on a thread the job saturates. A compiled statement
 * is written with the query builder as usual (columns stay type-checked), with `p('name')` in
 * place of every value that changes between runs; the first run keeps the text, the parameter
 * list and the result's fields under `key`, and every run after only fills the values in and sends
 * it on the handle given (the pool or a transaction). Values given through `p` pass through their
 * column's encoder as usual.
 *
 * - The statement is sent **unnamed**, as Drizzle sends every statement: no server-side prepared
 *   statement is left on a connection, so it runs behind a transaction pooler (issue 28).
 * - `key` must name everything that shapes the text: a statement whose set of columns or number of
 *   rows varies gives each shape its own key. A value not given through `p` is frozen into the
 *   cached statement at its first run: use `p` (or SQL such as `now()`) for every value.
 *
 * Relies on two Drizzle internals, both read in one place here and covered by
 * `test/db/compiled.test.ts` on both drivers: a builder's `_prepare()` (its result fields) and a
 * handle's `session.prepareQuery()` (the same call Drizzle makes for every statement).
 */

interface Buildable<R> extends PromiseLike<R> {
  toSQL(): { sql: string; params: unknown[] };
}

interface Compiled {
  query: { sql: string; params: unknown[] };
  fields: unknown;
}

interface PreparedQuery {
  execute(values: Record<string, unknown>): Promise<unknown>;
}
interface Session {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: unknown,
    name: string | undefined,
    isResponseInArrayMode: boolean,
  ): PreparedQuery;
}

const cache = new Map<string, Compiled>();
/** Turns a hand-written statement into text once; the same dialect every handle's builder uses. */
const dialect = new PgDialect();

/** A named placeholder: the value given under that name at each run. */
export const p = (name: string): Placeholder => sql.placeholder(name);

/**
 * A value of a filter builder: the value itself (`asIs`, for a statement built per request), or a
 * placeholder named `name` whose value is recorded for the run (`recordInto`, for a compiled one).
 * One filter builder then serves both (the products and orders lists, decision 025).
 */
export type Val = (name: string, value: unknown) => unknown;
export const asIs: Val = (_name, value) => value;
export const recordInto =
  (values: Record<string, unknown>): Val =>
  (name, value) => {
    values[name] = value;
    return p(name);
  };

/**
 * An UPDATE's `set` for the columns `keys`, each from the placeholder `set_<key>`; give the values
 * with `setValues`. Sent as the driver sends any value (a Date as its instant, null as NULL), as
 * Drizzle's column encoders would fail on a null placeholder.
 */
export const setFromPlaceholders = <K extends string>(keys: K[]) =>
  Object.fromEntries(keys.map((k) => [k, sql`${p(`set_${k}`)}`])) as Record<K, SQL>;

/** The values for `setFromPlaceholders(keys)` from a patch. */
export function setValues<K extends string>(keys: K[], patch: Partial<Record<K, unknown>>) {
  const out: Record<string, unknown> = {};
  for (const k of keys) {
    const v = patch[k];
    if (v !== null && typeof v === 'object' && !(v instanceof Date) && !Array.isArray(v))
      throw new Error(`compiled set: ${k} is an object; give JSON columns through SQL`);
    out[`set_${k}`] = v instanceof Date ? v.toISOString() : (v ?? null);
  }
  return out;
}

export async function runCompiled<R>(
  db: Db,
  key: string,
  build: (db: Db) => Buildable<R> | SQL,
  values: Record<string, unknown>,
): Promise<R> {
  let c = cache.get(key);
  if (!c) {
    const q = build(db);
    if (is(q, SQL)) {
      const { sql: text, params } = dialect.sqlToQuery(q);
      c = { query: { sql: text, params }, fields: undefined };
    } else {
      const prepared = (q as unknown as { _prepare(): { fields?: unknown } })._prepare();
      c = { query: q.toSQL(), fields: prepared.fields };
    }
    cache.set(key, c);
  }
  const session = (db as unknown as { session: Session }).session;
  // Array mode with fields, as Drizzle runs a builder; without fields (no RETURNING) the driver's
  // own result, which callers of such statements do not read.
  return (await session.prepareQuery(c.query, c.fields, undefined, !!c.fields).execute(values)) as R;
}

/** How many statement shapes are compiled (tests check a shape is reused, not rebuilt). */
export const compiledCount = () => cache.size;

/**
 * Many rows in one statement with one parameter per column, not per cell:
 * `insert into t (a, b, …) select * from unnest($1::uuid[], $2::text[], …)`. Drizzle's
 * `values(rows)` builds and sends a parameter per cell (25,000 for a 1,000-parcel booking, half a
 * second of building); this text depends only on the columns given, so it is compiled once.
 * Every row must give the same columns (the others take their database defaults); values pass
 * through their column's encoder, as with `values()`. `onConflictDoNothing` skips rows that break a
 * unique index. Returns nothing: read back what you need.
 */
export async function insertRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: Array<T['$inferInsert']>,
  opts: { onConflictDoNothing?: boolean } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]!).filter((k) => rows[0]![k as keyof (typeof rows)[0]] !== undefined);
  for (const [i, r] of rows.entries()) {
    const given = Object.keys(r).filter((k) => r[k as keyof typeof r] !== undefined);
    if (given.length !== keys.length || given.some((k) => !keys.includes(k)))
      throw new Error(`insertRows(${getTableName(table)}): row ${i} gives other columns than row 0`);
  }
  const values: Record<string, unknown> = {};
  for (const k of keys) {
    const column = columns[k];
    if (!column) throw new Error(`insertRows(${getTableName(table)}): no column ${k}`);
    values[k] = rows.map((r) => {
      const v = r[k as keyof typeof r];
      return v === null ? null : column.mapToDriverValue(v);
    });
  }
  await runCompiled(
    db,
    `insertRows:${getTableName(table)}:${keys.join(',')}:${opts.onConflictDoNothing ? 'skip' : ''}`,
    () =>
      sql`insert into ${table} (${sql.join(
        keys.map((k) => sql.identifier(columns[k]!.name)),
        sql`, `,
      )}) select * from unnest(${sql.join(
        keys.map((k) => sql`${p(k)}::${sql.raw(columns[k]!.getSQLType())}[]`),
        sql`, `,
      )})${opts.onConflictDoNothing ? sql` on conflict do nothing` : sql``}`,
    values,
  );
}
