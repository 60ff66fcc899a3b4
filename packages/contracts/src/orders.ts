import { z } from 'zod';
import { WHATSAPP_DELIVERY_STATUSES, whatsappDeliverySchema } from './whatsapp.ts';
import { dateSchema, moneySchema, pageMetaSchema, phoneSchema, text, updateBody } from './common.ts';

/**
 * Order lifecycle (issue #3). COD orders start `Pending` (awaiting the buyer's confirmation),
 * prepaid orders start `open`. Badge colours (product-rules §4): open green, Processing blue, Pending
 * yellow, Cancelled red, anything else grey.
 */
export const ORDER_STATUSES = [
  'Pending',
  'open',
  'Processing',
  'Booked',
  'Dispatched',
  'Delivered',
  'Returned',
  'Cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** Allowed moves. Anything else answers 409 naming the allowed ones. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  Pending: ['open', 'Cancelled'],
  open: ['Pending', 'Processing', 'Booked', 'Cancelled'],
  Processing: ['open', 'Booked', 'Cancelled'],
  Booked: ['Processing', 'Dispatched', 'Cancelled'],
  Dispatched: ['Delivered', 'Returned'],
  Delivered: ['Returned'],
  Returned: [],
  Cancelled: [],
};

/**
 * Orders still waiting to leave: their lines hold stock or a backorder. An order leaves this set
 * only for `Dispatched` or `Cancelled` and never comes back (ORDER_TRANSITIONS; orders.test.ts
 * checks it), which is what lets the inventory read open backorders from the lines alone
 * (docs/decisions/028).
 */
export const OPEN_ORDER_STATUSES = [
  'Pending',
  'open',
  'Processing',
  'Booked',
] as const satisfies readonly OrderStatus[];

export const STATUS_LABELS: Record<OrderStatus, string> = {
  Pending: 'Pending confirmation',
  open: 'Open',
  Processing: 'Processing',
  Booked: 'Booked',
  Dispatched: 'Dispatched',
  Delivered: 'Delivered',
  Returned: 'Returned',
  Cancelled: 'Cancelled',
};

export const PAYMENT_METHODS = ['COD', 'prepaid'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export const ORDER_SOURCES = ['manual', 'sauda', 'shopify', 'reseller'] as const;
export const orderSourceSchema = z.enum(ORDER_SOURCES);

export const PROVINCES = [
  'Punjab',
  'Sindh',
  'Khyber Pakhtunkhwa',
  'Balochistan',
  'Islamabad Capital Territory',
  'Gilgit-Baltistan',
  'Azad Jammu and Kashmir',
] as const;

/** Money: integer paisa (PKR × 100), bounded (common.ts). */
export const paisaSchema = moneySchema;

export const addressSchema = z.strictObject({
  name: text(1, 120),
  phone: phoneSchema,
  address: text(5, 500),
  city: text(2, 80),
  province: z.enum(PROVINCES).nullable().optional(),
});
export type Address = z.infer<typeof addressSchema>;

/**
 * A line is either a catalogue variant (`variantId`: title, SKU and price come from the product,
 * stock is reserved) or free text (title and unitPrice required, no stock).
 */
export const lineItemInputSchema = z
  .strictObject({
    variantId: z.string().min(1).max(64).optional(),
    title: text(1, 200).optional(),
    sku: text(1, 80).optional(),
    quantity: z.number().int().min(1).max(10_000),
    /** Defaults to the variant's discounted price. */
    unitPrice: paisaSchema.optional(),
  })
  .superRefine((l, ctx) => {
    if (l.variantId) return;
    if (!l.title) ctx.addIssue({ code: 'custom', path: ['title'], message: 'Required' });
    if (l.unitPrice === undefined) ctx.addIssue({ code: 'custom', path: ['unitPrice'], message: 'Required' });
  })
  .meta({
    description: 'A catalogue variant (variantId), or a custom line with title and unitPrice',
    anyOf: [{ required: ['variantId'] }, { required: ['title', 'unitPrice'] }],
  });
export type LineItemInput = z.input<typeof lineItemInputSchema>;

export const TAG_MAX = 10;
export const tagsSchema = z
  .array(text(1, 40))
  .max(TAG_MAX)
  .transform((tags) => [...new Set(tags.map((t) => t.toLowerCase()))]);

export const createOrderBodySchema = z.strictObject({
  storeId: z.string().min(1).max(64),
  paymentMethod: paymentMethodSchema,
  lineItems: z.array(lineItemInputSchema).min(1, 'Add at least one item').max(100),
  discount: paisaSchema.default(0),
  shipping: paisaSchema.default(0),
  shippingAddress: addressSchema,
  notes: z.string().trim().max(2000).optional(),
  tags: tagsSchema.optional(),
});
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;

/** Edit an order while it is not yet booked: items, amounts, notes, tags. */
export const updateOrderBodySchema = updateBody({
  lineItems: z.array(lineItemInputSchema).min(1).max(100).optional(),
  discount: paisaSchema.optional(),
  shipping: paisaSchema.optional(),
  notes: z.string().trim().max(2000).optional(),
  tags: tagsSchema.optional(),
  paymentMethod: paymentMethodSchema.optional(),
});

export const updateStatusBodySchema = z.strictObject({
  status: orderStatusSchema,
  reason: z.string().trim().max(500).optional(),
});

export const bulkStatusBodySchema = z.strictObject({
  ids: z.array(z.string().min(1).max(64)).min(1).max(500),
  status: orderStatusSchema,
  reason: z.string().trim().max(500).optional(),
});

export const bulkStatusResultSchema = z.object({
  updated: z.array(z.string()),
  failed: z.array(z.object({ _id: z.string(), name: z.string().nullable(), message: z.string() })),
});

export const lineItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  sku: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  total: z.number().int(),
  productId: z.string().nullable(),
  variantId: z.string().nullable(),
  /** Units sold beyond stock (backorder), waiting for procurement. */
  backorderedQty: z.number().int(),
  thumbnailUrl: z.string().nullable(),
});

export const pricingSchema = z.object({
  subtotal: z.number().int(),
  discount: z.number().int(),
  shipping: z.number().int(),
  currentTotalPrice: z.number().int(),
  currency: z.literal('PKR'),
});

export const CONFIRMATION_STATUSES = ['not_required', 'awaiting', 'confirmed', 'cancelled'] as const;
/**
 * Who did something on an order: the seller's people (`user`, with their name), the buyer, a courier
 * (its name) or Sauda itself (`system`: imports, automatic messages, retention).
 */
export const ACTOR_KINDS = ['user', 'buyer', 'courier', 'system'] as const;
export const actorSchema = z.object({ kind: z.enum(ACTOR_KINDS), name: z.string().nullable() });
export type Actor = z.infer<typeof actorSchema>;

export const confirmationSchema = z.object({
  status: z.enum(CONFIRMATION_STATUSES),
  /** Public page for the buyer: `/order-confirmation?token=…` (null when not COD). */
  url: z.string().nullable(),
  sentAt: z.string().nullable(),
  respondedAt: z.string().nullable(),
  /** Who settled it (the buyer on the link or WhatsApp, or the seller by moving the order); null while awaiting. */
  answeredBy: actorSchema.nullable(),
  /** The WhatsApp Cloud API message that carried the link, as Meta last reported it. */
  whatsapp: whatsappDeliverySchema.nullable(),
});

export const storedAddressSchema = z.object({
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  province: z.string().nullable(),
});

export const customerRefSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  blocked: z.boolean(),
  ordersCount: z.number().int(),
  returnedCount: z.number().int(),
  deliveredCount: z.number().int(),
  /** Set when the buyer is blocked or refuses often: shown as a warning on the order. */
  warning: z.string().nullable(),
});

export const timelineEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  type: z.string(),
  message: z.string(),
  actor: actorSchema,
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** The full order (product-rules §3 fields plus ours). Courier fields stay null until the couriers issue. */
export const orderSchema = z.object({
  _id: z.string(),
  name: z.string(),
  orderNumber: z.number().int(),
  storeId: z.string(),
  status: orderStatusSchema,
  paymentMethod: paymentMethodSchema,
  source: orderSourceSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  lineItems: z.array(lineItemSchema),
  pricing: pricingSchema,
  shipmentDetails: z.object({ addresses: z.array(storedAddressSchema) }),
  customer: customerRefSchema,
  notes: z.string().nullable(),
  tags: z.array(z.string()),
  confirmation: confirmationSchema,
  trackingNumber: z.string().nullable(),
  courierId: z.string().nullable(),
  shipperId: z.string().nullable(),
  shipmentType: z.string().nullable(),
  selectedCourier: z.string().nullable(),
  allowedTransitions: z.array(orderStatusSchema),
  /** `waiting` while some units are on backorder; `procured` once bought in. */
  procurementStatus: z.enum(['none', 'waiting', 'procured']),
  timeline: z.array(timelineEntrySchema),
});
export type Order = z.infer<typeof orderSchema>;

/** A list row carries only what lists and the search palette show. */
export const orderRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  storeId: z.string(),
  status: orderStatusSchema,
  paymentMethod: paymentMethodSchema,
  source: orderSourceSchema,
  createdAt: z.string(),
  itemCount: z.number().int(),
  pricing: z.object({ currentTotalPrice: z.number().int() }),
  shipmentDetails: z.object({
    addresses: z.array(z.object({ name: z.string(), phone: z.string(), city: z.string() })),
  }),
  tags: z.array(z.string()),
  confirmationStatus: z.enum(CONFIRMATION_STATUSES),
  /** The buyer's confirmation page (COD), so queues can send it without loading each order. */
  confirmationUrl: z.string().nullable(),
  confirmationSentAt: z.string().nullable(),
  trackingNumber: z.string().nullable(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

export const ORDER_SORTS = ['createdAt', '-createdAt', 'total', '-total', 'name', '-name'] as const;

const dateParam = dateSchema;

export const listOrdersQuerySchema = z.strictObject({
  status: orderStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  startDate: dateParam.optional(),
  endDate: dateParam.optional(),
  search: z.string().trim().max(100).optional(),
  paymentMethod: paymentMethodSchema.optional(),
  city: z.string().trim().max(80).optional(),
  tag: z.string().trim().toLowerCase().max(40).optional(),
  storeId: z.string().max(64).optional(),
  customerId: z.string().max(64).optional(),
  confirmation: z.enum(CONFIRMATION_STATUSES).optional(),
  /** What WhatsApp last said of the confirmation message, e.g. `failed` (docs/whatsapp.md §3). */
  whatsapp: z.enum(WHATSAPP_DELIVERY_STATUSES).optional(),
  sort: z.enum(ORDER_SORTS).default('-createdAt'),
  /** Keyset cursor for deep pages (from `meta.nextCursor`); `page` is ignored when present. */
  cursor: z.string().max(200).optional(),
});
export type ListOrdersQuery = z.input<typeof listOrdersQuerySchema>;

export const orderListSchema = z.object({
  data: z.array(orderRowSchema),
  meta: pageMetaSchema.extend({
    /** True when more orders match than were counted: show "10,000+" and page on with `nextCursor`. */
    totalCapped: z.boolean(),
    nextCursor: z.string().nullable(),
    /** Orders per status for the tabs (whole account, ignoring other filters). */
    statusCounts: z.record(z.string(), z.number().int()),
  }),
});

/** product-rules §7: GET /v1/search?search=&store=&limit= (the top-bar palette). */
export const searchQuerySchema = z.strictObject({
  search: z.string().trim().min(1).max(100),
  store: z.string().max(64).optional(),
  status: orderStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** The buyer's public view of a COD order (Q20: no full phone, no other orders). */
export const publicOrderSchema = z.object({
  name: z.string(),
  storeName: z.string(),
  status: z.enum(CONFIRMATION_STATUSES),
  orderStatus: orderStatusSchema,
  createdAt: z.string(),
  lineItems: z.array(z.object({ title: z.string(), quantity: z.number().int(), total: z.number().int() })),
  pricing: pricingSchema,
  paymentMethod: paymentMethodSchema,
  shippingAddress: z.object({
    name: z.string(),
    phoneMasked: z.string(),
    address: z.string(),
    city: z.string(),
    province: z.string().nullable(),
  }),
  /** The buyer can still answer (order Pending and not cancelled). */
  canRespond: z.boolean(),
  /**
   * A shop order with no delivery charge on it yet, still Pending: the seller sets the charge when
   * confirming, so the page says so instead of "Free" (issue 12 §1).
   */
  deliveryToConfirm: z.boolean(),
});
export type PublicOrder = z.infer<typeof publicOrderSchema>;

export const confirmationResponseBodySchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('confirm') }),
  z.strictObject({ action: z.literal('cancel'), reason: z.string().trim().max(500).optional() }),
  z.strictObject({
    action: z.literal('address'),
    address: text(5, 500),
    city: text(2, 80),
    province: z.enum(PROVINCES).nullable().optional(),
  }),
]);

export const markSentBodySchema = z.strictObject({
  channel: z.enum(['whatsapp_link', 'whatsapp_api', 'manual']),
});

/** WhatsApp click-to-chat templates (English and Roman Urdu). `{…}` placeholders filled client-side. */
export const CONFIRMATION_TEMPLATES = {
  en: 'Assalam-o-Alaikum {name}! Thank you for your order {order} from {store} (total {total}, cash on delivery). Please confirm or correct your order here: {link}',
  ur: 'Assalam-o-Alaikum {name}! {store} se aap ka order {order} (total {total}, cash on delivery) mil gaya hai. Meherbani kar ke yahan confirm karein ya address theek karein: {link}',
} as const;
