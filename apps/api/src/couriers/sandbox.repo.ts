import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sandboxParcels } from '../db/schema/index.ts';

export type SandboxParcel = typeof sandboxParcels.$inferSelect;

/** Whose books: the seller and their sandbox courier account (every statement names both). */
export interface Books {
  accountId: string;
  courierAccountId: string;
}
const ofBooks = (b: Books) =>
  and(eq(sandboxParcels.accountId, b.accountId), eq(sandboxParcels.courierAccountId, b.courierAccountId));

/** Books once per reference: a repeated reference gets the parcel booked the first time. */
export async function insertParcel(db: Db, p: typeof sandboxParcels.$inferInsert): Promise<SandboxParcel> {
  const [row] = await db.insert(sandboxParcels).values(p).onConflictDoNothing().returning();
  if (row) return row;
  return (await byReference(db, p, p.reference))!;
}

export async function byReference(db: Db, books: Books, reference: string) {
  const [row] = await db
    .select()
    .from(sandboxParcels)
    .where(and(ofBooks(books), eq(sandboxParcels.reference, reference)));
  return row ?? null;
}

export async function byTracking(db: Db, books: Books, cns: string[]) {
  if (cns.length === 0) return [];
  return db
    .select()
    .from(sandboxParcels)
    .where(and(ofBooks(books), inArray(sandboxParcels.trackingNumber, cns)));
}

export async function update(
  db: Db,
  books: Books,
  cns: string[],
  patch: Partial<Pick<SandboxParcel, 'pickedUpAt' | 'cancelledAt' | 'adviceAction' | 'adviceAt'>>,
) {
  if (cns.length === 0) return [];
  return db
    .update(sandboxParcels)
    .set(patch)
    .where(and(ofBooks(books), inArray(sandboxParcels.trackingNumber, cns)))
    .returning();
}
