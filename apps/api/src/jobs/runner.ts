import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import {
  JOB_LANES,
  jobKinds,
  jobTypesOf,
  parseJobPayload,
  type JobLane,
  type JobType,
} from '@sauda/contracts/jobs.ts';
import * as repo from './jobs.repo.ts';

const laneOf = (type: string): JobLane | undefined => jobKinds[type as JobType]?.lane;

export type JobRecord = repo.JobRecord;

export class LeaseLost extends Error {}

/** Jobs this process finished since it started, by type (GET /api/metrics; benches wait on it). */
export const jobsFinished: Record<string, { succeeded: number; failed: number }> = {};
function count(type: string, status: 'succeeded' | 'failed', n = 1) {
  (jobsFinished[type] ??= { succeeded: 0, failed: 0 })[status] += n;
}

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

/**
 * A handler for small jobs that arrive in bursts (one per webhook delivery): the runner hands it
 * up to `batch` queued jobs of one type and one seller at once, so their work is done set-based in a
 * few statements instead of a few statements each. `run` answers one outcome per job, in order;
 * the jobs are finished together. Should `run` throw, each job is run again on its own, so one bad
 * job fails alone instead of holding its companions back.
 */
export interface BatchJobHandler {
  batch: number;
  run(ctx: { db: Db; jobs: JobRecord[] }): Promise<JobOutcome[]>;
}

export type AnyJobHandler = JobHandler | BatchJobHandler;
const isBatch = (h: AnyJobHandler): h is BatchJobHandler => typeof h === 'object';

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
  private wakers = new Map<() => void, JobLane>();
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private lastSchedule = 0;
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly handlers: Record<string, AnyJobHandler>,
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
      count(job.type, 'failed');
      return true;
    }
    if (isBatch(handler)) {
      await this.runBatch(handler, job);
      return true;
    }
    const checked = parseJobPayload(job.type as JobType, job.payload);
    if (!checked.ok) {
      this.opts.log?.error?.({ jobId: job.id, type: job.type }, checked.message);
      await repo.finishJob(this.db, job.id, 'failed', { lastError: checked.message });
      count(job.type, 'failed');
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
      count(job.type, 'succeeded');
    } catch (err) {
      if (err instanceof LeaseLost) return true;
      await this.failed(job, err);
    }
    return true;
  }

  /** A batch: the job claimed and its queued companions of the same type and seller. */
  private async runBatch(handler: BatchJobHandler, first: JobRecord) {
    const more =
      handler.batch > 1
        ? await repo.claimMore(this.db, this.leaseMs, first.type, first.accountId, handler.batch - 1)
        : [];
    const jobs: JobRecord[] = [];
    for (const job of [first, ...more]) {
      const checked = parseJobPayload(job.type as JobType, job.payload);
      if (checked.ok) jobs.push({ ...job, payload: checked.payload });
      else {
        this.opts.log?.error?.({ jobId: job.id, type: job.type }, checked.message);
        await repo.finishJob(this.db, job.id, 'failed', { lastError: checked.message });
        count(job.type, 'failed');
      }
    }
    const finish = async (done: JobRecord[]) => {
      const outcomes = await handler.run({ db: this.db, jobs: done });
      await repo.finishJobs(
        this.db,
        first.accountId,
        done.map((j, i) => ({ id: j.id, ...outcomes[i]! })),
      );
      count(first.type, 'succeeded', done.length);
    };
    try {
      if (jobs.length > 0) await finish(jobs);
    } catch (err) {
      if (jobs.length === 1) return this.failed(jobs[0]!, err);
      // One of them may be the cause: each alone, so the others still get done.
      for (const job of jobs) {
        try {
          await finish([job]);
        } catch (one) {
          await this.failed(job, one);
        }
      }
    }
  }

  /**
   * A job that threw: failed after its last attempt; otherwise its lease runs out and it is taken
   * again from its last checkpoint.
   */
  private async failed(job: JobRecord, err: unknown) {
    const message = err instanceof Error ? err.message : String(err);
    this.opts.log?.error?.({ err, jobId: job.id, type: job.type }, 'job failed');
    if (job.attempts >= repo.MAX_ATTEMPTS)
      await repo.finishJob(this.db, job.id, 'failed', { lastError: message });
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
      if (!ran && !this.stopped) await this.nap(lane);
    }
  }

  private nap(lane: JobLane) {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, this.pollMs);
      this.wakers.set(done, lane);
    });
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    const lanes = { ...DEFAULT_LANES, ...this.opts.lanes };
    for (const lane of JOB_LANES) for (let i = 0; i < lanes[lane]; i++) this.workers.push(this.work(lane));
  }

  /**
   * Looks for work now instead of at the next poll (a job was just queued): the idle workers of
   * that job's lane, or of every lane. Waking only the lane matters under a burst: each woken
   * worker asks the database for a job (a webhook delivery woke all five once).
   */
  kick(type?: string) {
    const lane = type ? laneOf(type) : undefined;
    for (const [wake, of] of [...this.wakers]) if (!lane || of === lane) wake();
  }

  /** Stops polling and waits for the jobs in hand to end (or reach a checkpoint another worker resumes from). */
  async stop() {
    this.stopped = true;
    this.kick();
    await Promise.allSettled(this.workers);
    this.workers = [];
  }
}
