import type { PoStatus } from '@sauda/contracts/purchasing.ts';
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern, literalList, qualified, queryRows } from '../../db/raw.ts';
import { OPEN_ORDER_STATUSES } from '@sauda/contracts/orders.ts';
import { touchProduct } from '../../db/stock-figures.ts';
import {
  accounts,
  orders,
  products,
  productVariants,
  purchaseOrderEvents,
  purchaseOrderLines,
  purchaseOrders,
  stockLocations,
  vendors,
} from '../../db/schema/index.ts';
import { uuidv7 } from '../../lib/ids.ts';

export type VendorRecord = typeof vendors.$inferSelect;
export type PoRecord = typeof purchaseOrders.$inferSelect;

const productsCount = sql<number>`(SELECT count(*)::int FROM ${products} p WHERE p.vendor_id = ${qualified(vendors.id)})`;
const openPos = sql<number>`(SELECT count(*)::int FROM ${purchaseOrders} po WHERE po.vendor_id = ${qualified(vendors.id)}
  AND po.status IN ('draft','sent','partially_received'))`;

export async function listVendors(
  db: Db,
  accountId: string,
  search: string | undefined,
  page: number,
  limit: number,
) {
  const conds = [eq(vendors.accountId, accountId)];
  if (search) {
    const like = containsPattern(search);
    conds.push(or(ilike(vendors.name, like), ilike(vendors.contactName, like), ilike(vendors.phone, like))!);
  }
  const rows = await db
    .select({ v: vendors, productsCount, openPos })
    .from(vendors)
    .where(and(...conds))
    .orderBy(asc(sql`lower(${vendors.name})`))
    .limit(limit)
    .offset((page - 1) * limit);
  const [n] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vendors)
    .where(and(...conds));
  return { rows, total: n?.n ?? 0 };
}

export async function findVendor(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select({ v: vendors, productsCount, openPos })
    .from(vendors)
    .where(and(eq(vendors.accountId, accountId), eq(vendors.id, id)));
  return row ?? null;
}

export async function vendorByName(db: Db, accountId: string, name: string) {
  const [row] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.accountId, accountId), sql`lower(${vendors.name}) = lower(${name})`));
  return row ?? null;
}

export async function insertVendor(db: Db, values: typeof vendors.$inferInsert) {
  await db.insert(vendors).values(values);
}

export async function updateVendor(
  db: Db,
  accountId: string,
  id: string,
  patch: Partial<typeof vendors.$inferInsert>,
) {
  await db
    .update(vendors)
    .set(patch)
    .where(and(eq(vendors.accountId, accountId), eq(vendors.id, id)));
}

export async function vendorHasPos(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.accountId, accountId), eq(purchaseOrders.vendorId, id)))
    .limit(1);
  return !!row;
}

export async function deleteVendor(db: Db, accountId: string, id: string) {
  await db.delete(vendors).where(and(eq(vendors.accountId, accountId), eq(vendors.id, id)));
}

// Purchase orders

export async function insertPo(db: Db, values: typeof purchaseOrders.$inferInsert) {
  await db.insert(purchaseOrders).values(values);
}

export async function updatePo(
  db: Db,
  accountId: string,
  id: string,
  patch: Partial<typeof purchaseOrders.$inferInsert>,
) {
  await db
    .update(purchaseOrders)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(purchaseOrders.accountId, accountId), eq(purchaseOrders.id, id)));
}

export async function findPo(db: Db, accountId: string, id: string, lock = false) {
  const q = db
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.accountId, accountId), eq(purchaseOrders.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function replaceLines(
  db: Db,
  accountId: string,
  poId: string,
  lines: Array<{ variantId: string; quantity: number; unitCost: number }>,
) {
  await db
    .delete(purchaseOrderLines)
    .where(and(eq(purchaseOrderLines.accountId, accountId), eq(purchaseOrderLines.purchaseOrderId, poId)));
  if (lines.length)
    await db
      .insert(purchaseOrderLines)
      .values(
        lines.map((l, position) => ({ id: uuidv7(), accountId, purchaseOrderId: poId, position, ...l })),
      );
}

export async function linesOf(db: Db, accountId: string, poId: string) {
  return db
    .select({
      line: purchaseOrderLines,
      productId: productVariants.productId,
      productTitle: products.title,
      variantTitle: productVariants.title,
      sku: productVariants.sku,
    })
    .from(purchaseOrderLines)
    .innerJoin(
      productVariants,
      and(
        eq(productVariants.accountId, purchaseOrderLines.accountId),
        eq(productVariants.id, purchaseOrderLines.variantId),
      ),
    )
    .innerJoin(
      products,
      and(eq(products.accountId, productVariants.accountId), eq(products.id, productVariants.productId)),
    )
    .where(and(eq(purchaseOrderLines.accountId, accountId), eq(purchaseOrderLines.purchaseOrderId, poId)))
    .orderBy(asc(purchaseOrderLines.position));
}

export async function receiveLine(db: Db, accountId: string, lineId: string, poId: string, qty: number) {
  const rows = await db
    .update(purchaseOrderLines)
    .set({ receivedQty: sql`${purchaseOrderLines.receivedQty} + ${qty}` })
    .where(
      and(
        eq(purchaseOrderLines.accountId, accountId),
        eq(purchaseOrderLines.id, lineId),
        eq(purchaseOrderLines.purchaseOrderId, poId),
        sql`${purchaseOrderLines.receivedQty} + ${qty} <= ${purchaseOrderLines.quantity}`,
      ),
    )
    .returning({ id: purchaseOrderLines.id });
  return rows.length > 0;
}

export async function insertPoEvent(
  db: Db,
  accountId: string,
  poId: string,
  message: string,
  actorName: string | null,
) {
  await db
    .insert(purchaseOrderEvents)
    .values({ id: uuidv7(), accountId, purchaseOrderId: poId, message, actorName });
}

export async function poEvents(db: Db, accountId: string, poId: string) {
  return db
    .select()
    .from(purchaseOrderEvents)
    .where(and(eq(purchaseOrderEvents.accountId, accountId), eq(purchaseOrderEvents.purchaseOrderId, poId)))
    .orderBy(asc(purchaseOrderEvents.at), asc(purchaseOrderEvents.id));
}

export async function listPos(
  db: Db,
  accountId: string,
  q: { status?: PoStatus; vendorId?: string; page: number; limit: number },
) {
  const conds = [eq(purchaseOrders.accountId, accountId)];
  if (q.status) conds.push(eq(purchaseOrders.status, q.status));
  if (q.vendorId) conds.push(eq(purchaseOrders.vendorId, q.vendorId));
  const rows = await db
    .select({
      po: purchaseOrders,
      vendorName: vendors.name,
      linesCount: sql<number>`(SELECT count(*)::int FROM ${purchaseOrderLines} l WHERE l.account_id = ${qualified(purchaseOrders.accountId)} AND l.purchase_order_id = ${qualified(purchaseOrders.id)})`,
      orderedQty: sql<number>`(SELECT coalesce(sum(l.quantity),0)::int FROM ${purchaseOrderLines} l WHERE l.account_id = ${qualified(purchaseOrders.accountId)} AND l.purchase_order_id = ${qualified(purchaseOrders.id)})`,
      receivedQty: sql<number>`(SELECT coalesce(sum(l.received_qty),0)::int FROM ${purchaseOrderLines} l WHERE l.account_id = ${qualified(purchaseOrders.accountId)} AND l.purchase_order_id = ${qualified(purchaseOrders.id)})`,
    })
    .from(purchaseOrders)
    .innerJoin(
      vendors,
      and(eq(vendors.accountId, purchaseOrders.accountId), eq(vendors.id, purchaseOrders.vendorId)),
    )
    .where(and(...conds))
    .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [n] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(purchaseOrders)
    .where(and(...conds));
  return { rows, total: n?.n ?? 0 };
}

export async function locationName(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select({ name: stockLocations.name })
    .from(stockLocations)
    .where(and(eq(stockLocations.accountId, accountId), eq(stockLocations.id, id)));
  return row?.name ?? '';
}

export async function accountName(db: Db, accountId: string) {
  const [row] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return row?.name ?? 'Sauda seller';
}

export async function variantsOfAccount(db: Db, accountId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: productVariants.id, productId: productVariants.productId, cost: productVariants.cost })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.accountId, accountId),
        inArray(productVariants.id, ids),
        isNull(productVariants.deletedAt),
      ),
    );
}

/** Weighted average cost after receiving `qty` at `unitCost` on top of `onHand` at the old cost. */
export async function setVariantCost(db: Db, accountId: string, variantId: string, cost: number) {
  const [v] = await db
    .update(productVariants)
    .set({ cost })
    .where(and(eq(productVariants.accountId, accountId), eq(productVariants.id, variantId)))
    .returning({ productId: productVariants.productId });
  if (v) await touchProduct(db, accountId, v.productId); // the stock value moves with the cost
}

export async function onHandOf(db: Db, accountId: string, variantId: string) {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`SELECT coalesce(sum(available + committed), 0)::int AS n FROM inventory_levels WHERE account_id = ${accountId} AND variant_id = ${variantId}`,
  );
  return rows[0]?.n ?? 0;
}

// Procurement

export interface ProcureRow {
  order_id: string;
  order_name: string;
  created_at: Date | string;
  procurement_status: string;
  variant_id: string;
  quantity: number;
  backordered_qty: number;
  variant_title: string;
  sku: string | null;
  cost: string | number | null;
  product_id: string;
  product_title: string;
  thumb: string | null;
  vendor_id: string | null;
  vendor_name: string | null;
}

export async function procureRows(db: Db, accountId: string, status: 'waiting' | 'procured') {
  return queryRows<ProcureRow>(
    db,
    sql`
    SELECT o.id AS order_id, o.name AS order_name, o.created_at, o.procurement_status,
      oi.variant_id, oi.quantity, oi.backordered_qty, v.title AS variant_title, v.sku, v.cost,
      p.id AS product_id, p.title AS product_title, p.thumbnail_url AS thumb, p.vendor_id, ve.name AS vendor_name
    FROM ${orders} o
    JOIN order_items oi ON oi.account_id = o.account_id AND oi.order_id = o.id
    JOIN ${productVariants} v ON v.account_id = oi.account_id AND v.id = oi.variant_id
    JOIN ${products} p ON p.account_id = v.account_id AND p.id = v.product_id
    LEFT JOIN ${vendors} ve ON ve.account_id = p.account_id AND ve.id = p.vendor_id
    WHERE o.account_id = ${accountId} AND o.procurement_status = ${status}
      AND o.status IN (${literalList(OPEN_ORDER_STATUSES)})
      AND (oi.backordered_qty > 0 OR ${status} = 'procured')
    ORDER BY o.created_at, oi.position
    LIMIT 5000`,
  );
}

export async function ordersForProcure(db: Db, accountId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: orders.id,
      name: orders.name,
      status: orders.status,
      procurementStatus: orders.procurementStatus,
    })
    .from(orders)
    .where(and(eq(orders.accountId, accountId), inArray(orders.id, ids)));
}
