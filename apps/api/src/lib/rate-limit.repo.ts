import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

/**
 * Counts one hit of `key` in its fixed window of `windowMs` (a new window starts when the old one
 * has passed) and answers the hits so far and the milliseconds left. One statement, atomic across
 * processes.
 */
export async function hit(db: Db, key: string, windowMs: number): Promise<{ hits: number; ttlMs: number }> {
  const window = sql`(${windowMs} * interval '1 millisecond')`;
  const expired = sql`${rateLimits.windowStart} + ${window} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      ttlMs: sql<number>`greatest(0, extract(epoch FROM (${rateLimits.windowStart} + ${window} - now())) * 1000)::int`,
    });
  return { hits: row!.hits, ttlMs: Number(row!.ttlMs) };
}

/** The hits of `key` in its current window, without counting one. */
export async function peek(db: Db, key: string, windowMs: number): Promise<{ hits: number; ttlMs: number }> {
  const window = sql`(${windowMs} * interval '1 millisecond')`;
  const [row] = await db
    .select({
      hits: rateLimits.hits,
      ttlMs: sql<number>`extract(epoch FROM (${rateLimits.windowStart} + ${window} - now())) * 1000`,
    })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  if (!row || Number(row.ttlMs) <= 0) return { hits: 0, ttlMs: 0 };
  return { hits: row.hits, ttlMs: Math.round(Number(row.ttlMs)) };
}
