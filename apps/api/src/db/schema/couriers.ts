import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts, paisa } from './columns.ts';
import { accounts, stores, users } from './accounts.ts';
import { orders } from './orders.ts';
import type { BookingState, ParcelStatus } from '@sauda/contracts/couriers.ts';

/** A seller's account with one courier. Secret credentials are sealed (AES-256-GCM). */
export const courierAccounts = pgTable(
  'courier_accounts',
  {
    id: uuid('id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    courier: text('courier').notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    environment: text('environment').notNull().default('production'),
    /** Sealed JSON of the secret credential fields. */
    credentialsSealed: text('credentials_sealed'),
    /** Non-secret credential fields (user names, account numbers). */
    publicCredentials: jsonb('public_credentials').notNull().default({}),
    lastTestedAt: ts('last_tested_at'),
    lastTestOk: boolean('last_test_ok'),
    lastTestMessage: text('last_test_message'),
    /** Tracking / advice / payment polling. */
    nextSyncAt: ts('next_sync_at'),
    lastSyncAt: ts('last_sync_at'),
    lastSyncError: text('last_sync_error'),
    citiesFetchedAt: ts('cities_fetched_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    index('courier_accounts_account_idx').on(t.accountId, t.createdAt),
    index('courier_accounts_sync_idx')
      .on(t.nextSyncAt)
      .where(sql`${t.enabled}`),
  ],
);

/** Each courier account's city list, mapped onto the canonical Sauda cities. */
export const courierCities = pgTable(
  'courier_cities',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    courierAccountId: uuid('courier_account_id').notNull(),
    courierCityId: text('courier_city_id').notNull(),
    courierCityName: text('courier_city_name').notNull(),
    saudaCity: text('sauda_city'),
    /** auto | manual | none */
    match: text('match').notNull(),
    pickup: boolean('pickup').notNull().default(true),
    delivery: boolean('delivery').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.courierAccountId, t.courierCityId] }),
    foreignKey({
      name: 'courier_cities_courier_account_fk',
      columns: [t.accountId, t.courierAccountId],
      foreignColumns: [courierAccounts.accountId, courierAccounts.id],
    }).onDelete('cascade'),
    index('courier_cities_sauda_idx').on(t.courierAccountId, t.saudaCity),
  ],
);

/** Pickup addresses ("shipper info"). */
export const shippers = pgTable(
  'shippers',
  {
    id: uuid('id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    address: text('address').notNull(),
    city: text('city').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    archivedAt: ts('archived_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    index('shippers_account_idx').on(t.accountId, t.createdAt),
  ],
);

/** A shipper's own code at each courier (PostEx addressCode, Trax pickup_address_id…). */
export const shipperCourierCodes = pgTable(
  'shipper_courier_codes',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    shipperId: uuid('shipper_id').notNull(),
    courierAccountId: uuid('courier_account_id').notNull(),
    code: text('code'),
    error: text('error'),
    syncedAt: ts('synced_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.shipperId, t.courierAccountId] }),
    foreignKey({
      name: 'shipper_courier_codes_shipper_fk',
      columns: [t.accountId, t.shipperId],
      foreignColumns: [shippers.accountId, shippers.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'shipper_courier_codes_courier_account_fk',
      columns: [t.accountId, t.courierAccountId],
      foreignColumns: [courierAccounts.accountId, courierAccounts.id],
    }).onDelete('cascade'),
  ],
);

/**
 * One parcel. `state` is the booking state machine (pending → booking → booked | failed |
 * unknown, then cancelled); `status` is the parcel's life once booked (our vocabulary).
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    storeId: uuid('store_id').notNull(),
    courierAccountId: uuid('courier_account_id').notNull(),
    courier: text('courier').notNull(),
    /** The manual courier's company name ("Call Courier"); null for API couriers. */
    trackingCompany: text('tracking_company'),
    shipperId: uuid('shipper_id'),
    shipmentType: text('shipment_type').notNull(),
    /** Our reference, sent to the courier (idempotency / lookup key). */
    reference: text('reference').notNull(),
    state: text('state').$type<BookingState>().notNull(),
    status: text('status').$type<ParcelStatus>(),
    courierStatus: text('courier_status'),
    trackingNumber: text('tracking_number'),
    /** 128-bit random id for the public tracking page. */
    publicId: text('public_id').notNull(),
    codAmount: paisa('cod_amount').notNull(),
    weightGrams: integer('weight_grams').notNull(),
    pieces: integer('pieces').notNull().default(1),
    description: text('description').notNull(),
    remarks: text('remarks'),
    consigneeName: text('consignee_name').notNull(),
    consigneePhone: text('consignee_phone').notNull(),
    consigneeAddress: text('consignee_address').notNull(),
    consigneeCity: text('consignee_city').notNull(),
    error: text('error'),
    bookAttempts: integer('book_attempts').notNull().default(0),
    bookJobId: uuid('book_job_id'),
    loadSheetId: uuid('load_sheet_id'),
    deliveryCharges: paisa('delivery_charges'),
    returnCharges: paisa('return_charges'),
    bookedAt: ts('booked_at'),
    pickedUpAt: ts('picked_up_at'),
    deliveredAt: ts('delivered_at'),
    returnedAt: ts('returned_at'),
    cancelledAt: ts('cancelled_at'),
    lastTrackedAt: ts('last_tracked_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'shipments_order_fk',
      columns: [t.accountId, t.orderId],
      foreignColumns: [orders.accountId, orders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'shipments_store_fk',
      columns: [t.accountId, t.storeId],
      foreignColumns: [stores.accountId, stores.id],
    }),
    foreignKey({
      name: 'shipments_courier_account_fk',
      columns: [t.accountId, t.courierAccountId],
      foreignColumns: [courierAccounts.accountId, courierAccounts.id],
    }),
    foreignKey({
      name: 'shipments_shipper_fk',
      columns: [t.accountId, t.shipperId],
      foreignColumns: [shippers.accountId, shippers.id],
    }),
    uniqueIndex('shipments_reference_uq').on(t.accountId, t.reference),
    // Unique across sellers through public_handles (kind 'tracking').
    uniqueIndex('shipments_public_uq').on(t.accountId, t.publicId),
    // One live parcel per order: a second booking of the same order is refused by the database.
    uniqueIndex('shipments_live_order_uq')
      .on(t.accountId, t.orderId)
      .where(sql`${t.state} IN ('pending', 'booking', 'booked', 'unknown')`),
    uniqueIndex('shipments_courier_cn_uq')
      .on(t.accountId, t.courierAccountId, t.trackingNumber)
      .where(sql`${t.trackingNumber} IS NOT NULL AND ${t.state} <> 'cancelled'`),
    index('shipments_account_state_idx').on(t.accountId, t.state, t.createdAt),
    // The parcels list's order (newest first, shipping.repo `list`): 500,000 parcels, 114 → 0.09 ms
    // a page. `DESC NULLS FIRST` is what `ORDER BY … DESC` means.
    index('shipments_account_created_idx').on(
      t.accountId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('shipments_account_status_idx').on(t.accountId, t.status, t.bookedAt),
    index('shipments_account_cn_idx').on(t.accountId, t.trackingNumber),
    index('shipments_order_idx').on(t.orderId, t.createdAt),
    index('shipments_tracking_poll_idx')
      .on(t.courierAccountId, t.lastTrackedAt)
      .where(sql`${t.state} = 'booked' AND ${t.status} NOT IN ('delivered', 'returned', 'cancelled')`),
    index('shipments_load_sheet_idx').on(t.loadSheetId),
    check('shipments_amounts_nonneg', sql`${t.codAmount} >= 0 AND ${t.weightGrams} > 0 AND ${t.pieces} > 0`),
  ],
);

/** A parcel's tracking history (courier events, our hand-over, answers). */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: uuid('id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    shipmentId: uuid('shipment_id').notNull(),
    at: ts('at').notNull(),
    status: text('status').$type<ParcelStatus>(),
    code: text('code').notNull(),
    message: text('message').notNull(),
    location: text('location'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'shipment_events_shipment_fk',
      columns: [t.accountId, t.shipmentId],
      foreignColumns: [shipments.accountId, shipments.id],
    }).onDelete('cascade'),
    uniqueIndex('shipment_events_uq').on(t.accountId, t.shipmentId, t.at, t.code),
  ],
);

export const loadSheets = pgTable(
  'load_sheets',
  {
    id: uuid('id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    courierAccountId: uuid('courier_account_id').notNull(),
    shipperId: uuid('shipper_id'),
    /** generated | handed_over */
    status: text('status').notNull(),
    courierSheetId: text('courier_sheet_id'),
    parcelCount: integer('parcel_count').notNull(),
    codTotal: paisa('cod_total').notNull(),
    /** Our manifest PDF, and the courier's own sheet when it returned one (file store keys). */
    pdfKey: text('pdf_key'),
    courierPdfKey: text('courier_pdf_key'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    handedOverAt: ts('handed_over_at'),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'load_sheets_courier_account_fk',
      columns: [t.accountId, t.courierAccountId],
      foreignColumns: [courierAccounts.accountId, courierAccounts.id],
    }),
    foreignKey({
      name: 'load_sheets_shipper_fk',
      columns: [t.accountId, t.shipperId],
      foreignColumns: [shippers.accountId, shippers.id],
    }),
    uniqueIndex('load_sheets_number_uq').on(t.accountId, t.number),
    index('load_sheets_account_idx').on(t.accountId, t.createdAt),
  ],
);

/** Parcels the courier could not deliver, waiting for the seller's answer. */
export const shipperAdvices = pgTable(
  'shipper_advices',
  {
    id: uuid('id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    shipmentId: uuid('shipment_id').notNull(),
    courierAdviceId: text('courier_advice_id'),
    reason: text('reason').notNull(),
    attempts: integer('attempts').notNull().default(1),
    deadline: ts('deadline'),
    /** open | answered | closed */
    status: text('status').notNull(),
    action: text('action'),
    remarks: text('remarks'),
    newAddress: text('new_address'),
    newPhone: text('new_phone'),
    answeredAt: ts('answered_at'),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredByName: text('answered_by_name'),
    sendError: text('send_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'shipper_advices_shipment_fk',
      columns: [t.accountId, t.shipmentId],
      foreignColumns: [shipments.accountId, shipments.id],
    }).onDelete('cascade'),
    uniqueIndex('shipper_advices_open_uq')
      .on(t.accountId, t.shipmentId)
      .where(sql`${t.status} = 'open'`),
    index('shipper_advices_account_idx').on(t.accountId, t.status, t.createdAt),
  ],
);

/** A remittance from a courier (CPR, cheque, bank transfer). */
export const courierPayments = pgTable(
  'courier_payments',
  {
    id: uuid('id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    courierAccountId: uuid('courier_account_id').notNull(),
    reference: text('reference').notNull(),
    paidOn: date('paid_on'),
    method: text('method'),
    total: paisa('total').notNull(),
    /** api | import */
    source: text('source').notNull(),
    fileName: text('file_name'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'courier_payments_courier_account_fk',
      columns: [t.accountId, t.courierAccountId],
      foreignColumns: [courierAccounts.accountId, courierAccounts.id],
    }),
    uniqueIndex('courier_payments_ref_uq').on(t.accountId, t.courierAccountId, t.reference),
    index('courier_payments_account_idx').on(t.accountId, t.createdAt),
  ],
);

export const courierPaymentLines = pgTable(
  'courier_payment_lines',
  {
    id: uuid('id').notNull(),
    paymentId: uuid('payment_id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    trackingNumber: text('tracking_number').notNull(),
    /** Emptied when the parcel goes (`ON DELETE SET NULL (shipment_id)`, migration 0017). */
    shipmentId: uuid('shipment_id'),
    /** May be negative: a returned parcel's charges deducted. */
    amount: paisa('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'courier_payment_lines_payment_fk',
      columns: [t.accountId, t.paymentId],
      foreignColumns: [courierPayments.accountId, courierPayments.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'courier_payment_lines_shipment_fk',
      columns: [t.accountId, t.shipmentId],
      foreignColumns: [shipments.accountId, shipments.id],
    }).onDelete('set null'),
    uniqueIndex('courier_payment_lines_uq').on(t.accountId, t.paymentId, t.trackingNumber),
    index('courier_payment_lines_shipment_idx').on(t.shipmentId),
    index('courier_payment_lines_account_cn_idx').on(t.accountId, t.trackingNumber),
  ],
);

/** What each booking is billed (product-rules §7 saveBilling). */
export const billingLogs = pgTable(
  'billing_logs',
  {
    id: uuid('id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id').notNull(),
    /** Emptied when the order or parcel goes (`ON DELETE SET NULL (column)`, migration 0017). */
    orderId: uuid('order_id'),
    shipmentId: uuid('shipment_id'),
    amount: paisa('amount').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'billing_logs_store_fk',
      columns: [t.accountId, t.storeId],
      foreignColumns: [stores.accountId, stores.id],
    }),
    foreignKey({
      name: 'billing_logs_order_fk',
      columns: [t.accountId, t.orderId],
      foreignColumns: [orders.accountId, orders.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'billing_logs_shipment_fk',
      columns: [t.accountId, t.shipmentId],
      foreignColumns: [shipments.accountId, shipments.id],
    }).onDelete('set null'),
    uniqueIndex('billing_logs_shipment_uq').on(t.accountId, t.shipmentId),
    index('billing_logs_account_idx').on(t.accountId, t.createdAt),
    check('billing_logs_amount_nonneg', sql`${t.amount} >= 0`),
  ],
);

/**
 * The sandbox courier's own books: what a real courier keeps on its side. Parcels move on with
 * time from these timestamps (see couriers/sandbox.ts).
 */
export const sandboxParcels = pgTable(
  'sandbox_parcels',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    trackingNumber: text('tracking_number').notNull(),
    courierAccountId: uuid('courier_account_id').notNull(),
    reference: text('reference').notNull(),
    codAmount: paisa('cod_amount').notNull(),
    city: text('city').notNull(),
    /** deliver | attempt | return */
    outcome: text('outcome').notNull(),
    createdAt: ts('created_at').notNull(),
    pickedUpAt: ts('picked_up_at'),
    cancelledAt: ts('cancelled_at'),
    adviceAction: text('advice_action'),
    adviceAt: ts('advice_at'),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.trackingNumber] }),
    foreignKey({
      name: 'sandbox_parcels_courier_account_fk',
      columns: [t.accountId, t.courierAccountId],
      foreignColumns: [courierAccounts.accountId, courierAccounts.id],
    }).onDelete('cascade'),
    uniqueIndex('sandbox_parcels_ref_uq').on(t.accountId, t.courierAccountId, t.reference),
  ],
);

/** Delivered and returned parcels per courier account and city: the dispatch suggestion's data. */
export const courierCityStats = pgTable(
  'courier_city_stats',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    courierAccountId: uuid('courier_account_id').notNull(),
    city: text('city').notNull(),
    delivered: integer('delivered').notNull().default(0),
    returned: integer('returned').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.city, t.courierAccountId] }),
    foreignKey({
      name: 'courier_city_stats_courier_account_fk',
      columns: [t.accountId, t.courierAccountId],
      foreignColumns: [courierAccounts.accountId, courierAccounts.id],
    }).onDelete('cascade'),
    check('courier_city_stats_nonneg', sql`${t.delivered} >= 0 AND ${t.returned} >= 0`),
  ],
);
