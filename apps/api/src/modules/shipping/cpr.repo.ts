import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { readAll } from '../../db/tx.ts';
import { courierAccounts, courierPaymentLines, courierPayments, shipments } from '../../db/schema/index.ts';

export type PaymentRecord = typeof courierPayments.$inferSelect;
export type LineRecord = typeof courierPaymentLines.$inferSelect;

/** Inserts a payment once per (courier account, reference); returns its id and whether it is new. */
export async function upsertPayment(db: Db, row: typeof courierPayments.$inferInsert) {
  const [inserted] = await db
    .insert(courierPayments)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: courierPayments.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await db
    .select({ id: courierPayments.id })
    .from(courierPayments)
    .where(
      and(
        eq(courierPayments.accountId, row.accountId),
        eq(courierPayments.courierAccountId, row.courierAccountId),
        eq(courierPayments.reference, row.reference),
      ),
    );
  return { id: existing!.id, created: false };
}

/** Lines are unique per payment and tracking number: importing twice adds nothing. */
export async function insertLines(db: Db, rows: Array<typeof courierPaymentLines.$inferInsert>) {
  if (rows.length === 0) return 0;
  let n = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const r = await db
      .insert(courierPaymentLines)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing()
      .returning({ id: courierPaymentLines.id });
    n += r.length;
  }
  return n;
}

export async function setTotal(db: Db, accountId: string, paymentId: string) {
  await db
    .update(courierPayments)
    .set({
      total: sql`(SELECT coalesce(sum(${courierPaymentLines.amount}), 0) FROM ${courierPaymentLines} WHERE ${courierPaymentLines.accountId} = ${accountId} AND ${courierPaymentLines.paymentId} = ${paymentId})`,
    })
    .where(and(eq(courierPayments.accountId, accountId), eq(courierPayments.id, paymentId)));
}

export async function list(
  db: Db,
  accountId: string,
  courierId: string | undefined,
  page: number,
  limit: number,
) {
  const where = and(
    eq(courierPayments.accountId, accountId),
    courierId ? eq(courierPayments.courierAccountId, courierId) : undefined,
  );
  const [rows, [total]] = await readAll(db, [
    () =>
      db
        .select({ p: courierPayments, courierName: courierAccounts.name, courier: courierAccounts.courier })
        .from(courierPayments)
        .innerJoin(
          courierAccounts,
          and(
            eq(courierAccounts.accountId, courierPayments.accountId),
            eq(courierAccounts.id, courierPayments.courierAccountId),
          ),
        )
        .where(where)
        .orderBy(desc(courierPayments.paidOn), desc(courierPayments.createdAt))
        .limit(limit)
        .offset((page - 1) * limit),
    () => db.select({ n: count() }).from(courierPayments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function find(db: Db, accountId: string, id: string) {
  const [r] = await db
    .select({ p: courierPayments, courierName: courierAccounts.name, courier: courierAccounts.courier })
    .from(courierPayments)
    .innerJoin(
      courierAccounts,
      and(
        eq(courierAccounts.accountId, courierPayments.accountId),
        eq(courierAccounts.id, courierPayments.courierAccountId),
      ),
    )
    .where(and(eq(courierPayments.accountId, accountId), eq(courierPayments.id, id)));
  return r ?? null;
}

export async function linesOf(db: Db, accountId: string, paymentIds: string[]) {
  if (paymentIds.length === 0) return [];
  return db
    .select({ l: courierPaymentLines, s: shipments })
    .from(courierPaymentLines)
    .leftJoin(
      shipments,
      and(
        eq(shipments.accountId, courierPaymentLines.accountId),
        eq(shipments.id, courierPaymentLines.shipmentId),
      ),
    )
    .where(
      and(eq(courierPaymentLines.accountId, accountId), inArray(courierPaymentLines.paymentId, paymentIds)),
    );
}

/** Everything already paid per parcel (across payments). */
export async function paidByShipment(db: Db, accountId: string, shipmentIds: string[]) {
  if (shipmentIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: courierPaymentLines.shipmentId, sum: sql<string>`sum(${courierPaymentLines.amount})` })
    .from(courierPaymentLines)
    .where(
      and(eq(courierPaymentLines.accountId, accountId), inArray(courierPaymentLines.shipmentId, shipmentIds)),
    )
    .groupBy(courierPaymentLines.shipmentId);
  return new Map(rows.map((r) => [r.id!, Number(r.sum)]));
}

/** Delivered or returned parcels (of one courier account, when given) with no payment line yet ("missing"). */
const unpaidOf = (accountId: string, courierAccountId: string | undefined) =>
  and(
    eq(shipments.accountId, accountId),
    courierAccountId ? eq(shipments.courierAccountId, courierAccountId) : undefined,
    eq(shipments.state, 'booked'),
    inArray(shipments.status, ['delivered', 'returned']),
    sql`NOT EXISTS (SELECT 1 FROM ${courierPaymentLines} WHERE ${courierPaymentLines.shipmentId} = ${shipments.id})`,
  );

/** How long a delivered parcel paid in part is still asked about (a later CPR may pay the rest). */
const PART_PAID_DAYS = 60;

/**
 * Tracking numbers the courier sync asks the courier about: parcels with no payment line, and
 * delivered ones whose lines add up to less than expected in the last 60 days. A courier may pay
 * one parcel in several CPRs (PostEx pays an upfront and a reserve part: docs/couriers/postex.md),
 * so the first line must not end the asking.
 */
export async function unpaidTrackingNumbers(
  db: Db,
  accountId: string,
  courierAccountId: string,
  limit: number,
) {
  const paidSoFar = sql`coalesce((SELECT sum(${courierPaymentLines.amount}) FROM ${courierPaymentLines} WHERE ${courierPaymentLines.accountId} = ${accountId} AND ${courierPaymentLines.shipmentId} = ${shipments.id}), 0)`;
  const expected = sql`(${shipments.codAmount} - coalesce(${shipments.deliveryCharges}, 0) - coalesce(${shipments.returnCharges}, 0))`;
  const partPaid = and(
    eq(shipments.accountId, accountId),
    eq(shipments.courierAccountId, courierAccountId),
    eq(shipments.state, 'booked'),
    eq(shipments.status, 'delivered'),
    sql`(${shipments.deliveredAt} > now() - make_interval(days => ${PART_PAID_DAYS}))`,
    sql`(${paidSoFar} < ${expected})`,
  );
  const rows = await db
    .select({ trackingNumber: shipments.trackingNumber })
    .from(shipments)
    .where(or(unpaidOf(accountId, courierAccountId), partPaid))
    .orderBy(shipments.deliveredAt)
    .limit(limit);
  return rows.map((r) => r.trackingNumber!);
}

export async function unpaid(db: Db, accountId: string, courierAccountId: string | undefined, limit: number) {
  return db
    .select()
    .from(shipments)
    .where(unpaidOf(accountId, courierAccountId))
    .orderBy(shipments.deliveredAt)
    .limit(limit);
}

const expectedSql = sql<string>`sum(CASE WHEN ${shipments.status} = 'delivered' THEN ${shipments.codAmount} ELSE 0 END - coalesce(${shipments.deliveryCharges}, 0) - coalesce(${shipments.returnCharges}, 0))`;

/** Account-wide figures for the CPR page's summary cards. */
export async function totals(db: Db, accountId: string, courierAccountId: string | undefined) {
  const byCourier = courierAccountId
    ? sql`AND ${courierPayments.courierAccountId} = ${courierAccountId}`
    : sql``;
  const [paid] = await db
    .select({ n: sql<string>`coalesce(sum(${courierPayments.total}), 0)` })
    .from(courierPayments)
    .where(sql`${courierPayments.accountId} = ${accountId} ${byCourier}`);
  const [expected] = await db
    .select({ n: sql<string>`coalesce(${expectedSql}, 0)` })
    .from(shipments)
    .where(
      and(
        eq(shipments.accountId, accountId),
        courierAccountId ? eq(shipments.courierAccountId, courierAccountId) : undefined,
        sql`EXISTS (SELECT 1 FROM ${courierPaymentLines} WHERE ${courierPaymentLines.shipmentId} = ${shipments.id})`,
      ),
    );
  const [unpaidRow] = await db
    .select({ n: count(), e: sql<string>`coalesce(${expectedSql}, 0)` })
    .from(shipments)
    .where(
      and(
        eq(shipments.accountId, accountId),
        courierAccountId ? eq(shipments.courierAccountId, courierAccountId) : undefined,
        eq(shipments.state, 'booked'),
        inArray(shipments.status, ['delivered', 'returned']),
        sql`${shipments.courier} <> 'manual'`,
        sql`NOT EXISTS (SELECT 1 FROM ${courierPaymentLines} WHERE ${courierPaymentLines.shipmentId} = ${shipments.id})`,
      ),
    );
  return {
    paid: Number(paid?.n ?? 0),
    expected: Number(expected?.n ?? 0),
    unpaidParcels: unpaidRow?.n ?? 0,
    unpaidExpected: Number(unpaidRow?.e ?? 0),
  };
}

/** Every CPR line paid for some parcels, with its payment's reference and date. */
export async function linesForShipments(db: Db, accountId: string, shipmentIds: string[]) {
  if (shipmentIds.length === 0) return [];
  return db
    .select({
      shipmentId: courierPaymentLines.shipmentId,
      paymentId: courierPaymentLines.paymentId,
      amount: courierPaymentLines.amount,
      reference: courierPayments.reference,
      paidOn: courierPayments.paidOn,
    })
    .from(courierPaymentLines)
    .innerJoin(
      courierPayments,
      and(
        eq(courierPayments.accountId, courierPaymentLines.accountId),
        eq(courierPayments.id, courierPaymentLines.paymentId),
      ),
    )
    .where(
      and(eq(courierPaymentLines.accountId, accountId), inArray(courierPaymentLines.shipmentId, shipmentIds)),
    )
    .orderBy(desc(courierPayments.createdAt));
}
