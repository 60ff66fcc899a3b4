import { z } from 'zod';
import {
  MAX_LINE_QUANTITY,
  dateSchema,
  emailSchema,
  moneySchema,
  pageMetaSchema,
  phoneSchema,
  quantitySchema,
  text,
} from './common.ts';

const id = z.string().min(1).max(64);
const paisa = moneySchema;

// Vendors
export const vendorBodySchema = z.strictObject({
  name: text(1, 120),
  contactName: text(1, 120).nullable().optional(),
  phone: phoneSchema.nullable().optional(),
  email: emailSchema.nullable().optional(),
  address: text(1, 500).nullable().optional(),
  city: text(2, 80).nullable().optional(),
  notes: z.string().trim().max(2000).nullable().optional(),
});
export type VendorBody = z.input<typeof vendorBodySchema>;
export const updateVendorBodySchema = vendorBodySchema
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to change')
  .meta({ minProperties: 1 });

export const vendorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  contactName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  notes: z.string().nullable(),
  productsCount: z.number().int(),
  openPurchaseOrders: z.number().int(),
  createdAt: z.string(),
});
export type Vendor = z.infer<typeof vendorSchema>;

export const listVendorsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  search: z.string().trim().max(100).optional(),
});

// Purchase orders
export const PO_STATUSES = ['draft', 'sent', 'partially_received', 'received', 'cancelled'] as const;
export type PoStatus = (typeof PO_STATUSES)[number];
export const PO_STATUS_LABELS: Record<PoStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  partially_received: 'Partially received',
  received: 'Received',
  cancelled: 'Cancelled',
};

export const poLineInputSchema = z.strictObject({
  variantId: id,
  quantity: quantitySchema,
  unitCost: paisa,
});

export const createPoBodySchema = z.strictObject({
  vendorId: id,
  locationId: id.optional(),
  expectedAt: dateSchema.nullable().optional(),
  notes: z.string().trim().max(2000).nullable().optional(),
  lines: z.array(poLineInputSchema).min(1, 'Add at least one product').max(200),
});
export type CreatePoBody = z.input<typeof createPoBodySchema>;
export const updatePoBodySchema = createPoBodySchema
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to change')
  .meta({ minProperties: 1 });

export const receivePoBodySchema = z.strictObject({
  lines: z
    .array(z.strictObject({ lineId: id, quantity: z.number().int().min(0).max(MAX_LINE_QUANTITY) }))
    .min(1)
    .max(200),
});

export const sendPoBodySchema = z.strictObject({
  /** E-mail the PDF to the vendor (needs a vendor e-mail). */
  email: z.boolean().default(true),
  message: z.string().trim().max(2000).optional(),
});

export const poLineSchema = z.object({
  _id: z.string(),
  variantId: z.string(),
  productId: z.string(),
  productTitle: z.string(),
  variantTitle: z.string(),
  sku: z.string().nullable(),
  quantity: z.number().int(),
  receivedQty: z.number().int(),
  unitCost: z.number().int(),
  total: z.number().int(),
});

export const poEventSchema = z.object({
  at: z.string(),
  message: z.string(),
  actorName: z.string().nullable(),
});

export const purchaseOrderSchema = z.object({
  _id: z.string(),
  number: z.string(),
  status: z.enum(PO_STATUSES),
  vendor: z.object({ _id: z.string(), name: z.string(), email: z.string().nullable() }),
  location: z.object({ _id: z.string(), name: z.string() }),
  expectedAt: z.string().nullable(),
  notes: z.string().nullable(),
  lines: z.array(poLineSchema),
  total: z.number().int(),
  orderedQty: z.number().int(),
  receivedQty: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  history: z.array(poEventSchema),
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

export const poRowSchema = z.object({
  _id: z.string(),
  number: z.string(),
  status: z.enum(PO_STATUSES),
  vendor: z.object({ _id: z.string(), name: z.string() }),
  linesCount: z.number().int(),
  orderedQty: z.number().int(),
  receivedQty: z.number().int(),
  total: z.number().int(),
  expectedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PoRow = z.infer<typeof poRowSchema>;

export const listPoQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  status: z.enum(PO_STATUSES).optional(),
  vendor: id.optional(),
});
export const poListSchema = z.object({ data: z.array(poRowSchema), meta: pageMetaSchema });

// Procurement: orders waiting for stock (sold beyond stock on backorder products)
export const PROCUREMENT_STATUSES = ['none', 'waiting', 'procured'] as const;
export type ProcurementStatus = (typeof PROCUREMENT_STATUSES)[number];

export const procureQuerySchema = z.strictObject({
  status: z.enum(['waiting', 'procured']).default('waiting'),
});
export const procureGroupSchema = z.object({
  vendor: z.object({ _id: z.string(), name: z.string() }).nullable(),
  items: z.array(
    z.object({
      variantId: z.string(),
      productId: z.string(),
      productTitle: z.string(),
      variantTitle: z.string(),
      sku: z.string().nullable(),
      thumbnailUrl: z.string().nullable(),
      /** Units the listed orders still need. */
      waitingQty: z.number().int(),
      /** Already on open (sent / partly received) purchase orders. */
      onOrderQty: z.number().int(),
      cost: z.number().int().nullable(),
      orders: z.array(
        z.object({
          _id: z.string(),
          name: z.string(),
          quantity: z.number().int(),
          createdAt: z.string(),
          procurementStatus: z.enum(PROCUREMENT_STATUSES),
        }),
      ),
    }),
  ),
});
export const procureListSchema = z.object({ data: z.array(procureGroupSchema) });

export const raisePoBodySchema = z.strictObject({
  vendorId: id,
  /** Limit to these variants (default: everything waiting for this vendor). */
  variantIds: z.array(id).max(200).optional(),
});

export const procureStatusBodySchema = z.strictObject({
  ids: z.array(id).min(1).max(500),
});
export const procureStatusResultSchema = z.object({
  updated: z.array(z.string()),
  failed: z.array(z.object({ _id: z.string(), name: z.string().nullable(), message: z.string() })),
});
