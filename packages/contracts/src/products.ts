import { z } from 'zod';
import { cappedPageMetaSchema, moneySchema, text, updateBody } from './common.ts';

/**
 * Products (issue #4). Money is integer paisa; the discount is a percentage with at most two
 * decimals (product-rules §5: 0–99). Every product has at least one variant; a product without options has
 * exactly one variant whose `optionValues` is empty.
 */
export const PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const productStatusSchema = z.enum(PRODUCT_STATUSES);

export const DISCOUNT_MAX = 99;
export const INVENTORY_INPUT_MAX = 100;
export const MAX_OPTIONS = 3;
export const MAX_OPTION_VALUES = 30;
export const MAX_VARIANTS = 100;
export const MAX_IMAGES = 20;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const DESCRIPTION_MAX = 20_000;

/**
 * product-rules §5 discount input: digits with an optional decimal point only; empty becomes null;
 * 0 to 99 kept; above 99 clamped to 99. Returns `undefined` when the keystroke is not allowed
 * (the field keeps its previous value).
 */
export function parseDiscountInput(raw: string): number | null | undefined {
  return clampedNumberInput(raw, DISCOUNT_MAX);
}

/** product-rules §5 inventory input: same pattern, empty becomes null, clamped to a maximum of 100. */
export function parseInventoryInput(raw: string): number | null | undefined {
  return clampedNumberInput(raw, INVENTORY_INPUT_MAX);
}

function clampedNumberInput(raw: string, max: number): number | null | undefined {
  if (raw === '') return null;
  if (!/^\d*\.?\d*$/.test(raw) || raw === '.') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n)) return undefined;
  return Math.min(n, max);
}

/**
 * product-rules §5: discounted price = price − price × percent / 100, in paisa, rounded half up to the
 * nearest paisa (explicit rounding; never a float amount).
 */
export function discountedPrice(price: number, percent: number | null | undefined): number {
  if (!percent) return price;
  const bp = Math.round(percent * 100); // basis points, exact for two decimals
  return price - Math.floor((price * bp + 5000) / 10000);
}

/** product-rules §5: the cheapest variant price across products, 0 if none. */
export function cheapestPrice(
  products: ReadonlyArray<{ variants: ReadonlyArray<{ price: number }> }>,
): number {
  let min: number | null = null;
  for (const p of products) for (const v of p.variants) if (min === null || v.price < min) min = v.price;
  return min ?? 0;
}

/** Plain text of the stored (sanitised) description HTML. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** product-rules §8 clipboard text: title, description as plain text, price as 'Rs. {amount, 2 decimals}'. */
export function productCopyText(p: { title: string; descriptionHtml: string; price: number }): string {
  const rupees = (p.price / 100).toFixed(2);
  return [p.title, htmlToText(p.descriptionHtml), `Rs. ${rupees}`].filter(Boolean).join('\n\n');
}

const paisa = moneySchema;
const percent = z
  .number()
  .min(0)
  .max(DISCOUNT_MAX)
  .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
    message: 'Use at most two decimals',
  })
  .meta({ multipleOf: 0.01 });
const id = z.string().min(1).max(64);

export const productImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const productOptionSchema = z.strictObject({
  name: text(1, 40),
  values: z.array(text(1, 60)).min(1, 'Add at least one value').max(MAX_OPTION_VALUES),
});

export const variantInputSchema = z.strictObject({
  /** Present when editing an existing variant. */
  _id: id.optional(),
  optionValues: z.array(text(1, 60)).max(MAX_OPTIONS).default([]),
  sku: text(1, 80).nullable().optional(),
  barcode: text(1, 80).nullable().optional(),
  price: paisa,
  compareAtPrice: paisa.nullable().optional(),
  cost: paisa.nullable().optional(),
  /** Overrides the product weight for this variant. */
  weightGrams: z.number().int().min(1).max(500_000).nullable().optional(),
  imageId: id.nullable().optional(),
  /**
   * Stock at the default location. On create it is the opening stock; on edit a different value
   * is recorded as an adjustment. Form input clamps to 100 (product-rules §5); /inventory adjusts beyond.
   */
  inventory: z.number().int().min(0).max(1_000_000).nullable().optional(),
});
export type VariantInput = z.input<typeof variantInputSchema>;

const productFields = {
  title: text(1, 200),
  descriptionHtml: z.string().max(DESCRIPTION_MAX, `Use at most ${DESCRIPTION_MAX} characters`).default(''),
  status: productStatusSchema.default('active'),
  vendorId: id.nullable().optional(),
  categoryId: id.nullable().optional(),
  tags: z
    .array(text(1, 40))
    .max(20)
    .transform((t) => [...new Set(t.map((x) => x.toLowerCase()))])
    .default([]),
  options: z.array(productOptionSchema).max(MAX_OPTIONS).default([]),
  /** Uploaded image ids, in display order (the first is the cover). */
  imageIds: z.array(id).max(MAX_IMAGES).default([]),
  variants: z.array(variantInputSchema).min(1, 'Add at least one variant').max(MAX_VARIANTS),
  discount: percent.nullable().default(null),
  /** Needed for courier booking. */
  weightGrams: z.number().int().min(1, 'Enter the weight in grams').max(500_000),
  allowBackorder: z.boolean().default(false),
  lowStockThreshold: z.number().int().min(0).max(100_000).default(5),
};

export const createProductBodySchema = z.strictObject(productFields);
export type CreateProductBody = z.input<typeof createProductBodySchema>;

export const updateProductBodySchema = z
  .strictObject({
    title: productFields.title.optional(),
    descriptionHtml: z.string().max(DESCRIPTION_MAX).optional(),
    status: productStatusSchema.optional(),
    vendorId: id.nullable().optional(),
    categoryId: id.nullable().optional(),
    tags: productFields.tags.optional(),
    options: z.array(productOptionSchema).max(MAX_OPTIONS).optional(),
    imageIds: z.array(id).max(MAX_IMAGES).optional(),
    variants: z.array(variantInputSchema).min(1).max(MAX_VARIANTS).optional(),
    discount: percent.nullable().optional(),
    weightGrams: productFields.weightGrams.optional(),
    allowBackorder: z.boolean().optional(),
    lowStockThreshold: z.number().int().min(0).max(100_000).optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'Nothing to change')
  .meta({ minProperties: 1 });
export type UpdateProductBody = z.input<typeof updateProductBodySchema>;

export const variantSchema = z.object({
  _id: z.string(),
  title: z.string(),
  optionValues: z.array(z.string()),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  price: z.number().int(),
  /** Price after the product discount (product-rules §5). */
  discountedPrice: z.number().int(),
  compareAtPrice: z.number().int().nullable(),
  cost: z.number().int().nullable(),
  weightGrams: z.number().int().nullable(),
  imageId: z.string().nullable(),
  /** Sellable now, at all locations. */
  available: z.number().int(),
  /** Held by open orders, not yet shipped. */
  committed: z.number().int(),
  /** Units waiting on orders that sold beyond stock (backorder). */
  backordered: z.number().int(),
});
export type Variant = z.infer<typeof variantSchema>;

const ref = z.object({ _id: z.string(), name: z.string() }).nullable();

export const productSchema = z.object({
  _id: z.string(),
  title: z.string(),
  descriptionHtml: z.string(),
  status: productStatusSchema,
  vendorId: z.string().nullable(),
  vendor: ref,
  categoryId: z.string().nullable(),
  category: ref,
  tags: z.array(z.string()),
  options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  images: z.array(productImageSchema),
  variants: z.array(variantSchema),
  discount: z.number().nullable(),
  weightGrams: z.number().int(),
  allowBackorder: z.boolean(),
  lowStockThreshold: z.number().int(),
  /** Public in the Sauda storefront. */
  isListed: z.boolean(),
  publicId: z.string().nullable(),
  /** `/sp/{publicId}` when listed. */
  publicUrl: z.string().nullable(),
  /** Referenced by orders: deleting archives instead. */
  hasOrders: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const PRODUCT_STOCK_FILTERS = ['all', 'in_stock', 'low_stock', 'out_of_stock'] as const;

/** product-rules §7: limit, page, status, tabStatus=all, prodStatus=all, vendor, search, isListed. */
export const listProductsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** One status (the product-existence check sends `active`). */
  status: productStatusSchema.optional(),
  /** The page's tab: `all` or a status. */
  tabStatus: z.enum(['all', ...PRODUCT_STATUSES]).default('all'),
  /** Stock filter. */
  prodStatus: z.enum(PRODUCT_STOCK_FILTERS).default('all'),
  /** Vendor id. */
  vendor: id.optional(),
  categoryId: id.optional(),
  search: z.string().trim().max(100).optional(),
  isListed: z.enum(['true', 'false']).optional(),
  sort: z.enum(['-createdAt', 'createdAt', 'title', '-title', 'price', '-price']).default('-createdAt'),
});
export type ListProductsQuery = z.input<typeof listProductsQuerySchema>;

export const productRowSchema = z.object({
  _id: z.string(),
  title: z.string(),
  status: productStatusSchema,
  thumbnailUrl: z.string().nullable(),
  vendor: ref,
  category: ref,
  variantsCount: z.number().int(),
  /** First variant's SKU. */
  sku: z.string().nullable(),
  /** Cheapest and dearest variant price before discount. */
  priceMin: z.number().int(),
  priceMax: z.number().int(),
  discount: z.number().nullable(),
  available: z.number().int(),
  lowStock: z.boolean(),
  isListed: z.boolean(),
  publicId: z.string().nullable(),
  createdAt: z.string(),
});
export type ProductRow = z.infer<typeof productRowSchema>;

export const productListSchema = z.object({
  data: z.array(productRowSchema),
  /** A filtered total past COUNT_CAP is a lower bound (`totalCapped`: "1,000+"). */
  meta: cappedPageMetaSchema.extend({
    /** Products per status for the tabs (whole account). */
    counts: z.object({
      all: z.number().int(),
      active: z.number().int(),
      draft: z.number().int(),
      archived: z.number().int(),
    }),
  }),
});

export const deleteProductResultSchema = z.object({
  /** `deleted`, or `archived` when orders reference the product. */
  result: z.enum(['deleted', 'archived']),
  message: z.string(),
});

/** Compact variant search for pickers (manual order form, purchase orders). */
export const variantPickQuerySchema = z.strictObject({
  search: z.string().trim().max(100).optional(),
  vendor: id.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const variantPickSchema = z.object({
  variantId: z.string(),
  productId: z.string(),
  productTitle: z.string(),
  variantTitle: z.string(),
  sku: z.string().nullable(),
  price: z.number().int(),
  discountedPrice: z.number().int(),
  cost: z.number().int().nullable(),
  available: z.number().int(),
  allowBackorder: z.boolean(),
  thumbnailUrl: z.string().nullable(),
  vendorId: z.string().nullable(),
});
export type VariantPick = z.infer<typeof variantPickSchema>;

// Categories
export const categoryBodySchema = z.strictObject({
  name: text(1, 80),
  description: z.string().trim().max(1000).default(''),
});
export const updateCategoryBodySchema = updateBody({
  name: text(1, 80).optional(),
  description: z.string().trim().max(1000).optional(),
});
export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  productsCount: z.number().int(),
  /** Cover: the first product image in it. */
  thumbnailUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type Category = z.infer<typeof categorySchema>;
export const categoryProductsBodySchema = z
  .strictObject({
    add: z.array(id).max(500).default([]),
    remove: z.array(id).max(500).default([]),
  })
  .refine((b) => b.add.length + b.remove.length > 0, 'Nothing to change')
  .meta({ minProperties: 1, description: 'At least one product id in add or remove' });
