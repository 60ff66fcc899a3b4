import type { ProductStatus } from '@sauda/contracts/products.ts';
import { and, asc, desc, eq, gt, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { claimHandle } from '../../db/public-handles.ts';
import type { Db } from '../../db/client.ts';
import {
  IDS_FIRST_FROM,
  containsPattern,
  cappedCount,
  countUpTo,
  foldedLike,
  onPage,
  qualified,
  queryRows,
} from '../../db/raw.ts';
import { p, runCompiled, asIs, recordInto, type Val } from '../../db/compiled.ts';
import { dropProductFigures, openBackorderLines, touchProduct } from '../../db/stock-figures.ts';
import { besideFigures } from '../../db/figures-beside.ts';
import { countProductDay, dayOfOffset } from '../../db/product-days.ts';
import { COUNTER_RANK, bump, counterKind } from '../../db/tx.ts';
import {
  categories,
  inventoryLevels,
  orderItems,
  productImages,
  products,
  productStatusCounts,
  productVariants,
  purchaseOrderLines,
  stores,
  vendors,
} from '../../db/schema/index.ts';

export type ProductRecord = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type VariantRecord = typeof productVariants.$inferSelect;
export type ImageRecord = typeof productImages.$inferSelect;

export async function insertImage(db: Db, values: typeof productImages.$inferInsert) {
  await db.insert(productImages).values(values);
}

export async function imagesOfAccount(db: Db, accountId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(productImages)
    .where(and(eq(productImages.accountId, accountId), inArray(productImages.id, ids)));
}

export async function imagesOf(db: Db, accountId: string, productId: string) {
  return db
    .select()
    .from(productImages)
    .where(and(eq(productImages.accountId, accountId), eq(productImages.productId, productId)))
    .orderBy(asc(productImages.position));
}

export async function attachImages(db: Db, accountId: string, productId: string, ids: string[]) {
  for (const [position, id] of ids.entries()) {
    await db
      .update(productImages)
      .set({ productId, position })
      .where(and(eq(productImages.accountId, accountId), eq(productImages.id, id)));
  }
}

export async function detachImagesExcept(db: Db, accountId: string, productId: string, keep: string[]) {
  const rows = await db
    .select({ id: productImages.id, fileKey: productImages.fileKey })
    .from(productImages)
    .where(and(eq(productImages.accountId, accountId), eq(productImages.productId, productId)));
  const gone = rows.filter((r) => !keep.includes(r.id));
  if (gone.length) {
    await db.delete(productImages).where(
      and(
        eq(productImages.accountId, accountId),
        inArray(
          productImages.id,
          gone.map((g) => g.id),
        ),
      ),
    );
  }
  return gone.map((g) => g.fileKey);
}

export async function insertProduct(db: Db, values: NewProduct) {
  await db.insert(products).values(values);
  await touchProduct(db, values.accountId, values.id);
}

export async function updateProduct(db: Db, accountId: string, id: string, patch: Partial<NewProduct>) {
  await db
    .update(products)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(products.accountId, accountId), eq(products.id, id)));
  // The variants' copy of "is archived" (catalog.ts, product_variants.productArchived).
  if (patch.status !== undefined)
    await db
      .update(productVariants)
      .set({ productArchived: patch.status === 'archived' })
      .where(
        and(
          eq(productVariants.accountId, accountId),
          eq(productVariants.productId, id),
          ne(productVariants.productArchived, patch.status === 'archived'),
        ),
      );
  // A threshold or status change moves its inventory figures (db/stock-figures.ts).
  await touchProduct(db, accountId, id);
}

export async function findProduct(db: Db, accountId: string, id: string, lock = false) {
  const q = db
    .select()
    .from(products)
    .where(and(eq(products.accountId, accountId), eq(products.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** New variants of a product: they carry its `created_at` and "is archived" (catalog.ts). */
export async function insertVariants(
  db: Db,
  rows: Array<Omit<typeof productVariants.$inferInsert, 'productCreatedAt' | 'productArchived'>>,
) {
  const ofProduct = (r: (typeof rows)[number]) =>
    and(eq(products.accountId, r.accountId), eq(products.id, r.productId));
  if (rows.length)
    await db.insert(productVariants).values(
      rows.map((r) => ({
        ...r,
        productCreatedAt: sql`(SELECT ${products.createdAt} FROM ${products} WHERE ${ofProduct(r)})`,
        productArchived: sql`(SELECT ${products.status} = 'archived' FROM ${products} WHERE ${ofProduct(r)})`,
      })),
    );
  for (const productId of new Set(rows.map((r) => r.productId)))
    await touchProduct(db, rows[0]!.accountId, productId);
}

export async function updateVariant(
  db: Db,
  accountId: string,
  id: string,
  patch: Partial<typeof productVariants.$inferInsert>,
) {
  const [v] = await db
    .update(productVariants)
    .set(patch)
    .where(and(eq(productVariants.accountId, accountId), eq(productVariants.id, id)))
    .returning({ productId: productVariants.productId });
  if (v) await touchProduct(db, accountId, v.productId); // a cost edit moves the stock value
}

export async function liveVariants(db: Db, accountId: string, productId: string) {
  return db
    .select()
    .from(productVariants)
    .where(
      and(
        eq(productVariants.accountId, accountId),
        eq(productVariants.productId, productId),
        isNull(productVariants.deletedAt),
      ),
    )
    .orderBy(asc(productVariants.position));
}

/** Variants no order or purchase order references are deleted; the rest are marked removed. */
export async function removeVariants(db: Db, accountId: string, ids: string[]) {
  if (ids.length === 0) return;
  const used = await db
    .select({ id: orderItems.variantId })
    .from(orderItems)
    .where(and(eq(orderItems.accountId, accountId), inArray(orderItems.variantId, ids)))
    .union(
      db
        .select({ id: purchaseOrderLines.variantId })
        .from(purchaseOrderLines)
        .where(and(eq(purchaseOrderLines.accountId, accountId), inArray(purchaseOrderLines.variantId, ids))),
    );
  const keep = new Set(used.map((u) => u.id));
  const soft = ids.filter((id) => keep.has(id));
  const hard = ids.filter((id) => !keep.has(id));
  const gone = [
    ...(soft.length
      ? await db
          .update(productVariants)
          .set({ deletedAt: new Date() })
          .where(and(eq(productVariants.accountId, accountId), inArray(productVariants.id, soft)))
          .returning({ productId: productVariants.productId })
      : []),
    ...(hard.length
      ? await db
          .delete(productVariants)
          .where(and(eq(productVariants.accountId, accountId), inArray(productVariants.id, hard)))
          .returning({ productId: productVariants.productId })
      : []),
  ];
  for (const productId of new Set(gone.map((g) => g.productId))) await touchProduct(db, accountId, productId);
}

export async function stockOfVariants(db: Db, accountId: string, variantIds: string[]) {
  if (variantIds.length === 0)
    return new Map<string, { available: number; committed: number; backordered: number }>();
  const rows = await queryRows<{ id: string; available: number; committed: number; backordered: number }>(
    db,
    sql`
    SELECT v.id,
      coalesce((SELECT sum(l.available) FROM ${inventoryLevels} l
        WHERE l.account_id = v.account_id AND l.variant_id = v.id), 0)::int AS available,
      coalesce((SELECT sum(l.committed) FROM ${inventoryLevels} l
        WHERE l.account_id = v.account_id AND l.variant_id = v.id), 0)::int AS committed,
      coalesce((SELECT sum(oi.backordered_qty) ${openBackorderLines(sql`v.account_id`, sql`v.id`)}), 0)::int AS backordered
    FROM ${productVariants} v WHERE v.account_id = ${accountId} AND v.id IN ${sql`(${sql.join(
      variantIds.map((id) => sql`${id}`),
      sql`, `,
    )})`}`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

export async function refOf(db: Db, table: 'vendors' | 'categories', accountId: string, id: string) {
  const t = table === 'vendors' ? vendors : categories;
  const [row] = await db
    .select({ _id: t.id, name: t.name })
    .from(t)
    .where(and(eq(t.accountId, accountId), eq(t.id, id)));
  return row ?? null;
}

export async function hasOrders(db: Db, accountId: string, productId: string) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(orderItems)
    .where(and(eq(orderItems.accountId, accountId), eq(orderItems.productId, productId)))
    .limit(1);
  return !!row;
}

export async function hasPurchaseOrders(db: Db, accountId: string, productId: string) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(purchaseOrderLines)
    .innerJoin(
      productVariants,
      and(
        eq(productVariants.accountId, purchaseOrderLines.accountId),
        eq(productVariants.id, purchaseOrderLines.variantId),
      ),
    )
    .where(and(eq(purchaseOrderLines.accountId, accountId), eq(productVariants.productId, productId)))
    .limit(1);
  return !!row;
}

export async function deleteProduct(db: Db, accountId: string, id: string) {
  const keys = await db
    .select({ fileKey: productImages.fileKey })
    .from(productImages)
    .where(and(eq(productImages.accountId, accountId), eq(productImages.productId, id)));
  await dropProductFigures(db, accountId, id);
  await db.delete(products).where(and(eq(products.accountId, accountId), eq(products.id, id)));
  return keys.map((k) => k.fileKey);
}

export interface ProductFilter {
  accountId: string;
  status?: ProductStatus;
  stock: 'all' | 'in_stock' | 'low_stock' | 'out_of_stock';
  vendorId?: string;
  categoryId?: string;
  search?: string;
  isListed?: boolean;
  sort: string;
  page: number;
  limit: number;
}

/**
 * The stock filters, written with literal constants exactly as the partial indexes
 * `products_low_stock_idx` / `products_out_of_stock_idx` state them (schema/catalog.ts), so a filtered
 * page walks only matching products and its count is an index-only scan.
 */
const LOW_STOCK = sql`(${products.totalAvailable} > 0 AND ${products.totalAvailable} <= ${products.lowStockThreshold})`;
const OUT_OF_STOCK = sql`(${products.totalAvailable} <= 0)`;

function filterConds(f: ProductFilter, v: Val = asIs): SQL[] {
  const c: SQL[] = [eq(products.accountId, v('accountId', f.accountId) as string)];
  if (f.status) c.push(eq(products.status, v('status', f.status) as ProductStatus));
  if (f.vendorId) c.push(eq(products.vendorId, v('vendorId', f.vendorId) as string));
  if (f.categoryId) c.push(eq(products.categoryId, v('categoryId', f.categoryId) as string));
  if (f.isListed === true) c.push(sql`${products.publicId} IS NOT NULL`);
  if (f.isListed === false) c.push(sql`${products.publicId} IS NULL`);
  if (f.stock === 'in_stock') c.push(gt(products.totalAvailable, 0));
  if (f.stock === 'out_of_stock') c.push(OUT_OF_STOCK);
  if (f.stock === 'low_stock') c.push(LOW_STOCK);
  if (f.search) {
    const like = v('like', containsPattern(f.search)) as string;
    // The title contains the search, or a live variant's SKU does or its barcode is it. The
    // variants' products are an array the statement works out once, from their trigram and barcode
    // indexes (an InitPlan: no column of the product's row in it), so the OR stays two index
    // look-ups — title trigrams, the primary key — in the list's own statement, not a statement
    // before it (one round trip less a search).
    const bySku = sql`${products.id} = ANY(ARRAY(SELECT DISTINCT pv.product_id FROM ${productVariants} pv
      WHERE pv.account_id = ${v('accountId', f.accountId)} AND pv.deleted_at IS NULL
        AND (pv.sku ILIKE ${like} OR pv.barcode = ${v('search', f.search)}) LIMIT 500))`;
    c.push(or(foldedLike(products.titleLower, like), bySku)!);
  }
  return c;
}

/** Everything that shapes the list's statement text (not its values): its compiled key. */
const listShape = (f: ProductFilter, deep: boolean) =>
  [
    'products.list',
    f.sort,
    deep ? 'deep' : 'page',
    f.status ? 'status' : '',
    f.vendorId ? 'vendor' : '',
    f.categoryId ? 'category' : '',
    f.isListed === undefined ? '' : f.isListed ? 'listed' : 'unlisted',
    f.stock,
    f.search ? 'search' : '',
  ].join(':');

const SORTS: Record<string, SQL[]> = {
  '-createdAt': [desc(products.createdAt), desc(products.id)],
  createdAt: [asc(products.createdAt), asc(products.id)],
  title: [asc(products.title), asc(products.id)],
  '-title': [desc(products.title), desc(products.id)],
  price: [asc(products.priceMin), asc(products.id)],
  '-price': [desc(products.priceMin), desc(products.id)],
};

/**
 * One page of the products list. Its statement is compiled once per shape (db/compiled.ts: the
 * text built once, every value a placeholder): Drizzle built this select anew on every request,
 * about 145 µs of the server's one thread.
 */
export async function listProducts(db: Db, f: ProductFilter, beside: { countCap?: number } = {}) {
  const offset = (f.page - 1) * f.limit;
  const order = SORTS[f.sort]!;
  const deep = offset >= IDS_FIRST_FROM;
  // A deep page of the catalogue (or of one status tab), newest first, starts at the day its
  // offset lies in, from the kept days of the catalogue, in the same statement (decision 026).
  const byDay = deep && f.sort === '-createdAt' && countedByDay(f);
  const values: Record<string, unknown> = { limit: f.limit, offset };
  const conds = filterConds(f, recordInto(values));
  // A first page's count of its filter, up to `countCap + 1`, as one more column of its statement
  // (docs/decisions/030, point 5), as countProducts counts it.
  const countHere = beside.countCap !== undefined && !deep;
  if (countHere) values.countLimit = beside.countCap! + 1;
  const shape = `${listShape(f, deep)}${countHere ? ':counted' : ''}`;
  return runCompiled(
    db,
    // The day's relation names the tab's column: a shape per status.
    byDay ? `${shape}:day=${f.status ?? 'all'}` : shape,
    (db) => {
      // Only what a list row shows: not the description, options or kept inventory figures of each.
      const select = db
        .select({
          p: {
            id: products.id,
            title: products.title,
            status: products.status,
            thumbnailUrl: products.thumbnailUrl,
            vendorId: products.vendorId,
            categoryId: products.categoryId,
            variantsCount: products.variantsCount,
            firstSku: products.firstSku,
            priceMin: products.priceMin,
            priceMax: products.priceMax,
            discountBp: products.discountBp,
            totalAvailable: products.totalAvailable,
            lowStockThreshold: products.lowStockThreshold,
            publicId: products.publicId,
            createdAt: products.createdAt,
          },
          vendorName: vendors.name,
          categoryName: categories.name,
          // The tab counts, in the page's own statement (db/figures-beside.ts).
          figures: STATUS_COUNTS.column(p('accountId')),
          ...(countHere ? { counted: cappedCount(products, and(...conds), p('countLimit')) } : {}),
        })
        .from(products)
        .leftJoin(vendors, and(eq(vendors.accountId, products.accountId), eq(vendors.id, products.vendorId)))
        .leftJoin(
          categories,
          and(eq(categories.accountId, products.accountId), eq(categories.id, products.categoryId)),
        );
      if (!deep)
        return select
          .where(and(...conds))
          .orderBy(...order)
          .limit(p('limit'))
          .offset(p('offset'));
      // Deep pages: walk the index over ids, then read and join only the rows shown.
      if (!byDay)
        return select
          .where(
            and(conds[0], onPage(db, products, products.id, and(...conds), order, p('limit'), p('offset'))),
          )
          .orderBy(...order);
      const day = dayOfOffset(p('accountId'), f.status ?? 'products', p('offset'));
      return select
        .where(
          and(
            conds[0],
            // The page's ids as an array the statement computes first (an InitPlan), not a semi-join
            // to plan with the outer joins: 1.17 → 0.89 ms for page 200, planning included
            // (docs/decisions/026, point 8).
            sql`(${products.id} = ANY(ARRAY(SELECT page.id FROM (${day}) AS day CROSS JOIN LATERAL (
              SELECT ${products.id} AS id FROM ${products} WHERE ${and(...conds)} AND ${products.createdAt} < day.end_at
              ORDER BY ${sql.join(order, sql`, `)} LIMIT ${p('limit')} OFFSET ${p('offset')} - day.before) AS page)))`,
          ),
        )
        .orderBy(...order);
    },
    values,
  );
}

/** A filter the catalogue's days count exactly (db/product-days.ts): none, or a status tab. */
const countedByDay = (f: ProductFilter) =>
  !f.vendorId && !f.categoryId && f.isListed === undefined && f.stock === 'all' && !f.search;

/** Counts a filter's matches up to `cap + 1` (the list says "1,000+" beyond the cap). */
export async function countProducts(db: Db, f: ProductFilter, cap: number) {
  return countUpTo(db, products, and(...filterConds(f)), cap);
}

/**
 * The catalogue's tab counts, as one JSON value, beside the products list's page in its own
 * statement (db/figures-beside.ts).
 */
export const STATUS_COUNTS = besideFigures(
  (accountId) => sql`SELECT coalesce(json_object_agg(c.status, c.count), '{}'::json)
    FROM ${productStatusCounts} AS c WHERE c.account_id = ${accountId}`,
  (json) => {
    const counts = { all: 0, active: 0, draft: 0, archived: 0 };
    for (const [status, n] of Object.entries(json as Record<string, unknown>)) {
      counts[status as 'active'] = Number(n);
      counts.all += Number(n);
    }
    return counts;
  },
);

const statusCountKind = counterKind<string>(
  'product_status_counts',
  COUNTER_RANK.productStatusCount,
  async (tx, key, d) => {
    const [accountId, status] = key.split('|') as [string, ProductStatus];
    const delta = d.count ?? 0;
    await tx
      .insert(productStatusCounts)
      .values({ accountId, status, count: Math.max(delta, 0) })
      .onConflictDoUpdate({
        target: [productStatusCounts.accountId, productStatusCounts.status],
        set: { count: sql`${productStatusCounts.count} + ${delta}` },
      });
  },
);

/**
 * Keeps the per-status counts, and the product's day of the catalogue (db/product-days.ts), in step
 * when the caller's transaction commits (db/tx.ts). `createdAt`: the product's.
 */
export async function bumpStatusCount(
  db: Db,
  accountId: string,
  status: ProductStatus,
  delta: number,
  createdAt: Date,
) {
  await bump(db, statusCountKind, `${accountId}|${status}`, { count: delta });
  await countProductDay(db, accountId, createdAt, status, delta);
}

export async function pickVariants(
  db: Db,
  accountId: string,
  search: string | undefined,
  vendorId: string | undefined,
  limit: number,
) {
  // Compiled once per shape (db/compiled.ts, decision 025): every value a placeholder.
  const values = { accountId, vendorId, like: search ? containsPattern(search) : undefined, search, limit };
  const key = `products.pickVariants:${search ? 'search' : ''}:${vendorId ? 'vendor' : ''}`;
  return runCompiled(db, key, (db) => buildPick(db, search !== undefined, vendorId !== undefined), values);
}

/** The picker's statement: candidates by title and by SKU / barcode / name when searched. */
function buildPick(db: Db, searched: boolean, byVendor: boolean) {
  const accountId = p('accountId');
  const limit = p('limit');
  const conds: SQL[] = [
    eq(productVariants.accountId, accountId),
    isNull(productVariants.deletedAt),
    sql`${products.status} <> 'archived'`,
  ];
  if (byVendor) conds.push(eq(products.vendorId, p('vendorId')));
  if (searched) {
    // Candidates, each from its own index — the newest products whose title matches, variants
    // whose SKU, barcode or name does (trigram indexes) — then the rows: one statement, each branch
    // of the union planned on its own (an OR of the two over the variants would filter them all).
    const like = p('like');
    const byTitle = db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(
        and(
          eq(productVariants.accountId, accountId),
          inArray(
            productVariants.productId,
            db
              .select({ id: products.id })
              .from(products)
              .where(
                and(
                  eq(products.accountId, accountId),
                  foldedLike(products.titleLower, like),
                  sql`${products.status} <> 'archived'`,
                ),
              )
              .orderBy(desc(products.createdAt))
              .limit(limit),
          ),
        ),
      );
    const bySku = db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(
        and(
          eq(productVariants.accountId, accountId),
          or(
            ilike(productVariants.sku, like),
            eq(productVariants.barcode, p('search')),
            ilike(productVariants.title, like),
          ),
        ),
      )
      .limit(limit);
    conds.push(inArray(productVariants.id, union(byTitle, bySku)));
  }
  return db
    .select({
      v: productVariants,
      productTitle: products.title,
      discountBp: products.discountBp,
      allowBackorder: products.allowBackorder,
      vendorId: products.vendorId,
      thumb: products.thumbnailUrl,
      available: sql<number>`coalesce((SELECT sum(l.available) FROM ${inventoryLevels} l
        WHERE l.account_id = ${qualified(productVariants.accountId)} AND l.variant_id = ${qualified(productVariants.id)}), 0)::int`,
    })
    .from(productVariants)
    .innerJoin(
      products,
      and(eq(products.accountId, productVariants.accountId), eq(products.id, productVariants.productId)),
    )
    .where(and(...conds))
    .orderBy(desc(products.createdAt), asc(productVariants.position))
    .limit(limit);
}

export async function sellerStore(db: Db, accountId: string, storeId: string) {
  const [row] = await db
    .select()
    .from(stores)
    .where(and(eq(stores.accountId, accountId), eq(stores.id, storeId)));
  return row ?? null;
}

/** Gives the store its public shop id once (a store that has one keeps it), with its handle. */
export async function setShopId(db: Db, accountId: string, storeId: string, shopId: string) {
  const set = await db
    .update(stores)
    .set({ shopId })
    .where(and(eq(stores.accountId, accountId), eq(stores.id, storeId), isNull(stores.shopId)))
    .returning({ id: stores.id });
  if (set.length > 0) await claimHandle(db, 'shop', shopId, accountId);
  const [row] = await db
    .select({ shopId: stores.shopId })
    .from(stores)
    .where(and(eq(stores.accountId, accountId), eq(stores.id, storeId)));
  return row!.shopId!;
}

/** Shipping weight per variant: its own override, else the product's. */
export async function variantWeights(db: Db, accountId: string, variantIds: string[]) {
  if (variantIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({
      id: productVariants.id,
      grams: sql<number>`coalesce(${productVariants.weightGrams}, ${products.weightGrams})::int`,
    })
    .from(productVariants)
    .innerJoin(
      products,
      and(eq(products.accountId, productVariants.accountId), eq(products.id, productVariants.productId)),
    )
    .where(and(eq(productVariants.accountId, accountId), inArray(productVariants.id, variantIds)));
  return new Map(rows.map((r) => [r.id, Number(r.grams)]));
}
