import type { BookingState, ParcelStatus } from '@sauda/contracts/couriers.ts';
import { and, asc, desc, eq, getTableColumns, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insertRows, p, runCompiled, setFromPlaceholders, setValues } from '../../db/compiled.ts';
import { IDS_FIRST_FROM, containsPattern, countUpTo, onPage } from '../../db/raw.ts';
import { accountOf, claimHandles } from '../../db/public-handles.ts';
import {
  billingLogs,
  courierAccounts,
  orders,
  shipmentEvents,
  shipments,
  stores,
} from '../../db/schema/index.ts';
import { listTotal } from '../../lib/paging.ts';

export type ShipmentRecord = typeof shipments.$inferSelect;
export type NewShipment = typeof shipments.$inferInsert;

/**
 * New parcels of one seller, many in one statement (db/compiled.ts `insertRows`), with their public
 * tracking links (and a courier's number, when one is known already) claimed in the same transaction.
 */
export async function insertShipments(tx: Db, accountId: string, rows: NewShipment[]) {
  if (rows.some((r) => r.accountId !== accountId)) throw new Error('insertShipments: one seller at a time');
  await insertRows(tx, shipments, rows);
  await claimHandles(
    tx,
    'tracking',
    rows.map((r) => r.publicId),
    accountId,
  );
  await claimHandles(
    tx,
    'cn',
    rows.flatMap((r) => (r.trackingNumber ? [r.trackingNumber] : [])),
    accountId,
  );
}

export async function findShipment(db: Db, accountId: string, id: string) {
  const [r] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.accountId, accountId), eq(shipments.id, id)));
  return r ?? null;
}

export async function byId(db: Db, accountId: string, id: string) {
  return findShipment(db, accountId, id);
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
export async function latestForOrders(db: Db, accountId: string, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectDistinctOn([shipments.orderId])
    .from(shipments)
    .where(and(eq(shipments.accountId, accountId), inArray(shipments.orderId, orderIds)))
    .orderBy(shipments.orderId, desc(shipments.createdAt));
}

/** What booking needs of the parcel's order, read with the claim (null when the order is gone). */
export interface OrderAtClaim {
  name: string;
  status: string;
  itemCount: number;
  total: number;
}

/**
 * Takes a parcel of this job for booking, in one statement: it moves to `booking` and counts the
 * attempt, unless it has left the job's hands (booked, failed, cancelled), and the order's state
 * comes back with it. `attemptedBefore`: an earlier attempt may have reached the courier (a crash,
 * a timeout), so it is looked up first.
 */
export async function claimForBooking(db: Db, accountId: string, id: string, jobId: string) {
  const [row] = await runCompiled(
    db,
    'shipments.claimForBooking',
    (db) =>
      db
        .update(shipments)
        .set({
          state: 'booking',
          bookAttempts: sql`${shipments.bookAttempts} + 1`,
          updatedAt: sql`${p('now')}`,
        })
        .where(
          and(
            eq(shipments.accountId, p('accountId')),
            eq(shipments.id, p('id')),
            eq(shipments.bookJobId, p('jobId')),
            inArray(shipments.state, ['pending', 'booking', 'unknown']),
          ),
        )
        .returning({
          ...getTableColumns(shipments),
          order: sql<OrderAtClaim | null>`(select json_build_object('name', ${orders.name}, 'status', ${orders.status}, 'itemCount', ${orders.itemCount}, 'total', ${orders.total}) from ${orders} where ${orders.accountId} = ${shipments.accountId} and ${orders.id} = ${shipments.orderId})`,
        }),
    { accountId, id, jobId, now: new Date().toISOString() },
  );
  if (!row) return null;
  const { order, ...shipment } = row;
  return { row: shipment as ShipmentRecord, order, attemptedBefore: row.bookAttempts > 1 };
}

/** Moves a shipment out of `booking` (or pending/unknown); false when it already left. */
export async function settle(
  tx: Db,
  accountId: string,
  id: string,
  patch: Partial<NewShipment>,
  from: BookingState[],
) {
  const rows = await tx
    .update(shipments)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(shipments.accountId, accountId), eq(shipments.id, id), inArray(shipments.state, from)))
    .returning({ id: shipments.id });
  return rows.length > 0;
}

/**
 * `settle` and the parcel's timeline line it causes, in one statement: the line is written only
 * when the parcel moved. False when it had already left `from`.
 */
export async function settleWithEvent(
  tx: Db,
  accountId: string,
  id: string,
  patch: Partial<NewShipment>,
  from: BookingState[],
  e: { id: string; at: Date; status: string | null; code: string; message: string },
) {
  // One compiled statement per set of columns moved and states left (db/compiled.ts).
  const keys = Object.keys(patch).sort() as Array<keyof NewShipment>;
  const rows = await runCompiled(
    tx,
    `shipments.settleWithEvent:${keys.join(',')}:${from.join(',')}`,
    (tx) => {
      const moved = tx.$with('moved').as(
        tx
          .update(shipments)
          .set({ ...setFromPlaceholders(keys), updatedAt: sql`${p('now')}` })
          .where(
            and(
              eq(shipments.accountId, p('accountId')),
              eq(shipments.id, p('id')),
              inArray(shipments.state, from),
            ),
          )
          .returning({ id: shipments.id, accountId: shipments.accountId }),
      );
      const line = tx.$with('line').as(
        tx
          .insert(shipmentEvents)
          .select((qb) =>
            qb
              .select({
                id: sql`${p('eventId')}::uuid`.as('id'),
                accountId: moved.accountId,
                shipmentId: moved.id,
                at: sql`${p('eventAt')}::timestamptz`.as('at'),
                status: sql`${p('eventStatus')}::text`.as('status'),
                code: sql`${p('eventCode')}::text`.as('code'),
                message: sql`${p('eventMessage')}::text`.as('message'),
                location: sql`null::text`.as('location'),
                createdAt: sql`now()`.as('created_at'),
              })
              .from(moved),
          )
          .onConflictDoNothing()
          .returning({ id: shipmentEvents.id }),
      );
      return tx.with(moved, line).select({ id: moved.id }).from(moved);
    },
    {
      ...setValues(keys, patch),
      now: new Date().toISOString(),
      accountId,
      id,
      eventId: e.id,
      eventAt: e.at.toISOString(),
      eventStatus: e.status,
      eventCode: e.code,
      eventMessage: e.message,
    },
  );
  return rows.length > 0;
}

export async function update(tx: Db, accountId: string, id: string, patch: Partial<NewShipment>) {
  const [r] = await tx
    .update(shipments)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(shipments.accountId, accountId), eq(shipments.id, id)))
    .returning();
  return r ?? null;
}

/**
 * How many events each parcel has and when the latest was: one row a parcel, which is all the
 * courier sync needs to tell news from a repeat (reading every event of every moving parcel each
 * turn was most of its cost).
 */
export async function eventSummary(
  db: Db,
  accountId: string,
  shipmentIds: string[],
): Promise<Map<string, { count: number; latest: number }>> {
  if (shipmentIds.length === 0) return new Map();
  const rows = await db
    .select({
      shipmentId: shipmentEvents.shipmentId,
      count: sql<number>`count(*)::int`,
      latest: sql<string>`max(${shipmentEvents.at})`,
    })
    .from(shipmentEvents)
    .where(and(eq(shipmentEvents.accountId, accountId), inArray(shipmentEvents.shipmentId, shipmentIds)))
    .groupBy(shipmentEvents.shipmentId);
  return new Map(
    rows.map((r) => [r.shipmentId, { count: Number(r.count), latest: new Date(r.latest).getTime() }]),
  );
}

export async function insertEvent(
  tx: Db,
  e: {
    id: string;
    accountId: string;
    shipmentId: string;
    at: Date;
    status: ParcelStatus | null;
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

/** Several events of one answer in one statement; how many were new. */
export async function insertEvents(tx: Db, rows: Array<Parameters<typeof insertEvent>[1]>) {
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(shipmentEvents)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: shipmentEvents.id });
  return inserted.length;
}

export async function events(db: Db, accountId: string, shipmentId: string) {
  return db
    .select()
    .from(shipmentEvents)
    .where(and(eq(shipmentEvents.accountId, accountId), eq(shipmentEvents.shipmentId, shipmentId)))
    .orderBy(asc(shipmentEvents.at));
}

export async function insertBilling(
  tx: Db,
  row: Pick<
    typeof billingLogs.$inferInsert,
    'id' | 'accountId' | 'storeId' | 'orderId' | 'shipmentId' | 'amount'
  >,
) {
  const { id, accountId, storeId, orderId, shipmentId, amount } = row;
  await runCompiled(
    tx,
    'billing_logs.insert',
    (tx) =>
      tx
        .insert(billingLogs)
        .values({
          id: p('id'),
          accountId: p('accountId'),
          storeId: p('storeId'),
          orderId: p('orderId'),
          shipmentId: p('shipmentId'),
          amount: p('amount'),
        })
        .onConflictDoNothing(),
    { id, accountId, storeId, orderId, shipmentId, amount },
  );
}

export interface ShipmentFilter {
  view: 'booked' | 'picked_up' | 'problems' | 'all';
  courierId?: string;
  shipperId?: string;
  search?: string;
  ids?: string[];
  unsheeted?: boolean;
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
  if (f.unsheeted) w.push(isNull(shipments.loadSheetId));
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

/** Parcels with their order's name and their courier account's name, joined on the account. */
const withNamesFrom = (db: Db) =>
  db
    .select({ s: shipments, orderName: orders.name, courierName: courierAccounts.name })
    .from(shipments)
    .innerJoin(orders, and(eq(orders.accountId, shipments.accountId), eq(orders.id, shipments.orderId)))
    .innerJoin(
      courierAccounts,
      and(
        eq(courierAccounts.accountId, shipments.accountId),
        eq(courierAccounts.id, shipments.courierAccountId),
      ),
    );

/** Newest first: `shipments_account_created_idx` is in this order (schema/couriers.ts). */
const NEWEST = [desc(shipments.createdAt), desc(shipments.id)];

export async function list(db: Db, accountId: string, f: ShipmentFilter, page: number, limit: number) {
  const cond = where(accountId, f);
  const offset = (page - 1) * limit;
  // Deep pages skip over ids only, then read the rows shown (db/raw.ts, onPage).
  const deep = offset >= IDS_FIRST_FROM;
  const rows = await withNamesFrom(db)
    .where(
      deep
        ? and(
            eq(shipments.accountId, accountId),
            onPage(db, shipments, shipments.id, cond, NEWEST, limit, offset),
          )
        : cond,
    )
    .orderBy(...NEWEST)
    .limit(limit)
    .offset(deep ? 0 : offset);
  // A page that is not full tells the total; a full one is counted up to the cap (lib/paging.ts).
  const { total, totalCapped } = await listTotal(offset, limit, rows.length, (cap) =>
    countUpTo(db, shipments, cond, cap),
  );
  return { rows, total, totalCapped };
}

export async function withNames(db: Db, accountId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return withNamesFrom(db).where(and(eq(shipments.accountId, accountId), inArray(shipments.id, ids)));
}

/** Every parcel of one order (cancelled and failed ones too), newest first, with the courier's name. */
export async function forOrderWithNames(db: Db, accountId: string, orderId: string) {
  return withNamesFrom(db)
    .where(and(eq(shipments.accountId, accountId), eq(shipments.orderId, orderId)))
    .orderBy(desc(shipments.createdAt), desc(shipments.id));
}

/** Whether the seller has this order (an order with no parcel yet still answers its parcels: none). */
export async function orderExists(db: Db, accountId: string, orderId: string) {
  const [r] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.accountId, accountId), eq(orders.id, orderId)));
  return !!r;
}

/** The courier's scans of some parcels, oldest first. */
export async function eventsFor(db: Db, accountId: string, shipmentIds: string[]) {
  if (shipmentIds.length === 0) return [];
  return db
    .select()
    .from(shipmentEvents)
    .where(and(eq(shipmentEvents.accountId, accountId), inArray(shipmentEvents.shipmentId, shipmentIds)))
    .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.id));
}

/** The parcels one booking job books (by the job's own id in its payload). */
export async function forJob(db: Db, accountId: string, jobId: string) {
  return db
    .select()
    .from(shipments)
    .where(and(eq(shipments.accountId, accountId), eq(shipments.bookJobId, jobId)))
    .orderBy(asc(shipments.createdAt), asc(shipments.id));
}

export async function forJobWithNames(db: Db, accountId: string, jobId: string) {
  return db
    .select({ s: shipments, orderName: orders.name })
    .from(shipments)
    .innerJoin(orders, and(eq(orders.accountId, shipments.accountId), eq(orders.id, shipments.orderId)))
    .where(and(eq(shipments.accountId, accountId), eq(shipments.bookJobId, jobId)))
    .orderBy(asc(orders.orderNumber));
}

/** What the courier sync reads of a parcel: not the whole row, as it reads every moving parcel each turn. */
const trackedColumns = {
  id: shipments.id,
  accountId: shipments.accountId,
  orderId: shipments.orderId,
  courierAccountId: shipments.courierAccountId,
  trackingNumber: shipments.trackingNumber,
  state: shipments.state,
  status: shipments.status,
  courierStatus: shipments.courierStatus,
  deliveryCharges: shipments.deliveryCharges,
  returnCharges: shipments.returnCharges,
  pickedUpAt: shipments.pickedUpAt,
  consigneeCity: shipments.consigneeCity,
  lastTrackedAt: shipments.lastTrackedAt,
  updatedAt: shipments.updatedAt,
};
export type TrackedParcel = Pick<ShipmentRecord, keyof typeof trackedColumns>;

/** Parcels still moving, least recently tracked first; only those in `status` when given. */
export async function activeForTracking(
  db: Db,
  accountId: string,
  courierAccountId: string,
  limit: number,
  status?: 'attempted',
): Promise<TrackedParcel[]> {
  return db
    .select(trackedColumns)
    .from(shipments)
    .where(
      and(
        eq(shipments.accountId, accountId),
        eq(shipments.courierAccountId, courierAccountId),
        eq(shipments.state, 'booked'),
        sql`${shipments.status} NOT IN ('delivered', 'returned', 'cancelled')`,
        status ? eq(shipments.status, status) : undefined,
      ),
    )
    .orderBy(sql`${shipments.lastTrackedAt} ASC NULLS FIRST`)
    .limit(limit);
}

export async function byTracking(db: Db, accountId: string, courierAccountId: string, cns: string[]) {
  if (cns.length === 0) return [];
  return db
    .select()
    .from(shipments)
    .where(
      and(
        eq(shipments.accountId, accountId),
        eq(shipments.courierAccountId, courierAccountId),
        inArray(shipments.trackingNumber, cns),
        sql`${shipments.state} <> 'cancelled'`,
      ),
    );
}

export async function touchTracked(db: Db, accountId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .update(shipments)
    .set({ lastTrackedAt: new Date() })
    .where(and(eq(shipments.accountId, accountId), inArray(shipments.id, ids)));
}

/**
 * A parcel for the public tracking page, by its public id or a courier's tracking number: the
 * seller is found from the link first (db/public-handles.ts), then their parcel is read.
 */
export async function forPublic(db: Db, key: string) {
  const accountId = (await accountOf(db, 'tracking', key)) ?? (await accountOf(db, 'cn', key));
  if (!accountId) return null;
  const rows = await db
    .select({ s: shipments, storeName: stores.name, orderName: orders.name })
    .from(shipments)
    .innerJoin(stores, and(eq(stores.accountId, shipments.accountId), eq(stores.id, shipments.storeId)))
    .innerJoin(orders, and(eq(orders.accountId, shipments.accountId), eq(orders.id, shipments.orderId)))
    .where(
      and(
        eq(shipments.accountId, accountId),
        or(eq(shipments.publicId, key), eq(shipments.trackingNumber, key)),
        inArray(shipments.state, ['booked', 'cancelled']),
      ),
    )
    .orderBy(desc(shipments.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

/** A scanned code: our parcel with this tracking number or reference. */
export async function byCode(db: Db, accountId: string, code: string) {
  return db
    .select()
    .from(shipments)
    .where(
      and(
        eq(shipments.accountId, accountId),
        or(eq(shipments.trackingNumber, code), eq(shipments.reference, code))!,
      ),
    )
    .orderBy(desc(shipments.createdAt))
    .limit(5);
}

export async function forLoadSheet(db: Db, accountId: string, sheetId: string) {
  return withNamesFrom(db)
    .where(and(eq(shipments.accountId, accountId), eq(shipments.loadSheetId, sheetId)))
    .orderBy(asc(shipments.bookedAt), asc(shipments.id));
}

/** Puts parcels on a sheet if they are still free; returns how many were taken. */
export async function assignSheet(tx: Db, accountId: string, ids: string[], sheetId: string) {
  const rows = await tx
    .update(shipments)
    .set({ loadSheetId: sheetId, updatedAt: new Date() })
    .where(
      and(
        eq(shipments.accountId, accountId),
        inArray(shipments.id, ids),
        isNull(shipments.loadSheetId),
        eq(shipments.state, 'booked'),
        eq(shipments.status, 'booked'),
      ),
    )
    .returning({ id: shipments.id });
  return rows.length;
}

export async function freeSheet(tx: Db, accountId: string, sheetId: string) {
  await tx
    .update(shipments)
    .set({ loadSheetId: null, updatedAt: new Date() })
    .where(and(eq(shipments.accountId, accountId), eq(shipments.loadSheetId, sheetId)));
}
