import { and, asc, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, shipments, shipperCourierCodes, shippers, users } from '../../db/schema/index.ts';

export type ShipperRecord = typeof shippers.$inferSelect;

export async function list(db: Db, accountId: string) {
  return db
    .select()
    .from(shippers)
    .where(and(eq(shippers.accountId, accountId), isNull(shippers.archivedAt)))
    .orderBy(desc(shippers.isDefault), asc(shippers.createdAt))
    .limit(200);
}

export async function find(db: Db, accountId: string, id: string) {
  const [r] = await db
    .select()
    .from(shippers)
    .where(and(eq(shippers.accountId, accountId), eq(shippers.id, id), isNull(shippers.archivedAt)));
  return r ?? null;
}

export async function insert(db: Db, row: typeof shippers.$inferInsert) {
  const [r] = await db.insert(shippers).values(row).returning();
  return r!;
}

export async function update(
  db: Db,
  accountId: string,
  id: string,
  patch: Partial<typeof shippers.$inferInsert>,
) {
  const [r] = await db
    .update(shippers)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(shippers.accountId, accountId), eq(shippers.id, id)))
    .returning();
  return r ?? null;
}

/** Only one default pickup address per seller. */
export async function clearDefault(db: Db, accountId: string, exceptId: string) {
  await db
    .update(shippers)
    .set({ isDefault: false })
    .where(and(eq(shippers.accountId, accountId), ne(shippers.id, exceptId), eq(shippers.isDefault, true)));
}

export async function remove(db: Db, accountId: string, id: string) {
  await db.delete(shippers).where(and(eq(shippers.accountId, accountId), eq(shippers.id, id)));
}

export async function isUsed(db: Db, accountId: string, id: string) {
  const [r] = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(eq(shipments.accountId, accountId), eq(shipments.shipperId, id)))
    .limit(1);
  return !!r;
}

export async function codes(db: Db, accountId: string, shipperIds: string[]) {
  if (shipperIds.length === 0) return [];
  return db
    .select()
    .from(shipperCourierCodes)
    .where(
      and(eq(shipperCourierCodes.accountId, accountId), inArray(shipperCourierCodes.shipperId, shipperIds)),
    );
}

export async function saveCode(
  db: Db,
  row: {
    accountId: string;
    shipperId: string;
    courierAccountId: string;
    code: string | null;
    error: string | null;
  },
) {
  await db
    .insert(shipperCourierCodes)
    .values({ ...row, syncedAt: new Date() })
    .onConflictDoUpdate({
      target: [
        shipperCourierCodes.accountId,
        shipperCourierCodes.shipperId,
        shipperCourierCodes.courierAccountId,
      ],
      set: { code: row.code, error: row.error, syncedAt: new Date() },
    });
}

export async function codeFor(db: Db, accountId: string, shipperId: string, courierAccountId: string) {
  const [r] = await db
    .select()
    .from(shipperCourierCodes)
    .where(
      and(
        eq(shipperCourierCodes.accountId, accountId),
        eq(shipperCourierCodes.shipperId, shipperId),
        eq(shipperCourierCodes.courierAccountId, courierAccountId),
      ),
    );
  return r?.code ?? null;
}

/** Including archived ones (labels of parcels booked before the address was removed). */
export async function findAny(db: Db, accountId: string, id: string) {
  const [r] = await db
    .select()
    .from(shippers)
    .where(and(eq(shippers.accountId, accountId), eq(shippers.id, id)));
  return r ?? null;
}

/** The account owner's e-mail (the first owner), for couriers that require one per pickup address. */
export async function ownerEmail(db: Db, accountId: string): Promise<string | null> {
  const [owner] = await db
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.accountId, accountId), eq(memberships.role, 'owner')))
    .orderBy(asc(memberships.createdAt))
    .limit(1);
  return owner?.email ?? null;
}
