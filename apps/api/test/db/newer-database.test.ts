/**
 * A database migrated by a newer Sauda (its migrations book names a migration this build does not
 * have) is refused with one line, instead of running old code on a newer schema
 * (docs/operations.md, "Upgrades"). On PGlite and PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import {
  MIGRATIONS_DIR,
  NewerDatabaseError,
  PGLITE_EXTENSIONS,
  migrateDatabase,
} from '../../src/db/client.ts';
import { TEST_DB_KIND, createTestDatabase } from '../helpers/db.ts';
import { journal } from '../helpers/migrations.ts';
import { PGLITE_TEMPLATE } from '../helpers/paths.ts';
import { startSauda, stopSauda, type SaudaProcess } from '../helpers/processes.ts';

const known = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
const lastWhen = Math.max(...known.map((m) => m.folderMillis));
/** A migration written a day after this build's last one, as a newer release would have. */
const NEWER = { hash: 'f'.repeat(64), at: lastWhen + 86_400_000 };
const number = String(journal.entries.length).padStart(4, '0');
const day = new Date(NEWER.at).toISOString().slice(0, 10);
const REFUSAL = `This database was migrated by a newer Sauda (migration ${number}, written ${day}); upgrade Sauda or restore a backup.`;

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function addNewerMigration(sql: (text: string, params: unknown[]) => Promise<unknown>) {
  await sql('INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)', [
    NEWER.hash,
    NEWER.at,
  ]);
}

describe('a database migrated by a newer Sauda', () => {
  it('migrating it is refused, naming the migration, and nothing is applied', async () => {
    const db = await createTestDatabase();
    cleanups.push(() => db.close());
    // Migrated by this build: nothing to refuse, nothing to apply.
    await migrateDatabase(db);
    await addNewerMigration(db.sql);
    const err = await migrateDatabase(db).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(NewerDatabaseError);
    expect((err as Error).message).toBe(REFUSAL);
    const [book] = await db.sql<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    expect(book!.n).toBe(journal.entries.length + 1);
  });

  it('a migration this build has under another hash (edited before release) is not a newer one', async () => {
    const db = await createTestDatabase();
    cleanups.push(() => db.close());
    await db.sql('UPDATE drizzle.__drizzle_migrations SET hash = $1 WHERE created_at = $2', [
      'e'.repeat(64),
      lastWhen,
    ]);
    await expect(migrateDatabase(db)).resolves.toBeUndefined();
  });

  it('the server process refuses to start on it with that one line and exit code 1', async () => {
    let env: Record<string, string>;
    if (TEST_DB_KIND === 'postgres') {
      const db = await createTestDatabase();
      cleanups.push(() => db.close());
      await addNewerMigration(db.sql);
      env = { DATABASE_URL: db.url! };
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sauda-newer-'));
      cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
      // The embedded database in DATA_DIR, as this build migrated it, then a newer one's row.
      const tar = fs.readFileSync(PGLITE_TEMPLATE);
      const client = await PGlite.create(dir, {
        loadDataDir: new Blob([tar]),
        extensions: PGLITE_EXTENSIONS,
      });
      await addNewerMigration((q, p) => client.query(q, p));
      await client.close();
      env = { DATA_DIR: dir };
    }
    const processes: SaudaProcess[] = [
      startSauda('server', { ...env, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false' }),
    ];
    // Workers share PostgreSQL; the embedded database is opened by one process at a time.
    if (TEST_DB_KIND === 'postgres') processes.push(startSauda('worker', { ...env, LOG_LEVEL: 'warn' }));
    for (const p of processes) {
      cleanups.push(() => stopSauda(p));
      expect(await p.exited).toBe(1);
      expect(p.output()).toBe(`${REFUSAL}\n`);
    }
  }, 120_000);
});
