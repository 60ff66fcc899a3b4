/**
 * Retention and embedded vacuum (jobs/maintenance.ts; issue 24, issue 11 §7): rows past their
 * window go, in batches; everything still in use stays and keeps working; on PGlite, tables
 * bloated by updates are vacuumed and analysed.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBackupManifest } from '../src/db/backup.ts';
import {
  Maintenance,
  purgeExpired,
  tablesDueForVacuum,
  vacuumDue,
  DEFAULT_RETENTION,
} from '../src/jobs/maintenance.ts';
import { backupDue, backupStatus, takeBackup } from '../src/ops/backups.ts';
import {
  bearer,
  createStore,
  createTestApp,
  orderBody,
  signin,
  signup,
  type Session,
  type TestContext,
} from './helpers/app.ts';
import { TEST_DB_KIND } from './helpers/db.ts';

let t: TestContext;
let a: Session;
let b: Session;
let storeA: string;

const count = async (table: string, where = 'true', params: unknown[] = []) =>
  Number((await t.db.sql<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE ${where}`, params))[0]!.n);

const createOrder = (s: Session, storeId: string, key: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: { ...bearer(s.token), 'idempotency-key': key },
    payload: orderBody(storeId),
  });

beforeAll(async () => {
  t = await createTestApp();
  a = await signup(t.app);
  b = await signup(t.app);
  storeA = await createStore(t.app, a);
});
afterAll(() => t.close());

describe('retention', () => {
  it('removes only what is past its window, in batches, and leaves the rest working', async () => {
    // Idempotency keys: one answered two days ago, one just now; and 1,200 old ones of B (3 batches).
    expect((await createOrder(a, storeA, 'old-key-0001')).statusCode).toBe(201);
    expect((await createOrder(a, storeA, 'fresh-key-0001')).statusCode).toBe(201);
    await t.db.sql(
      `UPDATE idempotency_keys SET created_at = now() - interval '49 hours' WHERE key = 'old-key-0001'`,
    );
    await t.db.sql(
      `INSERT INTO idempotency_keys (account_id, key, route, request_hash, status_code, body, created_at)
       SELECT $1, 'bulk-' || g, 'POST /orders', 'h', 201, '{}'::jsonb, now() - interval '3 days' FROM generate_series(1, 1200) g`,
      [b.accountId],
    );

    // Sessions: A's live one, an expired one of A and a revoked one of B (both 8 days past).
    const token = async (s: Session) =>
      (await signin(t.app, s.email, s.password)).json().data.token as string;
    const expired = await token(a);
    const revoked = await token(b);
    await t.db.sql(
      `UPDATE sessions SET expires_at = now() - interval '8 days' WHERE user_id = $1 AND id <> (
      SELECT id FROM sessions WHERE user_id = $1 ORDER BY created_at LIMIT 1)`,
      [a.userId],
    );
    await t.db.sql(
      `UPDATE sessions SET revoked_at = now() - interval '8 days' WHERE user_id = $1 AND id <> (
      SELECT id FROM sessions WHERE user_id = $1 ORDER BY created_at LIMIT 1)`,
      [b.userId],
    );

    // Jobs: finished syncs 2 days old (gone), a finished import 2 days old (kept), one 31 days old
    // (gone), and a queued job 40 days old (never removed: it has not run).
    const job = (type: string, status: string, age: string) =>
      t.db.sql(
        `INSERT INTO jobs (id, account_id, type, status, payload, created_at, finished_at)
         VALUES (gen_random_uuid(), $1, $2, $3, '{}'::jsonb, now() - $4::interval, CASE WHEN $3 = 'queued' THEN NULL ELSE now() END)`,
        [a.accountId, type, status, age],
      );
    await job('courier_sync', 'succeeded', '2 days');
    await job('courier_sync', 'failed', '2 days');
    await job('courier_sync', 'succeeded', '1 hour');
    await job('order_import', 'succeeded', '2 days');
    await job('order_import', 'failed', '31 days');
    await job('order_import', 'queued', '40 days');

    await t.db.sql(
      `INSERT INTO login_attempts (id, email, created_at) VALUES (gen_random_uuid(), 'x@example.pk', now() - interval '2 days'),
       (gen_random_uuid(), 'y@example.pk', now())`,
    );

    // WhatsApp statuses seen: one past the job retention, one fresh (still deduplicating Meta's retries).
    await t.db.sql(
      `INSERT INTO whatsapp_status_seen (account_id, message_id, status, received_at) VALUES
       ($1, 'wamid.old', 'read', now() - interval '31 days'), ($1, 'wamid.new', 'read', now())`,
      [a.accountId],
    );

    const before = { keys: await count('idempotency_keys'), jobs: await count('jobs') };
    const removed = await purgeExpired(t.db.db, DEFAULT_RETENTION);
    expect(removed.idempotencyKeys).toBe(1201);
    expect(removed.jobs).toBe(3);
    expect(removed.sessions).toBe(2);
    expect(removed.loginAttempts).toBe(1);
    expect(removed.whatsappStatuses).toBe(1);
    expect(await count('whatsapp_status_seen')).toBe(1);
    expect(await count('idempotency_keys')).toBe(before.keys - 1201);
    expect(await count('jobs')).toBe(before.jobs - 3);
    expect(await count('jobs', `type = 'order_import'`)).toBe(2);
    expect(await count('login_attempts')).toBe(1);

    // The fresh key still replays; the live sessions still sign in; the removed ones are refused.
    const replay = await createOrder(a, storeA, 'fresh-key-0001');
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    for (const s of [a, b])
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: bearer(s.token) }))
          .statusCode,
      ).toBe(200);
    for (const s of [expired, revoked])
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: bearer(s) })).statusCode,
      ).toBe(401);

    // A second pass finds nothing.
    expect(Object.values(await purgeExpired(t.db.db, DEFAULT_RETENTION)).every((n) => n === 0)).toBe(true);
  });
});

describe('embedded vacuum', () => {
  it.runIf(process.env.SAUDA_TEST_DB !== 'postgres')(
    'vacuums and analyses the tables updates have bloated',
    async () => {
      const [before] = await t.db.sql<{ last_vacuum: Date | null }>(
        `SELECT last_vacuum FROM pg_stat_user_tables WHERE relname = 'idempotency_keys'`,
      );
      expect(before!.last_vacuum).toBeNull();
      for (let i = 0; i < 4; i++)
        await t.db.sql(`UPDATE idempotency_keys SET created_at = created_at + interval '1 second'`);
      await t.db.sql(
        `INSERT INTO idempotency_keys (account_id, key, route, request_hash, status_code, body)
      SELECT $1, 'churn-' || g, 'r', 'h', 201, '{}'::jsonb FROM generate_series(1, 300) g`,
        [b.accountId],
      );
      await t.db.sql(`DELETE FROM idempotency_keys WHERE key LIKE 'churn-%'`);
      // Table statistics are published at most once a second; publish these now.
      await t.db.sql(`SELECT pg_stat_force_next_flush()`);
      await t.db.sql(`SELECT 1`);
      expect(await tablesDueForVacuum(t.db.db)).toContain('idempotency_keys');
      const done = await vacuumDue(t.db.db);
      expect(done).toContain('idempotency_keys');
      // Both statements ran (each is timed where PGlite runs it: embedded-thread.test.ts).
      const [stat] = await t.db.sql<{ last_vacuum: Date | null; last_analyze: Date | null }>(
        `SELECT last_vacuum, last_analyze FROM pg_stat_user_tables WHERE relname = 'idempotency_keys'`,
      );
      expect(stat!.last_vacuum).not.toBeNull();
      expect(stat!.last_analyze).not.toBeNull();
      // The planner now has statistics for it (never analysed before: reltuples -1).
      const [cls] = await t.db.sql<{ reltuples: number }>(
        `SELECT reltuples FROM pg_class WHERE relname = 'idempotency_keys'`,
      );
      expect(Number(cls!.reltuples)).toBeGreaterThanOrEqual(0);
    },
  );
});

// Issue 22 §2: the embedded database backs itself up (docs/operations.md, "Back up and restore").
describe.skipIf(TEST_DB_KIND !== 'pglite')('automatic backups', () => {
  it('are taken when the newest is a day old, keep the newest BACKUPS_KEPT, and the status says when', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sauda-auto-backup-'));
    const env = {
      DATA_DIR: dir,
      FILES_DIR: path.join(dir, 'files'),
      BACKUP_DIR: path.join(dir, 'backups'),
      BACKUPS_KEPT: 2,
      BACKUP_EVERY_HOURS: 24,
      DATABASE_URL: undefined,
      SECRETS_KEY: undefined,
    };
    try {
      // Three from the days before, the newest 25 hours old: one is due.
      mkdirSync(env.BACKUP_DIR);
      for (const [name, hoursAgo] of [
        ['sauda-2026-11-20T030000.tar.gz', 170],
        ['sauda-2026-11-24T030000.tar.gz', 73],
        ['sauda-2026-11-26T030000.tar.gz', 25],
      ] as const) {
        const file = path.join(env.BACKUP_DIR, name);
        writeFileSync(file, 'an older backup');
        const when = new Date(Date.now() - hoursAgo * 3_600_000);
        utimesSync(file, when, when);
      }
      expect(await backupDue(env)).toBe(true);
      const maintenance = new Maintenance(t.db, {
        retentionMs: 3_600_000,
        vacuumMs: 3_600_000,
        backupCheckMs: 50,
        backup: { due: () => backupDue(env), take: () => takeBackup(t.db, env, { keep: env.BACKUPS_KEPT }) },
      });
      maintenance.start();
      const listed = () =>
        readdirSync(env.BACKUP_DIR)
          .filter((n) => !n.includes('partial'))
          .sort();
      await expect
        .poll(() => listed().length === 2 && !listed().includes('sauda-2026-11-24T030000.tar.gz'), {
          timeout: 60_000,
        })
        .toBe(true);
      // Checked again meanwhile, not due again: still the one new backup.
      await new Promise((r) => setTimeout(r, 300));
      await maintenance.stop();
      const [older, newest] = listed();
      expect(older).toBe('sauda-2026-11-26T030000.tar.gz');
      expect(newest).toMatch(/^sauda-\d{4}-\d\d-\d\dT\d{6}\.tar\.gz$/);
      expect(
        (await readBackupManifest(path.join(env.BACKUP_DIR, newest!))).tables.users!.rows,
      ).toBeGreaterThan(0);
      expect(await backupDue(env)).toBe(false);

      const status = await backupStatus(t.db, env);
      expect(status).toMatchObject({ database: 'embedded', automatic: true, keep: 2, count: 2 });
      expect(status.last!.name).toBe(newest);
      expect(Date.parse(status.nextDueAt!) - Date.parse(status.last!.takenAt)).toBe(24 * 3_600_000);

      // The Backups page's endpoint answers the same, to a signed-in seller.
      const res = await t.app.inject({ url: '/api/v1/settings/backups', headers: bearer(a.token) });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ database: 'embedded', automatic: true, keep: 7 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
