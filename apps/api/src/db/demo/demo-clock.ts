import { and, eq, is, sql } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import * as schema from '../schema/index.ts';
import { orderDailyStats, sandboxParcels } from '../schema/index.ts';

/**
 * The demo's history is played through the real services in the order it happened, a few seconds
 * for sixty days. Services stamp what they write with the real time ("now"); the clock remembers,
 * for each moment of the story, when it was played (a mark), and `retime` then moves every
 * timestamp the seller's rows got while it played to the moment of the story it belongs to. One
 * pass over every timestamp column, so nothing written by a service is left at "now", whichever
 * module wrote it. The courier runtime reads the story's time directly (`now`), so the sandbox
 * courier's own books are in story time from the start.
 */
export class StoryClock {
  readonly marks: Array<{ real: number; story: number }> = [];
  story: number;

  constructor(start: number) {
    this.story = start;
  }

  /** Moves the story to `at` (never backwards) and marks when that was played. */
  async set(at: number) {
    this.story = Math.max(this.story, at);
    let real = Date.now();
    const last = this.marks.at(-1);
    if (last && real <= last.real) {
      await new Promise((r) => setTimeout(r, last.real - real + 1));
      real = Date.now();
    }
    this.marks.push({ real, story: this.story });
  }

  /** The story's time now (for the courier runtime): the mark plus what has been played since. */
  now = (): Date => {
    const last = this.marks.at(-1);
    return new Date(last ? last.story + (Date.now() - last.real) : this.story);
  };
}

/**
 * Columns holding a seller's timestamps: every `timestamptz` of a table keyed by `account_id`,
 * from the schema itself. Not the stock ledger (append-only: a trigger refuses updates), sessions
 * (a sign-in is real time) or the sandbox courier's books (kept in story time by the courier).
 */
function timestampColumns() {
  const skip = new Set(['sessions', 'sandbox_parcels', 'stock_movements']);
  return Object.values(schema).flatMap((table) => {
    if (!is(table, PgTable)) return [];
    const t = getTableConfig(table);
    if (skip.has(t.name) || !t.columns.some((c) => c.name === 'account_id')) return [];
    return t.columns
      .filter((c) => c.getSQLType() === 'timestamp with time zone')
      .map((c) => ({ table_name: t.name, column_name: c.name }));
  });
}

/**
 * Moves every timestamp of `accountId` written while the story played (from the first mark to
 * now) to its moment in the story. Each statement names the account.
 */
export async function retime(db: Db, accountId: string, marks: StoryClock['marks']) {
  if (marks.length === 0) return;
  const iso = (ms: number) => new Date(ms).toISOString();
  const reals = sql`${sql.param(marks.map((m) => iso(m.real)))}::timestamptz[]`;
  const stories = sql`${sql.param(marks.map((m) => iso(m.story)))}::timestamptz[]`;
  const from = iso(marks[0]!.real);
  for (const { table_name, column_name } of timestampColumns()) {
    const col = sql.identifier(column_name);
    // width_bucket finds, by binary search, the last mark at or before the timestamp.
    await db.execute(sql`
      UPDATE ${sql.identifier(table_name)} AS t
         SET ${col} = (${stories})[width_bucket(t.${col}, ${reals})]
                      + (t.${col} - (${reals})[width_bucket(t.${col}, ${reals})])
       WHERE t.account_id = ${accountId}
         AND t.${col} >= ${from}::timestamptz`);
  }
}

/**
 * The per-day figures (orders, revenue, confirmations) are counted where they happen, on the day
 * they were counted: after `retime`, they are counted again from the orders themselves, on the
 * days the story put them (Asia/Karachi days, as `karachiDay`).
 */
export async function recountDaily(db: Db, accountId: string) {
  await db.delete(orderDailyStats).where(eq(orderDailyStats.accountId, accountId));
  const day = (col: string) => sql.raw(`to_char((${col} AT TIME ZONE 'Asia/Karachi')::date, 'YYYY-MM-DD')`);
  await db.execute(sql`
    INSERT INTO order_daily_stats (account_id, day, shard, orders, revenue, confirmations_sent, confirmed, buyer_cancelled)
    SELECT ${accountId}::uuid, d.day::date, 0, sum(d.orders), sum(d.revenue), sum(d.sent), sum(d.confirmed), sum(d.cancelled)
      FROM (
        SELECT ${day('o.created_at')} AS day, 1 AS orders,
               CASE WHEN o.status IN ('Cancelled', 'Returned') THEN 0 ELSE o.total END AS revenue,
               0 AS sent, 0 AS confirmed, 0 AS cancelled
          FROM orders o WHERE o.account_id = ${accountId}
        UNION ALL
        SELECT ${day('o.confirmation_sent_at')}, 0, 0, 1, 0, 0
          FROM orders o WHERE o.account_id = ${accountId} AND o.confirmation_sent_at IS NOT NULL
        UNION ALL
        SELECT ${day('o.confirmation_responded_at')}, 0, 0, 0,
               CASE WHEN o.confirmation_status = 'confirmed' THEN 1 ELSE 0 END,
               CASE WHEN o.confirmation_status = 'cancelled' THEN 1 ELSE 0 END
          FROM orders o WHERE o.account_id = ${accountId} AND o.confirmation_responded_at IS NOT NULL
      ) d
     GROUP BY d.day`);
}

/**
 * The sandbox courier decides at booking what becomes of a parcel (from a hash of our random
 * reference); the demo tells it instead, so its story is the same every time.
 */
export async function setSandboxOutcomes(
  db: Db,
  accountId: string,
  courierAccountId: string,
  outcomes: Map<string, 'deliver' | 'attempt' | 'return'>,
) {
  for (const outcome of ['deliver', 'attempt', 'return'] as const) {
    const cns = [...outcomes].filter(([, o]) => o === outcome).map(([cn]) => cn);
    if (cns.length === 0) continue;
    await db
      .update(sandboxParcels)
      .set({ outcome })
      .where(
        and(
          eq(sandboxParcels.accountId, accountId),
          eq(sandboxParcels.courierAccountId, courierAccountId),
          sql`${sandboxParcels.trackingNumber} = ANY(${sql.param(cns)})`,
        ),
      );
  }
}

/** The sandbox courier's record of what it collects for a parcel, changed by `delta` paisa. */
export async function setSandboxCod(
  db: Db,
  accountId: string,
  courierAccountId: string,
  trackingNumber: string,
  delta: number,
) {
  const rows = await db
    .update(sandboxParcels)
    .set({ codAmount: sql`${sandboxParcels.codAmount} + ${delta}` })
    .where(
      and(
        eq(sandboxParcels.accountId, accountId),
        eq(sandboxParcels.courierAccountId, courierAccountId),
        eq(sandboxParcels.trackingNumber, trackingNumber),
      ),
    )
    .returning({ cn: sandboxParcels.trackingNumber });
  return rows.length === 1;
}
