import { z } from 'zod';
import { pageMetaSchema, phoneSchema, text } from './common.ts';
import { CITIES, findCity } from './cities.ts';
import { PROVINCES } from './orders.ts';
import { productImageSchema } from './products.ts';

const id = z.string().min(1).max(64);

/** POST /v1/public-product: list a product in a Sauda store. */
export const publishProductBodySchema = z.strictObject({
  productId: id,
  storeId: id,
});
export const publishResultSchema = z.object({
  publicId: z.string(),
  /** `/sp/{publicId}` */
  url: z.string(),
  /** `/ecommerce/shop?s={shopId}` */
  shopUrl: z.string(),
});

export const publicVariantSchema = z.object({
  _id: z.string(),
  title: z.string(),
  optionValues: z.array(z.string()),
  price: z.number().int(),
  discountedPrice: z.number().int(),
  compareAtPrice: z.number().int().nullable(),
  imageId: z.string().nullable(),
  inStock: z.boolean(),
  /** Only when few are left (≤ 5): "Only 3 left". */
  fewLeft: z.number().int().nullable(),
});

export const publicProductSchema = z.object({
  publicId: z.string(),
  title: z.string(),
  descriptionHtml: z.string(),
  images: z.array(productImageSchema),
  options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  variants: z.array(publicVariantSchema),
  discount: z.number().nullable(),
  store: z.object({ name: z.string(), shopId: z.string() }),
});
export type PublicProduct = z.infer<typeof publicProductSchema>;

export const shopQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(60).default(24),
  search: z.string().trim().max(100).optional(),
});
export const shopProductSchema = z.object({
  publicId: z.string(),
  title: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** Cheapest variant, before and after discount. */
  price: z.number().int(),
  discountedPrice: z.number().int(),
  discount: z.number().nullable(),
  inStock: z.boolean(),
});
export const shopSchema = z.object({
  store: z.object({ name: z.string(), shopId: z.string() }),
  data: z.array(shopProductSchema),
  meta: pageMetaSchema,
});

export const CHECKOUT_MAX_ITEMS = 20;
export const checkoutBodySchema = z.strictObject({
  shopId: z.string().min(1).max(64),
  items: z
    .array(
      z.strictObject({
        publicId: z.string().min(1).max(64),
        variantId: id,
        quantity: z.number().int().min(1).max(20),
      }),
    )
    .min(1, 'Your cart is empty')
    .max(CHECKOUT_MAX_ITEMS),
  name: text(2, 120),
  phone: phoneSchema,
  city: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(80)
    .refine((c) => findCity(c) !== null, 'Choose your city from the list')
    .meta({
      description:
        'A city Sauda knows (GET /api/v1/courier/sauda-cities); case and common short forms are forgiven',
      enum: CITIES.map((c) => c.name),
    }),
  province: z.enum(PROVINCES).nullable().optional(),
  address: text(10, 500),
  notes: z.string().trim().max(500).optional(),
});
export type CheckoutBody = z.input<typeof checkoutBodySchema>;

export const checkoutResultSchema = z.object({
  orderName: z.string(),
  total: z.number().int(),
  /** The buyer's confirmation page: `/order-confirmation?token=…`. */
  confirmationUrl: z.string(),
});
