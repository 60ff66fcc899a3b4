import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import * as repo from './jobs.repo.ts';

export type JobRecord = repo.JobRecord;

export class LeaseLost extends Error {}

export interface JobContext {
  db: Db;
  job: JobRecord;
  /** Saves progress (the resume point after a crash) and renews the lease. */
  checkpoint(progress: number, errors: unknown[]): Promise<void>;
}

export interface JobOutcome {
  progress: number;
  errors: unknown[];
  result: unknown;
}

export type JobHandler = (ctx: JobContext) => Promise<JobOutcome>;

export interface RunnerOptions {
  leaseMs?: number;
  pollMs?: number;
  log?: FastifyBaseLogger | Pick<Console, 'info' | 'warn' | 'error'>;
  /** Queues periodic work (courier polling) before looking for jobs; at most every `scheduleMs`. */
  schedule?: () => Promise<unknown>;
  scheduleMs?: number;
}

/**
 * Runs background jobs from the `jobs` table. Several runners (in several processes) can work at
 * once: each claim is exclusive for a lease, renewed at every checkpoint. Handlers must be
 * idempotent from their last checkpoint: after a crash the job runs again from there.
 */
export class JobRunner {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = false;
  private readonly leaseMs: number;
  private readonly pollMs: number;

  constructor(
    private readonly db: Db,
    private readonly handlers: Record<string, JobHandler>,
    private readonly opts: RunnerOptions = {},
  ) {
    this.leaseMs = opts.leaseMs ?? 60_000;
    this.pollMs = opts.pollMs ?? 1_000;
  }

  /** Runs one job if there is one; true when it did. */
  async runOnce(): Promise<boolean> {
    await repo.failExhausted(this.db);
    const job = await repo.claimJob(this.db, this.leaseMs);
    if (!job) return false;
    const handler = this.handlers[job.type];
    if (!handler) {
      await repo.finishJob(this.db, job.id, 'failed', { lastError: `No handler for job type ${job.type}` });
      return true;
    }
    const ctx: JobContext = {
      db: this.db,
      job,
      checkpoint: async (progress, errors) => {
        if (!(await repo.checkpoint(this.db, job.id, this.leaseMs, { progress, errors })))
          throw new LeaseLost();
      },
    };
    try {
      const out = await handler(ctx);
      await repo.finishJob(this.db, job.id, 'succeeded', out);
    } catch (err) {
      if (err instanceof LeaseLost) return true;
      const message = err instanceof Error ? err.message : String(err);
      this.opts.log?.error?.({ err, jobId: job.id, type: job.type }, 'job failed');
      if (job.attempts >= repo.MAX_ATTEMPTS)
        await repo.finishJob(this.db, job.id, 'failed', { lastError: message });
      // Otherwise the lease runs out and the job is taken again from its last checkpoint.
    }
    return true;
  }

  /** Queues the periodic work now (tests; the loop does it by itself). */
  async scheduleNow() {
    this.lastSchedule = Date.now();
    await this.opts.schedule?.();
  }

  /** Runs jobs until none is left (tests, `npm run worker --once`). */
  async drain(): Promise<number> {
    let n = 0;
    while (await this.runOnce()) n++;
    return n;
  }

  private lastSchedule = 0;

  private async tick() {
    if (this.stopped) return;
    try {
      if (this.opts.schedule && Date.now() - this.lastSchedule >= (this.opts.scheduleMs ?? 2_000)) {
        this.lastSchedule = Date.now();
        await this.opts.schedule();
      }
      this.running = this.drain();
      await this.running;
    } catch (err) {
      this.opts.log?.warn?.({ err }, 'job runner tick failed');
    } finally {
      this.running = null;
      if (!this.stopped) this.timer = setTimeout(() => void this.tick(), this.pollMs);
    }
  }

  start() {
    this.stopped = false;
    this.timer = setTimeout(() => void this.tick(), 0);
  }

  /** Looks for work now instead of at the next poll (a job was just queued). */
  kick() {
    if (this.stopped || this.running || !this.timer) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), 0);
  }

  /** Stops polling and waits for the job in hand to reach its end or next checkpoint. */
  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }
}
