import path from 'node:path';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { preparingClient } from './prepared.ts';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { sql, type SQL } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';

/**
 * The common Postgres type, so PGlite and node-postgres drivers are interchangeable. Without the
 * relational query API (nothing uses it): Drizzle builds it anew for every transaction otherwise.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');

// node-postgres: return bigint (int8) as string; money is parsed deliberately in repos.
pg.types.setTypeParser(20, (v) => v);

/** Extensions the schema needs; PGlite must load them at construction (see migration 0002). */
export const PGLITE_EXTENSIONS = { pg_trgm };

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * How long the embedded database held this process's one thread, statement by statement (issue 24):
 * each PGlite statement runs synchronously, so a slow one delays every request, timer and socket
 * for its whole length. Timed around PGlite's synchronous protocol call, so waiting in its queue is
 * not counted. GET /api/metrics reports these; `npm run bench:soak` prints them.
 */
export const embeddedStatements = {
  count: 0,
  /** Statements that held the thread `SLOW_STATEMENT_MS` or longer, newest last (at most 20). */
  slow: [] as Array<{ ms: number; sql: string }>,
  maxMs: 0,
};
/** A statement holding the thread this long is recorded and reported (docs/operations.md). */
export const SLOW_STATEMENT_MS = 50;
let onSlowStatement: ((s: { ms: number; sql: string }) => void) | undefined;
/** Told of each slow embedded statement (the server logs them). */
export function watchSlowStatements(fn: ((s: { ms: number; sql: string }) => void) | undefined) {
  onSlowStatement = fn;
}

const textDecoder = new TextDecoder();
/** The SQL text of a frontend message batch: a simple Query ('Q') or a Parse ('P'); '' when none. */
function sqlOf(message: Uint8Array): string {
  let i = 0;
  while (i + 5 <= message.length) {
    const type = message[i]!;
    const len =
      ((message[i + 1]! << 24) | (message[i + 2]! << 16) | (message[i + 3]! << 8) | message[i + 4]!) >>> 0;
    const body = message.subarray(i + 5, i + 1 + len);
    if (type === 81) return textDecoder.decode(body.subarray(0, Math.max(0, body.indexOf(0))));
    if (type === 80) {
      const afterName = body.indexOf(0) + 1;
      const end = body.indexOf(0, afterName);
      return textDecoder.decode(body.subarray(afterName, end < 0 ? body.length : end));
    }
    if (len < 4) break;
    i += 1 + len;
  }
  return '';
}

/** The longest the embedded database runs statements back to back before timers and sockets get a turn. */
export const EMBEDDED_SLICE_MS = 5;

/**
 * PGlite runs each statement synchronously on this thread, and its queue hands over from one
 * statement to the next in microtasks: with sixteen requests waiting, or a job of a thousand
 * statements (a courier sync), the queue drains without ever giving timers and sockets a turn
 * (stalls of 130–180 ms under saturation, every request and health check waiting). So the protocol
 * call that starts a statement's next step first takes a turn of the event loop (setImmediate)
 * whenever `EMBEDDED_SLICE_MS` have passed since the last turn, inside PGlite's queue, so no other
 * statement slips in: a stall is bounded by one slice plus one statement (issue 24;
 * docs/decisions/010-many-hands.md). Each synchronous call is also timed (`embeddedStatements`).
 */
function sharedThread(client: PGlite) {
  const target = client as unknown as {
    execProtocolRawSync: (m: Uint8Array, ...rest: unknown[]) => unknown;
    execProtocolRaw: (m: Uint8Array, ...rest: unknown[]) => Promise<unknown>;
  };
  const runRaw = target.execProtocolRaw.bind(client);
  let sliceStart = 0;
  target.execProtocolRaw = async (message: Uint8Array, ...rest: unknown[]) => {
    if (performance.now() - sliceStart >= EMBEDDED_SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
    return runRaw(message, ...rest);
  };
  const run = target.execProtocolRawSync.bind(client);
  let lastSql = '';
  target.execProtocolRawSync = (message: Uint8Array, ...rest: unknown[]) => {
    const t0 = performance.now();
    try {
      return run(message, ...rest);
    } finally {
      const ms = performance.now() - t0;
      const text = sqlOf(message);
      // A Bind/Execute batch runs the statement the last Parse named.
      if (text) lastSql = text;
      embeddedStatements.count++;
      if (ms > embeddedStatements.maxMs) embeddedStatements.maxMs = ms;
      if (ms >= SLOW_STATEMENT_MS) {
        const slow = { ms: Math.round(ms), sql: (text || lastSql).replace(/\s+/g, ' ').slice(0, 160) };
        embeddedStatements.slow.push(slow);
        if (embeddedStatements.slow.length > 20) embeddedStatements.slow.shift();
        onSlowStatement?.(slow);
      }
    }
  };
}

const embedded = new WeakSet<object>();

/** True for the embedded database (PGlite), which only this process can open. */
export const isEmbedded = (db: Db): boolean => embedded.has(db);

/** Requests being answered right now in this process (app.ts counts them). */
export const inFlight = { requests: 0 };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Background work on the embedded database steps aside for requests (issue 24): requests and jobs
 * share one thread there, and a job's statements queued between a request's statements lengthen
 * every answer. So before each step a job waits until no request is being answered (at most
 * `maxWaitMs`, so a job still moves under a constant stream), and after it gives requests as much
 * time as it has just used. On PostgreSQL jobs run beside requests and this returns at once.
 */
export async function shareWithRequests(db: Db, since?: number, maxWaitMs = 1_000): Promise<void> {
  if (!embedded.has(db)) return;
  const used = since === undefined ? 0 : performance.now() - since;
  if (used >= 1) await pause(Math.min(used, 250));
  const until = performance.now() + maxWaitMs;
  while (inFlight.requests > 0 && performance.now() < until) await pause(2);
}

/** Opens PGlite in a directory (created if needed) or on an already-open instance. */
export async function openPglite(
  source: string | PGlite,
  onQuery?: (sql: string, params: unknown[]) => void,
): Promise<Database> {
  let client: PGlite;
  if (typeof source === 'string') {
    fs.mkdirSync(source, { recursive: true });
    client = await PGlite.create(source, { extensions: PGLITE_EXTENSIONS });
  } else {
    client = source;
  }
  // ANALYZE samples 300 × this many rows; on the one thread a full sample of a big table stalled
  // requests for 100 ms and more (PostgreSQL's default is 100), and small databases need less.
  await client.exec('SET default_statistics_target = 10');
  sharedThread(client);
  const db = drizzlePglite(client, onQuery ? { logger: { logQuery: onQuery } } : {}) as unknown as Db;
  embedded.add(db);
  return { db, kind: 'pglite', close: () => client.close() };
}

/** `onQuery` sees every statement Drizzle sends (the benchmarks replay them directly through pg; tests
 * check statement order). `prepared` names the hot statements (db/prepared.ts): only on a connection
 * that keeps them (`DATABASE_PREPARED_STATEMENTS`). */
export function openPostgres(
  url: string,
  max = 10,
  onQuery?: (sql: string, params: unknown[]) => void,
  options: { prepared?: boolean } = {},
): Database & { pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    ...(options.prepared ? { Client: preparingClient() } : {}),
  });
  pool.on('error', () => {
    /* a broken idle client is dropped by the pool; queries report their own errors */
  });
  const logger = onQuery ? { logQuery: onQuery } : undefined;
  const db = drizzlePg(pool, logger ? { logger } : {}) as unknown as Db;
  return { db, kind: 'postgres', pool, close: () => pool.end() };
}

/** The advisory lock migrations (and a restore) take on PostgreSQL. */
export const MIGRATION_LOCK = 7_310_001;

/** The database holds migrations this build does not have (docs/operations.md, "Upgrades"). */
export class NewerDatabaseError extends Error {}

/**
 * Throws `NewerDatabaseError` when the migrations book names a migration written after this build's
 * last one that this build does not have: a newer Sauda migrated the database. Drizzle would apply
 * nothing and start, and the older code would then run on a schema it does not know. The book keeps
 * only each migration's hash and time, so the message numbers the migration by its place in the
 * book (migrations are numbered from 0000 in order) and gives its date.
 */
export function refuseNewerDatabase(
  book: ReadonlyArray<{ hash: string; created_at: string | number }>,
  known: readonly MigrationMeta[],
): void {
  const last = Math.max(0, ...known.map((m) => m.folderMillis));
  const hashes = new Set(known.map((m) => m.hash));
  const times = book.map((r) => ({ hash: r.hash, at: Number(r.created_at) })).sort((a, b) => a.at - b.at);
  const first = times.findIndex((r) => r.at > last && !hashes.has(r.hash));
  if (first < 0) return;
  const when = new Date(times[first]!.at).toISOString().slice(0, 10);
  throw new NewerDatabaseError(
    `This database was migrated by a newer Sauda (migration ${String(first).padStart(4, '0')}, written ${when}); upgrade Sauda or restore a backup.`,
  );
}

/**
 * Applies committed migrations. On PostgreSQL an advisory lock lets many instances start at once.
 * `migrationsFolder` is for tests that build an older database (a folder with fewer migrations).
 */
export async function migrateDatabase(database: Database, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  if (database.kind === 'pglite') {
    // One process owns the embedded database, so reading the book first cannot race.
    const rows = async <T>(query: SQL) =>
      ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const [book] = await rows<{ there: boolean }>(
      sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS there`,
    );
    if (book?.there) {
      refuseNewerDatabase(
        await rows(sql`SELECT hash, created_at::text AS created_at FROM drizzle.__drizzle_migrations`),
        readMigrationFiles({ migrationsFolder }),
      );
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- driver-specific migrator wants its own db type
    await migratePglite(database.db as any, { migrationsFolder });
    return;
  }
  const pool = (database as Database & { pool: pg.Pool }).pool;
  const client = await pool.connect();
  try {
    await migratePostgres(client, migrationsFolder);
  } finally {
    client.release();
  }
}

/**
 * Drizzle's migrations (the same files and the same `drizzle.__drizzle_migrations` book, so a
 * database migrated before keeps its history), applied in **one transaction that starts by taking
 * a transaction-level advisory lock**. Instances starting at once on an empty or older database
 * queue on the lock; each finds what the one before applied and applies only the rest. Drizzle's
 * own migrator reads its book outside its transaction, and a session-level lock around it does not
 * hold behind a transaction pooler (PgBouncer hands each transaction to any server connection), so
 * two instances raced there ("relation already exists", issue 28 §1). Everything here is inside
 * the one transaction, which a transaction pooler keeps on one server connection.
 */
async function migratePostgres(client: pg.PoolClient, migrationsFolder: string) {
  const migrations = readMigrationFiles({ migrationsFolder });
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE SCHEMA IF NOT EXISTS drizzle');
    await client.query(
      'CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
    );
    const { rows } = await client.query<{ hash: string; created_at: string }>(
      'SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at',
    );
    refuseNewerDatabase(rows, migrations);
    const last = rows.length ? Number(rows[rows.length - 1]!.created_at) : null;
    for (const m of migrations) {
      if (last !== null && m.folderMillis <= last) continue;
      for (const statement of m.sql) if (statement.trim()) await client.query(statement);
      await client.query('INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)', [
        m.hash,
        m.folderMillis,
      ]);
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  }
}
