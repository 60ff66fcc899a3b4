import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountOf } from '../../db/public-handles.ts';
import { containsPattern, foldedLike, qualified } from '../../db/raw.ts';
import { inventoryLevels, productImages, products, productVariants, stores } from '../../db/schema/index.ts';

/**
 * The storefront is opened without an account: a shop id or a product's public id names the seller
 * (db/public-handles.ts), and every statement after that reads with the seller's `account_id`.
 */
export async function storeByShopId(db: Db, shopId: string) {
  const accountId = await accountOf(db, 'shop', shopId);
  if (!accountId) return null;
  const [row] = await db
    .select({ id: stores.id, accountId: stores.accountId, name: stores.name, shopId: stores.shopId })
    .from(stores)
    .where(and(eq(stores.accountId, accountId), eq(stores.shopId, shopId), eq(stores.platform, 'sauda')));
  return row ?? null;
}

export async function listedProduct(db: Db, publicId: string) {
  const accountId = await accountOf(db, 'product', publicId);
  if (!accountId) return null;
  const [row] = await db
    .select({ p: products, storeName: stores.name, shopId: stores.shopId })
    .from(products)
    .innerJoin(stores, and(eq(stores.accountId, products.accountId), eq(stores.id, products.publicStoreId)))
    .where(
      and(eq(products.accountId, accountId), eq(products.publicId, publicId), eq(products.status, 'active')),
    );
  return row ?? null;
}

export async function variantsWithStock(db: Db, accountId: string, productId: string) {
  return db
    .select({
      v: productVariants,
      available: sql<number>`coalesce((SELECT sum(l.available) FROM ${inventoryLevels} l WHERE l.account_id = ${qualified(productVariants.accountId)} AND l.variant_id = ${qualified(productVariants.id)}), 0)::int`,
    })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.accountId, accountId),
        eq(productVariants.productId, productId),
        isNull(productVariants.deletedAt),
      ),
    )
    .orderBy(asc(productVariants.position));
}

export async function imagesOf(db: Db, accountId: string, productId: string) {
  return db
    .select()
    .from(productImages)
    .where(and(eq(productImages.accountId, accountId), eq(productImages.productId, productId)))
    .orderBy(asc(productImages.position));
}

export async function shopProducts(
  db: Db,
  store: { accountId: string; id: string },
  search: string | undefined,
  page: number,
  limit: number,
) {
  const conds = [
    eq(products.accountId, store.accountId),
    eq(products.publicStoreId, store.id),
    eq(products.status, 'active'),
  ];
  if (search) conds.push(foldedLike(products.titleLower, containsPattern(search)));
  const rows = await db
    .select({
      publicId: products.publicId,
      title: products.title,
      thumbnailUrl: products.thumbnailUrl,
      priceMin: products.priceMin,
      discountBp: products.discountBp,
      totalAvailable: products.totalAvailable,
      allowBackorder: products.allowBackorder,
    })
    .from(products)
    .where(and(...conds))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [n] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(and(...conds));
  return { rows, total: n?.n ?? 0 };
}
