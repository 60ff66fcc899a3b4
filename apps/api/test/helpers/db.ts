import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_EXTENSIONS, openPglite, openPostgres, type Database } from '../../src/db/client.ts';
import { PGLITE_TEMPLATE, PG_TEMPLATE_DB, adminUrl } from './paths.ts';
import { StatementWatch } from './tenancy.ts';

export const TEST_DB_KIND = process.env.SAUDA_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase extends Database {
  /** PostgreSQL only: the connection string of this test database. */
  url?: string;
  /** Raw SQL for test set-up and assertions (tests only). */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

/** A fresh, migrated database for one test file: a PGlite clone or a PostgreSQL database from the template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (TEST_DB_KIND === 'postgres') {
    const url = process.env.DATABASE_URL!;
    const name = `sauda_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${name}`;
    // Every statement the app sends is watched for the multi-tenant rule (helpers/tenancy.ts);
    // a breach fails the test file when it closes its database, naming the statement.
    let watch: StatementWatch | null = null;
    const database = openPostgres(u.toString(), 20, (sql) => watch?.see(sql));
    const tables = await database.pool.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`,
    );
    watch = new StatementWatch(tables.rows.map((r) => r.name));
    return {
      ...database,
      url: u.toString(),
      sql: async (text, params) => (await database.pool.query(text, params)).rows,
      close: async () => {
        await database.close();
        const a = new pg.Client({ connectionString: adminUrl(url) });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
        watch?.check();
      },
    };
  }
  const tar = fs.readFileSync(PGLITE_TEMPLATE);
  const client = await PGlite.create({ loadDataDir: new Blob([tar]), extensions: PGLITE_EXTENSIONS });
  const database = await openPglite(client);
  return { ...database, sql: async (text, params) => (await client.query(text, params)).rows as never };
}

/** An empty database with no migrations applied (migration tests): in memory on PGlite, a new database on PostgreSQL. */
export async function createEmptyDatabase(): Promise<TestDatabase> {
  if (TEST_DB_KIND === 'postgres') {
    const url = process.env.DATABASE_URL!;
    const name = `sauda_e_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${name}`;
    const database = openPostgres(u.toString(), 4);
    return {
      ...database,
      url: u.toString(),
      sql: async (text, params) => (await database.pool.query(text, params)).rows,
      close: async () => {
        await database.close();
        const a = new pg.Client({ connectionString: adminUrl(url) });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    };
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = await openPglite(client);
  return { ...database, sql: async (text, params) => (await client.query(text, params)).rows as never };
}
