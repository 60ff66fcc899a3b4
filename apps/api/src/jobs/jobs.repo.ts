import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs, users } from '../db/schema/index.ts';
import { uuidv7 } from '../lib/ids.ts';
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
  const [row] = await db
    .insert(jobs)
    .values({
      id: uuidv7(),
      ...j,
      payload: checked.payload,
      status: 'queued',
      lockedUntil: opts.notBefore ?? null,
    })
    .returning();
  return row!;
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

/**
 * Takes the oldest runnable job of these types (a lane's) for `leaseMs`, or of any type without
 * `types`; another worker cannot take it meanwhile.
 */
export async function claimJob(
  db: Db,
  leaseMs: number,
  types?: readonly string[],
): Promise<JobRecord | null> {
  const ofTypes = types
    ? sql`AND type IN (${sql.join(
        types.map((t) => sql`${t}`),
        sql`, `,
      )})`
    : sql``;
  const res = (await db.execute(sql`
    UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_until = now() + ${`${leaseMs} milliseconds`}::interval, updated_at = now()
    WHERE id = (
      SELECT id FROM jobs
      WHERE status IN ('queued', 'running') AND (locked_until IS NULL OR locked_until < now()) AND attempts < ${MAX_ATTEMPTS} ${ofTypes}
      ORDER BY created_at
      FOR UPDATE SKIP LOCKED
      LIMIT 1
    )
    RETURNING id`)) as unknown as { rows: Array<{ id: string }> }; // both drivers answer { rows }
  const id = res.rows[0]?.id;
  if (!id) return null;
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
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
  await db
    .update(jobs)
    .set({ status, ...f, lockedUntil: null, finishedAt: new Date(), updatedAt: new Date() })
    .where(eq(jobs.id, id));
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
