import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sandboxParcels } from '../db/schema/index.ts';

export type SandboxParcel = typeof sandboxParcels.$inferSelect;

/** Books once per reference: a repeated reference gets the parcel booked the first time. */
export async function insertParcel(db: Db, p: typeof sandboxParcels.$inferInsert): Promise<SandboxParcel> {
  const [row] = await db.insert(sandboxParcels).values(p).onConflictDoNothing().returning();
  if (row) return row;
  const [existing] = await db
    .select()
    .from(sandboxParcels)
    .where(
      and(eq(sandboxParcels.courierAccountId, p.courierAccountId), eq(sandboxParcels.reference, p.reference)),
    );
  return existing!;
}

export async function byReference(db: Db, courierAccountId: string, reference: string) {
  const [row] = await db
    .select()
    .from(sandboxParcels)
    .where(
      and(eq(sandboxParcels.courierAccountId, courierAccountId), eq(sandboxParcels.reference, reference)),
    );
  return row ?? null;
}

export async function byTracking(db: Db, courierAccountId: string, cns: string[]) {
  if (cns.length === 0) return [];
  return db
    .select()
    .from(sandboxParcels)
    .where(
      and(eq(sandboxParcels.courierAccountId, courierAccountId), inArray(sandboxParcels.trackingNumber, cns)),
    );
}

export async function update(
  db: Db,
  courierAccountId: string,
  cns: string[],
  patch: Partial<Pick<SandboxParcel, 'pickedUpAt' | 'cancelledAt' | 'adviceAction' | 'adviceAt'>>,
) {
  if (cns.length === 0) return [];
  return db
    .update(sandboxParcels)
    .set(patch)
    .where(
      and(eq(sandboxParcels.courierAccountId, courierAccountId), inArray(sandboxParcels.trackingNumber, cns)),
    )
    .returning();
}
