import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/raw.ts';
import { billingLogs, courierAccounts, orders, shipmentEvents, shipments } from '../../db/schema/index.ts';

export type ShipmentRecord = typeof shipments.$inferSelect;
export type NewShipment = typeof shipments.$inferInsert;

export async function insertShipments(tx: Db, rows: NewShipment[]) {
  if (rows.length === 0) return [];
  return tx.insert(shipments).values(rows).returning();
}

export async function findShipment(db: Db, accountId: string, id: string) {
  const [r] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.accountId, accountId), eq(shipments.id, id)));
  return r ?? null;
}

export async function byId(db: Db, id: string) {
  const [r] = await db.select().from(shipments).where(eq(shipments.id, id));
  return r ?? null;
}

export async function byIds(db: Db, accountId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(shipments)
    .where(and(eq(shipments.accountId, accountId), inArray(shipments.id, ids)));
}

/** The order's live parcel (pending, booking, booked or unknown), if any. */
export async function liveForOrder(db: Db, accountId: string, orderId: string) {
  const [r] = await db
    .select()
    .from(shipments)
    .where(
      and(
        eq(shipments.accountId, accountId),
        eq(shipments.orderId, orderId),
        inArray(shipments.state, ['pending', 'booking', 'booked', 'unknown']),
      ),
    );
  return r ?? null;
}

/** Latest shipment per order (any state), for orders in a list. */
export async function latestForOrders(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectDistinctOn([shipments.orderId])
    .from(shipments)
    .where(inArray(shipments.orderId, orderIds))
    .orderBy(shipments.orderId, desc(shipments.createdAt));
}

/**
 * Takes a shipment for booking: `pending`, `unknown` or a `booking` left by a crashed worker
 * becomes `booking` with one more attempt. Returns the row as it was before (its state and
 * attempts say whether the courier may already have it), or null when it is not ours to book.
 */
export async function claimForBooking(tx: Db, id: string, jobId: string) {
  const [before] = await tx
    .select()
    .from(shipments)
    .where(and(eq(shipments.id, id), eq(shipments.bookJobId, jobId)))
    .for('update');
  if (!before || !['pending', 'booking', 'unknown'].includes(before.state)) return null;
  await tx
    .update(shipments)
    .set({ state: 'booking', bookAttempts: sql`${shipments.bookAttempts} + 1`, updatedAt: new Date() })
    .where(eq(shipments.id, id));
  return before;
}

/** Moves a shipment out of `booking` (or pending/unknown); false when it already left. */
export async function settle(tx: Db, id: string, patch: Partial<NewShipment>, from: string[]) {
  const rows = await tx
    .update(shipments)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(shipments.id, id), inArray(shipments.state, from)))
    .returning({ id: shipments.id });
  return rows.length > 0;
}

export async function update(tx: Db, id: string, patch: Partial<NewShipment>) {
  const [r] = await tx
    .update(shipments)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(shipments.id, id))
    .returning();
  return r ?? null;
}

export async function insertEvent(
  tx: Db,
  e: {
    id: string;
    shipmentId: string;
    at: Date;
    status: string | null;
    code: string;
    message: string;
    location?: string | null;
  },
) {
  const rows = await tx
    .insert(shipmentEvents)
    .values(e)
    .onConflictDoNothing()
    .returning({ id: shipmentEvents.id });
  return rows.length > 0;
}

export async function events(db: Db, shipmentId: string) {
  return db
    .select()
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, shipmentId))
    .orderBy(asc(shipmentEvents.at));
}

export async function insertBilling(tx: Db, row: typeof billingLogs.$inferInsert) {
  await tx.insert(billingLogs).values(row).onConflictDoNothing();
}

export interface ShipmentFilter {
  view: 'booked' | 'picked_up' | 'problems' | 'all';
  courierId?: string;
  shipperId?: string;
  search?: string;
  ids?: string[];
}

function where(accountId: string, f: ShipmentFilter) {
  const w: SQL[] = [eq(shipments.accountId, accountId)];
  if (f.view === 'booked') w.push(eq(shipments.state, 'booked'), eq(shipments.status, 'booked'));
  if (f.view === 'picked_up')
    w.push(
      eq(shipments.state, 'booked'),
      inArray(shipments.status, ['picked_up', 'in_transit', 'out_for_delivery', 'attempted', 'returning']),
    );
  if (f.view === 'problems') w.push(inArray(shipments.state, ['failed', 'unknown']));
  if (f.courierId) w.push(eq(shipments.courierAccountId, f.courierId));
  if (f.shipperId) w.push(eq(shipments.shipperId, f.shipperId));
  if (f.ids) w.push(inArray(shipments.id, f.ids));
  if (f.search) {
    const p = containsPattern(f.search);
    w.push(
      or(
        ilike(shipments.trackingNumber, p),
        ilike(shipments.consigneeName, p),
        ilike(shipments.reference, p),
        sql`${shipments.orderId} IN (SELECT ${orders.id} FROM ${orders} WHERE ${orders.accountId} = ${accountId} AND ${orders.name} ILIKE ${p})`,
      )!,
    );
  }
  return and(...w)!;
}

export async function list(db: Db, accountId: string, f: ShipmentFilter, page: number, limit: number) {
  const cond = where(accountId, f);
  const [rows, [total]] = await Promise.all([
    db
      .select({ s: shipments, orderName: orders.name, courierName: courierAccounts.name })
      .from(shipments)
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .innerJoin(courierAccounts, eq(courierAccounts.id, shipments.courierAccountId))
      .where(cond)
      .orderBy(desc(shipments.createdAt), desc(shipments.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(shipments).where(cond),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function withNames(db: Db, accountId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ s: shipments, orderName: orders.name, courierName: courierAccounts.name })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .innerJoin(courierAccounts, eq(courierAccounts.id, shipments.courierAccountId))
    .where(and(eq(shipments.accountId, accountId), inArray(shipments.id, ids)));
}

/** The parcels one booking job books (by the job's own id in its payload). */
export async function forJob(db: Db, jobId: string) {
  return db
    .select()
    .from(shipments)
    .where(eq(shipments.bookJobId, jobId))
    .orderBy(asc(shipments.createdAt), asc(shipments.id));
}

export async function forJobWithNames(db: Db, accountId: string, jobId: string) {
  return db
    .select({ s: shipments, orderName: orders.name })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(eq(shipments.accountId, accountId), eq(shipments.bookJobId, jobId)))
    .orderBy(asc(orders.orderNumber));
}
