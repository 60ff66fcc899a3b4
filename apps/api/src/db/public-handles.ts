/**
 * Public links and whose they are (issue 28 §2; schema `public_handles`, a table shared by all
 * sellers). A visitor opens a tracking link, a confirmation link, a product page or a shop without
 * an account: `accountOf` finds the seller first, and the seller's rows are then read with
 * `account_id` like every other statement (docs/scaling.md, rule 5). `claim` is called in the
 * transaction that creates the link, so a link and its handle exist together; a courier's tracking
 * number (`cn`) names the latest parcel booked with it.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { publicHandles } from './schema/index.ts';

export type HandleKind = (typeof publicHandles.$inferSelect)['kind'];

/** Records that `handle` of `kind` belongs to `accountId` (a `cn` moves to the newest booking). */
export async function claimHandle(tx: Db, kind: HandleKind, handle: string, accountId: string) {
  await claimHandles(tx, kind, [handle], accountId);
}

export async function claimHandles(tx: Db, kind: HandleKind, handles: string[], accountId: string) {
  if (handles.length === 0) return;
  const rows = handles.map((handle) => ({ kind, handle, accountId }));
  if (kind === 'cn')
    await tx
      .insert(publicHandles)
      .values(rows)
      .onConflictDoUpdate({
        target: [publicHandles.kind, publicHandles.handle],
        set: { accountId: sql`excluded.account_id`, createdAt: sql`now()` },
      });
  else await tx.insert(publicHandles).values(rows);
}

/** The seller a public link belongs to, or null for a link nobody has. */
export async function accountOf(db: Db, kind: HandleKind, handle: string): Promise<string | null> {
  const [row] = await db
    .select({ accountId: publicHandles.accountId })
    .from(publicHandles)
    .where(and(eq(publicHandles.kind, kind), eq(publicHandles.handle, handle)));
  return row?.accountId ?? null;
}
