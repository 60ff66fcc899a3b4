import { COUNT_CAP } from '@sauda/contracts/common.ts';
import { randomBytes } from 'node:crypto';
import { claimHandle } from '../../db/public-handles.ts';
import {
  discountedPrice,
  type Product,
  type ProductRow,
  type ProductStatus,
} from '@sauda/contracts/products.ts';
import type { Db } from '../../db/client.ts';
import { transaction, flushCounters, readAll } from '../../db/tx.ts';
import { figuresOf } from '../../db/figures-beside.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isUuid, uuidv7 } from '../../lib/ids.ts';
import { listTotal } from '../../lib/paging.ts';
import type { FileStore } from '../../lib/storage.ts';
import { imagePath, imageUrl, thumbPath, thumbUrl } from '../../lib/storage.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import * as inventory from '../inventory/inventory.service.ts';
import {
  checkVariants,
  cleanDescription,
  fromBasisPoints,
  toBasisPoints,
  variantTitle,
  type ProductInput,
  type VariantIn,
} from './product-input.ts';
import * as repo from './products.repo.ts';

const imageOut = (i: repo.ImageRecord) => ({
  id: i.id,
  url: imageUrl(i.fileKey),
  thumbnailUrl: thumbUrl(i.fileKey),
  width: i.width,
  height: i.height,
});

export async function loadProduct(db: Db, accountId: string, id: string, appUrl: string): Promise<Product> {
  // Inside a transaction: apply its counters first, so stock totals read back true.
  await flushCounters(db);
  const p = isUuid(id) ? await repo.findProduct(db, accountId, id) : null;
  if (!p) throw notFound('Product');
  const [images, variants, vendor, category, hasOrders] = await readAll(db, [
    () => repo.imagesOf(db, accountId, p.id),
    () => repo.liveVariants(db, accountId, p.id),
    () => (p.vendorId ? repo.refOf(db, 'vendors', accountId, p.vendorId) : null),
    () => (p.categoryId ? repo.refOf(db, 'categories', accountId, p.categoryId) : null),
    () => repo.hasOrders(db, accountId, p.id),
  ]);
  const stock = await repo.stockOfVariants(
    db,
    accountId,
    variants.map((v) => v.id),
  );
  const discount = fromBasisPoints(p.discountBp);
  return {
    _id: p.id,
    title: p.title,
    descriptionHtml: p.descriptionHtml,
    status: p.status,
    vendorId: p.vendorId,
    vendor,
    categoryId: p.categoryId,
    category,
    tags: p.tags,
    options: p.options,
    images: images.map(imageOut),
    variants: variants.map((v) => ({
      _id: v.id,
      title: v.title,
      optionValues: v.optionValues,
      sku: v.sku,
      barcode: v.barcode,
      price: v.price,
      discountedPrice: discountedPrice(v.price, discount),
      compareAtPrice: v.compareAtPrice,
      cost: v.cost,
      weightGrams: v.weightGrams,
      imageId: v.imageId,
      available: stock.get(v.id)?.available ?? 0,
      committed: stock.get(v.id)?.committed ?? 0,
      backordered: stock.get(v.id)?.backordered ?? 0,
    })),
    discount,
    weightGrams: p.weightGrams,
    allowBackorder: p.allowBackorder,
    lowStockThreshold: p.lowStockThreshold,
    isListed: p.publicId !== null,
    publicId: p.publicId,
    publicUrl: p.publicId ? `${appUrl}/sp/${p.publicId}` : null,
    hasOrders,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

async function checkRefs(
  tx: Db,
  accountId: string,
  productId: string | null,
  body: { vendorId?: string | null; categoryId?: string | null; imageIds?: string[] },
) {
  for (const [field, table, what] of [
    ['vendorId', 'vendors', 'Vendor'],
    ['categoryId', 'categories', 'Category'],
  ] as const) {
    const id = body[field];
    if (id && !(isUuid(id) && (await repo.refOf(tx, table, accountId, id)))) throw notFound(what);
  }
  if (body.imageIds?.length) {
    const ids = body.imageIds;
    const found = ids.every(isUuid) ? await repo.imagesOfAccount(tx, accountId, ids) : [];
    const ok = found.filter((i) => i.productId === null || i.productId === productId);
    if (ok.length !== new Set(ids).size) throw notFound('Image');
  }
}

function variantRow(v: VariantIn, position: number) {
  return {
    position,
    title: variantTitle(v.optionValues),
    optionValues: v.optionValues,
    sku: v.sku ?? null,
    barcode: v.barcode ?? null,
    price: v.price,
    compareAtPrice: v.compareAtPrice ?? null,
    cost: v.cost ?? null,
    weightGrams: v.weightGrams ?? null,
    imageId: v.imageId ?? null,
  };
}

function denormalised(variants: VariantIn[], images: string[], thumbKeyOf: Map<string, string>) {
  const prices = variants.map((v) => v.price);
  const cover = images[0] ? thumbKeyOf.get(images[0]) : undefined;
  return {
    priceMin: Math.min(...prices),
    priceMax: Math.max(...prices),
    variantsCount: variants.length,
    firstSku: variants[0]?.sku ?? null,
    thumbnailUrl: cover ? thumbUrl(cover) : null,
  };
}

async function keysOf(tx: Db, accountId: string, ids: string[]) {
  return new Map((await repo.imagesOfAccount(tx, accountId, ids)).map((i) => [i.id, i.fileKey]));
}

export async function createProduct(db: Db, auth: AuthContext, body: ProductInput, appUrl: string) {
  checkVariants(body.options, body.variants, body.imageIds);
  return transaction(db, async (tx) => {
    await checkRefs(tx, auth.accountId, null, body);
    const id = uuidv7();
    const now = new Date();
    await repo.insertProduct(tx, {
      id,
      accountId: auth.accountId,
      title: body.title,
      descriptionHtml: cleanDescription(body.descriptionHtml),
      status: body.status,
      vendorId: body.vendorId ?? null,
      categoryId: body.categoryId ?? null,
      tags: body.tags,
      options: body.options,
      discountBp: toBasisPoints(body.discount),
      weightGrams: body.weightGrams,
      allowBackorder: body.allowBackorder,
      lowStockThreshold: body.lowStockThreshold,
      ...denormalised(body.variants, body.imageIds, await keysOf(tx, auth.accountId, body.imageIds)),
      totalAvailable: 0,
      createdAt: now,
      updatedAt: now,
    });
    await repo.bumpStatusCount(tx, auth.accountId, body.status, 1, now);
    await repo.attachImages(tx, auth.accountId, id, body.imageIds);
    const rows = body.variants.map((v, i) => ({
      id: uuidv7(),
      accountId: auth.accountId,
      productId: id,
      ...variantRow(v, i),
    }));
    await repo.insertVariants(tx, rows);
    for (const [i, v] of body.variants.entries()) {
      if (v.inventory)
        await inventory.setStockFromForm(
          tx,
          auth.accountId,
          rows[i]!.id,
          id,
          v.inventory,
          true,
          inventory.whoOf(auth),
        );
    }
    return loadProduct(tx, auth.accountId, id, appUrl);
  });
}

export type ProductPatch = Partial<ProductInput> & { variants?: VariantIn[] };

export async function updateProduct(
  db: Db,
  files: FileStore,
  auth: AuthContext,
  id: string,
  body: ProductPatch,
  appUrl: string,
) {
  // Image files to delete once committed: taken from the committed run's result (a retried
  // transaction runs the callback again).
  const { product: result, removedKeys } = await transaction(db, async (tx) => {
    const removedKeys: string[] = [];
    const p = isUuid(id) ? await repo.findProduct(tx, auth.accountId, id) : null;
    if (!p) throw notFound('Product');
    await checkRefs(tx, auth.accountId, p.id, body);
    const existing = await repo.liveVariants(tx, auth.accountId, p.id);
    const images = body.imageIds ?? (await repo.imagesOf(tx, auth.accountId, p.id)).map((i) => i.id);
    const options = body.options ?? p.options;
    const variants: VariantIn[] =
      body.variants ??
      existing.map((v) => ({
        _id: v.id,
        optionValues: v.optionValues,
        sku: v.sku,
        barcode: v.barcode,
        price: v.price,
        compareAtPrice: v.compareAtPrice,
        cost: v.cost,
        weightGrams: v.weightGrams,
        imageId: v.imageId && images.includes(v.imageId) ? v.imageId : null,
      }));
    checkVariants(options, variants, images);
    const known = new Map(existing.map((v) => [v.id, v]));
    for (const [i, v] of variants.entries()) {
      if (v._id && !known.has(v._id)) throw notFound(`Variant ${i + 1}`);
    }
    // Existing variants whose stock the form sets, and those it removes (a delete takes their level
    // rows with it): their level rows, and the orders waiting for them, are locked before any variant
    // row is written, in the one lock order every stock writer keeps (docs/architecture.md, "Locks
    // and counters"): a checkout or an adjustment holds a level and takes its variant's row at
    // commit. Then the variants, the stock, the product itself.
    const kept = new Set(variants.flatMap((v) => (v._id ? [v._id] : [])));
    await inventory.lockForForm(tx, auth.accountId, [
      ...variants.flatMap((v) => (v._id && v.inventory !== null && v.inventory !== undefined ? [v._id] : [])),
      ...existing.filter((v) => !kept.has(v.id)).map((v) => v.id),
    ]);
    const ids: string[] = [];
    const fresh: Array<{ id: string; inventory: number | null | undefined; isNew: boolean }> = [];
    for (const [i, v] of variants.entries()) {
      if (v._id) {
        await repo.updateVariant(tx, auth.accountId, v._id, variantRow(v, i));
        ids.push(v._id);
        fresh.push({ id: v._id, inventory: v.inventory, isNew: false });
      } else {
        const vid = uuidv7();
        await repo.insertVariants(tx, [
          { id: vid, accountId: auth.accountId, productId: p.id, ...variantRow(v, i) },
        ]);
        ids.push(vid);
        fresh.push({ id: vid, inventory: v.inventory, isNew: true });
      }
    }
    if (body.imageIds) {
      await repo.attachImages(tx, auth.accountId, p.id, body.imageIds);
      removedKeys.push(...(await repo.detachImagesExcept(tx, auth.accountId, p.id, body.imageIds)));
    }
    for (const f of fresh) {
      if (f.inventory !== null && f.inventory !== undefined && (f.inventory > 0 || !f.isNew))
        await inventory.setStockFromForm(
          tx,
          auth.accountId,
          f.id,
          p.id,
          f.inventory,
          f.isNew,
          inventory.whoOf(auth),
        );
    }
    await repo.removeVariants(
      tx,
      auth.accountId,
      existing.filter((v) => !ids.includes(v.id)).map((v) => v.id),
    );
    const status = body.status ?? p.status;
    if (status !== p.status) {
      await repo.bumpStatusCount(tx, auth.accountId, p.status, -1, p.createdAt);
      await repo.bumpStatusCount(tx, auth.accountId, status, 1, p.createdAt);
    }
    // The total is recomputed from the levels below: apply the stock deltas recorded so far first
    // (this product's row is already locked by this transaction, so no new lock is taken out of order).
    await flushCounters(tx);
    const stock = await repo.stockOfVariants(tx, auth.accountId, ids);
    await repo.updateProduct(tx, auth.accountId, p.id, {
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.descriptionHtml !== undefined
        ? { descriptionHtml: cleanDescription(body.descriptionHtml) }
        : {}),
      status,
      ...(body.vendorId !== undefined ? { vendorId: body.vendorId } : {}),
      ...(body.categoryId !== undefined ? { categoryId: body.categoryId } : {}),
      ...(body.tags !== undefined ? { tags: body.tags } : {}),
      options,
      ...(body.discount !== undefined ? { discountBp: toBasisPoints(body.discount) } : {}),
      ...(body.weightGrams !== undefined ? { weightGrams: body.weightGrams } : {}),
      ...(body.allowBackorder !== undefined ? { allowBackorder: body.allowBackorder } : {}),
      ...(body.lowStockThreshold !== undefined ? { lowStockThreshold: body.lowStockThreshold } : {}),
      ...denormalised(variants, images, await keysOf(tx, auth.accountId, images)),
      totalAvailable: [...stock.values()].reduce((n, s) => n + s.available, 0),
      // Only active products stay in the storefront.
      ...(status !== 'active' ? { publicId: null, publicStoreId: null } : {}),
    });
    return { product: await loadProduct(tx, auth.accountId, p.id, appUrl), removedKeys };
  });
  for (const key of removedKeys)
    await Promise.all([files.remove(imagePath(key)), files.remove(thumbPath(key))]);
  return result;
}

export async function deleteProduct(db: Db, files: FileStore, auth: AuthContext, id: string) {
  const r = await transaction(db, async (tx) => {
    const p = isUuid(id) ? await repo.findProduct(tx, auth.accountId, id, true) : null;
    if (!p) throw notFound('Product');
    if (
      (await repo.hasOrders(tx, auth.accountId, p.id)) ||
      (await repo.hasPurchaseOrders(tx, auth.accountId, p.id))
    ) {
      await repo.updateProduct(tx, auth.accountId, p.id, {
        status: 'archived',
        publicId: null,
        publicStoreId: null,
      });
      if (p.status !== 'archived') {
        await repo.bumpStatusCount(tx, auth.accountId, p.status, -1, p.createdAt);
        await repo.bumpStatusCount(tx, auth.accountId, 'archived', 1, p.createdAt);
      }
      return {
        result: 'archived' as const,
        message: `${p.title} is on orders or purchase orders, so it was archived instead of deleted`,
        keys: [],
      };
    }
    const keys = await repo.deleteProduct(tx, auth.accountId, p.id);
    await repo.bumpStatusCount(tx, auth.accountId, p.status, -1, p.createdAt);
    return { result: 'deleted' as const, message: `${p.title} was deleted`, keys };
  });
  for (const key of r.keys) await Promise.all([files.remove(imagePath(key)), files.remove(thumbPath(key))]);
  return { result: r.result, message: r.message };
}

export async function listProducts(
  db: Db,
  accountId: string,
  q: {
    page: number;
    limit: number;
    status?: ProductStatus;
    tabStatus: ProductStatus | 'all';
    prodStatus: 'all' | 'in_stock' | 'low_stock' | 'out_of_stock';
    vendor?: string;
    categoryId?: string;
    search?: string;
    isListed?: 'true' | 'false';
    sort: string;
  },
) {
  const status = q.status ?? (q.tabStatus !== 'all' ? q.tabStatus : undefined);
  // A filter naming someone else's vendor or category is a 404, like any other foreign id.
  if (q.vendor && !(isUuid(q.vendor) && (await repo.refOf(db, 'vendors', accountId, q.vendor))))
    throw notFound('Vendor');
  if (
    q.categoryId &&
    !(isUuid(q.categoryId) && (await repo.refOf(db, 'categories', accountId, q.categoryId)))
  )
    throw notFound('Category');
  const search = q.search || undefined;
  const f: repo.ProductFilter = {
    accountId,
    status,
    stock: q.prodStatus,
    vendorId: q.vendor,
    categoryId: q.categoryId,
    search,
    isListed: q.isListed === undefined ? undefined : q.isListed === 'true',
    sort: q.sort,
    page: q.page,
    limit: q.limit,
  };
  // Unfiltered tabs take their total from the status counts instead of counting again; a filtered
  // page that is not full tells its own total (lib/paging.ts); only a full one is counted, up to
  // COUNT_CAP, and beyond it the list says "at least" (`totalCapped`), as the orders and inventory
  // lists do (docs/architecture.md, "Request life cycle", list totals).
  const plain = !search && q.prodStatus === 'all' && !q.vendor && !q.categoryId && q.isListed === undefined;
  // A filter's first page counts in its own statement (docs/decisions/030, point 5); a search's
  // does not: most searches end on their first page, which tells its own total, and its count would
  // walk the trigram matches a second time.
  const countHere = !plain && !search && q.page === 1;
  const rows = await repo.listProducts(db, f, { countCap: countHere ? COUNT_CAP : undefined });
  // The tab counts come in the page's own statement (db/figures-beside.ts).
  const counts = await figuresOf(db, repo.STATUS_COUNTS, accountId, rows);
  const kept = status ? (counts[status as 'active'] ?? 0) : counts.all;
  const { total, totalCapped } = plain
    ? { total: kept, totalCapped: false }
    : await listTotal(
        (q.page - 1) * q.limit,
        q.limit,
        rows.length,
        async (cap) => rows[0]?.counted ?? repo.countProducts(db, f, cap),
      );
  const data: ProductRow[] = rows.map(({ p, vendorName, categoryName }) => ({
    _id: p.id,
    title: p.title,
    status: p.status,
    thumbnailUrl: p.thumbnailUrl,
    vendor: p.vendorId && vendorName ? { _id: p.vendorId, name: vendorName } : null,
    category: p.categoryId && categoryName ? { _id: p.categoryId, name: categoryName } : null,
    variantsCount: p.variantsCount,
    sku: p.firstSku,
    priceMin: p.priceMin,
    priceMax: p.priceMax,
    discount: fromBasisPoints(p.discountBp),
    available: p.totalAvailable,
    lowStock: p.totalAvailable > 0 && p.totalAvailable <= p.lowStockThreshold,
    isListed: p.publicId !== null,
    publicId: p.publicId,
    createdAt: p.createdAt.toISOString(),
  }));
  return { data, meta: { page: q.page, limit: q.limit, total, totalCapped, counts } };
}

export async function pickVariants(
  db: Db,
  accountId: string,
  q: { search?: string; vendor?: string; limit: number },
) {
  if (q.vendor && !(isUuid(q.vendor) && (await repo.refOf(db, 'vendors', accountId, q.vendor))))
    throw notFound('Vendor');
  const rows = await repo.pickVariants(db, accountId, q.search || undefined, q.vendor, q.limit);
  return rows.map((r) => ({
    variantId: r.v.id,
    productId: r.v.productId,
    productTitle: r.productTitle,
    variantTitle: r.v.title,
    sku: r.v.sku,
    price: r.v.price,
    discountedPrice: discountedPrice(r.v.price, fromBasisPoints(r.discountBp)),
    cost: r.v.cost,
    available: r.available,
    allowBackorder: r.allowBackorder,
    thumbnailUrl: r.thumb,
    vendorId: r.vendorId,
  }));
}

/** POST /v1/public-product: list an active product in one of the seller's Sauda stores. */
export async function publish(db: Db, auth: AuthContext, productId: string, storeId: string, appUrl: string) {
  return transaction(db, async (tx) => {
    const p = isUuid(productId) ? await repo.findProduct(tx, auth.accountId, productId, true) : null;
    if (!p) throw notFound('Product');
    const store = isUuid(storeId) ? await repo.sellerStore(tx, auth.accountId, storeId) : null;
    if (!store) throw notFound('Store');
    if (store.platform !== 'sauda')
      throw conflict('NOT_A_SAUDA_STORE', `${store.name} is a Shopify store; list products in a Sauda store`);
    if (p.status !== 'active')
      throw conflict('PRODUCT_NOT_ACTIVE', `${p.title} is ${p.status}; only active products can be listed`);
    // Q20: 128-bit random public ids, never the database id.
    const publicId = p.publicId ?? randomBytes(16).toString('base64url');
    const shopId =
      store.shopId ??
      (await repo.setShopId(tx, auth.accountId, store.id, randomBytes(16).toString('base64url')));
    await repo.updateProduct(tx, auth.accountId, p.id, { publicId, publicStoreId: store.id });
    // The product page is opened without an account: its link names the seller (db/public-handles.ts).
    if (!p.publicId) await claimHandle(tx, 'product', publicId, auth.accountId);
    return {
      publicId,
      url: `${appUrl}/sp/${publicId}`,
      shopUrl: `${appUrl}/ecommerce/shop?s=${shopId}`,
    };
  });
}

export async function unpublish(db: Db, auth: AuthContext, productId: string) {
  return transaction(db, async (tx) => {
    const p = isUuid(productId) ? await repo.findProduct(tx, auth.accountId, productId, true) : null;
    if (!p) throw notFound('Product');
    await repo.updateProduct(tx, auth.accountId, p.id, { publicId: null, publicStoreId: null });
    return { message: `${p.title} is no longer listed in your store` };
  });
}

export const variantWeights = repo.variantWeights;
