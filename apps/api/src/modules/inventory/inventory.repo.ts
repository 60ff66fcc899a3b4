import { and, asc, desc, eq, gt, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { safeNumber } from '../../lib/money.ts';
import { dayOfOffset } from '../../db/product-days.ts';
import { IDS_FIRST_FROM, containsPattern, foldedLike, literalList, queryRows } from '../../db/raw.ts';
import { figuresOf } from '../../db/figures-beside.ts';
import { OPEN_ORDER_STATUSES } from '@sauda/contracts/orders.ts';
import {
  bumpProductTotal,
  lowOutShift,
  productsPending,
  openBackorderLines,
  summaryFigures,
  SUMMARY_FIGURES,
  summaryPending,
  summaryShiftPart,
  touchProduct,
} from '../../db/stock-figures.ts';
import { COUNTER_RANK, bump, counterKind, pendingKeys, readAll, type ChainPart } from '../../db/tx.ts';
import {
  accountCounters,
  inventoryLevels,
  orderItems,
  orders,
  productImages,
  products,
  productVariants,
  purchaseOrderLines,
  purchaseOrders,
  stockLocations,
  stockMovements,
  vendors,
} from '../../db/schema/index.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { totalFromPage } from '../../lib/paging.ts';

export type LocationRecord = typeof stockLocations.$inferSelect;
export type NewMovement = Omit<typeof stockMovements.$inferInsert, 'id'>;

export async function defaultLocation(db: Db, accountId: string): Promise<LocationRecord | null> {
  const [row] = await db
    .select()
    .from(stockLocations)
    .where(and(eq(stockLocations.accountId, accountId), eq(stockLocations.isDefault, true)));
  return row ?? null;
}

/** The default location, created ("Main warehouse") the first time an account needs one. */
export async function ensureDefaultLocation(db: Db, accountId: string): Promise<LocationRecord> {
  const found = await defaultLocation(db, accountId);
  if (found) return found;
  await db.execute(sql`
    INSERT INTO stock_locations (id, account_id, name, is_default)
    VALUES (${uuidv7()}, ${accountId}, 'Main warehouse', true)
    ON CONFLICT (account_id) WHERE is_default DO NOTHING`);
  return (await defaultLocation(db, accountId))!;
}

export async function listLocations(db: Db, accountId: string) {
  return db
    .select()
    .from(stockLocations)
    .where(eq(stockLocations.accountId, accountId))
    .orderBy(desc(stockLocations.isDefault), asc(stockLocations.createdAt));
}

export async function findLocation(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(stockLocations)
    .where(and(eq(stockLocations.accountId, accountId), eq(stockLocations.id, id)));
  return row ?? null;
}

export async function insertLocation(db: Db, values: typeof stockLocations.$inferInsert) {
  await db.insert(stockLocations).values(values);
}

export async function updateLocation(
  db: Db,
  accountId: string,
  id: string,
  patch: Partial<typeof stockLocations.$inferInsert>,
) {
  await db
    .update(stockLocations)
    .set(patch)
    .where(and(eq(stockLocations.accountId, accountId), eq(stockLocations.id, id)));
}

export async function clearDefault(db: Db, accountId: string) {
  await db
    .update(stockLocations)
    .set({ isDefault: false })
    .where(and(eq(stockLocations.accountId, accountId), eq(stockLocations.isDefault, true)));
}

/**
 * Locks level rows in (variant, location) order — the one order every transaction takes stock
 * locks in (docs/architecture.md, "Locks and counters") — creating the missing ones first.
 * Existing rows are locked without an INSERT, which would otherwise wait on rows other
 * transactions are updating and take locks out of order.
 */
export async function lockLevels(db: Db, accountId: string, locationId: string, variantIds: string[]) {
  const ids = [...new Set(variantIds)].sort();
  if (ids.length === 0) return new Map<string, { available: number; committed: number }>();
  const select = (which: string[]) =>
    db
      .select({
        variantId: inventoryLevels.variantId,
        available: inventoryLevels.available,
        committed: inventoryLevels.committed,
      })
      .from(inventoryLevels)
      .where(
        and(
          eq(inventoryLevels.accountId, accountId),
          eq(inventoryLevels.locationId, locationId),
          inArray(inventoryLevels.variantId, which),
        ),
      )
      .orderBy(asc(inventoryLevels.variantId))
      .for('update');
  let rows = await select(ids);
  if (rows.length < ids.length) {
    const have = new Set(rows.map((r) => r.variantId));
    const missing = ids.filter((id) => !have.has(id));
    await db
      .insert(inventoryLevels)
      .values(missing.map((variantId) => ({ variantId, locationId, accountId })))
      .onConflictDoNothing();
    rows = [...rows, ...(await select(missing))];
  }
  return new Map(rows.map((r) => [r.variantId, { available: r.available, committed: r.committed }]));
}

/**
 * Locks, in the one stock order, every level row the given orders' lines hold plus the default
 * location's rows of `variantIds`: a transaction that moves stock of several orders, or releases
 * one set of lines and reserves another (an edit), takes all its stock locks here first.
 */
export async function lockStockOf(
  db: Db,
  accountId: string,
  orderIds: string[],
  extra: { locationId: string; variantIds: string[] } | null,
) {
  const held =
    orderIds.length === 0
      ? []
      : await db
          .selectDistinct({ variantId: orderItems.variantId, locationId: orderItems.locationId })
          .from(orderItems)
          .where(
            and(
              eq(orderItems.accountId, accountId),
              inArray(orderItems.orderId, orderIds),
              isNotNull(orderItems.variantId),
              isNotNull(orderItems.locationId),
            ),
          );
  const byLocation = new Map<string, string[]>();
  for (const h of held)
    byLocation.set(h.locationId!, [...(byLocation.get(h.locationId!) ?? []), h.variantId!]);
  if (extra && extra.variantIds.length)
    byLocation.set(extra.locationId, [...(byLocation.get(extra.locationId) ?? []), ...extra.variantIds]);
  const variantIds = [...new Set([...byLocation.values()].flat())].sort();
  const locationIds = [...byLocation.keys()].sort();
  if (variantIds.length === 0) return;
  // Existing rows of these variants at these locations, in (variant, location) order.
  await db
    .select({ v: inventoryLevels.variantId })
    .from(inventoryLevels)
    .where(
      and(
        eq(inventoryLevels.accountId, accountId),
        inArray(inventoryLevels.variantId, variantIds),
        inArray(inventoryLevels.locationId, locationIds),
      ),
    )
    .orderBy(asc(inventoryLevels.variantId), asc(inventoryLevels.locationId))
    .for('update');
}

/**
 * A variant's stock over every location (`product_variants.total_available` / `total_committed`),
 * kept in step with its levels: `applyDelta`, the only way a level changes, records each move, and
 * the sum is applied when the transaction commits (db/tx.ts), before the product's own total.
 */
const variantStockKind = counterKind<string>(
  'product_variants.total_available',
  COUNTER_RANK.variantStock,
  async (tx, key, d) => {
    const [accountId, variantId] = key.split('|') as [string, string];
    const [v] = await tx
      .update(productVariants)
      .set({
        totalAvailable: sql`${productVariants.totalAvailable} + ${d.available ?? 0}`,
        totalCommitted: sql`${productVariants.totalCommitted} + ${d.committed ?? 0}`,
      })
      .where(and(eq(productVariants.accountId, accountId), eq(productVariants.id, variantId)))
      .returning({ productId: productVariants.productId });
    // Its product's inventory figures (low / out, units, value) follow, at the next rank.
    if (v) await touchProduct(tx, accountId, v.productId);
  },
);

/**
 * quality-checks Q1: the only way stock moves. The WHERE makes the change conditional, so two buyers can
 * never both take the last unit; returns null (nothing changed) when a balance would go negative.
 */
export async function applyDelta(
  db: Db,
  accountId: string,
  variantId: string,
  locationId: string,
  dAvailable: number,
  dCommitted: number,
): Promise<{ available: number; committed: number } | null> {
  const rows = await db
    .update(inventoryLevels)
    .set({
      available: sql`${inventoryLevels.available} + ${dAvailable}`,
      committed: sql`${inventoryLevels.committed} + ${dCommitted}`,
    })
    .where(
      and(
        eq(inventoryLevels.accountId, accountId),
        eq(inventoryLevels.variantId, variantId),
        eq(inventoryLevels.locationId, locationId),
        sql`${inventoryLevels.available} + ${dAvailable} >= 0`,
        sql`${inventoryLevels.committed} + ${dCommitted} >= 0`,
      ),
    )
    .returning({ available: inventoryLevels.available, committed: inventoryLevels.committed });
  if (rows[0] && (dAvailable !== 0 || dCommitted !== 0))
    await bump(db, variantStockKind, `${accountId}|${variantId}`, {
      available: dAvailable,
      committed: dCommitted,
    });
  return rows[0] ?? null;
}

/** A take's ledger rows as VALUES (id, item_id, qty, later): each line's balance after it. */
function takenValues(lines: Array<{ itemId: string; quantity: number }>) {
  const quantity = lines.reduce((n, l) => n + l.quantity, 0);
  // Each line's balance after it: what is left after the whole take plus the lines after it.
  let later = quantity;
  const rows = lines.map((l) => {
    later -= l.quantity;
    return sql`(${uuidv7()}::uuid, ${l.itemId}::uuid, ${l.quantity}::int, ${later}::int)`;
  });
  return { quantity, values: sql`(VALUES ${sql.join(rows, sql`, `)}) AS l (id, item_id, qty, later)` };
}

/**
 * A new order's take from one level row at commit (inventory.service, the reservation counter), in
 * one statement: the conditional update of the level (quality-checks Q1: never below zero) and one
 * ledger row a line with the balance after it. The variant's stock total follows at its own rank
 * (`variantStockKind`, 5), as after `applyDelta`, and the product's after it: an order's level rows
 * are all taken before any variant row, the order every stock writer keeps (a variant's total taken
 * here, between two levels, deadlocked with a writer holding the second level from its body).
 * A transaction's only stock row goes as `takeParts` instead.
 *
 * Answers the level's available after the take, or null when there was not enough (then nothing is
 * written).
 */
export async function takeForOrder(
  db: Db,
  accountId: string,
  variantId: string,
  locationId: string,
  orderId: string,
  lines: Array<{ itemId: string; quantity: number; productId: string }>,
  who: { actorId: string | null; actorName: string | null },
): Promise<number | null> {
  const { quantity, values } = takenValues(lines);
  const [row] = await queryRows<{ available: number }>(
    db,
    sql`WITH lvl AS (
          UPDATE ${inventoryLevels}
             SET available = available - ${quantity}, committed = committed + ${quantity}
           WHERE account_id = ${accountId} AND variant_id = ${variantId} AND location_id = ${locationId}
             AND available >= ${quantity}
          RETURNING available),
        moved AS (
          INSERT INTO ${stockMovements} (id, account_id, variant_id, location_id, kind, delta_available,
                 delta_committed, available_after, order_id, order_item_id, actor_id, actor_name)
          SELECT l.id, ${accountId}, ${variantId}, ${locationId}, 'order', -l.qty, l.qty,
                 lvl.available + l.later, ${orderId}, l.item_id, ${who.actorId}::uuid, ${who.actorName}
            FROM lvl CROSS JOIN ${values})
        SELECT lvl.available FROM lvl`,
  );
  if (!row) return null;
  await bump(db, variantStockKind, `${accountId}|${variantId}`, {
    available: -quantity,
    committed: quantity,
  });
  await bumpProductTotal(db, accountId, lines[0]!.productId, -quantity);
  return Number(row.available);
}

/**
 * Whether a take may go as `takeParts`: it is the transaction's only stock row, and no variant,
 * product or summary figure waits for the commit (their rows would be written twice in one
 * statement, or out of rank order).
 */
export const takeMayChain = (db: Db) =>
  !(pendingKeys(db, variantStockKind) > 0) && !productsPending(db) && !summaryPending(db);

/**
 * A transaction's only take of stock as the first parts of its commit-time statement (db/tx.ts,
 * docs/decisions/023): the level (conditional: `onNone` when there was not enough), its ledger rows,
 * the variant's totals, the product's total and its low / out counts (`lowOutShift`: its units and
 * stock value do not move, they go from available to committed), then the summary's shift — each
 * part reading the one before, so they lock level, variant, product, summary in rank order, and the
 * counters and the store number ride on after them: the level is held for that one statement and
 * the commit.
 */
export function takeParts(
  accountId: string,
  variantId: string,
  locationId: string,
  orderId: string,
  lines: Array<{ itemId: string; quantity: number }>,
  who: { actorId: string | null; actorName: string | null },
  onNone: (tx: Db) => Promise<void>,
): ChainPart[] {
  const { quantity, values } = takenValues(lines);
  const shift = lowOutShift(sql`var.after + ${quantity}`, sql`var.after`, sql`var.live`);
  const level: ChainPart = Object.assign(
    (after: SQL) => sql`UPDATE inventory_levels
         SET available = available - ${quantity}, committed = committed + ${quantity}
        FROM ${after}
       WHERE account_id = ${accountId} AND variant_id = ${variantId} AND location_id = ${locationId}
         AND available >= ${quantity}
      RETURNING available`,
    { onNone },
  );
  return [
    level,
    (_after, lvl) => sql`INSERT INTO ${stockMovements} (id, account_id, variant_id, location_id, kind,
           delta_available, delta_committed, available_after, order_id, order_item_id, actor_id, actor_name)
      SELECT l.id, ${accountId}::uuid, ${variantId}::uuid, ${locationId}::uuid, 'order', -l.qty, l.qty,
             lvl.available + l.later, ${orderId}::uuid, l.item_id, ${who.actorId}::uuid, ${who.actorName}::text
        FROM ${lvl} AS lvl CROSS JOIN ${values}
      RETURNING 1`,
    // Only when the level was taken: its ledger rows are there.
    (_after, moved) => sql`UPDATE product_variants
         SET total_available = product_variants.total_available - ${quantity},
             total_committed = product_variants.total_committed + ${quantity}
        FROM (SELECT 1 FROM ${moved} LIMIT 1) AS taken
       WHERE product_variants.account_id = ${accountId} AND product_variants.id = ${variantId}
      RETURNING product_variants.product_id, product_variants.total_available AS after,
        product_variants.deleted_at IS NULL AS live`,
    (_after, variant) => sql`UPDATE products SET total_available = products.total_available - ${quantity},
             inv_low = products.inv_low + ${shift.low}, inv_out = products.inv_out + ${shift.out}
        FROM ${variant} AS var
       WHERE products.account_id = ${accountId} AND products.id = var.product_id
      RETURNING ${shift.low} AS low, ${shift.out} AS out`,
    summaryShiftPart(accountId),
  ];
}

export async function levelAt(db: Db, accountId: string, variantId: string, locationId: string) {
  const [row] = await db
    .select({ available: inventoryLevels.available, committed: inventoryLevels.committed })
    .from(inventoryLevels)
    .where(
      and(
        eq(inventoryLevels.accountId, accountId),
        eq(inventoryLevels.variantId, variantId),
        eq(inventoryLevels.locationId, locationId),
      ),
    );
  return row ?? { available: 0, committed: 0 };
}

export async function insertMovements(db: Db, rows: NewMovement[]) {
  if (rows.length === 0) return;
  await db.insert(stockMovements).values(rows.map((r) => ({ id: uuidv7(), ...r })));
}

/** Keeps the list's denormalised stock total in step, applied when the transaction commits (db/tx.ts). */
export async function bumpProductStock(db: Db, accountId: string, deltas: Map<string, number>) {
  for (const [productId, d] of deltas) {
    if (d !== 0) await bumpProductTotal(db, accountId, productId, d);
  }
}

export interface SellableVariant {
  id: string;
  productId: string;
  title: string;
  productTitle: string;
  sku: string | null;
  price: number;
  discountBp: number | null;
  allowBackorder: boolean;
  status: string;
  deletedAt: Date | null;
  publicId: string | null;
  publicStoreId: string | null;
  thumbnailUrl: string | null;
}

export async function variantsForSale(db: Db, accountId: string, ids: string[]): Promise<SellableVariant[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      title: productVariants.title,
      productTitle: products.title,
      sku: productVariants.sku,
      price: productVariants.price,
      discountBp: products.discountBp,
      allowBackorder: products.allowBackorder,
      status: products.status,
      deletedAt: productVariants.deletedAt,
      publicId: products.publicId,
      publicStoreId: products.publicStoreId,
      thumbnailUrl: products.thumbnailUrl,
    })
    .from(productVariants)
    .innerJoin(
      products,
      and(eq(products.accountId, productVariants.accountId), eq(products.id, productVariants.productId)),
    )
    .where(and(eq(productVariants.accountId, accountId), inArray(productVariants.id, ids)));
}

export async function variantProducts(db: Db, accountId: string, variantIds: string[]) {
  if (variantIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .where(and(eq(productVariants.accountId, accountId), inArray(productVariants.id, variantIds)));
  return new Map(rows.map((r) => [r.id, r.productId]));
}

// Order lines and their stock

export type StockLine = {
  id: string;
  variantId: string | null;
  productId: string | null;
  locationId: string | null;
  quantity: number;
  reservedQty: number;
  fulfilledQty: number;
  backorderedQty: number;
};

export async function stockLinesOf(db: Db, accountId: string, orderId: string): Promise<StockLine[]> {
  return db
    .select({
      id: orderItems.id,
      variantId: orderItems.variantId,
      productId: orderItems.productId,
      locationId: orderItems.locationId,
      quantity: orderItems.quantity,
      reservedQty: orderItems.reservedQty,
      fulfilledQty: orderItems.fulfilledQty,
      backorderedQty: orderItems.backorderedQty,
    })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.accountId, accountId),
        eq(orderItems.orderId, orderId),
        sql`${orderItems.variantId} IS NOT NULL`,
      ),
    )
    .orderBy(asc(orderItems.variantId), asc(orderItems.id));
}

export async function setLineStock(
  db: Db,
  accountId: string,
  itemId: string,
  patch: Partial<Pick<StockLine, 'reservedQty' | 'fulfilledQty' | 'backorderedQty' | 'locationId'>>,
  expect?: Partial<Pick<StockLine, 'reservedQty' | 'fulfilledQty' | 'backorderedQty'>>,
): Promise<boolean> {
  const conds: SQL[] = [eq(orderItems.accountId, accountId), eq(orderItems.id, itemId)];
  if (expect?.reservedQty !== undefined) conds.push(eq(orderItems.reservedQty, expect.reservedQty));
  if (expect?.fulfilledQty !== undefined) conds.push(eq(orderItems.fulfilledQty, expect.fulfilledQty));
  if (expect?.backorderedQty !== undefined) conds.push(eq(orderItems.backorderedQty, expect.backorderedQty));
  const rows = await db
    .update(orderItems)
    .set(patch)
    .where(and(...conds))
    .returning({ id: orderItems.id });
  return rows.length > 0;
}

/** Lines waiting for a variant, oldest order first, locked; only orders that can still ship. */
/**
 * Locks, in id order, the live orders with lines waiting for any of these variants: stock coming
 * in (a receipt, a positive count) fills them, and orders come before stock in the one lock order.
 */
export async function lockOrdersWaitingFor(db: Db, accountId: string, variantIds: string[]) {
  if (variantIds.length === 0) return;
  await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.accountId, accountId),
        inArray(orders.status, [...OPEN_ORDER_STATUSES]),
        inArray(
          orders.id,
          db
            .select({ id: orderItems.orderId })
            .from(orderItems)
            .where(
              and(
                eq(orderItems.accountId, accountId),
                inArray(orderItems.variantId, variantIds),
                gt(orderItems.backorderedQty, 0),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(orders.id))
    .for('update', { of: orders });
}

export async function backorderedLines(db: Db, accountId: string, variantId: string) {
  return db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      backorderedQty: orderItems.backorderedQty,
      reservedQty: orderItems.reservedQty,
      orderName: orders.name,
    })
    .from(orderItems)
    .innerJoin(orders, and(eq(orders.accountId, orderItems.accountId), eq(orders.id, orderItems.orderId)))
    .where(
      and(
        eq(orderItems.accountId, accountId),
        eq(orders.accountId, accountId),
        eq(orderItems.variantId, variantId),
        gt(orderItems.backorderedQty, 0),
        inArray(orders.status, [...OPEN_ORDER_STATUSES]),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orderItems.id))
    .for('update', { of: orderItems });
}

export async function orderBackorderLeft(db: Db, accountId: string, orderId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${orderItems.backorderedQty}), 0)::int` })
    .from(orderItems)
    .where(and(eq(orderItems.accountId, accountId), eq(orderItems.orderId, orderId)));
  return row?.n ?? 0;
}

export async function setProcurement(
  db: Db,
  accountId: string,
  orderId: string,
  status: 'none' | 'waiting' | 'procured',
) {
  await db
    .update(orders)
    .set({ procurementStatus: status, procuredAt: status === 'procured' ? new Date() : null })
    .where(and(eq(orders.accountId, accountId), eq(orders.id, orderId)));
}

// Lists

// A variant's own image (its file key), if it has one; otherwise the row shows its product's cover,
// kept on the product as `thumbnail_url` when the product is saved (products.service denormalised).
// One primary-key probe instead of a lookup of the product's first image by position: the inventory
// page's statement is planned on every request (0.66 ms at page 200 with that nested lookup).
const thumbOf = sql<string | null>`(
  SELECT i.file_key FROM ${productImages} i
  WHERE i.account_id = ${productVariants.accountId} AND i.id = ${productVariants.imageId}
)`;

export interface InventoryFilter {
  accountId: string;
  locationId?: string;
  search?: string;
  stock: 'all' | 'low' | 'out' | 'backordered';
  vendorId?: string;
  page: number;
  limit: number;
}

const openBackorders = openBackorderLines(productVariants.accountId, productVariants.id);

function inventoryBase(f: InventoryFilter) {
  const lvl = f.locationId
    ? sql`(SELECT coalesce(sum(l.available),0)::int AS available, coalesce(sum(l.committed),0)::int AS committed
           FROM ${inventoryLevels} l
           WHERE l.account_id = ${productVariants.accountId} AND l.variant_id = ${productVariants.id}
             AND l.location_id = ${f.locationId})`
    : sql`(SELECT coalesce(sum(l.available),0)::int AS available, coalesce(sum(l.committed),0)::int AS committed
           FROM ${inventoryLevels} l
           WHERE l.account_id = ${productVariants.accountId} AND l.variant_id = ${productVariants.id})`;
  const backordered = sql<number>`(SELECT coalesce(sum(oi.backordered_qty),0)::int ${openBackorders})`;
  const conds: SQL[] = [
    eq(productVariants.accountId, f.accountId),
    isNull(productVariants.deletedAt),
    sql`${products.status} <> 'archived'`,
  ];
  if (f.vendorId) conds.push(eq(products.vendorId, f.vendorId));
  if (f.search) {
    const like = containsPattern(f.search);
    conds.push(
      or(
        foldedLike(products.titleLower, like),
        ilike(productVariants.sku, like),
        ilike(productVariants.title, like),
      )!,
    );
  }
  return { lvl, backordered, conds };
}

type InventorySqlRow = {
  variant_id: string;
  product_id: string;
  product_title: string;
  variant_title: string;
  sku: string | null;
  thumb: string | null;
  product_thumb: string | null;
  available: number;
  committed: number;
  backordered: number;
  p_threshold: number;
  cost: string | number | null;
  allow_backorder: boolean;
};

/**
 * One page of variants, newest products first. The page is chosen first: without a filter by
 * walking the variants' own index (each carries its product's created_at and "archived"), with one
 * by walking the products index joined to their variants. Over every location a stock filter reads
 * the variant's own totals (`total_available`, kept at commit by applyDelta), so a page stops after
 * its rows instead of grouping every level of the catalogue (issue 12 §3: 1.4 s at 100,000
 * products), and the low / out filters walk only the products holding such a variant
 * (docs/decisions/021, point 6); at one location it sums that location's level of each variant it
 * passes (an index lookup per variant).
 *
 * Unsearched, the total comes from the account's kept figures (db/stock-figures.ts) and is exact;
 * a searched or per-location stock filter is counted up to `countCap` and beyond says "at least"
 * (`totalCapped`), as the orders list does. Only a chosen location's low / out counts are worked
 * out here (`lowCount`/`outCount`).
 */
export async function listInventory(db: Db, f: InventoryFilter, countCap: number) {
  const base = inventoryBase(f);
  const { backordered, conds } = base;
  // Over every location, the variant's own totals (kept at commit by applyDelta): a stock filter
  // compares two columns of the row it walks. At one location, that location's levels.
  const levels = f.locationId
    ? { columns: sql`lv.available, lv.committed`, join: sql`CROSS JOIN LATERAL ${base.lvl} lv` }
    : {
        columns: sql`${productVariants.totalAvailable} AS available, ${productVariants.totalCommitted} AS committed`,
        join: sql``,
      };
  const available = f.locationId
    ? sql`(SELECT coalesce(sum(l.available), 0) FROM ${inventoryLevels} l
      WHERE l.account_id = ${productVariants.accountId} AND l.variant_id = ${productVariants.id} AND l.location_id = ${f.locationId})`
    : sql`${productVariants.totalAvailable}`;
  // Over every location a low / out variant's product counts it in its kept figures
  // (stock-figures.ts), so the walk goes through the products holding one (products_inv_low_idx,
  // products_inv_out_idx, written as they state it) instead of probing every product's variants.
  const holding =
    f.locationId || (f.stock !== 'low' && f.stock !== 'out')
      ? sql``
      : f.stock === 'low'
        ? sql` AND (${products.invLow} > 0)`
        : sql` AND (${products.invOut} > 0)`;
  const stockCond =
    f.stock === 'low'
      ? sql`(${available} > 0 AND ${available} <= ${products.lowStockThreshold}${holding})`
      : f.stock === 'out'
        ? sql`(${available} = 0${holding})`
        : f.stock === 'backordered'
          ? sql`EXISTS (SELECT 1 ${openBackorders})`
          : null;
  const from = sql`FROM ${productVariants} JOIN ${products} ON ${products.accountId} = ${productVariants.accountId} AND ${products.id} = ${productVariants.productId}`;
  const where = stockCond ? and(...conds, stockCond) : and(...conds);
  // Over the whole catalogue, unsearched, the account's kept figures count the rows (every live
  // variant of a product not archived, or the low / out ones): no count of up to cap + 1 rows.
  // (Which variants are listed without a stock filter does not depend on the location.)
  const kept =
    !f.search &&
    !f.vendorId &&
    (f.stock === 'all' || (!f.locationId && (f.stock === 'low' || f.stock === 'out')));
  // Without a search, vendor or stock filter the page is a walk of one index of the variants
  // (product_variants_inventory_walk_idx: each carries its product's created_at and "archived"),
  // not the products joined to their variants: page 200 at 100,000 products went from 375 to 20 ms
  // (p50; `npm run bench:catalogue`), once product rows no longer lay in the order they were made.
  const offset = (f.page - 1) * f.limit;
  const walk = !f.search && !f.vendorId && f.stock === 'all';
  const walkWhere = sql`${productVariants.accountId} = ${f.accountId} AND ${productVariants.deletedAt} IS NULL
      AND NOT ${productVariants.productArchived}`;
  const walkOrder = sql`${productVariants.productCreatedAt} DESC, ${productVariants.productId}, ${productVariants.position}`;
  const listOrder = sql`${products.createdAt} DESC, ${products.id}, ${productVariants.position}`;
  const variants = (
    more: SQL,
    offsetBy: SQL,
  ) => sql`SELECT ${productVariants.id} AS vid FROM ${productVariants}
    WHERE ${walkWhere}${more} ORDER BY ${walkOrder} LIMIT ${f.limit} OFFSET ${offsetBy}`;
  // A first page over every location reads its rows where it finds them: the variants joined to
  // their products, stopped by the LIMIT (the rows' subqueries run after the sort, for the rows
  // shown). A later page picks its ids first and then reads only the rows it shows, so the rows it
  // skips cost no columns or subqueries; so does a page at one location, whose levels are a
  // lateral per row. Planning and running one join instead of two: the low-stock page's statement
  // 1.15 → 0.83 ms, the first page's 0.79 → 0.70 ms (docs/decisions/031).
  const direct = offset === 0 && !f.locationId;
  // A later page's ids are an array computed first (an InitPlan), so the rows are read by primary
  // key instead of through a join planned beside the products' (docs/decisions/026, point 8):
  // page 200's statement 1.24 → 1.05 ms, planning included.
  const pageIds = !walk
    ? sql`SELECT ${productVariants.id} AS vid ${from} WHERE ${where} ORDER BY ${listOrder}
        LIMIT ${f.limit} OFFSET ${offset}`
    : offset < IDS_FIRST_FROM
      ? variants(sql``, sql`${offset}`)
      : // A deep page of the walk starts at the day its offset lies in, from the live variants
        // the catalogue's days keep (db/product-days.ts, decision 026), not at the newest product's.
        sql`SELECT page.vid FROM (${dayOfOffset(f.accountId, 'variants', offset)}) AS day CROSS JOIN LATERAL (${variants(
          sql` AND ${productVariants.productCreatedAt} < day.end_at`,
          sql`${offset} - day.before`,
        )}) AS page`;
  const source = direct
    ? sql`${from} WHERE ${walk ? walkWhere : where} ORDER BY ${walk ? walkOrder : listOrder} LIMIT ${f.limit}`
    : sql`${from} ${levels.join}
    WHERE ${productVariants.accountId} = ${f.accountId} AND ${productVariants.id} = ANY(ARRAY(${pageIds}))
    ORDER BY ${listOrder}`;
  // The kept figures come in the page's own statement (db/figures-beside.ts).
  const rows = await queryRows<InventorySqlRow & { figures?: unknown }>(
    db,
    sql`
    SELECT ${kept ? sql`${SUMMARY_FIGURES.column(f.accountId)} AS figures, ` : sql``}${productVariants.id} AS variant_id, ${products.id} AS product_id, ${products.title} AS product_title,
           ${productVariants.title} AS variant_title, ${productVariants.sku} AS sku, ${thumbOf} AS thumb, ${products.thumbnailUrl} AS product_thumb,
           ${levels.columns}, ${backordered} AS backordered,
           ${products.lowStockThreshold} AS p_threshold, ${productVariants.cost} AS cost,
           ${products.allowBackorder} AS allow_backorder
    ${source}`,
  );
  let counted: number | null = null;
  if (kept) {
    const k = await figuresOf(db, SUMMARY_FIGURES, f.accountId, rows);
    counted = f.stock === 'low' ? k.low : f.stock === 'out' ? k.out : k.variants;
  }
  // A counted list's page that is not full tells its own total (lib/paging.ts); only a full one is
  // counted, after the page (a search mostly ends on its first page: one statement, not two).
  const fromPage = counted ?? totalFromPage(offset, f.limit, rows.length);
  const total =
    fromPage ??
    (
      await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM (SELECT 1 ${from} WHERE ${where} LIMIT ${countCap + 1}) c`,
      )
    )[0]?.n ??
    0;
  let located: { lowCount: number; outCount: number } | undefined;
  if (f.locationId) {
    const levelSums = sql`SELECT account_id, variant_id, sum(available)::int AS available FROM ${inventoryLevels} WHERE account_id = ${f.accountId} AND location_id = ${f.locationId} GROUP BY account_id, variant_id`;
    const [c] = await queryRows<{ low_count: number; out_count: number }>(
      db,
      sql`
      SELECT count(*) FILTER (WHERE coalesce(ls.available, 0) > 0 AND coalesce(ls.available, 0) <= ${products.lowStockThreshold})::int AS low_count,
        count(*) FILTER (WHERE coalesce(ls.available, 0) = 0)::int AS out_count
      ${from}
      LEFT JOIN (${levelSums}) ls ON ls.account_id = ${productVariants.accountId} AND ls.variant_id = ${productVariants.id}
      WHERE ${and(...conds)}`,
    );
    located = { lowCount: c?.low_count ?? 0, outCount: c?.out_count ?? 0 };
  }
  return {
    rows,
    // The kept figures and a page that is not full are exact at any size; a count stops at the cap
    // and says "at least".
    total: fromPage !== undefined ? total : Math.min(total, countCap),
    totalCapped: fromPage === undefined && total > countCap,
    ...located,
  };
}

export async function inventoryRowFor(db: Db, accountId: string, variantId: string, locationId?: string) {
  const { lvl, backordered } = inventoryBase({ accountId, locationId, stock: 'all', page: 1, limit: 1 });
  const rows = await queryRows<{
    variant_id: string;
    product_id: string;
    product_title: string;
    variant_title: string;
    sku: string | null;
    thumb: string | null;
    product_thumb: string | null;
    available: number;
    committed: number;
    backordered: number;
    p_threshold: number;
    cost: string | number | null;
    allow_backorder: boolean;
  }>(
    db,
    sql`
    SELECT ${productVariants.id} AS variant_id, ${products.id} AS product_id, ${products.title} AS product_title,
           ${productVariants.title} AS variant_title, ${productVariants.sku} AS sku, ${thumbOf} AS thumb, ${products.thumbnailUrl} AS product_thumb,
           lv.available, lv.committed, ${backordered} AS backordered,
           ${products.lowStockThreshold} AS p_threshold, ${productVariants.cost} AS cost,
           ${products.allowBackorder} AS allow_backorder
    FROM ${productVariants} JOIN ${products} ON ${products.accountId} = ${productVariants.accountId} AND ${products.id} = ${productVariants.productId}
    CROSS JOIN LATERAL ${lvl} lv
    WHERE ${productVariants.accountId} = ${accountId} AND ${productVariants.id} = ${variantId}`,
  );
  return rows[0] ?? null;
}

export async function variantOfAccount(db: Db, accountId: string, variantId: string) {
  const [row] = await db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      title: productVariants.title,
      productTitle: products.title,
      lowStockThreshold: products.lowStockThreshold,
      deletedAt: productVariants.deletedAt,
    })
    .from(productVariants)
    .innerJoin(
      products,
      and(eq(products.accountId, productVariants.accountId), eq(products.id, productVariants.productId)),
    )
    .where(and(eq(productVariants.accountId, accountId), eq(productVariants.id, variantId)));
  return row ?? null;
}

export async function vendorOfAccount(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.accountId, accountId), eq(vendors.id, id)));
  return row ?? null;
}

export async function listMovements(
  db: Db,
  accountId: string,
  variantId: string | undefined,
  page: number,
  limit: number,
) {
  const conds = [eq(stockMovements.accountId, accountId)];
  if (variantId) conds.push(eq(stockMovements.variantId, variantId));
  const rows = await db
    .select({
      m: stockMovements,
      locationName: stockLocations.name,
      orderName: orders.name,
      poNumber: purchaseOrders.number,
    })
    .from(stockMovements)
    .innerJoin(
      stockLocations,
      and(
        eq(stockLocations.accountId, stockMovements.accountId),
        eq(stockLocations.id, stockMovements.locationId),
      ),
    )
    .leftJoin(
      orders,
      and(eq(orders.accountId, stockMovements.accountId), eq(orders.id, stockMovements.orderId)),
    )
    .leftJoin(
      purchaseOrders,
      and(
        eq(purchaseOrders.accountId, stockMovements.accountId),
        eq(purchaseOrders.id, stockMovements.purchaseOrderId),
      ),
    )
    .where(and(...conds))
    .orderBy(desc(stockMovements.at), desc(stockMovements.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [c] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(stockMovements)
    .where(and(...conds));
  return { rows, total: c?.n ?? 0 };
}

/**
 * The summary cards: low / out counts, units and stock value over the whole catalogue, read from the
 * account's kept figures (db/stock-figures.ts: the sum of its products' figures, kept at commit)
 * instead of a pass over every variant (0.8–1.7 s at 100,000 products; issue 12 §3).
 */
export async function summary(db: Db, accountId: string) {
  const [figures, waiting] = await readAll(db, [
    () => summaryFigures(db, accountId),
    () =>
      queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM ${orders} o WHERE o.account_id = ${accountId}
          AND o.procurement_status = 'waiting' AND o.status IN (${literalList(OPEN_ORDER_STATUSES)})`,
      ),
  ]);
  return {
    lowCount: figures.low,
    outCount: figures.out,
    units: safeNumber(figures.units),
    stockValue: safeNumber(figures.value),
    waitingOrders: waiting[0]?.n ?? 0,
  };
}

export async function nextCounter(db: Db, accountId: string, name: string, first: number): Promise<number> {
  const [row] = await db
    .insert(accountCounters)
    .values({ accountId, name, next: first + 1 })
    .onConflictDoUpdate({
      target: [accountCounters.accountId, accountCounters.name],
      set: { next: sql`${accountCounters.next} + 1` },
    })
    .returning({ n: accountCounters.next });
  return row!.n - 1;
}

export async function onOrderQty(db: Db, accountId: string, variantIds: string[]) {
  if (variantIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({
      variantId: purchaseOrderLines.variantId,
      n: sql<number>`coalesce(sum(${purchaseOrderLines.quantity} - ${purchaseOrderLines.receivedQty}), 0)::int`,
    })
    .from(purchaseOrderLines)
    .innerJoin(
      purchaseOrders,
      and(
        eq(purchaseOrders.accountId, purchaseOrderLines.accountId),
        eq(purchaseOrders.id, purchaseOrderLines.purchaseOrderId),
      ),
    )
    .where(
      and(
        eq(purchaseOrderLines.accountId, accountId),
        inArray(purchaseOrderLines.variantId, variantIds),
        inArray(purchaseOrders.status, ['draft', 'sent', 'partially_received']),
      ),
    )
    .groupBy(purchaseOrderLines.variantId);
  return new Map(rows.map((r) => [r.variantId, r.n]));
}
