import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs, users } from '../db/schema/index.ts';
import { uuidv7 } from '../lib/ids.ts';
import { insertRows, p, runCompiled } from '../db/compiled.ts';
import { parseJobPayload, type JobPayload, type JobType } from '@sauda/contracts/jobs.ts';

export type JobRecord = typeof jobs.$inferSelect;
export const MAX_ATTEMPTS = 3;

/** Queues a job; its payload is checked against its kind's schema (contracts/jobs.ts) first. */
/** `notBefore`: no worker takes the job before then (its lease starts held until that time). */
export async function insertJob<T extends JobType>(
  db: Db,
  j: { accountId: string; type: T; payload: JobPayload<T>; total: number; createdBy: string | null },
  opts: { notBefore?: Date } = {},
) {
  const checked = parseJobPayload(j.type, j.payload);
  if (!checked.ok) throw new Error(checked.message);
  // Compiled (db/compiled.ts): webhooks queue a job for every delivery Meta sends.
  const [row] = await runCompiled(
    db,
    'jobs.insert',
    (db) =>
      db
        .insert(jobs)
        .values({
          id: p('id'),
          accountId: p('accountId'),
          type: p('type'),
          payload: p('payload'),
          total: p('total'),
          createdBy: sql`${p('createdBy')}::uuid`,
          status: 'queued',
          lockedUntil: sql`${p('lockedUntil')}::timestamptz`,
        })
        .returning(),
    {
      id: uuidv7(),
      accountId: j.accountId,
      type: j.type,
      payload: checked.payload,
      total: j.total,
      createdBy: j.createdBy,
      lockedUntil: opts.notBefore?.toISOString() ?? null,
    },
  );
  return row!;
}

/**
 * Queues many jobs in one statement (db/compiled.ts `insertRows`), each payload checked against
 * its kind first; all or none. The webhook intake writes a burst of deliveries this way.
 */
export async function insertJobs<T extends JobType>(
  db: Db,
  list: Array<{ accountId: string; type: T; payload: JobPayload<T>; total: number }>,
) {
  const rows = list.map((j) => {
    const checked = parseJobPayload(j.type, j.payload);
    if (!checked.ok) throw new Error(checked.message);
    return {
      id: uuidv7(),
      accountId: j.accountId,
      type: j.type,
      payload: checked.payload,
      total: j.total,
      status: 'queued' as const,
    };
  });
  await insertRows(db, jobs, rows);
}

/** How many times this order's confirmation was queued again after a rate limit. */
export async function countResends(db: Db, accountId: string, orderId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(jobs)
    .where(
      and(
        eq(jobs.accountId, accountId),
        eq(jobs.type, 'whatsapp_confirmation'),
        sql`(${jobs.payload}->>'orderId') = ${orderId}`,
        sql`((${jobs.payload}->>'resend') is not null)`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** What taking a job writes: running, one more attempt, leased for the `leaseMs` placeholder. */
const takeForLease = () => ({
  status: 'running',
  attempts: sql`${jobs.attempts} + 1`,
  lockedUntil: sql`now() + (${p('leaseMs')}::int * interval '1 millisecond')`,
  updatedAt: sql`now()`,
});

/**
 * Takes the oldest runnable job of these types (a lane's) for `leaseMs`, or of any type without
 * `types`; another worker cannot take it meanwhile.
 */
export async function claimJob(
  db: Db,
  leaseMs: number,
  types?: readonly string[],
): Promise<JobRecord | null> {
  // One compiled statement per set of types (a lane's): the job is taken and read at once.
  const [job] = await runCompiled(
    db,
    `jobs.claim:${types?.join(',') ?? '*'}`,
    (db) =>
      db
        .update(jobs)
        .set(takeForLease())
        .where(
          sql`${jobs.id} = (
            SELECT id FROM jobs
            WHERE status IN ('queued', 'running') AND (locked_until IS NULL OR locked_until < now()) AND attempts < ${MAX_ATTEMPTS}
            ${
              types
                ? sql`AND type IN (${sql.join(
                    types.map((t) => sql`${t}`),
                    sql`, `,
                  )})`
                : sql``
            }
            ORDER BY created_at
            FOR UPDATE SKIP LOCKED
            LIMIT 1
          )`,
        )
        .returning(),
    { leaseMs },
  );
  return job ?? null;
}

/** Saves progress and extends the lease; false when the lease was lost to another worker. */
export async function checkpoint(
  db: Db,
  id: string,
  leaseMs: number,
  p: { progress: number; errors: unknown[] },
) {
  const rows = await db
    .update(jobs)
    .set({
      progress: p.progress,
      errors: p.errors,
      lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
      updatedAt: new Date(),
    })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function finishJob(
  db: Db,
  id: string,
  status: 'succeeded' | 'failed',
  f: { progress?: number; errors?: unknown[]; result?: unknown; lastError?: string },
) {
  // Compiled (db/compiled.ts), one shape: what is not given keeps its value.
  await runCompiled(
    db,
    'jobs.finish',
    (db) =>
      db
        .update(jobs)
        .set({
          status: sql`${p('status')}`,
          progress: sql`coalesce(${p('progress')}::int, ${jobs.progress})`,
          errors: sql`coalesce(${p('errors')}::jsonb, ${jobs.errors})`,
          result: sql`coalesce(${p('result')}::jsonb, ${jobs.result})`,
          lastError: sql`coalesce(${p('lastError')}::text, ${jobs.lastError})`,
          lockedUntil: null,
          finishedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(jobs.id, p('id'))),
    {
      id,
      status,
      progress: f.progress ?? null,
      errors: f.errors === undefined ? null : JSON.stringify(f.errors),
      result: f.result === undefined ? null : JSON.stringify(f.result),
      lastError: f.lastError ?? null,
    },
  );
}

/** Jobs that used up their attempts while still "running" (crashed every time) are marked failed. */
export async function failExhausted(db: Db) {
  await db
    .update(jobs)
    .set({
      status: 'failed',
      lastError: 'The job stopped unexpectedly too many times',
      finishedAt: new Date(),
      lockedUntil: null,
    })
    .where(
      and(
        eq(jobs.status, 'running'),
        sql`${jobs.attempts} >= ${MAX_ATTEMPTS}`,
        sql`${jobs.lockedUntil} < now()`,
      ),
    );
}

export async function findJob(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.accountId, accountId)));
  return row ?? null;
}

export async function listJobs(db: Db, accountId: string, type: string, limit: number) {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.accountId, accountId), eq(jobs.type, type)))
    .orderBy(desc(jobs.createdAt))
    .limit(limit);
}

export async function userName(db: Db, userId: string | null) {
  if (!userId) return null;
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

/**
 * Takes up to `limit` more queued jobs of one type and one seller for `leaseMs`, oldest first (a
 * batch handler's companions of the job just claimed, runner.ts). Skips what another worker holds.
 */
export async function claimMore(
  db: Db,
  leaseMs: number,
  type: string,
  accountId: string,
  limit: number,
): Promise<JobRecord[]> {
  const taken = await runCompiled(
    db,
    'jobs.claimMore',
    (db) =>
      db
        .update(jobs)
        .set(takeForLease())
        .where(
          and(
            eq(jobs.accountId, p('accountId')),
            sql`(${jobs.id} IN (
              SELECT id FROM jobs
              WHERE account_id = ${p('accountId')} AND type = ${p('type')}
                AND status = 'queued' AND (locked_until IS NULL OR locked_until < now()) AND attempts < ${MAX_ATTEMPTS}
              ORDER BY created_at, id
              FOR UPDATE SKIP LOCKED
              LIMIT ${p('limit')}
            ))`,
          ),
        )
        .returning(),
    { leaseMs, accountId, type, limit },
  );
  // RETURNING keeps no order: oldest first again, as they arrived (ids are time-ordered).
  return taken.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
}

/** Finishes a batch of one seller's jobs as succeeded, each with its own outcome, in one statement. */
export async function finishJobs(
  db: Db,
  accountId: string,
  done: Array<{ id: string; progress: number; errors: unknown[]; result: unknown }>,
) {
  if (done.length === 0) return;
  await runCompiled(
    db,
    'jobs.finishMany',
    () => sql`update ${jobs} set status = 'succeeded', progress = u.progress, errors = u.errors,
        result = u.result, locked_until = null, finished_at = now(), updated_at = now()
      from unnest(${p('ids')}::uuid[], ${p('progress')}::int[], ${p('errors')}::jsonb[], ${p('results')}::jsonb[])
        as u(id, progress, errors, result)
      where ${jobs.accountId} = ${p('accountId')} and ${jobs.id} = u.id`,
    {
      accountId,
      ids: done.map((d) => d.id),
      progress: done.map((d) => d.progress),
      errors: done.map((d) => JSON.stringify(d.errors)),
      results: done.map((d) => JSON.stringify(d.result ?? null)),
    },
  );
}
