import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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

/** A seller's account with one courier. Secret credentials are sealed (AES-256-GCM). */
export const courierAccounts = pgTable(
  'courier_accounts',
  {
    id: uuid('id').primaryKey(),
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
    courierAccountId: uuid('courier_account_id')
      .notNull()
      .references(() => courierAccounts.id, { onDelete: 'cascade' }),
    courierCityId: text('courier_city_id').notNull(),
    courierCityName: text('courier_city_name').notNull(),
    saudaCity: text('sauda_city'),
    /** auto | manual | none */
    match: text('match').notNull(),
    pickup: boolean('pickup').notNull().default(true),
    delivery: boolean('delivery').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.courierAccountId, t.courierCityId] }),
    index('courier_cities_sauda_idx').on(t.courierAccountId, t.saudaCity),
  ],
);

/** Pickup addresses ("shipper info"). */
export const shippers = pgTable(
  'shippers',
  {
    id: uuid('id').primaryKey(),
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
  (t) => [index('shippers_account_idx').on(t.accountId, t.createdAt)],
);

/** A shipper's own code at each courier (PostEx addressCode, Trax pickup_address_id…). */
export const shipperCourierCodes = pgTable(
  'shipper_courier_codes',
  {
    shipperId: uuid('shipper_id')
      .notNull()
      .references(() => shippers.id, { onDelete: 'cascade' }),
    courierAccountId: uuid('courier_account_id')
      .notNull()
      .references(() => courierAccounts.id, { onDelete: 'cascade' }),
    code: text('code'),
    error: text('error'),
    syncedAt: ts('synced_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shipperId, t.courierAccountId] })],
);

/**
 * One parcel. `state` is the booking state machine (pending → booking → booked | failed |
 * unknown, then cancelled); `status` is the parcel's life once booked (our vocabulary).
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    courierAccountId: uuid('courier_account_id')
      .notNull()
      .references(() => courierAccounts.id),
    courier: text('courier').notNull(),
    /** The manual courier's company name ("Call Courier"); null for API couriers. */
    trackingCompany: text('tracking_company'),
    shipperId: uuid('shipper_id').references(() => shippers.id),
    shipmentType: text('shipment_type').notNull(),
    /** Our reference, sent to the courier (idempotency / lookup key). */
    reference: text('reference').notNull(),
    state: text('state').notNull(),
    status: text('status'),
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
    uniqueIndex('shipments_reference_uq').on(t.reference),
    uniqueIndex('shipments_public_uq').on(t.publicId),
    // One live parcel per order: a second booking of the same order is refused by the database.
    uniqueIndex('shipments_live_order_uq')
      .on(t.orderId)
      .where(sql`${t.state} IN ('pending', 'booking', 'booked', 'unknown')`),
    uniqueIndex('shipments_courier_cn_uq')
      .on(t.courierAccountId, t.trackingNumber)
      .where(sql`${t.trackingNumber} IS NOT NULL AND ${t.state} <> 'cancelled'`),
    index('shipments_account_state_idx').on(t.accountId, t.state, t.createdAt),
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
    id: uuid('id').primaryKey(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    at: ts('at').notNull(),
    status: text('status'),
    code: text('code').notNull(),
    message: text('message').notNull(),
    location: text('location'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shipment_events_uq').on(t.shipmentId, t.at, t.code)],
);

export const loadSheets = pgTable(
  'load_sheets',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    courierAccountId: uuid('courier_account_id')
      .notNull()
      .references(() => courierAccounts.id),
    shipperId: uuid('shipper_id').references(() => shippers.id),
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
    uniqueIndex('load_sheets_number_uq').on(t.accountId, t.number),
    index('load_sheets_account_idx').on(t.accountId, t.createdAt),
  ],
);

/** Parcels the courier could not deliver, waiting for the seller's answer. */
export const shipperAdvices = pgTable(
  'shipper_advices',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
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
    uniqueIndex('shipper_advices_open_uq')
      .on(t.shipmentId)
      .where(sql`${t.status} = 'open'`),
    index('shipper_advices_account_idx').on(t.accountId, t.status, t.createdAt),
  ],
);

/** A remittance from a courier (CPR, cheque, bank transfer). */
export const courierPayments = pgTable(
  'courier_payments',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    courierAccountId: uuid('courier_account_id')
      .notNull()
      .references(() => courierAccounts.id),
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
    uniqueIndex('courier_payments_ref_uq').on(t.courierAccountId, t.reference),
    index('courier_payments_account_idx').on(t.accountId, t.createdAt),
  ],
);

export const courierPaymentLines = pgTable(
  'courier_payment_lines',
  {
    id: uuid('id').primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => courierPayments.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    shipmentId: uuid('shipment_id').references(() => shipments.id, { onDelete: 'set null' }),
    /** May be negative: a returned parcel's charges deducted. */
    amount: paisa('amount').notNull(),
  },
  (t) => [
    uniqueIndex('courier_payment_lines_uq').on(t.paymentId, t.trackingNumber),
    index('courier_payment_lines_shipment_idx').on(t.shipmentId),
    index('courier_payment_lines_account_cn_idx').on(t.accountId, t.trackingNumber),
  ],
);

/** What each booking is billed (SPEC §7 saveBilling). */
export const billingLogs = pgTable(
  'billing_logs',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    shipmentId: uuid('shipment_id').references(() => shipments.id, { onDelete: 'set null' }),
    amount: paisa('amount').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_logs_shipment_uq').on(t.shipmentId),
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
    trackingNumber: text('tracking_number').primaryKey(),
    courierAccountId: uuid('courier_account_id')
      .notNull()
      .references(() => courierAccounts.id, { onDelete: 'cascade' }),
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
  (t) => [uniqueIndex('sandbox_parcels_ref_uq').on(t.courierAccountId, t.reference)],
);

/** Delivered and returned parcels per courier account and city: the dispatch suggestion's data. */
export const courierCityStats = pgTable(
  'courier_city_stats',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    courierAccountId: uuid('courier_account_id')
      .notNull()
      .references(() => courierAccounts.id, { onDelete: 'cascade' }),
    city: text('city').notNull(),
    delivered: integer('delivered').notNull().default(0),
    returned: integer('returned').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.city, t.courierAccountId] }),
    check('courier_city_stats_nonneg', sql`${t.delivered} >= 0 AND ${t.returned} >= 0`),
  ],
);
