/**
 * Issue 28 §1: instances started at once on an empty PostgreSQL database all come up, the
 * migrations applied once (db/client.ts `migratePostgres`: one transaction behind a
 * transaction-level advisory lock, which holds through a transaction pooler as well). PostgreSQL
 * only: the embedded database is opened by one process.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrateDatabase, openPostgres } from '../../src/db/client.ts';
import { TEST_DB_KIND } from '../helpers/db.ts';
import { journal, releaseBefore } from '../helpers/migrations.ts';
import { adminUrl } from '../helpers/paths.ts';

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
});
