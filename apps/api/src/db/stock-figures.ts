import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { safeNumber } from '../lib/money.ts';
import type { Db } from './client.ts';
import { besideFigures, readFigures } from './figures-beside.ts';
import { bumpProductDay, recountProductDays } from './product-days.ts';
import { queryRows } from './raw.ts';
import { inventorySummaries, orderItems, products, productVariants } from './schema/index.ts';
import {
  COUNTER_RANK,
  addToRows,
  bump,
  chainedCounterKind,
  counterKind,
  pendingKeys,
  randomShard,
  type ChainPart,
} from './tx.ts';

/**
 * The inventory figures of a whole catalogue, kept at commit (issue 12 §3; docs/architecture.md,
 * "Locks and counters"). Counting them from the variants took 0.8–1.7 s at 100,000 products.
 *
 * - Each product holds what it adds to its account's figures (`products.inv_*`): its live variants,
 *   how many of them are low (0 < available ≤ its threshold) or out (available = 0), their units
 *   (available + committed over every location) and stock value (units × cost); all zero while the
 *   product is archived.
 * - Every write that can change those — a stock move (through the variant's total), a threshold,
 *   status or cost edit, a variant added or removed — *touches* the product (`touchProduct`). At
 *   commit `productKind` locks the product row, recomputes its figures from its variants in a new
 *   statement (so it sees whatever the writer before it committed) and adds the difference to the
 *   account's summary (`inventorySummaryKind`, sharded like the order counts). A new order's lone
 *   stock take instead keeps them in the statement that locks the product (`lowOutShift`, and
 *   `summaryShiftPart` for the summary).
 * - So an account's summary is, by construction, the sum of its products' stored figures, and a
 *   product's stored figures are what its variants say as of the last writer that touched it. A
 *   write path that forgets to touch would leave a product stale: every API test file checks both
 *   invariants over all its accounts when it closes (`apps/api/test/helpers/app.ts`).
 */

/** A product's figures from its live variants, one row per product matching `where` (alias `p`). */
export const figuresOf = (where: SQL) => sql`
  SELECT p.account_id, p.id,
    count(v.id) FILTER (WHERE p.status <> 'archived')::int AS variants,
    count(v.id) FILTER (WHERE p.status <> 'archived' AND v.total_available > 0
      AND v.total_available <= p.low_stock_threshold)::int AS low,
    count(v.id) FILTER (WHERE p.status <> 'archived' AND v.total_available = 0)::int AS out,
    coalesce(sum(v.total_available + v.total_committed) FILTER (WHERE p.status <> 'archived'), 0)::bigint AS units,
    coalesce(sum((v.total_available + v.total_committed)::numeric * coalesce(v.cost, 0))
      FILTER (WHERE p.status <> 'archived'), 0) AS value
  FROM ${products} p
  LEFT JOIN ${productVariants} v ON v.account_id = p.account_id AND v.product_id = p.id AND v.deleted_at IS NULL
  WHERE ${where}
  GROUP BY p.account_id, p.id`;

type Figures = { variants: number; low: number; out: number; units: number; value: number };
const NONE: Figures = { variants: 0, low: 0, out: 0, units: 0, value: 0 };
export type FigureRow = {
  variants: string | number;
  low: string | number;
  out: string | number;
  units: string | number;
  value: string | number;
};
const num = (r: FigureRow): Figures => ({
  variants: safeNumber(r.variants),
  low: safeNumber(r.low),
  out: safeNumber(r.out),
  units: safeNumber(r.units),
  value: Number(r.value),
});

/** The account's summary: a sharded row per writer, summed when read. */
const inventorySummaryKind = chainedCounterKind<string>(
  'inventory_summaries',
  COUNTER_RANK.inventorySummary,
  (_tx, entries) =>
    entries.length === 0
      ? []
      : [
          addToRows(
            'inventory_summaries',
            ['account_id', 'shard'],
            ['variants', 'low_count', 'out_count', 'units', 'stock_value'],
            entries.map(({ key: accountId, delta: d }) => [
              sql`${accountId}::uuid`,
              sql`${randomShard()}::smallint`,
              sql`${d.variants ?? 0}::int`,
              sql`${d.low ?? 0}::int`,
              sql`${d.out ?? 0}::int`,
              sql`${d.units ?? 0}::bigint`,
              sql`${String(d.value ?? 0)}::numeric`,
            ]),
          ),
        ],
);

/**
 * Adds a product's change of figures to its account's summary, and its change of live variants to
 * its day of the catalogue (db/product-days.ts). `createdAt`: the product's.
 */
async function bumpSummary(db: Db, accountId: string, before: Figures, after: Figures, createdAt: Date) {
  const d = {
    variants: after.variants - before.variants,
    low: after.low - before.low,
    out: after.out - before.out,
    units: after.units - before.units,
    value: after.value - before.value,
  };
  if (Object.values(d).some((x) => x !== 0)) await bump(db, inventorySummaryKind, accountId, d);
  await bumpProductDay(db, accountId, createdAt, { variants: d.variants });
}

/**
 * A product at commit: its stock total (`products.total_available`, the products list's) moves by
 * `available`, then its figures are recomputed and the difference goes to the account's summary.
 */
export const productKind = counterKind<string>('products', COUNTER_RANK.product, async (tx, key, d) => {
  const [accountId, productId] = key.split('|') as [string, string];
  const at = and(eq(products.accountId, accountId), eq(products.id, productId));
  const old = {
    createdAt: products.createdAt,
    variants: products.invVariants,
    low: products.invLow,
    out: products.invOut,
    units: products.invUnits,
    value: products.invValue,
  };
  // The row lock first, in a statement of its own: the recount below then starts after any writer
  // that held the product has committed, and sees its variants.
  const [before] = d.available
    ? await tx
        .update(products)
        .set({ totalAvailable: sql`${products.totalAvailable} + ${d.available}` })
        .where(at)
        .returning(old)
    : await tx.select(old).from(products).where(at).for('update');
  if (!before) return; // deleted in this transaction (deleteProduct took its figures out)
  const [after] = await queryRows<FigureRow>(
    tx,
    sql`WITH f AS (${figuresOf(sql`p.account_id = ${accountId} AND p.id = ${productId}`)})
      UPDATE products SET inv_variants = f.variants, inv_low = f.low, inv_out = f.out,
        inv_units = f.units, inv_value = f.value
      FROM f WHERE products.account_id = f.account_id AND products.id = f.id
      RETURNING f.variants, f.low, f.out, f.units, f.value`,
  );
  await bumpSummary(tx, accountId, num(before as FigureRow), num(after!), before.createdAt);
});

/**
 * Marks a product whose figures may have changed (a threshold, status or cost edit, a variant added
 * or removed, a stock move): they are recomputed when the transaction commits.
 */
export async function touchProduct(db: Db, accountId: string, productId: string) {
  await bump(db, productKind, `${accountId}|${productId}`, { touched: 1 });
}

/**
 * How a variant's available units moving from `before` to `after` shift its product's low and out
 * counts, as SQL over the `products` row being updated (its status and threshold) — for a statement
 * that moves one variant's units between available and committed (its units and stock value stay):
 * inventory.repo `takeParts` keeps the product's figures with these in the statement that locks
 * it, instead of a recount at commit (docs/decisions/023). `live`: the variant is not deleted.
 */
export function lowOutShift(before: SQL, after: SQL, live: SQL): { low: SQL; out: SQL } {
  const counts = sql`products.status <> 'archived' AND ${live}`;
  const low = (a: SQL) => sql`((${a}) > 0 AND (${a}) <= products.low_stock_threshold)::int`;
  const out = (a: SQL) => sql`((${a}) = 0)::int`;
  return {
    low: sql`CASE WHEN ${counts} THEN ${low(after)} - ${low(before)} ELSE 0 END`,
    out: sql`CASE WHEN ${counts} THEN ${out(after)} - ${out(before)} ELSE 0 END`,
  };
}

/**
 * The chained part (db/tx.ts) that adds a product's shifted low / out counts (`lowOutShift`, stored
 * on it by the part before) to the account's summary: the part before answers `low` and `out`, and
 * nothing is written when neither moved. A shard row as `inventorySummaryKind` writes them.
 */
export function summaryShiftPart(accountId: string): ChainPart {
  return (_after, prev) => sql`INSERT INTO inventory_summaries
      (account_id, shard, variants, low_count, out_count, units, stock_value)
    SELECT ${accountId}::uuid, ${randomShard()}::smallint, 0, s.low, s.out, 0, 0
      FROM ${prev} AS s WHERE s.low <> 0 OR s.out <> 0
    ON CONFLICT (account_id, shard) DO UPDATE SET
      low_count = inventory_summaries.low_count + excluded.low_count,
      out_count = inventory_summaries.out_count + excluded.out_count
    RETURNING 1`;
}

/**
 * `FROM … WHERE` of the lines of a variant's orders waiting for stock (the inventory list's and the
 * product page's backordered figure). A line holds a backorder only while its
 * order is open (OPEN_ORDER_STATUSES): an order leaves those only for Dispatched or Cancelled
 * (ORDER_TRANSITIONS; a contracts test checks it) and never comes back, and both moves clear its lines' backorders
 * (inventory.service `stockForOrderEvent`: fulfil and cancel). So the lines alone answer, from
 * their partial index (`order_items_backordered_idx`), without joining the orders: 0.1 ms less
 * planning on every inventory page (docs/decisions/028). The API tests check the rule when each
 * file closes (test/helpers/app.ts); migration 0029 cleared any line that broke it.
 */
export const openBackorderLines = (
  accountId: SQL | AnyPgColumn,
  variantId: SQL | AnyPgColumn,
) => sql`FROM ${orderItems} oi
  WHERE oi.account_id = ${accountId} AND oi.variant_id = ${variantId} AND oi.backordered_qty > 0`;

/** Whether any product waits to be recounted at commit (none: a stock take may lock and keep one itself). */
export const productsPending = (db: Db) => pendingKeys(db, productKind) > 0;

/** Whether the account's summary has figures waiting for the commit (a take then leaves it to them). */
export const summaryPending = (db: Db) => pendingKeys(db, inventorySummaryKind) > 0;

/** Moves the product's stock total at commit (and recomputes its figures). */
export async function bumpProductTotal(db: Db, accountId: string, productId: string, available: number) {
  await bump(db, productKind, `${accountId}|${productId}`, { available, touched: 1 });
}

/**
 * Before a product row is deleted (its variants go with it): takes its figures out of the summary.
 * The caller holds the product's row lock, so the figures read are the last committed ones.
 */
export async function dropProductFigures(db: Db, accountId: string, productId: string) {
  const [row] = await db
    .select({
      createdAt: products.createdAt,
      variants: products.invVariants,
      low: products.invLow,
      out: products.invOut,
      units: products.invUnits,
      value: products.invValue,
    })
    .from(products)
    .where(and(eq(products.accountId, accountId), eq(products.id, productId)))
    .for('update');
  if (row) await bumpSummary(db, accountId, num(row as FigureRow), NONE, row.createdAt);
}

/**
 * The account's summary figures (the sum of its shards), as one JSON value: read alone by
 * `summaryFigures`, or beside the inventory list's page in its own statement (db/figures-beside.ts).
 * Summed as bigint / numeric and sent as text: no cast that old rows could overflow, and no
 * rounding by a JSON number.
 */
export const SUMMARY_FIGURES = besideFigures(
  (accountId) => sql`SELECT json_build_object(
      'variants', coalesce(sum(s.variants), 0)::text, 'low', coalesce(sum(s.low_count), 0)::text,
      'out', coalesce(sum(s.out_count), 0)::text, 'units', coalesce(sum(s.units), 0)::text,
      'value', coalesce(sum(s.stock_value), 0)::text)
    FROM ${inventorySummaries} AS s WHERE s.account_id = ${accountId}`,
  (json) => num(json as FigureRow),
);

/** The account's summary figures (the sum of its shards). */
export const summaryFigures = (db: Db, accountId: string): Promise<Figures> =>
  readFigures(db, SUMMARY_FIGURES, accountId);

/**
 * Recomputes every product's figures of an account and its summary from scratch: for rows written
 * outside the API (the catalogue bench's generated products). Run it alone or in a transaction.
 */
export async function rebuildInventoryFigures(db: Db, accountId: string) {
  await queryRows(
    db,
    sql`WITH f AS (${figuresOf(sql`p.account_id = ${accountId}`)})
    UPDATE products SET inv_variants = f.variants, inv_low = f.low, inv_out = f.out,
      inv_units = f.units, inv_value = f.value
    FROM f WHERE products.account_id = f.account_id AND products.id = f.id
      AND (products.inv_variants, products.inv_low, products.inv_out, products.inv_units, products.inv_value)
        IS DISTINCT FROM (f.variants, f.low, f.out, f.units, f.value)`,
  );
  await db.delete(inventorySummaries).where(eq(inventorySummaries.accountId, accountId));
  await queryRows(
    db,
    sql`INSERT INTO inventory_summaries (account_id, shard, variants, low_count, out_count, units, stock_value)
    SELECT account_id, 0, sum(inv_variants), sum(inv_low), sum(inv_out), sum(inv_units), sum(inv_value)
    FROM products WHERE account_id = ${accountId} GROUP BY account_id`,
  );
  await recountProductDays(db, accountId);
}

/**
 * Where an account's kept figures disagree with a recount: products whose stored figures differ from
 * their variants, and the summary against the sum of the products'. Empty when all is in step (the
 * API tests check every account of every test file when it closes).
 */
export async function inventoryFigureDrift(db: Db, accountId: string) {
  const productsOff = await queryRows<{ id: string; stored: string; counted: string }>(
    db,
    sql`SELECT p.id,
        concat_ws(' ', p.inv_variants, p.inv_low, p.inv_out, p.inv_units, p.inv_value::numeric) AS stored,
        concat_ws(' ', f.variants, f.low, f.out, f.units, f.value::numeric) AS counted
      FROM ${products} p JOIN (${figuresOf(sql`p.account_id = ${accountId}`)}) f
        ON f.account_id = p.account_id AND f.id = p.id
      WHERE p.account_id = ${accountId}
        AND (p.inv_variants, p.inv_low, p.inv_out, p.inv_units, p.inv_value::numeric)
          IS DISTINCT FROM (f.variants, f.low, f.out, f.units, f.value::numeric)`,
  );
  const [sums] = await queryRows<FigureRow>(
    db,
    sql`SELECT coalesce(sum(inv_variants), 0)::int AS variants, coalesce(sum(inv_low), 0)::int AS low,
      coalesce(sum(inv_out), 0)::int AS out, coalesce(sum(inv_units), 0) AS units, coalesce(sum(inv_value), 0) AS value
    FROM ${products} WHERE account_id = ${accountId}`,
  );
  const kept = await summaryFigures(db, accountId);
  const summed = num(sums!);
  const summaryOff = JSON.stringify(kept) === JSON.stringify(summed) ? null : { kept, summed };
  // The variants' copies of their product's created_at and "is archived" (the inventory walk).
  const variantsOff = await queryRows<{ id: string }>(
    db,
    sql`SELECT v.id FROM ${productVariants} v JOIN ${products} p ON p.account_id = v.account_id AND p.id = v.product_id
      WHERE v.account_id = ${accountId}
        AND (v.product_created_at <> p.created_at OR v.product_archived <> (p.status = 'archived'))`,
  );
  return { products: productsOff, summary: summaryOff, variants: variantsOff.map((v) => v.id) };
}
