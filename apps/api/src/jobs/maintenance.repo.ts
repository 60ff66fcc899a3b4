import { and, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  authTokens,
  idempotencyKeys,
  jobs,
  loginAttempts,
  outboxEmails,
  rateLimits,
  sessions,
  whatsappStatusSeen,
} from '../db/schema/index.ts';

import type { RetentionPolicy } from './maintenance.ts';

/** The statements of jobs/maintenance.ts: retention deletes, table statistics, VACUUM, ANALYZE, CHECKPOINT. */

const BATCH = 500;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Deletes what `where` matches (rows named by the `key` columns), `BATCH` rows a statement, until nothing is left; the row count. */
async function purge(db: Db, table: PgTable, key: SQL, where: SQL | undefined): Promise<number> {
  let total = 0;
  for (;;) {
    const res = (await db.execute(sql`
      DELETE FROM ${table} WHERE (${key}) IN (
        SELECT ${key} FROM ${table} WHERE ${where} LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
      )`)) as unknown as { rowCount?: number | null; affectedRows?: number };
    const n = Number(res.rowCount ?? res.affectedRows ?? 0);
    total += n;
    if (n < BATCH) return total;
  }
}

/** Removes what the policy no longer keeps; counts per kind. */
export async function purgeExpired(db: Db, policy: RetentionPolicy, now = new Date()) {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const finished = inArray(jobs.status, ['succeeded', 'failed']);
  return {
    jobs: await purge(
      db,
      jobs,
      sql`${jobs.id}`,
      and(
        finished,
        or(
          lt(jobs.createdAt, ago(policy.jobDays * DAY)),
          and(eq(jobs.type, 'courier_sync'), lt(jobs.createdAt, ago(policy.syncJobHours * HOUR))),
        ),
      ),
    ),
    idempotencyKeys: await purge(
      db,
      idempotencyKeys,
      sql`${idempotencyKeys.accountId}, ${idempotencyKeys.key}`,
      lt(idempotencyKeys.createdAt, ago(policy.idempotencyHours * HOUR)),
    ),
    sessions: await purge(
      db,
      sessions,
      sql`${sessions.id}`,
      or(
        lt(sessions.expiresAt, ago(policy.expiredDays * DAY)),
        lt(sessions.revokedAt, ago(policy.expiredDays * DAY)),
      ),
    ),
    authTokens: await purge(
      db,
      authTokens,
      sql`${authTokens.id}`,
      or(
        lt(authTokens.expiresAt, ago(policy.expiredDays * DAY)),
        lt(authTokens.usedAt, ago(policy.expiredDays * DAY)),
      ),
    ),
    loginAttempts: await purge(
      db,
      loginAttempts,
      sql`${loginAttempts.id}`,
      lt(loginAttempts.createdAt, ago(policy.loginAttemptHours * HOUR)),
    ),
    // Meta retries a webhook delivery for days, never a month: the job retention covers it.
    whatsappStatuses: await purge(
      db,
      whatsappStatusSeen,
      sql`${whatsappStatusSeen.accountId}, ${whatsappStatusSeen.messageId}, ${whatsappStatusSeen.status}`,
      lt(whatsappStatusSeen.receivedAt, ago(policy.jobDays * DAY)),
    ),
    // Shared rate-limit counters (PostgreSQL): no window is longer than an hour.
    rateLimits: await purge(db, rateLimits, sql`${rateLimits.key}`, lt(rateLimits.windowStart, ago(DAY))),
    mail: await purge(
      db,
      outboxEmails,
      sql`${outboxEmails.id}`,
      and(
        inArray(outboxEmails.status, ['sent', 'failed', 'logged', 'dropped']),
        lt(outboxEmails.createdAt, ago(policy.mailDays * DAY)),
      ),
    ),
  };
}

/**
 * Autovacuum's default thresholds (PostgreSQL docs, "The Autovacuum Daemon"): vacuum when dead
 * rows exceed 50 + 20 % of the live ones, analyse when changes since the last analyse exceed
 * 50 + 10 %, and analyse a table never analysed that has rows. A table that only grows needs no
 * vacuum, only fresh statistics.
 */
export async function tablesDue(db: Db): Promise<Array<{ name: string; vacuum: boolean; analyze: boolean }>> {
  const res = (await db.execute(sql`
    SELECT relname,
      n_dead_tup > 50 + 0.2 * n_live_tup AS vacuum,
      (n_mod_since_analyze > 50 + 0.1 * n_live_tup
        OR (last_analyze IS NULL AND n_live_tup + n_mod_since_analyze > 0)) AS analyze
    FROM pg_stat_user_tables
    WHERE schemaname = 'public'
    ORDER BY n_dead_tup + n_mod_since_analyze DESC`)) as unknown as {
    rows: Array<{ relname: string; vacuum: boolean; analyze: boolean }>;
  };
  return res.rows
    .filter((r) => r.vacuum || r.analyze)
    .map((r) => ({ name: r.relname, vacuum: r.vacuum, analyze: r.analyze }));
}

/** The names of the tables `vacuumDue` would work on now. */
export async function tablesDueForVacuum(db: Db): Promise<string[]> {
  return (await tablesDue(db)).map((t) => t.name);
}

/**
 * VACUUM the tables with dead rows and ANALYZE those with changes, one statement at a time (each
 * holds PGlite's thread while it runs, and is timed there: db/client.ts); the tables done.
 */
export async function vacuumDue(db: Db): Promise<string[]> {
  const done: string[] = [];
  for (const t of await tablesDue(db)) {
    if (t.vacuum) await db.execute(sql`VACUUM ${sql.identifier(t.name)}`);
    if (t.analyze) await db.execute(sql`ANALYZE ${sql.identifier(t.name)}`);
    done.push(t.name);
  }
  return done;
}

/**
 * Single-user PostgreSQL has no checkpointer either: without a CHECKPOINT the write-ahead log only
 * grows, and every new 16 MB segment is written out in full on the request thread (stalls of
 * 100–200 ms every minute or two in the soak, and a data directory growing by a segment each time).
 * A checkpoint every minute keeps each one small and lets old segments be recycled.
 */
export async function checkpoint(db: Db) {
  await db.execute(sql`CHECKPOINT`);
}
