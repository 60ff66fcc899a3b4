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

/** Opens PGlite in a directory (created if needed) or on an already-open instance. */
export async function openPglite(source: string | PGlite): Promise<Database> {
  let client: PGlite;
  if (typeof source === 'string') {
    fs.mkdirSync(source, { recursive: true });
    client = await PGlite.create(source, { extensions: PGLITE_EXTENSIONS });
  } else {
    client = source;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
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
