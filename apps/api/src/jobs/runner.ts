import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { JOB_LANES, jobTypesOf, parseJobPayload, type JobLane, type JobType } from '@sauda/contracts/jobs.ts';
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
  /** Queues periodic work (courier polling) in the sync lane, at most every `scheduleMs`. */
  schedule?: () => Promise<unknown>;
  scheduleMs?: number;
  /** Workers per lane in this process (JOB_LANES); a lane at 0 is left to other processes. */
  lanes?: Partial<Record<JobLane, number>>;
}

/** Booking has two workers: one slow courier does not hold up another seller's parcels. */
export const DEFAULT_LANES: Record<JobLane, number> = { booking: 2, sync: 1, bulk: 1, messages: 1 };

/**
 * Runs background jobs from the `jobs` table, in lanes (contracts/jobs.ts): each lane has its own
 * workers, so a long import never delays a booking. Several runners (in several processes) can
 * work at once: each claim is exclusive for a lease, renewed at every checkpoint. Handlers must be
 * idempotent from their last checkpoint: after a crash the job runs again from there.
 */
export class JobRunner {
  private stopped = true;
  private workers: Array<Promise<void>> = [];
  private wakers = new Set<() => void>();
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private lastSchedule = 0;
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly handlers: Record<string, JobHandler>,
    private readonly opts: RunnerOptions = {},
  ) {
    this.leaseMs = opts.leaseMs ?? 60_000;
    this.pollMs = opts.pollMs ?? 1_000;
  }

  /** Runs one job (of this lane, or any) if there is one; true when it did. */
  async runOnce(lane?: JobLane): Promise<boolean> {
    // Jobs that crashed every time are marked failed; a sweep every few seconds is plenty.
    if (Date.now() - this.lastSweep >= 5_000) {
      this.lastSweep = Date.now();
      await repo.failExhausted(this.db);
    }
    const job = await repo.claimJob(this.db, this.leaseMs, lane ? jobTypesOf(lane) : undefined);
    if (!job) return false;
    const handler = this.handlers[job.type];
    if (!handler) {
      await repo.finishJob(this.db, job.id, 'failed', { lastError: `No handler for job type ${job.type}` });
      return true;
    }
    const checked = parseJobPayload(job.type as JobType, job.payload);
    if (!checked.ok) {
      this.opts.log?.error?.({ jobId: job.id, type: job.type }, checked.message);
      await repo.finishJob(this.db, job.id, 'failed', { lastError: checked.message });
      return true;
    }
    const ctx: JobContext = {
      db: this.db,
      job: { ...job, payload: checked.payload },
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

  /** Queues the periodic work now (tests; the sync lane does it by itself). */
  async scheduleNow() {
    this.lastSchedule = Date.now();
    await this.opts.schedule?.();
  }

  /** Runs jobs of every lane, one at a time, until none is left (tests, `npm run worker --once`). */
  async drain(): Promise<number> {
    let n = 0;
    while (await this.runOnce()) n++;
    return n;
  }

  /** One worker of a lane: runs its jobs back to back, then sleeps until polled or kicked. */
  private async work(lane: JobLane) {
    while (!this.stopped) {
      let ran = false;
      try {
        if (
          lane === 'sync' &&
          this.opts.schedule &&
          Date.now() - this.lastSchedule >= (this.opts.scheduleMs ?? 2_000)
        ) {
          this.lastSchedule = Date.now();
          await this.opts.schedule();
        }
        ran = await this.runOnce(lane);
      } catch (err) {
        this.opts.log?.warn?.({ err, lane }, 'job runner tick failed');
      }
      if (!ran && !this.stopped) await this.nap();
    }
  }

  private nap() {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, this.pollMs);
      this.wakers.add(done);
    });
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    const lanes = { ...DEFAULT_LANES, ...this.opts.lanes };
    for (const lane of JOB_LANES) for (let i = 0; i < lanes[lane]; i++) this.workers.push(this.work(lane));
  }

  /** Looks for work now instead of at the next poll (a job was just queued). */
  kick() {
    for (const wake of [...this.wakers]) wake();
  }

  /** Stops polling and waits for the jobs in hand to end (or reach a checkpoint another worker resumes from). */
  async stop() {
    this.stopped = true;
    this.kick();
    await Promise.allSettled(this.workers);
    this.workers = [];
  }
}
