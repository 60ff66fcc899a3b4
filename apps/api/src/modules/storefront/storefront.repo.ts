import { and, asc, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern, qualified } from '../../db/raw.ts';
import { inventoryLevels, productImages, products, productVariants, stores } from '../../db/schema/index.ts';

export async function storeByShopId(db: Db, shopId: string) {
  const [row] = await db
    .select({ id: stores.id, accountId: stores.accountId, name: stores.name, shopId: stores.shopId })
    .from(stores)
    .where(and(eq(stores.shopId, shopId), eq(stores.platform, 'sauda')));
  return row ?? null;
}

export async function listedProduct(db: Db, publicId: string) {
  const [row] = await db
    .select({ p: products, storeName: stores.name, shopId: stores.shopId })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.publicStoreId))
    .where(and(eq(products.publicId, publicId), eq(products.status, 'active')));
  return row ?? null;
}

export async function variantsWithStock(db: Db, productId: string) {
  return db
    .select({
      v: productVariants,
      available: sql<number>`coalesce((SELECT sum(l.available) FROM ${inventoryLevels} l WHERE l.variant_id = ${qualified(productVariants.id)}), 0)::int`,
    })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.deletedAt)))
    .orderBy(asc(productVariants.position));
}

export async function imagesOf(db: Db, productId: string) {
  return db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position));
}

export async function shopProducts(
  db: Db,
  storeId: string,
  search: string | undefined,
  page: number,
  limit: number,
) {
  const conds = [eq(products.publicStoreId, storeId), eq(products.status, 'active')];
  if (search) conds.push(ilike(products.title, containsPattern(search)));
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

/** Of these variants, the ones listed in this shop (active product, not removed), with their product's public id. */
export async function listedVariants(db: Db, storeId: string, variantIds: string[]) {
  if (variantIds.length === 0) return [];
  return db
    .select({ variantId: productVariants.id, publicId: products.publicId })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        inArray(productVariants.id, variantIds),
        isNull(productVariants.deletedAt),
        eq(products.publicStoreId, storeId),
        eq(products.status, 'active'),
      ),
    );
}
