import { z } from 'zod';
import { cappedPageMetaSchema, text } from './common.ts';

/**
 * Inventory (issue #4): stock per variant and location; every change is a row in an append-only
 * movement ledger. `available` is sellable; `committed` is held by orders not yet shipped.
 */
export const MOVEMENT_KINDS = [
  'initial',
  'order',
  'cancel',
  'return',
  'fulfil',
  'adjustment',
  'receipt',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export const MOVEMENT_LABELS: Record<MovementKind, string> = {
  initial: 'Opening stock',
  order: 'Order reserved',
  cancel: 'Order cancelled (released)',
  return: 'Order returned (restocked)',
  fulfil: 'Shipped',
  adjustment: 'Adjustment',
  receipt: 'Purchase order received',
};

export const ADJUSTMENT_REASONS = [
  'count',
  'received',
  'damaged',
  'lost',
  'returned',
  'correction',
  'other',
] as const;
export const ADJUSTMENT_REASON_LABELS: Record<(typeof ADJUSTMENT_REASONS)[number], string> = {
  count: 'Stock count',
  received: 'Received (no PO)',
  damaged: 'Damaged',
  lost: 'Lost or stolen',
  returned: 'Returned by buyer',
  correction: 'Correction',
  other: 'Other',
};

const id = z.string().min(1).max(64);

export const locationSchema = z.object({
  _id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  isDefault: z.boolean(),
});
export type StockLocation = z.infer<typeof locationSchema>;
export const locationBodySchema = z.strictObject({
  name: text(1, 80),
  city: text(2, 80).nullable().optional(),
  address: text(1, 500).nullable().optional(),
  isDefault: z.boolean().optional(),
});

export const STOCK_FILTERS = ['all', 'low', 'out', 'backordered'] as const;
export const listInventoryQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  search: z.string().trim().max(100).optional(),
  locationId: id.optional(),
  stock: z.enum(STOCK_FILTERS).default('all'),
  vendor: id.optional(),
});

export const inventoryRowSchema = z.object({
  variantId: z.string(),
  productId: z.string(),
  productTitle: z.string(),
  variantTitle: z.string(),
  sku: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  /** At the chosen location, or all locations. */
  available: z.number().int(),
  committed: z.number().int(),
  onHand: z.number().int(),
  backordered: z.number().int(),
  lowStockThreshold: z.number().int(),
  low: z.boolean(),
  cost: z.number().int().nullable(),
  allowBackorder: z.boolean(),
});
export type InventoryRow = z.infer<typeof inventoryRowSchema>;

export const inventoryListSchema = z.object({
  data: z.array(inventoryRowSchema),
  meta: cappedPageMetaSchema.extend({
    /** At the chosen location only; the whole catalogue's come from the summary. */
    lowCount: z.number().int().optional(),
    outCount: z.number().int().optional(),
  }),
});

export const adjustmentBodySchema = z
  .strictObject({
    variantId: id,
    locationId: id.optional(),
    /** Change in available units (e.g. -2), or … */
    delta: z.number().int().min(-1_000_000).max(1_000_000).optional(),
    /** … the counted quantity to set available to. */
    setTo: z.number().int().min(0).max(1_000_000).optional(),
    reason: z.enum(ADJUSTMENT_REASONS),
    note: z.string().trim().max(500).optional(),
  })
  .refine((b) => (b.delta === undefined) !== (b.setTo === undefined), {
    message: 'Give either delta or setTo',
    path: ['delta'],
  })
  .refine((b) => b.delta !== 0, { message: 'Must not be 0', path: ['delta'] })
  .meta({
    description: 'Either delta (a change, not 0) or setTo (the counted quantity), never both',
    oneOf: [{ required: ['delta'] }, { required: ['setTo'] }],
  });
export type AdjustmentBody = z.input<typeof adjustmentBodySchema>;

export const movementSchema = z.object({
  _id: z.string(),
  at: z.string(),
  kind: z.enum(MOVEMENT_KINDS),
  variantId: z.string(),
  locationName: z.string(),
  deltaAvailable: z.number().int(),
  deltaCommitted: z.number().int(),
  /** Available at that location right after this movement. */
  availableAfter: z.number().int(),
  reason: z.string().nullable(),
  note: z.string().nullable(),
  unitCost: z.number().int().nullable(),
  order: z.object({ _id: z.string(), name: z.string() }).nullable(),
  purchaseOrder: z.object({ _id: z.string(), number: z.string() }).nullable(),
  actorName: z.string().nullable(),
});
export type Movement = z.infer<typeof movementSchema>;

export const listMovementsQuerySchema = z.strictObject({
  variantId: id.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const inventorySummarySchema = z.object({
  lowCount: z.number().int(),
  outCount: z.number().int(),
  units: z.number().int(),
  /** Σ on-hand × cost, paisa. */
  stockValue: z.number().int(),
  waitingOrders: z.number().int(),
});
