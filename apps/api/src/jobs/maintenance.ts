import type { Database } from '../db/client.ts';
import { checkpoint, purgeExpired, vacuumDue } from './maintenance.repo.ts';

export { checkpoint, purgeExpired, tablesDue, tablesDueForVacuum, vacuumDue } from './maintenance.repo.ts';

/**
 * Housekeeping that keeps the database the size of the business, not of its history (issue 24 and
 * issue 11 §7; docs/operations.md "Retention"):
 *
 * - **Retention**: rows that have served their purpose are deleted in small batches — finished
 *   jobs, idempotency keys past their replay window, expired or revoked sessions, used or expired
 *   e-mail tokens, old failed sign-ins and sent mail. Safe to run from several workers at once:
 *   each batch takes its rows FOR UPDATE SKIP LOCKED.
 * - **Embedded vacuum**: PGlite runs PostgreSQL in single-user mode, where autovacuum never runs;
 *   without it every update leaves a dead row behind, tables and indexes bloat and the planner
 *   never gets statistics, so requests slow down hour by hour. On PGlite, tables past autovacuum's
 *   own default thresholds are vacuumed and analysed one at a time. PostgreSQL's autovacuum does
 *   this by itself there.
 */
export interface RetentionPolicy {
  /** Imports, bookings and other finished jobs a seller may look back at. */
  jobDays: number;
  /** Courier syncs: a record of each poll, useful for a day of troubleshooting. */
  syncJobHours: number;
  /** A retried create replays its answer within this window (Stripe keeps keys 24 h). */
  idempotencyHours: number;
  /** Sessions and e-mail tokens are kept this long after they expired or were revoked/used. */
  expiredDays: number;
  /** Failed sign-ins (the brute-force window is 15 minutes). */
  loginAttemptHours: number;
  /** Mail sent or given up. */
  mailDays: number;
}

export const DEFAULT_RETENTION: RetentionPolicy = {
  jobDays: 30,
  syncJobHours: 24,
  idempotencyHours: 24,
  expiredDays: 7,
  loginAttemptHours: 24,
  mailDays: 30,
};

const HOUR = 3_600_000;

export interface MaintenanceOptions {
  policy?: RetentionPolicy;
  /** How often retention runs (default hourly). */
  retentionMs?: number;
  /** How often an embedded database is checked for tables to vacuum (default every minute). */
  vacuumMs?: number;
  log?: { info: (o: object, msg: string) => void; warn: (o: object, msg: string) => void };
  /**
   * The embedded database's automatic backup (ops/backups.ts): looked at every `backupCheckMs`
   * (default ten minutes) and taken when due, in turn with the other housekeeping.
   */
  backup?: { due: () => Promise<boolean>; take: () => Promise<{ file: string; ms: number; bytes: number }> };
  backupCheckMs?: number;
}

/**
 * Runs retention (both databases) and embedded vacuum (PGlite) on timers, next to a job runner.
 * Frequent small vacuums keep each one short: a statement on PGlite holds the thread.
 */
export class Maintenance {
  private timers: NodeJS.Timeout[] = [];
  private busy: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly opts: MaintenanceOptions = {},
  ) {}

  private every(ms: number, work: () => Promise<unknown>, first = ms) {
    const run = () => {
      if (this.stopped) return;
      // One task at a time: a long retention pass and a vacuum never overlap.
      this.busy = this.busy
        .then(work)
        .catch((err: unknown) => this.opts.log?.warn({ err }, 'maintenance failed'))
        .finally(() => {
          if (!this.stopped) this.timers.push(setTimeout(run, ms).unref());
        });
    };
    this.timers.push(setTimeout(run, first).unref());
  }

  start() {
    const retentionMs = this.opts.retentionMs ?? HOUR;
    this.every(
      retentionMs,
      async () => {
        const removed = await purgeExpired(this.database.db, this.opts.policy ?? DEFAULT_RETENTION);
        if (Object.values(removed).some((n) => n > 0)) this.opts.log?.info({ removed }, 'retention');
      },
      Math.min(retentionMs, 60_000),
    );
    if (this.database.kind === 'pglite') {
      // Each statement's hold on the thread is timed and logged where PGlite runs it (db/client.ts).
      this.every(this.opts.vacuumMs ?? 60_000, async () => {
        await vacuumDue(this.database.db);
        await checkpoint(this.database.db);
      });
    }
    const backup = this.opts.backup;
    if (backup) {
      const every = this.opts.backupCheckMs ?? 10 * 60_000;
      this.every(
        every,
        async () => {
          if (!(await backup.due())) return;
          const r = await backup.take();
          this.opts.log?.info({ file: r.file, bytes: r.bytes, ms: r.ms }, 'automatic backup taken');
        },
        Math.min(every, 60_000),
      );
    }
  }

  async stop() {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    await this.busy.catch(() => undefined);
  }
}

/** The retention a process gets from its settings (README "Settings"). */
export function retentionFromEnv(env: {
  RETENTION_JOB_DAYS: number;
  RETENTION_SYNC_JOB_HOURS: number;
  IDEMPOTENCY_KEY_HOURS: number;
  RETENTION_EXPIRED_DAYS: number;
  RETENTION_MAIL_DAYS: number;
}): RetentionPolicy {
  return {
    ...DEFAULT_RETENTION,
    jobDays: env.RETENTION_JOB_DAYS,
    syncJobHours: env.RETENTION_SYNC_JOB_HOURS,
    idempotencyHours: env.IDEMPOTENCY_KEY_HOURS,
    expiredDays: env.RETENTION_EXPIRED_DAYS,
    mailDays: env.RETENTION_MAIL_DAYS,
  };
}
