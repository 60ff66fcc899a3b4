import { findCity } from '@sauda/contracts/cities.ts';
import { discountedPrice } from '@sauda/contracts/products.ts';
import { readAll } from '../../db/tx.ts';
import type { z } from 'zod';
import type { checkoutBodySchema } from '@sauda/contracts/storefront.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { imageUrl, thumbUrl } from '../../lib/storage.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import * as orders from '../orders/orders.service.ts';
import * as repo from './storefront.repo.ts';

const FEW_LEFT = 5;
const percent = (bp: number | null) => (bp === null ? null : bp / 100);

/** GET /v1/public-product/{publicId}: what a buyer sees; no costs, SKUs or exact stock beyond "few left". */
export async function publicProduct(db: Db, publicId: string) {
  const row = await repo.listedProduct(db, publicId);
  if (!row || !row.shopId) throw notFound('Product');
  const { p } = row;
  const [variants, images] = await readAll(db, [
    () => repo.variantsWithStock(db, p.accountId, p.id),
    () => repo.imagesOf(db, p.accountId, p.id),
  ]);
  const discount = percent(p.discountBp);
  return {
    publicId,
    title: p.title,
    descriptionHtml: p.descriptionHtml,
    images: images.map((i) => ({
      id: i.id,
      url: imageUrl(i.fileKey),
      thumbnailUrl: thumbUrl(i.fileKey),
      width: i.width,
      height: i.height,
    })),
    options: p.options,
    variants: variants.map(({ v, available }) => {
      const inStock = available > 0 || p.allowBackorder;
      return {
        _id: v.id,
        title: v.title,
        optionValues: v.optionValues,
        price: v.price,
        discountedPrice: discountedPrice(v.price, discount),
        compareAtPrice: v.compareAtPrice,
        imageId: v.imageId,
        inStock,
        fewLeft: available > 0 && available <= FEW_LEFT && !p.allowBackorder ? available : null,
      };
    }),
    discount,
    store: { name: row.storeName, shopId: row.shopId },
  };
}

export async function shop(db: Db, shopId: string, q: { page: number; limit: number; search?: string }) {
  const store = await repo.storeByShopId(db, shopId);
  if (!store || !store.shopId) throw notFound('Shop');
  const r = await repo.shopProducts(db, store, q.search || undefined, q.page, q.limit);
  return {
    store: { name: store.name, shopId: store.shopId },
    data: r.rows.map((p) => ({
      publicId: p.publicId!,
      title: p.title,
      thumbnailUrl: p.thumbnailUrl,
      price: p.priceMin,
      discountedPrice: discountedPrice(p.priceMin, percent(p.discountBp)),
      discount: percent(p.discountBp),
      inStock: p.totalAvailable > 0 || p.allowBackorder,
    })),
    meta: { page: q.page, limit: q.limit, total: r.total },
  };
}

/**
 * POST /v1/checkout: a COD order in the seller's store, stock reserved in the same transaction
 * (quality-checks Q1), then the buyer confirms on /order-confirmation. Only products listed in this
 * shop can be bought, at the shop's prices.
 */
export async function checkout(
  db: Db,
  body: z.output<typeof checkoutBodySchema>,
  appUrl: string,
  idempotencyKey?: string,
) {
  const store = await repo.storeByShopId(db, body.shopId);
  if (!store) throw notFound('Shop');
  const city = findCity(body.city)!;
  const auth: AuthContext = {
    sessionId: '',
    userId: '',
    accountId: store.accountId,
    role: 'owner',
    userName: 'Storefront',
    permissions: [],
    token: '',
  };
  // Each line must name a variant of the product it claims, listed in this shop: checked where the
  // order reads its variants (orders.service, `resolveLines`), in its transaction.
  const answer = await orders.createOrder(
    db,
    auth,
    {
      storeId: store.id,
      paymentMethod: 'COD',
      lineItems: body.items.map((i) => ({ variantId: i.variantId, quantity: i.quantity })),
      discount: 0,
      shipping: 0,
      shippingAddress: {
        name: body.name,
        phone: body.phone,
        address: body.address,
        city: city.name,
        province: body.province ?? city.province,
      },
      notes: body.notes ? `Buyer's note: ${body.notes}` : undefined,
      tags: ['storefront'],
    },
    appUrl,
    idempotencyKey,
    'sauda',
    {
      actor: { kind: 'buyer', name: body.name },
      listedIn: { storeId: store.id, publicIds: body.items.map((i) => i.publicId) },
      route: 'POST /v1/checkout',
    },
  );
  const order = answer.body.data;
  return {
    statusCode: answer.statusCode,
    replayed: answer.replayed,
    data: {
      orderName: order.name,
      total: order.pricing.currentTotalPrice,
      confirmationUrl: order.confirmation.url!,
    },
  };
}
