import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  date,
  smallint,
} from 'drizzle-orm/pg-core';
import { TRIGRAM_INDEX, ts, paisa } from './columns.ts';
import { accounts, stores, users } from './accounts.ts';
import type { Order, OrderStatus } from '@sauda/contracts/orders.ts';
import type { ProcurementStatus } from '@sauda/contracts/purchasing.ts';
import type { WhatsappDeliveryStatus } from '@sauda/contracts/whatsapp.ts';

/** Buyers, keyed by normalised phone per account; counters kept in the order transactions. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    city: text('city'),
    /** Where their latest order went, to prefill the next one. */
    lastAddress: text('last_address'),
    lastProvince: text('last_province'),
    notes: text('notes'),
    blocked: boolean('blocked').notNull().default(false),
    ordersCount: integer('orders_count').notNull().default(0),
    totalSpent: paisa('total_spent').notNull().default(0),
    deliveredCount: integer('delivered_count').notNull().default(0),
    returnedCount: integer('returned_count').notNull().default(0),
    cancelledCount: integer('cancelled_count').notNull().default(0),
    lastOrderAt: ts('last_order_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    uniqueIndex('customers_account_phone_uq').on(t.accountId, t.phone),
    // One index per sort of the customers list, in its exact order (customers.repo SORTS), so a page
    // reads its 50 rows instead of sorting the whole book (255,000 buyers: 54 ms a page before).
    // `DESC NULLS FIRST` is what `ORDER BY … DESC` means; Drizzle's `.desc()` alone writes NULLS LAST.
    index('customers_account_last_idx').on(
      t.accountId,
      t.lastOrderAt.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    index('customers_account_orders_idx').on(
      t.accountId,
      t.ordersCount.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('customers_account_spent_idx').on(
      t.accountId,
      t.totalSpent.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('customers_account_name_idx').on(t.accountId, t.name, t.id),
    // The Blocked tab: a few buyers among many, newest order first.
    index('customers_blocked_idx')
      .on(t.accountId, t.lastOrderAt.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(sql`${t.blocked}`),
    index('customers_name_trgm_idx')
      .using('gin', sql`${t.name} gin_trgm_ops`)
      .with(TRIGRAM_INDEX),
    check('customers_counts_nonneg', sql`${t.ordersCount} >= 0 AND ${t.totalSpent} >= 0`),
  ],
);

/** Next order number per store (`#1001`, `#1002`, …). */
export const storeCounters = pgTable(
  'store_counters',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id').notNull(),
    nextOrderNumber: integer('next_order_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.storeId] }),
    foreignKey({
      name: 'store_counters_store_fk',
      columns: [t.accountId, t.storeId],
      foreignColumns: [stores.accountId, stores.id],
    }).onDelete('cascade'),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id').notNull(),
    orderNumber: integer('order_number').notNull(),
    name: text('name').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    paymentMethod: text('payment_method').$type<Order['paymentMethod']>().notNull(),
    source: text('source').$type<Order['source']>().notNull(),
    customerId: uuid('customer_id').notNull(),
    shipName: text('ship_name').notNull(),
    shipPhone: text('ship_phone').notNull(),
    shipAddress: text('ship_address').notNull(),
    shipCity: text('ship_city').notNull(),
    shipProvince: text('ship_province'),
    subtotal: paisa('subtotal').notNull(),
    discount: paisa('discount').notNull(),
    shipping: paisa('shipping').notNull(),
    total: paisa('total').notNull(),
    itemCount: integer('item_count').notNull(),
    notes: text('notes'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    trackingNumber: text('tracking_number'),
    confirmationStatus: text('confirmation_status').$type<Order['confirmation']['status']>().notNull(),
    confirmationToken: text('confirmation_token'),
    confirmationSentAt: ts('confirmation_sent_at'),
    confirmationRespondedAt: ts('confirmation_responded_at'),
    /** The Cloud API message that carried the link, and what Meta's webhooks last said of it. */
    confirmationWaMessageId: text('confirmation_wa_message_id'),
    confirmationWaStatus: text('confirmation_wa_status').$type<WhatsappDeliveryStatus>(),
    confirmationWaStatusAt: ts('confirmation_wa_status_at'),
    confirmationWaErrorCode: integer('confirmation_wa_error_code'),
    confirmationWaErrorTitle: text('confirmation_wa_error_title'),
    /** `waiting` while units are on backorder, `procured` once the seller bought them in. */
    procurementStatus: text('procurement_status').$type<ProcurementStatus>().notNull().default('none'),
    procuredAt: ts('procured_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'orders_store_fk',
      columns: [t.accountId, t.storeId],
      foreignColumns: [stores.accountId, stores.id],
    }),
    foreignKey({
      name: 'orders_customer_fk',
      columns: [t.accountId, t.customerId],
      foreignColumns: [customers.accountId, customers.id],
    }),
    uniqueIndex('orders_store_number_uq').on(t.accountId, t.storeId, t.orderNumber),
    // Unique across sellers through public_handles (kind 'confirmation').
    uniqueIndex('orders_confirmation_token_uq').on(t.accountId, t.confirmationToken),
    // List pages: account first, then the filter, then created_at so PostgreSQL can walk it backwards.
    index('orders_account_created_idx').on(t.accountId, t.createdAt, t.id),
    // Meta's status webhooks name the message; this finds its order.
    index('orders_account_wa_message_idx')
      .on(t.accountId, t.confirmationWaMessageId)
      .where(sql`${t.confirmationWaMessageId} IS NOT NULL`),
    index('orders_account_status_created_idx').on(t.accountId, t.status, t.createdAt, t.id),
    // WhatsApp confirmations that failed: the dashboard's "Needs attention" count and the list's
    // WhatsApp filter, without walking every Pending order (234 ms at 1,000,000 orders before).
    index('orders_account_wa_failed_idx')
      .on(t.accountId, t.createdAt, t.id)
      .where(sql`${t.confirmationWaStatus} = 'failed'`),
    // text_pattern_ops: phone prefix search (`LIKE '0300%'`) can use the index whatever the collation.
    index('orders_account_phone_idx').on(t.accountId, t.shipPhone.op('text_pattern_ops')),
    index('orders_account_customer_idx').on(t.accountId, t.customerId, t.createdAt),
    index('orders_account_number_idx').on(t.accountId, t.orderNumber),
    // Buyer-name "contains" search (pg_trgm, migration 0002).
    index('orders_ship_name_trgm_idx')
      .using('gin', sql`${t.shipName} gin_trgm_ops`)
      .with(TRIGRAM_INDEX),
    index('orders_account_tracking_idx').on(t.accountId, t.trackingNumber),
    index('orders_account_procurement_idx')
      .on(t.accountId, t.procurementStatus, t.createdAt)
      .where(sql`${t.procurementStatus} <> 'none'`),
    check(
      'orders_amounts_nonneg',
      sql`${t.subtotal} >= 0 AND ${t.discount} >= 0 AND ${t.shipping} >= 0 AND ${t.total} >= 0`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    sku: text('sku'),
    quantity: integer('quantity').notNull(),
    unitPrice: paisa('unit_price').notNull(),
    total: paisa('total').notNull(),
    // Catalogue lines (issue #4); free-text lines leave these null / 0. No FK to the catalogue
    // tables here (they reference orders): the product module keeps them consistent.
    productId: uuid('product_id'),
    variantId: uuid('variant_id'),
    locationId: uuid('location_id'),
    /** Units held in `committed` for this line. */
    reservedQty: integer('reserved_qty').notNull().default(0),
    /** Units shipped (moved out of committed), restocked once on return. */
    fulfilledQty: integer('fulfilled_qty').notNull().default(0),
    /** Units sold beyond stock, waiting for procurement. */
    backorderedQty: integer('backordered_qty').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'order_items_order_fk',
      columns: [t.accountId, t.orderId],
      foreignColumns: [orders.accountId, orders.id],
    }).onDelete('cascade'),
    index('order_items_order_idx').on(t.orderId, t.position),
    index('order_items_variant_idx').on(t.variantId),
    index('order_items_product_idx').on(t.productId),
    // Lines waiting for stock only (few, whatever a variant's sales history): the inventory list's
    // backordered column and filter, and Procure, read a variant's without walking all its lines.
    index('order_items_backordered_idx')
      .on(t.accountId, t.variantId)
      .where(sql`${t.backorderedQty} > 0`),
    check(
      'order_items_stock_nonneg',
      sql`${t.reservedQty} >= 0 AND ${t.fulfilledQty} >= 0 AND ${t.backorderedQty} >= 0`,
    ),
    check('order_items_positive', sql`${t.quantity} > 0 AND ${t.unitPrice} >= 0 AND ${t.total} >= 0`),
  ],
);

/** Every change to an order: who, when, what. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    at: ts('at').notNull().defaultNow(),
    type: text('type').notNull(),
    message: text('message').notNull(),
    actorKind: text('actor_kind').notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    data: jsonb('data'),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'order_events_order_fk',
      columns: [t.accountId, t.orderId],
      foreignColumns: [orders.accountId, orders.id],
    }).onDelete('cascade'),
    index('order_events_order_idx').on(t.orderId, t.at),
  ],
);

/** Orders per status per account, kept in the same transaction as every status change. */
export const orderStatusCounts = pgTable(
  'order_status_counts',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    /** Writers spread over COUNTER_SHARDS rows per status (db/tx.ts); a count is the sum. */
    shard: smallint('shard').notNull().default(0),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.status, t.shard] })],
);

/** Pre-aggregated daily figures (day in Asia/Karachi) for the dashboard and reports. */
export const orderDailyStats = pgTable(
  'order_daily_stats',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** Writers spread over COUNTER_SHARDS rows per day (db/tx.ts); a figure is the sum. */
    shard: smallint('shard').notNull().default(0),
    orders: integer('orders').notNull().default(0),
    revenue: paisa('revenue').notNull().default(0),
    confirmationsSent: integer('confirmations_sent').notNull().default(0),
    confirmed: integer('confirmed').notNull().default(0),
    buyerCancelled: integer('buyer_cancelled').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day, t.shard] })],
);

/** Idempotency-Key records (quality-checks Q4): one effect per key per account; replays answer the same. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    body: jsonb('body').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  // created_at: the retention job removes keys past their window (jobs/maintenance.ts).
  (t) => [
    primaryKey({ columns: [t.accountId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/** A seller's WhatsApp Cloud API sender (optional). The access token is sealed (lib/secrets.ts). */
export const whatsappSettings = pgTable('whatsapp_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  phoneNumberId: text('phone_number_id').notNull(),
  accessTokenSealed: text('access_token_sealed').notNull(),
  tokenLast4: text('token_last4').notNull(),
  templateName: text('template_name'),
  templateLanguage: text('template_language').notNull().default('en'),
  /**
   * Send the confirmation to every new COD order by itself. Only with an approved template: a
   * free-form message reaches only a buyer who wrote in the last 24 hours (docs/whatsapp.md §7).
   */
  autoConfirm: boolean('auto_confirm').notNull().default(false),
  /** Generated by Sauda; the seller pastes it into Meta beside the callback URL. */
  verifyToken: text('verify_token'),
  /** The Meta app's secret that signs webhook deliveries (sealed like the token). */
  appSecretSealed: text('app_secret_sealed'),
  /** What Meta said of the number when the settings were saved (null: Meta could not be asked). */
  displayPhoneNumber: text('display_phone_number'),
  verifiedName: text('verified_name'),
  checkedAt: ts('checked_at'),
  /**
   * The sandbox: messages go to the on-screen phone (whatsapp_sandbox_messages), not to Meta, and
   * its statuses and the buyer's taps come back signed through the same webhook intake.
   */
  sandbox: boolean('sandbox').notNull().default(false),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * The sandbox WhatsApp's phone (issue 27 §4): what the seller's number sent to each buyer number and
 * what the buyer answered, with each outgoing message's ticks. Nothing here leaves the machine.
 */
export const whatsappSandboxMessages = pgTable(
  'whatsapp_sandbox_messages',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The message id Meta would give (wamid.…). */
    id: text('id').notNull(),
    /** The buyer's WhatsApp id (923001234567). */
    waId: text('wa_id').notNull(),
    /** `out`: from the seller's number; `in`: from the buyer. */
    direction: text('direction').notNull(),
    /** What the phone shows: a template with its parameters and buttons, a text, a button tap. */
    body: jsonb('body').notNull(),
    /** Outgoing only: sent, delivered, read. */
    status: text('status'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    index('whatsapp_sandbox_messages_chat_idx').on(t.accountId, t.waId, t.createdAt),
    check('whatsapp_sandbox_messages_direction', sql`${t.direction} in ('out', 'in')`),
  ],
);

/**
 * When each buyer last wrote to the seller's WhatsApp number: a free-form message reaches them only
 * within 24 hours of that (Meta's customer service window, docs/whatsapp.md §7).
 */
export const whatsappContacts = pgTable(
  'whatsapp_contacts',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The buyer's WhatsApp id (923001234567). */
    waId: text('wa_id').notNull(),
    lastInboundAt: ts('last_inbound_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.waId] })],
);

/**
 * Every (message, status) Meta has reported, so a delivery Meta repeats changes nothing the second
 * time (Meta retries any delivery not answered 200, for up to days: docs/whatsapp.md §2).
 */
export const whatsappStatusSeen = pgTable(
  'whatsapp_status_seen',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    status: text('status').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.messageId, t.status] }),
    index('whatsapp_status_seen_received_idx').on(t.receivedAt),
  ],
);
