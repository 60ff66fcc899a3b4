import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_EXTENSIONS, openPglite, openPostgres, type Database } from '../../src/db/client.ts';
import { PGLITE_TEMPLATE, PG_TEMPLATE_DB, adminUrl, directUrl } from './paths.ts';
import { StatementWatch } from './tenancy.ts';

export const TEST_DB_KIND = process.env.SAUDA_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase extends Database {
  /** PostgreSQL only: the connection string of this test database. */
  url?: string;
  /** Raw SQL for test set-up and assertions (tests only). */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Every statement the app sends goes to `fn` until it is called with null (statement order tests). */
  tapStatements(fn: ((sql: string) => void) | null): void;
}

/** What the app sent while `fn` ran, in order (the tap is removed even when `fn` throws). */
export async function statementsDuring<T>(
  db: Pick<TestDatabase, 'tapStatements'>,
  fn: () => Promise<T>,
): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  db.tapStatements((q) => statements.push(q));
  try {
    return { result: await fn(), statements };
  } finally {
    db.tapStatements(null);
  }
}

/** The statements that count rows (a list's total). */
export const countStatements = (statements: string[]) => statements.filter((q) => /count\(/i.test(q));

/**
 * A fresh, migrated database for one test file: a PGlite clone or a PostgreSQL database from the
 * template. `prepared` (PostgreSQL) names the hot statements (db/prepared.ts) on a direct connection:
 * the pooler CI puts in front keeps no prepared statements.
 */
export async function createTestDatabase(options: { prepared?: boolean } = {}): Promise<TestDatabase> {
  if (TEST_DB_KIND === 'postgres') {
    const created = await createPgDatabase('sauda_t', PG_TEMPLATE_DB);
    const url = options.prepared
      ? directUrl(process.env.DATABASE_URL!, new URL(created.url).pathname.slice(1))
      : created.url;
    // Every statement the app sends is watched for the multi-tenant rule (helpers/tenancy.ts);
    // a breach fails the test file when it closes its database, naming the statement.
    let watch: StatementWatch | null = null;
    let tap: ((sql: string) => void) | null = null;
    const database = openPostgres(
      url,
      20,
      (sql) => {
        watch?.see(sql);
        tap?.(sql);
      },
      { prepared: options.prepared },
    );
    const tables = await database.pool.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`,
    );
    watch = new StatementWatch(tables.rows.map((r) => r.name));
    return {
      ...database,
      url,
      sql: async (text, params) => (await database.pool.query(text, params)).rows,
      tapStatements: (fn) => (tap = fn),
      close: async () => {
        await database.close();
        await created.drop();
        watch?.check();
      },
    };
  }
  const tar = fs.readFileSync(PGLITE_TEMPLATE);
  const client = await PGlite.create({ loadDataDir: new Blob([tar]), extensions: PGLITE_EXTENSIONS });
  let tap: ((sql: string) => void) | null = null;
  const database = await openPglite(client, (sql) => tap?.(sql));
  return {
    ...database,
    sql: async (text, params) => (await client.query(text, params)).rows as never,
    tapStatements: (fn) => (tap = fn),
  };
}

/** A database without the statement tap (migration tests). */
export type EmptyDatabase = Omit<TestDatabase, 'tapStatements'>;

/** An empty database with no migrations applied (migration tests): in memory on PGlite, a new database on PostgreSQL. */
export async function createEmptyDatabase(): Promise<EmptyDatabase> {
  if (TEST_DB_KIND === 'postgres') {
    const created = await createPgDatabase('sauda_e');
    const database = openPostgres(created.url, 4);
    return {
      ...database,
      url: created.url,
      sql: async (text, params) => (await database.pool.query(text, params)).rows,
      close: async () => {
        await database.close();
        await created.drop();
      },
    };
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = await openPglite(client);
  return { ...database, sql: async (text, params) => (await client.query(text, params)).rows as never };
}

/** A new PostgreSQL database beside `DATABASE_URL` (from `template` when given), and how to drop it. */
async function createPgDatabase(prefix: string, template?: string) {
  const url = process.env.DATABASE_URL!;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const a = new pg.Client({ connectionString: adminUrl(url) });
    await a.connect();
    try {
      await a.query(statement);
    } finally {
      await a.end();
    }
  };
  await admin(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
