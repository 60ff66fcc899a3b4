import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { readAll } from '../../db/tx.ts';
import { courierAccounts, loadSheets, shippers, users } from '../../db/schema/index.ts';

export type LoadSheetRecord = typeof loadSheets.$inferSelect;

export async function insert(tx: Db, row: typeof loadSheets.$inferInsert) {
  const [r] = await tx.insert(loadSheets).values(row).returning();
  return r!;
}

export async function update(
  tx: Db,
  accountId: string,
  id: string,
  patch: Partial<typeof loadSheets.$inferInsert>,
) {
  const [r] = await tx
    .update(loadSheets)
    .set(patch)
    .where(and(eq(loadSheets.accountId, accountId), eq(loadSheets.id, id)))
    .returning();
  return r ?? null;
}

/** Moves a sheet from one status to another; false when someone else already did. */
export async function transition(
  tx: Db,
  accountId: string,
  id: string,
  from: string,
  patch: Partial<typeof loadSheets.$inferInsert>,
) {
  const rows = await tx
    .update(loadSheets)
    .set(patch)
    .where(and(eq(loadSheets.accountId, accountId), eq(loadSheets.id, id), eq(loadSheets.status, from)))
    .returning({ id: loadSheets.id });
  return rows.length > 0;
}

export async function remove(tx: Db, accountId: string, id: string) {
  await tx.delete(loadSheets).where(and(eq(loadSheets.accountId, accountId), eq(loadSheets.id, id)));
}

const columns = {
  sheet: loadSheets,
  courierName: courierAccounts.name,
  shipperName: shippers.name,
  createdByName: users.name,
};

export async function find(db: Db, accountId: string, id: string) {
  const [r] = await db
    .select(columns)
    .from(loadSheets)
    .innerJoin(
      courierAccounts,
      and(
        eq(courierAccounts.accountId, loadSheets.accountId),
        eq(courierAccounts.id, loadSheets.courierAccountId),
      ),
    )
    .leftJoin(
      shippers,
      and(eq(shippers.accountId, loadSheets.accountId), eq(shippers.id, loadSheets.shipperId)),
    )
    .leftJoin(users, eq(users.id, loadSheets.createdBy))
    .where(and(eq(loadSheets.accountId, accountId), eq(loadSheets.id, id)));
  return r ?? null;
}

export async function findById(db: Db, accountId: string, id: string) {
  const [r] = await db
    .select()
    .from(loadSheets)
    .where(and(eq(loadSheets.accountId, accountId), eq(loadSheets.id, id)));
  return r ?? null;
}

export async function list(
  db: Db,
  accountId: string,
  f: { status?: string; courierId?: string },
  page: number,
  limit: number,
) {
  const w: SQL[] = [eq(loadSheets.accountId, accountId)];
  if (f.status) w.push(eq(loadSheets.status, f.status));
  if (f.courierId) w.push(eq(loadSheets.courierAccountId, f.courierId));
  const where = and(...w)!;
  const [rows, [total]] = await readAll(db, [
    () =>
      db
        .select(columns)
        .from(loadSheets)
        .innerJoin(
          courierAccounts,
          and(
            eq(courierAccounts.accountId, loadSheets.accountId),
            eq(courierAccounts.id, loadSheets.courierAccountId),
          ),
        )
        .leftJoin(
          shippers,
          and(eq(shippers.accountId, loadSheets.accountId), eq(shippers.id, loadSheets.shipperId)),
        )
        .leftJoin(users, eq(users.id, loadSheets.createdBy))
        .where(where)
        .orderBy(desc(loadSheets.createdAt))
        .limit(limit)
        .offset((page - 1) * limit),
    () => db.select({ n: count() }).from(loadSheets).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Some load sheets by id (the sheets an order's parcels went out on). */
export async function byIds(db: Db, accountId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: loadSheets.id,
      number: loadSheets.number,
      status: loadSheets.status,
      handedOverAt: loadSheets.handedOverAt,
    })
    .from(loadSheets)
    .where(and(eq(loadSheets.accountId, accountId), inArray(loadSheets.id, ids)));
}
