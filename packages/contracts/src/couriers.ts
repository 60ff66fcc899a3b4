import { z } from 'zod';
import {
  cappedPageMetaSchema,
  emailSchema,
  pageMetaSchema,
  phoneSchema,
  text,
  updateBody,
} from './common.ts';

/**
 * Couriers (issue #5). Each courier account belongs to a seller; the catalogue below says what a
 * courier needs to connect and what its API can do, so pages show only what works.
 */
export const COURIER_CODES = ['sandbox', 'manual', 'postex', 'leopards', 'trax', 'mnp', 'tcs'] as const;
export type CourierCode = (typeof COURIER_CODES)[number];
export const courierCodeSchema = z.enum(COURIER_CODES);

export interface CredentialField {
  key: string;
  label: string;
  /** Secret fields are encrypted at rest and never sent back. */
  secret: boolean;
  placeholder?: string;
  /** May be left empty; the hint says what Sauda does then. */
  optional?: boolean;
  hint?: string;
}

export interface CourierInfo {
  code: CourierCode;
  name: string;
  /** Booking through an API; the manual courier records bookings made elsewhere. */
  api: boolean;
  credentials: CredentialField[];
  /**
   * The most cash on delivery the courier takes on one parcel, in rupees (docs/couriers/): a
   * larger COD is refused before booking, naming the cap.
   */
  maxCodRupees?: number;
  /** Service levels the seller picks per parcel (`shipmentType`). */
  shipmentTypes: Array<{ value: string; label: string }>;
  capabilities: {
    cancel: boolean;
    loadSheet: boolean;
    airwayBill: boolean;
    shipperAdvice: boolean;
    payments: boolean;
    pickupAddresses: boolean;
    /** Can look a booking up by our reference after an ambiguous failure (quality-checks Q6). */
    lookupByReference: boolean;
    staging: boolean;
  };
}

const caps = (c: Partial<CourierInfo['capabilities']>): CourierInfo['capabilities'] => ({
  cancel: false,
  loadSheet: false,
  airwayBill: false,
  shipperAdvice: false,
  payments: false,
  pickupAddresses: false,
  lookupByReference: false,
  staging: false,
  ...c,
});

export const COURIERS: Record<CourierCode, CourierInfo> = {
  sandbox: {
    code: 'sandbox',
    name: 'Sauda Sandbox Courier',
    api: true,
    credentials: [],
    shipmentTypes: [
      { value: 'standard', label: 'Standard (2–3 days)' },
      { value: 'express', label: 'Express (next day)' },
    ],
    capabilities: caps({
      cancel: true,
      loadSheet: true,
      shipperAdvice: true,
      payments: true,
      lookupByReference: true,
    }),
  },
  manual: {
    code: 'manual',
    name: 'Manual courier',
    api: false,
    credentials: [],
    shipmentTypes: [
      { value: 'overnight', label: 'Overnight' },
      { value: 'standard', label: 'Standard' },
    ],
    capabilities: caps({ cancel: true }),
  },
  postex: {
    code: 'postex',
    name: 'PostEx',
    api: true,
    credentials: [{ key: 'token', label: 'API token', secret: true }],
    shipmentTypes: [
      { value: 'Normal', label: 'Normal' },
      { value: 'Reverse', label: 'Reverse' },
      { value: 'Replacement', label: 'Replacement' },
    ],
    capabilities: caps({
      cancel: true,
      loadSheet: true,
      airwayBill: true,
      shipperAdvice: true,
      payments: true,
      pickupAddresses: true,
      lookupByReference: true,
      staging: true,
    }),
  },
  leopards: {
    code: 'leopards',
    name: 'Leopards Courier',
    api: true,
    credentials: [
      { key: 'apiKey', label: 'API key', secret: true },
      { key: 'apiPassword', label: 'API password', secret: true },
    ],
    shipmentTypes: [
      { value: 'overnight', label: 'Overnight' },
      { value: 'overland', label: 'Overland' },
      { value: 'detain', label: 'Detain' },
    ],
    capabilities: caps({
      cancel: true,
      loadSheet: true,
      shipperAdvice: true,
      payments: true,
      lookupByReference: true,
      staging: true,
    }),
  },
  trax: {
    code: 'trax',
    name: 'Trax',
    api: true,
    credentials: [{ key: 'apiKey', label: 'API key', secret: true }],
    shipmentTypes: [
      { value: '1', label: 'Regular' },
      { value: '2', label: 'Replacement' },
      { value: '3', label: 'Try & Buy' },
    ],
    capabilities: caps({
      cancel: true,
      loadSheet: true,
      airwayBill: true,
      payments: true,
      pickupAddresses: true,
      staging: true,
    }),
  },
  mnp: {
    code: 'mnp',
    name: 'M&P',
    api: true,
    credentials: [
      { key: 'username', label: 'User name', secret: false },
      { key: 'password', label: 'Password', secret: true },
      { key: 'accountNo', label: 'Account number', secret: false },
      { key: 'locationId', label: 'Location ID', secret: false },
      // The 2025 manual's booking settings (docs/couriers/mnp.md): sent when set, left out when not.
      {
        key: 'insertType',
        label: 'Insert type',
        secret: false,
        optional: true,
        placeholder: '19',
        hint: 'From M&P’s 2025 API manual (usually 19); left out of bookings when empty',
      },
      {
        key: 'returnLocation',
        label: 'Return location ID',
        secret: false,
        optional: true,
        hint: 'Where M&P returns parcels; left out of bookings when empty',
      },
      {
        key: 'subAccountId',
        label: 'Sub-account ID',
        secret: false,
        optional: true,
        hint: 'M&P’s numeric sub-account id, not the account number; left out when empty',
      },
    ],
    maxCodRupees: 99_999,
    shipmentTypes: [
      { value: 'Overnight', label: 'Overnight' },
      { value: 'Second Day', label: 'Second day' },
    ],
    capabilities: caps({ cancel: true, shipperAdvice: true, payments: true, lookupByReference: true }),
  },
  tcs: {
    code: 'tcs',
    name: 'TCS',
    api: true,
    // Two tokens (docs/couriers/tcs.md): the API client (id + secret), then the TCS portal user.
    credentials: [
      { key: 'clientId', label: 'Client ID', secret: false },
      { key: 'clientSecret', label: 'Client secret', secret: true },
      { key: 'username', label: 'Portal user name', secret: false },
      { key: 'password', label: 'Portal password', secret: true },
      { key: 'accountNo', label: 'Account number', secret: false },
      {
        key: 'costCenter',
        label: 'Cost centre code',
        secret: false,
        optional: true,
        hint: 'From your TCS portal; TCS refuses bookings without one',
      },
    ],
    maxCodRupees: 250_000,
    shipmentTypes: [
      { value: 'O', label: 'Overnight' },
      { value: 'D', label: 'Second day' },
      { value: 'OLE', label: 'Overland' },
    ],
    capabilities: caps({ cancel: true, payments: true }),
  },
};

/** Our parcel lifecycle; every courier's vocabulary maps onto it. */
export const PARCEL_STATUSES = [
  'booked',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'attempted',
  'delivered',
  'returning',
  'returned',
  'cancelled',
] as const;
export type ParcelStatus = (typeof PARCEL_STATUSES)[number];
export const PARCEL_STATUS_LABELS: Record<ParcelStatus, string> = {
  booked: 'Booked',
  picked_up: 'Picked up',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  attempted: 'Delivery attempted',
  delivered: 'Delivered',
  returning: 'Returning to you',
  returned: 'Returned',
  cancelled: 'Cancelled',
};

/** Booking state machine (quality-checks Q5/Q6/Q10). */
export const BOOKING_STATES = ['pending', 'booking', 'booked', 'failed', 'unknown', 'cancelled'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

// ---------------------------------------------------------------------------------------------
// Courier accounts

export const courierAccountSchema = z.object({
  _id: z.string(),
  courier: courierCodeSchema,
  courierName: z.string(),
  /** The seller's label ("PostEx Lahore"). */
  name: z.string(),
  enabled: z.boolean(),
  environment: z.enum(['production', 'staging']),
  /** Non-secret credential values (user names, account numbers); secrets are never returned. */
  publicCredentials: z.record(z.string(), z.string()),
  /** Which secret fields have a stored value. */
  secretsSet: z.array(z.string()),
  lastTestedAt: z.string().nullable(),
  lastTestOk: z.boolean().nullable(),
  lastTestMessage: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
  lastSyncError: z.string().nullable(),
  createdAt: z.string(),
});
export type CourierAccount = z.infer<typeof courierAccountSchema>;

export const createCourierAccountBodySchema = z.strictObject({
  courier: courierCodeSchema,
  name: text(1, 80),
  environment: z.enum(['production', 'staging']).default('production'),
  credentials: z.record(z.string().max(40), z.string().trim().max(500)).default({}),
});
export type CreateCourierAccountBody = z.input<typeof createCourierAccountBodySchema>;

export const updateCourierAccountBodySchema = updateBody({
  name: text(1, 80).optional(),
  enabled: z.boolean().optional(),
  environment: z.enum(['production', 'staging']).optional(),
  /** Only the fields sent change; an empty secret keeps the stored one. */
  credentials: z.record(z.string().max(40), z.string().trim().max(500)).optional(),
});

export const courierTestResultSchema = z.object({ ok: z.boolean(), message: z.string() });

// ---------------------------------------------------------------------------------------------
// Cities

export const saudaCitySchema = z.object({ name: z.string(), province: z.string() });

/** One courier city and the Sauda city it is mapped to (null: not mapped yet). */
export const courierCitySchema = z.object({
  courierCityId: z.string(),
  courierCityName: z.string(),
  saudaCity: z.string().nullable(),
  /** `auto` (matched by name), `manual` (fixed by the seller) or `none`. */
  match: z.enum(['auto', 'manual', 'none']),
  pickup: z.boolean(),
  delivery: z.boolean(),
});
export type CourierCity = z.infer<typeof courierCitySchema>;

export const courierCitiesQuerySchema = z.strictObject({
  search: z.string().trim().max(80).optional(),
  match: z.enum(['auto', 'manual', 'none']).optional(),
  refresh: z.enum(['true', 'false']).optional(),
});

export const courierCitiesAnswerSchema = z.object({
  data: z.array(courierCitySchema),
  meta: z.object({
    total: z.number().int(),
    mapped: z.number().int(),
    unmapped: z.number().int(),
    fetchedAt: z.string().nullable(),
  }),
});

export const mapCitiesBodySchema = z.strictObject({
  mappings: z
    .array(
      z.strictObject({
        courierCityId: z.string().min(1).max(64),
        /** A Sauda city name, or null to unmap. */
        saudaCity: z.string().trim().max(80).nullable(),
      }),
    )
    .min(1)
    .max(500),
});

// ---------------------------------------------------------------------------------------------
// Shippers (pickup addresses)

export const shipperBodySchema = z.strictObject({
  name: text(1, 120),
  contactName: text(1, 120),
  phone: phoneSchema,
  email: emailSchema.nullable().optional(),
  address: text(5, 300),
  city: text(2, 80),
  isDefault: z.boolean().optional(),
});
export type ShipperBody = z.input<typeof shipperBodySchema>;

export const shipperSchema = z.object({
  _id: z.string(),
  name: z.string(),
  contactName: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  isDefault: z.boolean(),
  /** Per courier account: the courier's own code for this address, when synced. */
  courierCodes: z.array(
    z.object({
      courierAccountId: z.string(),
      code: z.string().nullable(),
      error: z.string().nullable(),
    }),
  ),
  createdAt: z.string(),
});
export type Shipper = z.infer<typeof shipperSchema>;

// ---------------------------------------------------------------------------------------------
// Booking

/**
 * One dispatch row. Fields are checked by hand so the answer names the order and every missing
 * field at once: `Missing fields in "#1001": courierId, shipperId` (product-rules §5).
 */
export const BOOKING_ROW_FIELDS = ['orderId', 'courierId', 'storeId', 'shipperId', 'shipmentType'] as const;
export const bookingRowSchema = z.object({
  orderId: z.string().max(64).optional(),
  courierId: z.string().max(64).optional(),
  storeId: z.string().max(64).optional(),
  shipperId: z.string().max(64).optional(),
  shipmentType: z.string().max(40).optional(),
  /** Overrides the weight from the catalogue. */
  weightGrams: z.number().int().min(1).max(100_000).optional(),
  pieces: z.number().int().min(1).max(99).optional(),
  remarks: z.string().trim().max(400).optional(),
});
export type BookingRow = z.infer<typeof bookingRowSchema>;

export const bookingBodySchema = z.strictObject({
  orders: z.array(bookingRowSchema).min(1, 'Choose at least one order').max(1000),
});

export const shipmentSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  orderName: z.string(),
  storeId: z.string(),
  courierId: z.string(),
  courier: courierCodeSchema,
  courierName: z.string(),
  shipperId: z.string().nullable(),
  shipmentType: z.string(),
  reference: z.string(),
  state: z.enum(BOOKING_STATES),
  status: z.enum(PARCEL_STATUSES).nullable(),
  courierStatus: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** Public tracking page path: `/tracking/{publicId}`. */
  trackingUrl: z.string().nullable(),
  codAmount: z.number().int(),
  weightGrams: z.number().int(),
  pieces: z.number().int(),
  error: z.string().nullable(),
  consignee: z.object({ name: z.string(), phone: z.string(), city: z.string(), address: z.string() }),
  loadSheetId: z.string().nullable(),
  bookedAt: z.string().nullable(),
  pickedUpAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  returnedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const SHIPMENT_VIEWS = ['booked', 'picked_up', 'problems', 'all'] as const;
export const listShipmentsQuerySchema = z.strictObject({
  view: z.enum(SHIPMENT_VIEWS).default('booked'),
  courierId: z.string().max(64).optional(),
  shipperId: z.string().max(64).optional(),
  search: z.string().trim().max(100).optional(),
  /** Only parcels not yet on a load sheet (create-loadsheet). */
  unsheeted: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
/** Past COUNT_CAP the total is a lower bound (`totalCapped`: "1,000+"). */
export const shipmentListSchema = z.object({ data: z.array(shipmentSchema), meta: cappedPageMetaSchema });

/** The background booking job's answer: one line per order. */
export const bookingResultSchema = z.object({
  orderId: z.string(),
  orderName: z.string(),
  /** For labels, cancel and retry. */
  shipmentId: z.string(),
  state: z.enum(BOOKING_STATES),
  trackingNumber: z.string().nullable(),
  message: z.string().nullable(),
});
export type BookingResult = z.infer<typeof bookingResultSchema>;

export const bookingJobSchema = z.object({
  _id: z.string(),
  status: z.enum(['queued', 'running', 'succeeded', 'failed']),
  progress: z.number().int(),
  total: z.number().int(),
  results: z.array(bookingResultSchema),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type BookingJob = z.infer<typeof bookingJobSchema>;

/** `POST /api/orders/saveShipmentRecord` (product-rules §7): a parcel booked outside Sauda. */
export const saveShipmentRecordBodySchema = z.strictObject({
  orderId: z.string().min(1).max(64),
  storeId: z.string().min(1).max(64),
  trackingCompany: text(1, 80),
  shipmentType: text(1, 40),
  /** The courier's tracking number; omitted → a manual reference `MC` + 10 digits (product-rules §5). */
  trackingNumber: z.string().trim().min(4).max(40).optional(),
  weightGrams: z.number().int().min(1).max(100_000).optional(),
  shipperId: z.string().max(64).optional(),
});

/** `POST /api/v1/billingLogs/saveBilling` (product-rules §7). */
export const saveBillingBodySchema = z.strictObject({
  storeId: z.string().min(1).max(64),
  /** PKR, as the spec's field name says (not paisa). */
  current_total_price: z.union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d{1,2})?$/),
  ]),
  orderId: z.string().max(64).optional(),
});

/** Where a suggestion comes from: the seller's own delivered / returned counts per courier and city. */
export const courierSuggestionSchema = z.object({
  city: z.string(),
  courierId: z.string().nullable(),
  deliveryRate: z.number().nullable(),
  parcels: z.number().int(),
  reason: z.string(),
});

export const dispatchRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  storeId: z.string(),
  status: z.string(),
  paymentMethod: z.string(),
  createdAt: z.string(),
  total: z.number().int(),
  codAmount: z.number().int(),
  itemCount: z.number().int(),
  weightGrams: z.number().int(),
  consignee: z.object({ name: z.string(), phone: z.string(), city: z.string(), address: z.string() }),
  suggestion: courierSuggestionSchema,
  /** Set when an earlier booking failed or is unresolved. */
  lastBooking: z
    .object({ shipmentId: z.string(), state: z.enum(BOOKING_STATES), error: z.string().nullable() })
    .nullable(),
});
export const dispatchListSchema = z.object({ data: z.array(dispatchRowSchema), meta: pageMetaSchema });
export const dispatchQuerySchema = z.strictObject({
  search: z.string().trim().max(100).optional(),
  city: z.string().trim().max(80).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

export const labelsQuerySchema = z.strictObject({
  ids: z.string().min(1).max(40_000),
  perPage: z.enum(['1', '2', '4']).default('4'),
});

// ---------------------------------------------------------------------------------------------
// Public tracking (quality-checks Q20: no phone, no full address, no amount)

export const publicTrackingSchema = z.object({
  storeName: z.string(),
  orderName: z.string(),
  courierName: z.string(),
  trackingNumber: z.string(),
  status: z.enum(PARCEL_STATUSES),
  statusLabel: z.string(),
  destinationCity: z.string(),
  bookedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  events: z.array(
    z.object({
      at: z.string(),
      message: z.string(),
      status: z.enum(PARCEL_STATUSES).nullable(),
      location: z.string().nullable(),
    }),
  ),
});
export type PublicTracking = z.infer<typeof publicTrackingSchema>;

// ---------------------------------------------------------------------------------------------
// Shipper advice

export const ADVICE_ACTIONS = ['reattempt', 'return', 'hold'] as const;
export const ADVICE_STATUSES = ['open', 'answered', 'closed'] as const;

export const adviceSchema = z.object({
  _id: z.string(),
  status: z.enum(ADVICE_STATUSES),
  reason: z.string(),
  attempts: z.number().int(),
  deadline: z.string().nullable(),
  createdAt: z.string(),
  /** What the courier's API accepts for this parcel (manual couriers: all, recorded only). */
  actions: z.array(z.enum(ADVICE_ACTIONS)),
  answer: z
    .object({
      action: z.enum(ADVICE_ACTIONS),
      remarks: z.string().nullable(),
      address: z.string().nullable(),
      phone: z.string().nullable(),
      at: z.string(),
      by: z.string().nullable(),
    })
    .nullable(),
  sendError: z.string().nullable(),
  parcel: z.object({
    shipmentId: z.string(),
    orderId: z.string(),
    orderName: z.string(),
    trackingNumber: z.string().nullable(),
    courierId: z.string(),
    courierName: z.string(),
    courierStatus: z.string().nullable(),
    codAmount: z.number().int(),
    consignee: z.object({ name: z.string(), phone: z.string(), address: z.string(), city: z.string() }),
  }),
  /** The buyer's COD confirmation and record with this seller. */
  history: z
    .object({
      confirmation: z.object({
        status: z.string(),
        sentAt: z.string().nullable(),
        respondedAt: z.string().nullable(),
      }),
      buyer: z.object({
        orders: z.number().int(),
        delivered: z.number().int(),
        returned: z.number().int(),
        cancelled: z.number().int(),
        blocked: z.boolean(),
      }),
    })
    .nullable(),
});
export type Advice = z.infer<typeof adviceSchema>;

export const listAdviceQuerySchema = z.strictObject({
  status: z.enum(['open', 'answered', 'closed', 'all']).default('open'),
  courierId: z.string().max(64).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const adviceListSchema = z.object({
  data: z.array(adviceSchema),
  meta: pageMetaSchema.extend({ open: z.number().int() }),
});

export const answerAdviceBodySchema = z.strictObject({
  ids: z.array(z.string().min(1).max(64)).min(1, 'Choose at least one parcel').max(200),
  action: z.enum(ADVICE_ACTIONS),
  remarks: z.string().trim().max(300).default(''),
  /** A corrected address for a re-attempt. */
  address: z.string().trim().min(5, 'Enter at least 5 characters').max(300).optional(),
  phone: phoneSchema.optional(),
});
export const answerAdviceResultSchema = z.object({
  answered: z.array(z.string()),
  failed: z.array(z.object({ _id: z.string(), message: z.string() })),
});

// ---------------------------------------------------------------------------------------------
// CPR / cheques (courier payments)

export const PAYMENT_LINE_STATUSES = ['matched', 'short', 'over', 'unexpected'] as const;

export const cprPaymentSchema = z.object({
  _id: z.string(),
  courierId: z.string(),
  courierName: z.string(),
  reference: z.string(),
  paidOn: z.string().nullable(),
  method: z.string().nullable(),
  source: z.enum(['api', 'import']),
  fileName: z.string().nullable(),
  /** Paisa. */
  paid: z.number().int(),
  expected: z.number().int(),
  lines: z.number().int(),
  // An object, not z.record over the enum: the document then names each count as a property.
  counts: z.object({
    matched: z.number().int(),
    short: z.number().int(),
    over: z.number().int(),
    unexpected: z.number().int(),
  }) satisfies z.ZodType<Record<(typeof PAYMENT_LINE_STATUSES)[number], number>>,
  createdAt: z.string(),
});
export type CprPayment = z.infer<typeof cprPaymentSchema>;

export const cprLineSchema = z.object({
  trackingNumber: z.string(),
  shipmentId: z.string().nullable(),
  orderId: z.string().nullable(),
  orderName: z.string().nullable(),
  parcelStatus: z.enum(PARCEL_STATUSES).nullable(),
  codAmount: z.number().int().nullable(),
  deliveryCharges: z.number().int().nullable(),
  returnCharges: z.number().int().nullable(),
  /** COD collected − courier charges − return charges (null for an unknown parcel). */
  expected: z.number().int().nullable(),
  /** This payment's amount for the parcel. */
  paid: z.number().int(),
  /** Everything paid for the parcel across payments. */
  paidTotal: z.number().int(),
  difference: z.number().int().nullable(),
  status: z.enum(PAYMENT_LINE_STATUSES),
  chargesKnown: z.boolean(),
});
export const cprDetailSchema = cprPaymentSchema.extend({ items: z.array(cprLineSchema) });

export const cprListQuerySchema = z.strictObject({
  courierId: z.string().max(64).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const cprListSchema = z.object({
  data: z.array(cprPaymentSchema),
  meta: pageMetaSchema.extend({
    totals: z.object({
      paid: z.number().int(),
      expected: z.number().int(),
      unpaidParcels: z.number().int(),
      unpaidExpected: z.number().int(),
    }),
  }),
});

/** Delivered or returned parcels no payment covers yet. */
export const unpaidParcelSchema = z.object({
  shipmentId: z.string(),
  orderName: z.string(),
  trackingNumber: z.string(),
  courierName: z.string(),
  status: z.enum(PARCEL_STATUSES),
  finishedAt: z.string().nullable(),
  ageDays: z.number().int(),
  expected: z.number().int(),
  /** `missing` once older than the courier's usual remittance cycle (7 days). */
  state: z.enum(['awaiting', 'missing']),
});
export const importCprQuerySchema = z.strictObject({
  courierId: z.string().min(1).max(64),
  fileName: z.string().trim().max(200).optional(),
});
export const importCprResultSchema = z.object({
  payments: z.number().int(),
  newPayments: z.number().int(),
  lines: z.number().int(),
  newLines: z.number().int(),
  skipped: z.array(z.object({ row: z.number().int(), message: z.string() })),
});

// ---------------------------------------------------------------------------------------------
// Load sheets

export const loadSheetSchema = z.object({
  _id: z.string(),
  /** LS-1001 */
  number: z.string(),
  courierId: z.string(),
  courierName: z.string(),
  shipperId: z.string().nullable(),
  shipperName: z.string().nullable(),
  status: z.enum(['generated', 'handed_over']),
  courierSheetId: z.string().nullable(),
  /** The courier returned its own PDF (download at /v1/load-sheets/:id/courier-pdf). */
  hasCourierPdf: z.boolean(),
  parcelCount: z.number().int(),
  codTotal: z.number().int(),
  createdAt: z.string(),
  handedOverAt: z.string().nullable(),
  createdBy: z.string().nullable(),
});
export type LoadSheet = z.infer<typeof loadSheetSchema>;
export const loadSheetDetailSchema = loadSheetSchema.extend({ parcels: z.array(shipmentSchema) });

export const createLoadSheetBodySchema = z.strictObject({
  courierId: z.string().min(1).max(64),
  shipperId: z.string().min(1).max(64).optional(),
  shipmentIds: z.array(z.string().min(1).max(64)).min(1, 'Add at least one parcel').max(1000),
});
export const listLoadSheetsQuerySchema = z.strictObject({
  status: z.enum(['generated', 'handed_over']).optional(),
  courierId: z.string().max(64).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const loadSheetListSchema = z.object({ data: z.array(loadSheetSchema), meta: pageMetaSchema });

/** A scanned code (tracking number or our reference) → the booked parcel it names. */
export const scanQuerySchema = z.strictObject({
  code: z.string().trim().min(1).max(64),
  courierId: z.string().max(64).optional(),
});

// ---------------------------------------------------------------------------------------------
// An order's parcels, as the order page shows them (issue 12 §1): the courier's history, the load
// sheet, the shipper advice and the cash the courier owes for it.

export const PARCEL_PAYMENT_STATES = ['not_due', 'awaiting', 'overdue', 'matched', 'short', 'over'] as const;
export type ParcelPaymentState = (typeof PARCEL_PAYMENT_STATES)[number];

export const orderParcelSchema = z.object({
  shipment: shipmentSchema,
  /** The courier's scans, oldest first. */
  events: z.array(
    z.object({
      at: z.string(),
      status: z.enum(PARCEL_STATUSES).nullable(),
      message: z.string(),
      location: z.string().nullable(),
    }),
  ),
  loadSheet: z
    .object({
      _id: z.string(),
      /** "LS-1001", as printed on the sheet. */
      number: z.string(),
      status: z.enum(['generated', 'handed_over']),
      handedOverAt: z.string().nullable(),
    })
    .nullable(),
  /** The latest shipper advice on the parcel (open ones first), if the courier raised any. */
  advice: z
    .object({
      _id: z.string(),
      reason: z.string(),
      attempts: z.number().int(),
      deadline: z.string().nullable(),
      status: z.enum(ADVICE_STATUSES),
      action: z.enum(ADVICE_ACTIONS).nullable(),
      answeredAt: z.string().nullable(),
      answeredBy: z.string().nullable(),
    })
    .nullable(),
  /**
   * The courier's remittance for this parcel (CPR): `expected` = COD collected − delivery and return
   * charges (paisa); `paid` = every CPR line for it. `not_due` until delivered or returned;
   * `overdue` when nothing came 7 days after.
   */
  payment: z.object({
    state: z.enum(PARCEL_PAYMENT_STATES),
    expected: z.number().int(),
    paid: z.number().int(),
    chargesKnown: z.boolean(),
    lines: z.array(
      z.object({
        paymentId: z.string(),
        reference: z.string(),
        paidOn: z.string().nullable(),
        amount: z.number().int(),
      }),
    ),
  }),
});
export type OrderParcel = z.infer<typeof orderParcelSchema>;
export const orderParcelsSchema = z.object({ data: z.array(orderParcelSchema) });

/** Days after delivery before an unpaid parcel counts as missing (couriers remit weekly): the CPR page and the dashboard. */
export const REMITTANCE_DAYS = 7;
