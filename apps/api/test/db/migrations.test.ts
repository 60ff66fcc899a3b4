/**
 * Issue 28 §1 (and issue 22 §3, with the real processes): instances started at once on an empty PostgreSQL database all come up, the
 * migrations applied once (db/client.ts `migratePostgres`: one transaction behind a
 * transaction-level advisory lock, which holds through a transaction pooler as well). PostgreSQL
 * only: the embedded database is opened by one process.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_DIR, migrateDatabase, openPostgres } from '../../src/db/client.ts';
import { TEST_DB_KIND, createEmptyDatabase } from '../helpers/db.ts';
import { journal, releaseBefore } from '../helpers/migrations.ts';
import { adminUrl } from '../helpers/paths.ts';
import { startSauda, stopSauda, type SaudaProcess } from '../helpers/processes.ts';

describe.skipIf(TEST_DB_KIND !== 'postgres')('migrations on PostgreSQL', () => {
  it('four instances starting at once on an empty database all come up, each migration applied once', async () => {
    const url = process.env.DATABASE_URL!;
    const name = `sauda_mig_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const u = new URL(url);
    u.pathname = `/${name}`;
    const instances = Array.from({ length: 4 }, () => openPostgres(u.toString(), 2));
    try {
      const results = await Promise.allSettled(instances.map((d) => migrateDatabase(d)));
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual([
        'ok',
        'ok',
        'ok',
        'ok',
      ]);
      const book = await instances[0]!.pool.query(
        'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
      );
      expect(book.rows[0].n).toBe(journal.entries.length);
      // And again, as the next deploy does: nothing to apply, nothing applied twice.
      await Promise.all(instances.map((d) => migrateDatabase(d)));
      const again = await instances[0]!.pool.query(
        'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
      );
      expect(again.rows[0].n).toBe(journal.entries.length);
      const tables = await instances[0]!.pool.query(
        "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public' AND table_name IN ('accounts', 'orders', 'whatsapp_sandbox_messages')",
      );
      expect(tables.rows[0].n).toBe(3);
    } finally {
      for (const d of instances) await d.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });

  it('four instances starting at once on an older release’s database all come up and apply only what is new', async () => {
    const url = process.env.DATABASE_URL!;
    const name = `sauda_mig_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const u = new URL(url);
    u.pathname = `/${name}`;
    // The release before the WhatsApp sandbox (0016): what the instances apply includes it and every
    // migration after it, however many later ones there are.
    const older = releaseBefore('0016_whatsapp_sandbox');
    const missing =
      journal.entries.length - journal.entries.findIndex((e) => e.tag === '0016_whatsapp_sandbox');
    const instances = Array.from({ length: 4 }, () => openPostgres(u.toString(), 2));
    try {
      await migrateDatabase(instances[0]!, older);
      const count = async () =>
        (await instances[0]!.pool.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations'))
          .rows[0].n as number;
      expect(await count()).toBe(journal.entries.length - missing);
      // The sandbox migration's table is not there yet.
      const sandbox = "SELECT to_regclass('public.whatsapp_sandbox_messages') IS NOT NULL AS there";
      expect((await instances[0]!.pool.query(sandbox)).rows[0].there).toBe(false);
      const results = await Promise.allSettled(instances.map((d) => migrateDatabase(d)));
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual([
        'ok',
        'ok',
        'ok',
        'ok',
      ]);
      expect(await count()).toBe(journal.entries.length);
      expect((await instances[0]!.pool.query(sandbox)).rows[0].there).toBe(true);
    } finally {
      for (const d of instances) await d.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      fs.rmSync(older, { recursive: true, force: true });
    }
  });

  it('two API processes and a worker started at once on an empty database all come up, each migration applied once', async () => {
    // docs/operations.md, "Upgrades": the real entry points, as `npm start` and `npm run worker` run them.
    const db = await createEmptyDatabase();
    const processes: SaudaProcess[] = [];
    try {
      const env = { DATABASE_URL: db.url!, SEED_DEMO: 'false', JOB_POLL_MS: '200' };
      processes.push(
        startSauda('server', { ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', RUN_JOBS: 'false' }),
        startSauda('server', { ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', RUN_JOBS: 'false' }),
        startSauda('worker', { ...env, LOG_LEVEL: 'info' }),
      );
      const [api1, api2, worker] = processes as [SaudaProcess, SaudaProcess, SaudaProcess];
      const urls = await Promise.all(
        [api1, api2].map(async (p) => (await p.waitFor(/Sauda is running at http:\/\/localhost:(\d+)/))[1]),
      );
      await worker.waitFor(/"msg":"worker started"/);
      for (const port of urls) {
        const health = await fetch(`http://127.0.0.1:${port}/api/health`);
        expect(health.status).toBe(200);
        expect(await health.json()).toEqual({ data: { status: 'ok', database: 'postgres' } });
      }
      const book = await db.sql<{ hash: string; created_at: string; n: number }>(
        'SELECT hash, created_at::text AS created_at, count(*)::int AS n FROM drizzle.__drizzle_migrations GROUP BY hash, created_at',
      );
      expect(book.filter((r) => r.n !== 1)).toEqual([]);
      expect(book.map((r) => Number(r.created_at)).sort()).toEqual(
        readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR })
          .map((m) => m.folderMillis)
          .sort(),
      );
      expect(book.length).toBe(journal.entries.length);
      for (const p of processes) expect(p.output()).not.toMatch(/already exists|"level":[56]0|Error\b/);
    } finally {
      for (const p of processes) await stopSauda(p);
      await db.close();
    }
  }, 120_000); // three processes loading through tsx at once, on two cores
});
