import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { TRIGRAM_INDEX, ts, paisa } from './columns.ts';
import { accounts, stores, users } from './accounts.ts';
import { orderItems, orders } from './orders.ts';
import type { ProductStatus } from '@sauda/contracts/products.ts';
import type { PoStatus } from '@sauda/contracts/purchasing.ts';

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    uniqueIndex('categories_account_name_uq').on(t.accountId, sql`lower(${t.name})`),
  ],
);

export const vendors = pgTable(
  'vendors',
  {
    id: uuid('id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contactName: text('contact_name'),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    city: text('city'),
    notes: text('notes'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    uniqueIndex('vendors_account_name_uq').on(t.accountId, sql`lower(${t.name})`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /**
     * The title lower-cased, for "contains" searches: `title_lower LIKE lower(pattern)` is what
     * PostgreSQL's ILIKE does inside (it folds both sides), without folding every title it reads.
     * It rides in the newest-first index, so a common word's walk never opens the rows
     * (docs/decisions/027). Search it through `foldedLike` (db/raw.ts), never with ILIKE on `title`.
     */
    titleLower: text('title_lower').generatedAlwaysAs(sql`lower("title")`),
    descriptionHtml: text('description_html').notNull().default(''),
    status: text('status').$type<ProductStatus>().notNull(),
    /** Emptied when the vendor or category goes (`ON DELETE SET NULL (column)`, migration 0017). */
    vendorId: uuid('vendor_id'),
    categoryId: uuid('category_id'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    options: jsonb('options').$type<Array<{ name: string; values: string[] }>>().notNull(),
    /** Basis points (product-rules §5 percent × 100), null for none. */
    discountBp: integer('discount_bp'),
    weightGrams: integer('weight_grams').notNull(),
    allowBackorder: boolean('allow_backorder').notNull().default(false),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    // Denormalised for the list (kept in the same transactions that change them).
    priceMin: paisa('price_min').notNull(),
    priceMax: paisa('price_max').notNull(),
    variantsCount: integer('variants_count').notNull(),
    firstSku: text('first_sku'),
    thumbnailUrl: text('thumbnail_url'),
    totalAvailable: integer('total_available').notNull().default(0),
    /**
     * What this product adds to its account's inventory summary (`inventory_summaries`): its live
     * variants, how many are low / out of stock against its threshold, their units and stock value;
     * all zero while archived. Recomputed from the variants at commit whenever a write touches the
     * product (inventory.repo, `productKind`), and the difference is added to the summary, so the
     * summary is always the sum of these (issue 12 §3; docs/architecture.md, "Locks and counters").
     */
    invVariants: integer('inv_variants').notNull().default(0),
    invLow: integer('inv_low').notNull().default(0),
    invOut: integer('inv_out').notNull().default(0),
    invUnits: bigint('inv_units', { mode: 'number' }).notNull().default(0),
    invValue: numeric('inv_value').notNull().default('0'),
    /** Storefront: 128-bit random id for `/sp/{publicId}` (Q20), and the Sauda store it is listed in. */
    publicId: text('public_id'),
    publicStoreId: uuid('public_store_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'products_vendor_fk',
      columns: [t.accountId, t.vendorId],
      foreignColumns: [vendors.accountId, vendors.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'products_category_fk',
      columns: [t.accountId, t.categoryId],
      foreignColumns: [categories.accountId, categories.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'products_public_store_fk',
      columns: [t.accountId, t.publicStoreId],
      foreignColumns: [stores.accountId, stores.id],
    }).onDelete('set null'),
    // Newest first; status and the folded title ride along so a title search walks the index alone.
    index('products_account_created_idx').on(t.accountId, t.createdAt, t.id, t.status, t.titleLower),
    index('products_account_status_created_idx').on(t.accountId, t.status, t.createdAt, t.id),
    index('products_account_vendor_idx').on(t.accountId, t.vendorId),
    index('products_account_category_idx').on(t.accountId, t.categoryId),
    // The products list's stock filters (issue 12 §3): each walks only its own rows, newest first, and
    // counts them with an index-only scan. The predicates are the ones products.repo writes (LOW_STOCK,
    // OUT_OF_STOCK), so the planner can prove a query's condition implies them.
    index('products_low_stock_idx')
      .on(t.accountId, t.createdAt, t.id)
      .where(sql`${t.totalAvailable} > 0 AND ${t.totalAvailable} <= ${t.lowStockThreshold}`),
    index('products_out_of_stock_idx')
      .on(t.accountId, t.createdAt, t.id)
      .where(sql`${t.totalAvailable} <= 0`),
    // Products holding a low / out-of-stock variant (their kept figures, stock-figures.ts): the
    // inventory list's stock filters walk these instead of every product (docs/decisions/021, point 6).
    index('products_inv_low_idx')
      .on(t.accountId, t.createdAt, t.id)
      .where(sql`${t.invLow} > 0`),
    index('products_inv_out_idx')
      .on(t.accountId, t.createdAt, t.id)
      .where(sql`${t.invOut} > 0`),
    // A rare word's title search (pg_trgm): the planner takes it when few titles hold the word.
    index('products_title_trgm_idx')
      .using('gin', sql`${t.titleLower} gin_trgm_ops`)
      .with(TRIGRAM_INDEX),
    // Unique across sellers through public_handles (kind 'product').
    uniqueIndex('products_public_id_uq').on(t.accountId, t.publicId),
    index('products_public_store_idx').on(t.publicStoreId, t.createdAt),
    check(
      'products_discount_range',
      sql`${t.discountBp} IS NULL OR (${t.discountBp} >= 0 AND ${t.discountBp} <= 9900)`,
    ),
    check('products_amounts_nonneg', sql`${t.priceMin} >= 0 AND ${t.priceMax} >= 0 AND ${t.weightGrams} > 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id'),
    position: integer('position').notNull().default(0),
    /** Random storage key; the files are `{key}.webp` and `{key}-thumb.webp`. */
    fileKey: text('file_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'product_images_product_fk',
      columns: [t.accountId, t.productId],
      foreignColumns: [products.accountId, products.id],
    }).onDelete('cascade'),
    index('product_images_product_idx').on(t.productId, t.position),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    optionValues: text('option_values')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sku: text('sku'),
    barcode: text('barcode'),
    price: paisa('price').notNull(),
    compareAtPrice: paisa('compare_at_price'),
    /** Weighted average cost, updated when purchase orders are received. */
    cost: paisa('cost'),
    weightGrams: integer('weight_grams'),
    /** Emptied when the image goes (`ON DELETE SET NULL (image_id)`, migration 0017). */
    imageId: uuid('image_id'),
    /** Removed from the product but kept for orders and the ledger that reference it. */
    deletedAt: ts('deleted_at'),
    /**
     * The variant's stock summed over every location (its inventory_levels rows), for the
     * whole-catalogue inventory list, its stock filters and the summary cards (issue 12 §3).
     * Denormalised: inventory.repo's `applyDelta`, the only way a level changes, bumps them at
     * commit (`variantStockKind`, db/tx.ts). Per-location figures still come from the levels.
     */
    totalAvailable: integer('total_available').notNull().default(0),
    totalCommitted: integer('total_committed').notNull().default(0),
    /**
     * Copies of the product's `created_at` and "is archived", so the inventory list (every variant
     * of the products not archived, newest product first) walks one index of the variants instead
     * of the products joined to their variants: 250 ms for page 200 at 100,000 products (issue 12
     * §3). Written by products.repo only: `insertVariants` from the product, `updateProduct` when
     * the status changes; a product's `created_at` never changes. The API tests check them against
     * the products when each file closes.
     */
    productCreatedAt: ts('product_created_at').notNull(),
    productArchived: boolean('product_archived').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    // The inventory list's walk (listInventory): newest product first, then the product's order.
    index('product_variants_inventory_walk_idx')
      .on(t.accountId, t.productCreatedAt.desc().nullsFirst(), t.productId, t.position, t.id)
      .where(sql`${t.deletedAt} IS NULL AND NOT ${t.productArchived}`),
    foreignKey({
      name: 'product_variants_product_fk',
      columns: [t.accountId, t.productId],
      foreignColumns: [products.accountId, products.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'product_variants_image_fk',
      columns: [t.accountId, t.imageId],
      foreignColumns: [productImages.accountId, productImages.id],
    }).onDelete('set null'),
    index('product_variants_product_idx').on(t.productId, t.position),
    index('product_variants_account_sku_idx').on(t.accountId, t.sku),
    // SKU "contains" search (pg_trgm), for the product list and the pickers.
    index('product_variants_sku_trgm_idx')
      .using('gin', sql`${t.sku} gin_trgm_ops`)
      .with(TRIGRAM_INDEX),
    // Variant name "contains" search ("Red / M"), for the purchase-order picker (issue 12 §1).
    index('product_variants_title_trgm_idx')
      .using('gin', sql`${t.title} gin_trgm_ops`)
      .with(TRIGRAM_INDEX),
    index('product_variants_barcode_idx')
      .on(t.barcode)
      .where(sql`${t.barcode} IS NOT NULL`),
    check(
      'product_variants_amounts_nonneg',
      sql`${t.price} >= 0 AND (${t.compareAtPrice} IS NULL OR ${t.compareAtPrice} >= 0) AND (${t.cost} IS NULL OR ${t.cost} >= 0)`,
    ),
  ],
);

/**
 * Each account's inventory figures over the whole catalogue (the inventory summary cards and the
 * list's unfiltered count): the sum of its products' `inv_*` columns, kept at commit by
 * inventory.repo (`inventorySummaryKind`). Writers spread over COUNTER_SHARDS rows (db/tx.ts); a
 * figure is the sum of an account's rows.
 */
export const inventorySummaries = pgTable(
  'inventory_summaries',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    shard: smallint('shard').notNull().default(0),
    variants: integer('variants').notNull().default(0),
    lowCount: integer('low_count').notNull().default(0),
    outCount: integer('out_count').notNull().default(0),
    units: bigint('units', { mode: 'number' }).notNull().default(0),
    stockValue: numeric('stock_value').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.shard] })],
);

/** Where stock is kept (a warehouse, a shop, a pickup address). One per account is the default. */
export const stockLocations = pgTable(
  'stock_locations',
  {
    id: uuid('id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    city: text('city'),
    address: text('address'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    uniqueIndex('stock_locations_default_uq')
      .on(t.accountId)
      .where(sql`${t.isDefault}`),
    index('stock_locations_account_idx').on(t.accountId, t.createdAt),
  ],
);

/**
 * Stock of one variant at one location. quality-checks Q1: `available` only ever moves through a
 * conditional update, and the CHECK makes a negative balance impossible whatever the code does.
 */
export const inventoryLevels = pgTable(
  'inventory_levels',
  {
    variantId: uuid('variant_id').notNull(),
    locationId: uuid('location_id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    available: integer('available').notNull().default(0),
    committed: integer('committed').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.variantId, t.locationId] }),
    foreignKey({
      name: 'inventory_levels_variant_fk',
      columns: [t.accountId, t.variantId],
      foreignColumns: [productVariants.accountId, productVariants.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'inventory_levels_location_fk',
      columns: [t.accountId, t.locationId],
      foreignColumns: [stockLocations.accountId, stockLocations.id],
    }).onDelete('cascade'),
    index('inventory_levels_account_idx').on(t.accountId, t.locationId),
    check('inventory_levels_nonneg', sql`${t.available} >= 0 AND ${t.committed} >= 0`),
  ],
);

/** Append-only ledger of every stock change (a trigger refuses UPDATE). */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: uuid('id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').notNull(),
    locationId: uuid('location_id').notNull(),
    kind: text('kind').notNull(),
    deltaAvailable: integer('delta_available').notNull(),
    deltaCommitted: integer('delta_committed').notNull(),
    availableAfter: integer('available_after').notNull(),
    reason: text('reason'),
    note: text('note'),
    unitCost: paisa('unit_cost'),
    /** Emptied when the order or its line goes (`ON DELETE SET NULL (column)`, migration 0017). */
    orderId: uuid('order_id'),
    orderItemId: uuid('order_item_id'),
    purchaseOrderId: uuid('purchase_order_id'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'stock_movements_variant_fk',
      columns: [t.accountId, t.variantId],
      foreignColumns: [productVariants.accountId, productVariants.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'stock_movements_location_fk',
      columns: [t.accountId, t.locationId],
      foreignColumns: [stockLocations.accountId, stockLocations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'stock_movements_order_fk',
      columns: [t.accountId, t.orderId],
      foreignColumns: [orders.accountId, orders.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'stock_movements_order_item_fk',
      columns: [t.accountId, t.orderItemId],
      foreignColumns: [orderItems.accountId, orderItems.id],
    }).onDelete('set null'),
    index('stock_movements_variant_idx').on(t.variantId, t.at),
    index('stock_movements_account_idx').on(t.accountId, t.at),
    // quality-checks Q2: an order line is released, restocked or shipped at most once.
    uniqueIndex('stock_movements_once_uq')
      .on(t.accountId, t.orderItemId, t.kind)
      .where(sql`${t.orderItemId} IS NOT NULL AND ${t.kind} IN ('cancel', 'return', 'fulfil')`),
  ],
);

/** Next number per account for things numbered per seller (`PO-1001`). */
export const accountCounters = pgTable(
  'account_counters',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    next: integer('next').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.name] })],
);

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: uuid('id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    locationId: uuid('location_id').notNull(),
    status: text('status').$type<PoStatus>().notNull(),
    expectedAt: date('expected_at', { mode: 'string' }),
    notes: text('notes'),
    total: paisa('total').notNull(),
    sentAt: ts('sent_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'purchase_orders_vendor_fk',
      columns: [t.accountId, t.vendorId],
      foreignColumns: [vendors.accountId, vendors.id],
    }),
    foreignKey({
      name: 'purchase_orders_location_fk',
      columns: [t.accountId, t.locationId],
      foreignColumns: [stockLocations.accountId, stockLocations.id],
    }),
    uniqueIndex('purchase_orders_account_number_uq').on(t.accountId, t.number),
    index('purchase_orders_account_created_idx').on(t.accountId, t.createdAt),
    index('purchase_orders_vendor_idx').on(t.vendorId),
    check('purchase_orders_total_nonneg', sql`${t.total} >= 0`),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: uuid('id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purchaseOrderId: uuid('purchase_order_id').notNull(),
    position: integer('position').notNull(),
    variantId: uuid('variant_id').notNull(),
    quantity: integer('quantity').notNull(),
    receivedQty: integer('received_qty').notNull().default(0),
    unitCost: paisa('unit_cost').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'purchase_order_lines_purchase_order_fk',
      columns: [t.accountId, t.purchaseOrderId],
      foreignColumns: [purchaseOrders.accountId, purchaseOrders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'purchase_order_lines_variant_fk',
      columns: [t.accountId, t.variantId],
      foreignColumns: [productVariants.accountId, productVariants.id],
    }),
    index('purchase_order_lines_po_idx').on(t.purchaseOrderId, t.position),
    index('purchase_order_lines_variant_idx').on(t.variantId),
    check(
      'purchase_order_lines_qty',
      sql`${t.quantity} > 0 AND ${t.receivedQty} >= 0 AND ${t.receivedQty} <= ${t.quantity} AND ${t.unitCost} >= 0`,
    ),
  ],
);

export const purchaseOrderEvents = pgTable(
  'purchase_order_events',
  {
    id: uuid('id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purchaseOrderId: uuid('purchase_order_id').notNull(),
    at: ts('at').notNull().defaultNow(),
    message: text('message').notNull(),
    actorName: text('actor_name'),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'purchase_order_events_purchase_order_fk',
      columns: [t.accountId, t.purchaseOrderId],
      foreignColumns: [purchaseOrders.accountId, purchaseOrders.id],
    }).onDelete('cascade'),
    index('purchase_order_events_po_idx').on(t.purchaseOrderId, t.at),
  ],
);

/** Products per status per account (the list's tabs), kept in the same transactions as changes. */
export const productStatusCounts = pgTable(
  'product_status_counts',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status').$type<ProductStatus>().notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.status] }),
    check('product_status_counts_nonneg', sql`${t.count} >= 0`),
  ],
);

/**
 * The catalogue counted per Asia/Karachi day of each product's `created_at`, kept at commit
 * (products.repo `bumpProductDay`; decision 026): products by their status, and the live variants
 * of the products not archived (the sum of their `inv_variants`). Deep pages of the products and
 * inventory lists, newest first, start at their day from these (db/day-anchor.ts). A product's
 * `created_at` never changes. The API tests check them against the products when each file closes.
 */
export const productDailyCounts = pgTable(
  'product_daily_counts',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    active: integer('active').notNull().default(0),
    draft: integer('draft').notNull().default(0),
    archived: integer('archived').notNull().default(0),
    variants: integer('variants').notNull().default(0),
  },
  // No CHECK that counts stay >= 0: PostgreSQL checks an upsert's proposed row (the delta itself,
  // negative when a product goes) before it finds the conflict. The API tests' recount checks them.
  (t) => [primaryKey({ columns: [t.accountId, t.day] })],
);
