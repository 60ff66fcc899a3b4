import path from 'node:path';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The common Postgres type, so PGlite and node-postgres drivers are interchangeable. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

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
 * PGlite runs each statement synchronously on this thread, and a chain of awaited statements
 * resolves in microtasks without ever giving timers and sockets a turn: a job of a thousand
 * statements (a courier sync) would hold every request for its whole length. So each statement
 * first waits for the next turn of the event loop (setImmediate), which bounds a stall to one
 * statement (issue 24; docs/decisions/010-many-hands.md).
 */
function yieldingQueries(client: PGlite): PGlite {
  type Query = PGlite['query'];
  const wrap = (target: { query: Query }) => {
    const query = target.query.bind(target) as Query;
    target.query = (async (...args: Parameters<Query>) => {
      await nextTurn();
      return query(...args);
    }) as Query;
  };
  wrap(client);
  const transaction = client.transaction.bind(client);
  client.transaction = ((fn: Parameters<PGlite['transaction']>[0]) =>
    transaction(async (tx) => {
      wrap(tx as unknown as { query: Query });
      return fn(tx);
    })) as PGlite['transaction'];
  return client;
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
export async function openPglite(source: string | PGlite): Promise<Database> {
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
  const db = drizzlePglite(yieldingQueries(client), { schema }) as unknown as Db;
  embedded.add(db);
  return { db, kind: 'pglite', close: () => client.close() };
}

/** `onQuery` sees every statement Drizzle sends (the benchmarks replay them directly through pg). */
export function openPostgres(
  url: string,
  max = 10,
  onQuery?: (sql: string, params: unknown[]) => void,
): Database & { pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
  });
  pool.on('error', () => {
    /* a broken idle client is dropped by the pool; queries report their own errors */
  });
  const logger = onQuery ? { logQuery: onQuery } : undefined;
  const db = drizzlePg(pool, { schema, ...(logger ? { logger } : {}) }) as unknown as Db;
  return { db, kind: 'postgres', pool, close: () => pool.end() };
}

const MIGRATION_LOCK = 7_310_001;

/** Applies committed migrations. On PostgreSQL an advisory lock lets many instances start at once. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- driver-specific migrator wants its own db type
    await migratePglite(database.db as any, { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  const pool = (database as Database & { pool: pg.Pool }).pool;
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
