import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { readAll } from '../../db/tx.ts';
import { courierAccounts, orders, shipments, shipperAdvices } from '../../db/schema/index.ts';

export type AdviceRecord = typeof shipperAdvices.$inferSelect;

export async function openForShipments(db: Db, accountId: string, shipmentIds: string[]) {
  if (shipmentIds.length === 0) return [];
  return db
    .select()
    .from(shipperAdvices)
    .where(and(eq(shipperAdvices.accountId, accountId), inArray(shipperAdvices.shipmentId, shipmentIds)));
}

export async function insert(db: Db, row: typeof shipperAdvices.$inferInsert) {
  const rows = await db
    .insert(shipperAdvices)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: shipperAdvices.id });
  return rows.length > 0;
}

export async function update(
  db: Db,
  accountId: string,
  id: string,
  patch: Partial<typeof shipperAdvices.$inferInsert>,
) {
  await db
    .update(shipperAdvices)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(shipperAdvices.accountId, accountId), eq(shipperAdvices.id, id)));
}

/** Closes open advices of parcels that moved on (delivered, returned, out for delivery again). */
export async function closeForShipment(db: Db, accountId: string, shipmentId: string) {
  await db
    .update(shipperAdvices)
    .set({ status: 'closed', updatedAt: new Date() })
    .where(
      and(
        eq(shipperAdvices.accountId, accountId),
        eq(shipperAdvices.shipmentId, shipmentId),
        eq(shipperAdvices.status, 'open'),
      ),
    );
}

export async function find(db: Db, accountId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ a: shipperAdvices, s: shipments, orderName: orders.name, courierName: courierAccounts.name })
    .from(shipperAdvices)
    .innerJoin(
      shipments,
      and(eq(shipments.accountId, shipperAdvices.accountId), eq(shipments.id, shipperAdvices.shipmentId)),
    )
    .innerJoin(orders, and(eq(orders.accountId, shipments.accountId), eq(orders.id, shipments.orderId)))
    .innerJoin(
      courierAccounts,
      and(
        eq(courierAccounts.accountId, shipments.accountId),
        eq(courierAccounts.id, shipments.courierAccountId),
      ),
    )
    .where(and(eq(shipperAdvices.accountId, accountId), inArray(shipperAdvices.id, ids)));
}

export async function list(
  db: Db,
  accountId: string,
  f: { status: 'open' | 'answered' | 'closed' | 'all'; courierId?: string },
  page: number,
  limit: number,
) {
  const w: SQL[] = [eq(shipperAdvices.accountId, accountId)];
  if (f.status !== 'all') w.push(eq(shipperAdvices.status, f.status));
  if (f.courierId) w.push(eq(shipments.courierAccountId, f.courierId));
  const where = and(...w)!;
  const [rows, [total]] = await readAll(db, [
    () =>
      db
        .select({
          a: shipperAdvices,
          s: shipments,
          orderName: orders.name,
          courierName: courierAccounts.name,
          customerId: orders.customerId,
        })
        .from(shipperAdvices)
        .innerJoin(
          shipments,
          and(eq(shipments.accountId, shipperAdvices.accountId), eq(shipments.id, shipperAdvices.shipmentId)),
        )
        .innerJoin(orders, and(eq(orders.accountId, shipments.accountId), eq(orders.id, shipments.orderId)))
        .innerJoin(
          courierAccounts,
          and(
            eq(courierAccounts.accountId, shipments.accountId),
            eq(courierAccounts.id, shipments.courierAccountId),
          ),
        )
        .where(where)
        .orderBy(
          f.status === 'open'
            ? sql`${shipperAdvices.deadline} ASC NULLS LAST`
            : desc(shipperAdvices.updatedAt),
          asc(shipperAdvices.createdAt),
        )
        .limit(limit)
        .offset((page - 1) * limit),
    () =>
      db
        .select({ n: count() })
        .from(shipperAdvices)
        .innerJoin(
          shipments,
          and(eq(shipments.accountId, shipperAdvices.accountId), eq(shipments.id, shipperAdvices.shipmentId)),
        )
        .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function openCount(db: Db, accountId: string) {
  const [r] = await db
    .select({ n: count() })
    .from(shipperAdvices)
    .where(and(eq(shipperAdvices.accountId, accountId), eq(shipperAdvices.status, 'open')));
  return r?.n ?? 0;
}
