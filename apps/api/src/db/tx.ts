import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { AppError } from '../lib/errors.ts';
import type { Db } from './client.ts';
import { queryRows } from './raw.ts';

/**
 * One transaction helper for the whole API (docs/architecture.md, "Locks and counters").
 *
 * - **Commit-time counters.** Denormalised figures (order counts per status, daily totals,
 *   customer counters, a product's stock total) are not written where they change: `bump()`
 *   records the delta on the transaction, and the helper applies all of them just before COMMIT,
 *   in one fixed order (by counter kind, then key). Their row locks are therefore the last a
 *   transaction takes and are held only for the moment before it commits, so two writers can
 *   never hold them in opposite orders (no deadlock between counters and stock) and a hot
 *   counter does not make every order of an account wait for the whole previous transaction.
 * - **Retry.** A transaction that loses a deadlock (40P01) or a serialization check (40001) is
 *   run again from the start, a bounded number of times with jitter, and logged with the
 *   statement that lost. The callback must therefore only touch the database (outbox mail and
 *   queued jobs are rows too); one that calls out (a courier, Meta) passes `{ retry: false }`.
 *   When the retries are spent the user gets a 409 with a reason, never a 500.
 */

export interface CounterKind<K extends string = string> {
  /** Applied in ascending rank at commit; within a kind, in ascending key order. */
  rank: number;
  name: string;
  /** `due`: how many keys of this kind are being applied in this flush (this one among them). */
  apply(
    tx: Db,
    key: K,
    delta: Record<string, number>,
    extra: Record<string, unknown>,
    ctx: { due: number },
  ): Promise<void>;
  /**
   * Optional: applies several keys in one statement, given in ascending key order (rows of one
   * multi-row upsert take their locks in that order). One statement instead of one per key saves
   * a round trip per counter on every order that changes status (issue 21 §6).
   */
  applyMany?(tx: Db, entries: Array<{ key: K; delta: Record<string, number> }>): Promise<void>;
  /**
   * Optional, for a kind whose writes read nothing back: its entries (ascending key order) as
   * data-modifying statements, each ending `RETURNING 1` and reading the one-row relation `after`
   * in its FROM (an INSERT … SELECT … CROSS JOIN after, an UPDATE … FROM after). Consecutive kinds
   * that have it go to the database as ONE statement (`flushCounters`): each part reads a count of
   * the part before, so PostgreSQL cannot run it before that part is done — their rows are locked in
   * rank order by data dependency, with one round trip instead of one per counter. `null`: not this
   * time (the entries go through `apply`, and the chain starts after this kind).
   */
  chained?(
    tx: Db,
    entries: Array<{ key: K; delta: Record<string, number>; extra: Record<string, unknown> }>,
  ): ChainPart[] | null;
}

/**
 * One part of a chained statement (`flushCounters`): a data-modifying statement ending `RETURNING …`
 * whose FROM reads `after`, the one-row relation of the part before it (so it runs once that part
 * is done). `prev` names the part before as a relation, for a part that reads its rows rather than
 * their count (null for the first part).
 */
export type ChainPart = ((after: SQL, prev: SQL | null) => SQLWrapper) & {
  /**
   * For a part that must write a row (a conditional take of stock): called after the statement when
   * it wrote none, and throws, which rolls the transaction back with what the later parts wrote.
   */
  onNone?: (tx: Db) => Promise<void>;
};

/**
 * The order in which commit-time counters take their row locks (docs/architecture.md, "Locks and
 * counters"). Every counter a module adds gets its rank here, so the order stays one.
 */
export const COUNTER_RANK = {
  /**
   * A new order's stock reservation when none of its lines can be backordered (inventory.service,
   * `reserveAtCommit`; decision 022): the conditional take of each level row, first of all
   * commit-time locks, as the body-time stock locks of other transactions are.
   */
  stockReservation: 4,
  variantStock: 5,
  /** A product's stock total and its inventory figures (`inv_*`), recomputed from its variants. */
  product: 10,
  /** An account's inventory summary: the sum of its products' figures. */
  inventorySummary: 12,
  productStatusCount: 15,
  /** A day of the catalogue (db/product-days.ts): its products by status and their live variants. */
  productDay: 16,
  customer: 20,
  orderStatusCount: 30,
  orderDaily: 40,
} as const;

/** Rows per hot counter (order counts per status, daily totals): writers spread over them at random. */
const COUNTER_SHARDS = 8;
export const randomShard = () => Math.floor(Math.random() * COUNTER_SHARDS);

interface Pending {
  entries: Map<CounterKind, Map<string, { delta: Record<string, number>; extra: Record<string, unknown> }>>;
}

const pending = new WeakMap<object, Pending>();

export function counterKind<K extends string>(
  name: string,
  rank: number,
  apply: CounterKind<K>['apply'],
  applyMany?: CounterKind<K>['applyMany'],
  chained?: CounterKind<K>['chained'],
): CounterKind<K> {
  return {
    name,
    rank,
    apply,
    ...(applyMany ? { applyMany } : {}),
    ...(chained ? { chained } : {}),
  } as CounterKind<K>;
}

/**
 * A kind defined by its `chained` form alone: outside a flush (a `bump` with no transaction) its
 * `apply` runs that same statement on its own, so each counter's write is written once.
 */
export function chainedCounterKind<K extends string>(
  name: string,
  rank: number,
  chained: NonNullable<CounterKind<K>['chained']>,
): CounterKind<K> {
  return counterKind<K>(
    name,
    rank,
    async (tx, key, delta, extra) => {
      await applyChain(tx, chained(tx, [{ key, delta, extra }]) ?? []);
    },
    undefined,
    chained,
  );
}

/**
 * A chained part that adds to sharded counter rows: `INSERT INTO table (keys…, counts…) SELECT …
 * FROM (VALUES …) CROSS JOIN after ON CONFLICT (keys…) DO UPDATE SET count = table.count +
 * excluded.count, …`. `rows` give each row's values in `keys` then `counts` order, cast to the
 * columns' types (VALUES in a SELECT does not take them from the table); a row per key of the kind,
 * in key order, so one statement locks them in that order.
 */
export function addToRows(
  table: string,
  keys: readonly string[],
  counts: readonly string[],
  rows: SQL[][],
): ChainPart {
  const columns = [...keys, ...counts];
  const list = sql.raw(columns.join(', '));
  const values = sql.join(
    rows.map((r) => sql`(${sql.join(r, sql`, `)})`),
    sql`, `,
  );
  const added = sql.raw(counts.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', '));
  return (after) => sql`INSERT INTO ${sql.raw(table)} (${list})
    SELECT ${sql.raw(columns.map((c) => `v.${c}`).join(', '))}
      FROM (VALUES ${values}) AS v (${list}) CROSS JOIN ${after}
    ON CONFLICT (${sql.raw(keys.join(', '))}) DO UPDATE SET ${added}
    RETURNING 1`;
}

/**
 * Adds `delta` to the counter `key` of `kind` when the transaction commits. `extra` carries
 * non-additive values (the latest one wins, e.g. a customer's newest address). Outside a
 * transaction() the change is applied at once.
 */
export async function bump<K extends string>(
  db: Db,
  kind: CounterKind<K>,
  key: K,
  delta: Record<string, number>,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const p = pending.get(db);
  if (!p) return kind.apply(db, key, delta, extra, { due: 1 });
  let byKey = p.entries.get(kind as CounterKind);
  if (!byKey) p.entries.set(kind as CounterKind, (byKey = new Map()));
  const e = byKey.get(key);
  if (!e) {
    byKey.set(key, { delta: { ...delta }, extra: { ...extra } });
    return;
  }
  for (const [k, v] of Object.entries(delta)) e.delta[k] = (e.delta[k] ?? 0) + v;
  Object.assign(e.extra, extra);
}

/**
 * Applies the counters recorded so far, in the fixed order. transaction() calls it before
 * COMMIT; call it yourself only as the last write of a transaction that then reads a figure back.
 *
 * `last`: the transaction's last lock, as chained parts (a new order's store number, whose counter
 * row every order of the store waits for): they ride at the end of the final chained statement,
 * after every counter, so the locks taken before it are not held for a round trip more (decision
 * 023); with no chained counter left to ride on they go as a statement of their own. Answers the
 * rows of `last`'s final part.
 */
export async function flushCounters(tx: Db, last?: ChainPart[]): Promise<Array<Record<string, unknown>>> {
  const p = pending.get(tx);
  if (!p) {
    if (last) throw new Error('flushCounters: `last` outside a transaction()');
    return [];
  }
  let answer: Array<Record<string, unknown>> | null = null;
  // A counter may bump a later one while it is applied (a variant's stock total touches its
  // product, whose figures move the account's summary): always take the lowest rank left, and never
  // let a counter feed one at or before its own rank, which would break the lock order.
  let applied = -Infinity;
  const entriesOf = (kind: CounterKind) => {
    const byKey = p.entries.get(kind)!;
    return [...byKey.keys()]
      .sort()
      .map((key) => ({ key, ...byKey.get(key)! }))
      .filter((e) => !(Object.values(e.delta).every((v) => v === 0) && Object.keys(e.extra).length === 0));
  };
  const dueOf = (kind: CounterKind) => {
    const due = entriesOf(kind);
    p.entries.delete(kind);
    return due;
  };
  for (;;) {
    const kinds = [...p.entries.keys()].sort((a, b) => a.rank - b.rank);
    const kind = kinds[0];
    if (!kind) break;
    if (kind.rank <= applied)
      throw new Error(
        `counter ${kind.name} (rank ${kind.rank}) was bumped after rank ${applied} was applied`,
      );
    // The lowest kinds left that can be chained: one statement for all of them.
    const parts: ChainPart[] = [];
    let chained = 0;
    for (const k of kinds) {
      const mine = k.chained?.(tx, entriesOf(k));
      if (!mine) break;
      p.entries.delete(k);
      parts.push(...mine);
      applied = k.rank;
      chained += 1;
    }
    if (chained > 0) {
      // The counters' final statement (nothing left after this run): `last` rides on it.
      if (last && chained === kinds.length) {
        answer = await applyChain(tx, [...parts, ...last]);
        continue;
      }
      await applyChain(tx, parts);
      continue;
    }
    applied = kind.rank;
    const due = dueOf(kind);
    if (kind.applyMany && due.length > 1 && due.every((e) => Object.keys(e.extra).length === 0)) {
      await kind.applyMany(
        tx,
        due.map((e) => ({ key: e.key, delta: e.delta })),
      );
      continue;
    }
    for (const e of due) await kind.apply(tx, e.key, e.delta, e.extra, { due: due.length });
  }
  if (last && !answer) answer = await applyChain(tx, last);
  return answer ?? [];
}

/**
 * Chained counters as one statement: `WITH c0 AS (…), c1 AS (… FROM (SELECT count(*) FROM c0) …)`.
 * A part's FROM reads the count of every row the part before it wrote, so it runs only once that
 * part has finished and holds its row locks: the rank order, without a round trip between them.
 */
async function applyChain(tx: Db, parts: ChainPart[]): Promise<Array<Record<string, unknown>>> {
  if (parts.length === 0) return [];
  const checked = parts.flatMap((part, i) => (part.onNone ? [i] : []));
  if (parts.length === 1 && checked.length === 0)
    return queryRows(tx, parts[0]!(sql`(SELECT 1) AS after_`, null).getSQL());
  // (Each part is a different row's write: a kind's parts are per key or one multi-row upsert of
  // distinct keys, and kinds write different tables. PostgreSQL leaves undefined which of two
  // writes of one row in one statement wins.)
  const ctes = parts.map(
    (part, i) =>
      sql`${sql.raw(`c${i}`)} AS (${part(
        i === 0 ? sql`(SELECT 1) AS after_` : sql.raw(`(SELECT count(*) FROM c${i - 1}) AS after_`),
        i === 0 ? null : sql.raw(`c${i - 1}`),
      ).getSQL()})`,
  );
  const lastPart = sql.raw(`c${parts.length - 1}`);
  if (checked.length === 0)
    return queryRows(tx, sql`WITH ${sql.join(ctes, sql`, `)} SELECT * FROM ${lastPart}`);
  // One row: the last part's rows as JSON, and how many rows each part that must write wrote.
  const [r] = await queryRows<Record<string, unknown>>(
    tx,
    sql`WITH ${sql.join(ctes, sql`, `)} SELECT
      (SELECT coalesce(json_agg(l), '[]'::json) FROM ${lastPart} l) AS rows_,
      ${sql.join(
        checked.map((i) => sql.raw(`(SELECT count(*) FROM c${i}) AS wrote_${i}`)),
        sql`, `,
      )}`,
  );
  for (const i of checked) if (Number(r![`wrote_${i}`]) === 0) await parts[i]!.onNone!(tx);
  const rows = r!.rows_;
  return (typeof rows === 'string' ? JSON.parse(rows) : rows) as Array<Record<string, unknown>>;
}

/**
 * What `bump()` has recorded for `key` of `kind` and not applied yet: for an answer read inside the
 * transaction before its counters are applied (e.g. a buyer's figures on a new order), so the hot
 * rows are not locked for the reads that build it.
 */
export function pendingCounter(
  db: Db,
  kind: CounterKind,
  key: string,
): { delta: Record<string, number>; extra: Record<string, unknown> } | undefined {
  return pending.get(db)?.entries.get(kind)?.get(key);
}

/** How many keys of `kind` wait to be applied at commit (0 outside a transaction). */
export function pendingKeys(db: Db, kind: CounterKind): number {
  return pending.get(db)?.entries.get(kind)?.size ?? 0;
}

/** Whether `db` is a transaction() handle: its queries share one connection. */
export function inTransaction(db: Db): boolean {
  return pending.has(db);
}

type Reads = readonly (() => PromiseLike<unknown> | unknown)[];

/**
 * Reads that do not depend on each other (issue 21 §6): at once on the pool, one after another
 * inside a transaction, whose queries share one connection. node-postgres warns about a query
 * sent while its client is still busy ("client.query() when the client is already executing a
 * query") and refuses it in its next major version, so `Promise.all` over a transaction handle is
 * never used; every such read goes through here.
 */
export async function readAll<const T extends Reads>(
  db: Db,
  reads: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  if (!pending.has(db)) return (await Promise.all(reads.map((r) => r()))) as never;
  const out: unknown[] = [];
  for (const r of reads) out.push(await r());
  return out as never;
}

interface TxLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}
let logger: TxLog = { info() {}, warn() {} };
/** Where retries are logged (the app's and the worker's pino logger). */
export function setTransactionLogger(log: TxLog) {
  logger = log;
}

const RETRYABLE = new Set(['40P01', '40001']);
const TX_RETRIES = 4;

/** The PostgreSQL SQLSTATE of an error, through drizzle's wrapper. */
function sqlState(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `fn` in one transaction: everything it writes commits together or not at all. */
export async function transaction<T>(
  db: Db,
  fn: (tx: Db) => Promise<T>,
  opts: { retry?: boolean } = {},
): Promise<T> {
  // Inside another transaction() the outer one owns the counters and the retry.
  if (pending.has(db)) return fn(db);
  const attempts = opts.retry === false ? 1 : TX_RETRIES + 1;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        pending.set(tx, { entries: new Map() });
        try {
          const result = await fn(tx);
          await flushCounters(tx);
          return result;
        } finally {
          pending.delete(tx);
        }
      });
    } catch (err) {
      const state = sqlState(err);
      if (!state || !RETRYABLE.has(state)) throw err;
      const statement = (err as { query?: string }).query?.slice(0, 300);
      if (attempt >= attempts) {
        logger.warn({ sqlState: state, statement, attempts: attempt }, 'transaction gave up after retries');
        throw new AppError(
          409,
          'CONCURRENT_CHANGE',
          'Several people changed the same records at once; nothing was saved. Please try again.',
        );
      }
      logger.info({ sqlState: state, statement, attempt }, 'transaction lost a lock race; retrying');
      await sleep(Math.round((5 + Math.random() * 20) * 2 ** (attempt - 1)));
    }
  }
}
