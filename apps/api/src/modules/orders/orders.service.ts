/**
 * The order lifecycle as the seller drives it: read one order (loadOrder), create, edit, change
 * the address, move its status (one or in bulk), mark procurement, and system notes on the
 * timeline. The status machine itself is in order-transitions.ts; the buyer's COD confirmation in
 * orders-confirmation.service.ts; what booking, dispatch and parcels call in orders-shipping.service.ts;
 * lists and counts in orders-query.service.ts.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { STATUS_LABELS, type Address, type Order, type OrderStatus } from '@sauda/contracts/orders.ts';
import type { Db } from '../../db/client.ts';
import { flushCounters, transaction, readAll } from '../../db/tx.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { checkDocumentTotal } from '../../lib/money.ts';
import { isUuid, uuidv7 } from '../../lib/ids.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import * as customers from '../customers/customers.service.ts';
import { answerPart, once } from '../idempotency/idempotency.service.ts';
import { AUTO_CONFIRMATION_JOB, sendsAutomatically } from '../whatsapp/whatsapp.service.ts';
import { insertJob } from '../../jobs/jobs.repo.ts';
import { discountedPrice } from '@sauda/contracts/products.ts';
import * as inventory from '../inventory/inventory.service.ts';
import * as repo from './orders.repo.ts';
import { karachiDay } from '../../lib/pakistan-time.ts';
import { toOrder } from './order-mapping.ts';
import { COUNTS_AS_SALE, applyTransition, userActor, type Actor } from './order-transitions.ts';

interface LineInput {
  variantId?: string;
  title?: string;
  sku?: string;
  quantity: number;
  unitPrice?: number;
}

/** A line ready to store: catalogue lines carry their product and variant. */
interface ResolvedLine {
  title: string;
  sku?: string;
  quantity: number;
  unitPrice: number;
  productId?: string | null;
  variantId?: string | null;
  allowBackorder?: boolean;
  /** The product's picture, for the answer of a new order. */
  thumbnailUrl?: string | null;
}

export interface CreateOrderInput {
  storeId: string;
  paymentMethod: 'COD' | 'prepaid';
  lineItems: LineInput[];
  discount: number;
  shipping: number;
  shippingAddress: Address;
  notes?: string;
  tags?: string[];
}

const EDITABLE: ReadonlySet<string> = new Set(['Pending', 'open', 'Processing']);
const ADDRESS_EDITABLE: ReadonlySet<string> = new Set(['Pending', 'open', 'Processing', 'Booked']);

/**
 * A storefront order: its shop (the store the caller read for the order's account, so not read
 * again), and for each line the public id of the product the buyer saw.
 */
export interface Listing {
  storeId: string;
  publicIds: string[];
}

/**
 * Catalogue lines take title, SKU and (unless given) the discounted price from the product.
 * An unknown variant answers 404 (it may be another seller's); an archived one 409.
 */
async function resolveLines(
  tx: Db,
  accountId: string,
  items: LineInput[],
  opts: { listedIn?: Listing } = {},
): Promise<ResolvedLine[]> {
  const ids = [...new Set(items.flatMap((i) => (i.variantId ? [i.variantId] : [])))];
  if (ids.some((id) => !isUuid(id))) throw notFound('Product');
  const variants = new Map((await inventory.variantsForSale(tx, accountId, ids)).map((v) => [v.id, v]));
  return items.map((i, index) => {
    if (!i.variantId) {
      return { title: i.title!, sku: i.sku, quantity: i.quantity, unitPrice: i.unitPrice! };
    }
    const v = variants.get(i.variantId);
    if (!v) throw notFound('Product');
    // Bought in a shop: the variant must be live in that shop, under the product id the buyer saw.
    const listed = opts.listedIn;
    if (
      listed &&
      (v.deletedAt ||
        v.status !== 'active' ||
        v.publicStoreId !== listed.storeId ||
        v.publicId !== listed.publicIds[index])
    )
      throw notFound('Product');
    const label = v.title === 'Default' ? v.productTitle : `${v.productTitle} — ${v.title}`;
    if (v.deletedAt || v.status === 'archived')
      throw new AppError(409, 'PRODUCT_UNAVAILABLE', `${label} is no longer sold`, [
        { field: `lineItems.${index}.variantId`, message: 'No longer sold' },
      ]);
    return {
      title: i.title ?? label,
      sku: i.sku ?? v.sku ?? undefined,
      quantity: i.quantity,
      unitPrice: i.unitPrice ?? discountedPrice(v.price, v.discountBp === null ? null : v.discountBp / 100),
      productId: v.productId,
      variantId: v.id,
      allowBackorder: v.allowBackorder,
      thumbnailUrl: v.thumbnailUrl,
    };
  });
}

/** The catalogue lines of an order, as the inventory module reserves them. */
function stockLines(itemIds: string[], lines: ResolvedLine[]): inventory.ReserveLine[] {
  return lines.flatMap((l, index) =>
    l.variantId && l.productId
      ? [
          {
            itemId: itemIds[index]!,
            variantId: l.variantId,
            productId: l.productId,
            quantity: l.quantity,
            allowBackorder: l.allowBackorder ?? false,
            label: l.title,
            index,
          },
        ]
      : [],
  );
}

async function reserveLines(
  tx: Db,
  accountId: string,
  orderId: string,
  itemIds: string[],
  lines: ResolvedLine[],
  who: inventory.Who,
) {
  return inventory.reserveForOrder(tx, accountId, orderId, stockLines(itemIds, lines), who);
}

function priced(items: ResolvedLine[], discount: number, shipping: number) {
  const lines = items.map((i) => ({
    title: i.title,
    sku: i.sku ?? null,
    quantity: i.quantity,
    unitPrice: i.unitPrice,
    total: i.quantity * i.unitPrice,
    productId: i.productId ?? null,
    variantId: i.variantId ?? null,
  }));
  const subtotal = lines.reduce((sum, l) => sum + l.total, 0);
  if (discount > subtotal) {
    throw badRequest('VALIDATION_ERROR', 'discount: cannot be more than the items subtotal', [
      { field: 'discount', message: 'Cannot be more than the items subtotal' },
    ]);
  }
  checkDocumentTotal(subtotal + shipping, 'lineItems', 'The order');
  const itemCount = lines.reduce((n, l) => n + l.quantity, 0);
  return { lines, subtotal, discount, shipping, total: subtotal - discount + shipping, itemCount };
}

/** Full order as the API answers it, read inside the given transaction or connection. */
export async function loadOrder(db: Db, accountId: string, id: string, appUrl: string): Promise<Order> {
  // Inside a transaction: apply its counters first, so the buyer's figures read back true.
  await flushCounters(db);
  const o = isUuid(id) ? await repo.findOrder(db, accountId, id) : null;
  if (!o) throw notFound('Order');
  const [items, events, customer] = await readAll(db, [
    () => repo.findItems(db, o.accountId, o.id),
    () => repo.findEvents(db, o.accountId, o.id),
    () => customers.getCustomerRow(db, accountId, o.customerId),
  ]);
  const thumbs = await repo.thumbsOfProducts(db, o.accountId, [
    ...new Set(items.flatMap((i) => (i.productId ? [i.productId] : []))),
  ]);
  return toOrder(o, items, events, customer!, appUrl, thumbs);
}

export async function createOrder(
  db: Db,
  auth: AuthContext,
  body: CreateOrderInput,
  appUrl: string,
  idempotencyKey?: string,
  source: 'manual' | 'sauda' | 'shopify' | 'reseller' = 'manual',
  opts: { actor?: Actor; listedIn?: Listing; route?: string } = {},
) {
  const actor = opts.actor ?? userActor(auth);
  const route = opts.route ?? 'POST /v1/orders';
  return once(db, auth.accountId, idempotencyKey, route, body, async (tx, answering) => {
    // The storefront read its store by the shop's id for this account (`listedIn`): not read again.
    const store =
      opts.listedIn?.storeId === body.storeId
        ? { id: body.storeId }
        : isUuid(body.storeId)
          ? await repo.storeOfAccount(tx, auth.accountId, body.storeId)
          : null;
    if (!store) throw notFound('Store');
    const resolved = await resolveLines(tx, auth.accountId, body.lineItems, { listedIn: opts.listedIn });
    const p = priced(resolved, body.discount, body.shipping);
    const now = new Date();
    const a = body.shippingAddress;
    const customer = await customers.recordOrder(tx, auth.accountId, {
      phone: a.phone,
      name: a.name,
      city: a.city,
      address: a.address,
      province: a.province ?? null,
      total: p.total,
      at: now,
    });
    const cod = body.paymentMethod === 'COD';
    const status: OrderStatus = cod ? 'Pending' : 'open';
    // With automatic confirmations on (a sender and a template), the buyer gets the link without
    // anyone clicking (queued below in this transaction, so it is sent exactly when the order exists).
    const automatic = cod && appUrl ? await sendsAutomatically(tx, auth.accountId) : false;
    const id = uuidv7();
    // The store's number is taken last (numberingParts below): its counter row is every order's in the
    // store, held from that statement to the commit, so the order goes in under a provisional
    // negative number no one else can see (issue 12 §3: ~60 orders a second a store before).
    const provisional = -randomInt(1, 2 ** 31 - 1);
    const inserted = await repo.insertOrder(tx, {
      id,
      accountId: auth.accountId,
      storeId: store.id,
      orderNumber: provisional,
      name: `#${provisional}`,
      status,
      paymentMethod: body.paymentMethod,
      source,
      customerId: customer.id,
      shipName: a.name,
      shipPhone: a.phone,
      shipAddress: a.address,
      shipCity: a.city,
      shipProvince: a.province ?? null,
      subtotal: p.subtotal,
      discount: p.discount,
      shipping: p.shipping,
      total: p.total,
      itemCount: p.itemCount,
      notes: body.notes || null,
      tags: body.tags ?? [],
      confirmationStatus: cod ? 'awaiting' : 'not_required',
      // Q20: the public link is a 192-bit random token, never the order number or id.
      confirmationToken: cod ? randomBytes(24).toString('base64url') : null,
      createdBy: auth.userId || null,
      createdAt: now,
      updatedAt: now,
    });
    // When no catalogue line can be backordered, the stock is taken at commit (docs/decisions/022):
    // the lines go in already reserved at the default location, and the hot product's level row is
    // then held for the counters only, not for the reads below. Otherwise the split between reserved
    // and backordered is needed now (the events, Procure), and the order reserves in its body.
    const catalogue = resolved.filter((l) => l.variantId);
    const takeAtCommit =
      catalogue.length > 0 && catalogue.every((l) => !l.allowBackorder)
        ? await inventory.ensureDefaultLocation(tx, auth.accountId)
        : null;
    const items = await repo.insertItems(
      tx,
      auth.accountId,
      id,
      p.lines.map((l) =>
        takeAtCommit && l.variantId
          ? { ...l, reservedQty: l.quantity, backorderedQty: 0, locationId: takeAtCommit.id }
          : l,
      ),
    );
    const itemIds = items.map((i) => i.id);
    const who = { actorId: actor.id ?? null, actorName: actor.name ?? null };
    let backordered = 0;
    if (takeAtCommit)
      await inventory.reserveAtCommit(
        tx,
        auth.accountId,
        id,
        takeAtCommit.id,
        stockLines(itemIds, resolved),
        who,
      );
    else backordered = await reserveLines(tx, auth.accountId, id, itemIds, resolved, who);
    const events = await repo.insertEvents(tx, auth.accountId, [
      {
        orderId: id,
        type: 'created',
        message:
          (source === 'sauda' ? 'Order placed in the Sauda store' : 'Order created') +
          (cod ? '; waiting for the buyer to confirm (COD)' : ' (prepaid)'),
        actorKind: actor.kind,
        actorId: actor.id ?? null,
        actorName: actor.name ?? null,
        at: now,
      },
      ...(backordered > 0
        ? [
            {
              orderId: id,
              type: 'backordered',
              message: `${backordered} ${backordered === 1 ? 'unit is' : 'units are'} not in stock; the order is waiting in Procure`,
              actorKind: 'system' as const,
              actorName: 'Sauda',
              at: now,
            },
          ]
        : []),
    ]);
    await repo.bumpStatusCount(tx, auth.accountId, status, 1);
    await repo.bumpDaily(tx, auth.accountId, karachiDay(now), { orders: 1, revenue: p.total });
    if (automatic) {
      await insertJob(tx, {
        accountId: auth.accountId,
        type: AUTO_CONFIRMATION_JOB,
        payload: { orderId: id, appUrl },
        total: 1,
        createdBy: auth.userId || null,
      });
    }
    // The answer, from the rows just written (read again only when the body reserved the lines:
    // it may have sent the order to Procure), before the counters — the stock reservation first —
    // lock their rows; the buyer's figures as they will be once applied. `orders.test.ts` holds it
    // equal to what GET reads.
    const o = takeAtCommit ? inserted : (await repo.findOrder(tx, auth.accountId, id))!;
    const lines = takeAtCommit ? items : await repo.findItems(tx, auth.accountId, id);
    const thumbs = new Map(
      resolved.flatMap((l) => (l.productId ? [[l.productId, l.thumbnailUrl ?? null]] : [])),
    );
    const buyer = customers.asCommitted(tx, auth.accountId, customer);
    const order = toOrder(o, lines, [...events].reverse(), buyer, appUrl, thumbs);
    // Then the counters, from the stock rows on (an OUT_OF_STOCK here rolls the order back), and last
    // the store's counter, at the end of the counters' own statement, held until the commit. Under an
    // Idempotency-Key that statement also stores the answer (the number patched into it), so nothing
    // runs between it and the commit.
    const last = repo.numberingParts(auth.accountId, store.id, id);
    if (answering) last.push(answerPart(answering, 201, repo.numberedAnswer({ data: order })));
    const [numbered] = await flushCounters(tx, last);
    if (!numbered) throw new Error(`order ${id} vanished before it was numbered`);
    const number = Number(numbered.n);
    return {
      statusCode: 201,
      body: { data: { ...order, name: `#${number}`, orderNumber: number } },
      answered: answering !== null,
    };
  });
}

export async function updateOrder(
  db: Db,
  auth: AuthContext,
  id: string,
  body: {
    lineItems?: LineInput[];
    discount?: number;
    shipping?: number;
    notes?: string;
    tags?: string[];
    paymentMethod?: 'COD' | 'prepaid';
  },
  appUrl: string,
) {
  return transaction(db, async (tx) => {
    const o = isUuid(id) ? await repo.findOrder(tx, auth.accountId, id, true) : null;
    if (!o) throw notFound('Order');
    if (!EDITABLE.has(o.status)) {
      throw conflict(
        'ORDER_LOCKED',
        `Order ${o.name} is ${STATUS_LABELS[o.status]}; it can only be edited before booking`,
      );
    }
    const changes: string[] = [];
    const patch: Partial<repo.NewOrder> = {};
    const resolved: ResolvedLine[] = body.lineItems
      ? await resolveLines(tx, auth.accountId, body.lineItems)
      : (await repo.findItems(tx, o.accountId, o.id)).map((i) => ({
          title: i.title,
          sku: i.sku ?? undefined,
          quantity: i.quantity,
          unitPrice: i.unitPrice,
          productId: i.productId,
          variantId: i.variantId,
        }));
    const p = priced(resolved, body.discount ?? o.discount, body.shipping ?? o.shipping);
    if (body.lineItems) {
      // Old lines' stock and new lines' stock, locked together in the one order first.
      await inventory.lockStockOf(
        tx,
        auth.accountId,
        [o.id],
        resolved.flatMap((l) => (l.variantId ? [l.variantId] : [])),
      );
      // New lines: give back what the old ones held, then reserve afresh (all in this transaction).
      const who = { actorId: auth.userId || null, actorName: auth.userName };
      await inventory.stockForOrderEvent(tx, auth.accountId, o.id, 'cancel', who);
      const items = await repo.replaceItems(tx, o.accountId, o.id, p.lines);
      await reserveLines(
        tx,
        auth.accountId,
        o.id,
        items.map((i) => i.id),
        resolved,
        who,
      );
      changes.push('items');
    }
    if (
      p.total !== o.total ||
      p.subtotal !== o.subtotal ||
      p.discount !== o.discount ||
      p.shipping !== o.shipping
    ) {
      Object.assign(patch, {
        subtotal: p.subtotal,
        discount: p.discount,
        shipping: p.shipping,
        total: p.total,
        itemCount: p.itemCount,
      });
      if (!changes.includes('items')) changes.push('amounts');
      const diff = p.total - o.total;
      if (diff !== 0 && COUNTS_AS_SALE(o.status)) {
        await customers.adjustCounters(tx, auth.accountId, o.customerId, { totalSpent: diff });
        await repo.bumpDaily(tx, auth.accountId, karachiDay(o.createdAt), { revenue: diff });
      }
    }
    if (body.notes !== undefined && (body.notes || null) !== o.notes) {
      patch.notes = body.notes || null;
      changes.push('notes');
    }
    if (body.tags !== undefined && body.tags.join(',') !== o.tags.join(',')) {
      patch.tags = body.tags;
      changes.push('tags');
    }
    if (body.paymentMethod !== undefined && body.paymentMethod !== o.paymentMethod) {
      patch.paymentMethod = body.paymentMethod;
      changes.push(`payment method to ${body.paymentMethod}`);
      if (body.paymentMethod === 'prepaid' && o.confirmationStatus === 'awaiting')
        patch.confirmationStatus = 'not_required';
      if (body.paymentMethod === 'COD' && o.confirmationStatus === 'not_required' && o.status === 'Pending') {
        patch.confirmationStatus = 'awaiting';
        patch.confirmationToken = o.confirmationToken ?? randomBytes(24).toString('base64url');
      }
    }
    if (changes.length > 0) {
      await repo.updateOrder(tx, auth.accountId, o.id, patch);
      await repo.insertEvent(tx, o.accountId, {
        orderId: o.id,
        type: 'edited',
        message: `Edited ${changes.join(', ')}`,
        actorKind: 'user',
        actorId: auth.userId || null,
        actorName: auth.userName,
      });
    }
    return loadOrder(tx, auth.accountId, o.id, appUrl);
  });
}

export async function changeStatus(
  db: Db,
  auth: AuthContext,
  id: string,
  to: OrderStatus,
  reason: string | undefined,
  appUrl: string,
) {
  return transaction(db, async (tx) => {
    const o = isUuid(id) ? await repo.findOrder(tx, auth.accountId, id, true) : null;
    if (!o) throw notFound('Order');
    await applyTransition(tx, o, to, userActor(auth), reason);
    return loadOrder(tx, auth.accountId, o.id, appUrl);
  });
}

export async function bulkStatus(db: Db, auth: AuthContext, ids: string[], to: OrderStatus, reason?: string) {
  const updated: string[] = [];
  const failed: Array<{ _id: string; name: string | null; message: string }> = [];
  const unique = [...new Set(ids)];
  const known = new Map(
    (await repo.ordersByIds(db, auth.accountId, unique.filter(isUuid))).map((r) => [r.id, r.name]),
  );
  for (const id of unique) {
    if (!known.has(id)) {
      failed.push({ _id: id, name: null, message: 'Order not found' });
      continue;
    }
    try {
      await transaction(db, async (tx) => {
        const o = await repo.findOrder(tx, auth.accountId, id, true);
        if (!o) throw notFound('Order');
        await applyTransition(tx, o, to, userActor(auth), reason);
      });
      updated.push(id);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      failed.push({ _id: id, name: known.get(id) ?? null, message: err.message });
    }
  }
  return { updated, failed };
}

export async function updateAddress(db: Db, auth: AuthContext, id: string, a: Address, appUrl: string) {
  return transaction(db, async (tx) => {
    const o = isUuid(id) ? await repo.findOrder(tx, auth.accountId, id, true) : null;
    if (!o) throw notFound('Order');
    if (!ADDRESS_EDITABLE.has(o.status)) {
      throw conflict(
        'ADDRESS_LOCKED',
        `Order ${o.name} is ${STATUS_LABELS[o.status]}; its address can no longer change`,
      );
    }
    await repo.updateOrder(tx, auth.accountId, o.id, {
      shipName: a.name,
      shipPhone: a.phone,
      shipAddress: a.address,
      shipCity: a.city,
      shipProvince: a.province ?? null,
    });
    await repo.insertEvent(tx, o.accountId, {
      orderId: o.id,
      type: 'address_changed',
      message: `Shipping address changed to ${a.name}, ${a.address}, ${a.city}`,
      actorKind: 'user',
      actorId: auth.userId || null,
      actorName: auth.userName,
      data: {
        before: {
          name: o.shipName,
          phone: o.shipPhone,
          address: o.shipAddress,
          city: o.shipCity,
          province: o.shipProvince,
        },
      },
    });
    return loadOrder(tx, auth.accountId, o.id, appUrl);
  });
}
export const storeNameOf = (db: Db, accountId: string, storeId: string) =>
  repo.storeName(db, accountId, storeId);

/** A timeline note from the system about an order (e.g. an automatic message that failed). */
export async function recordOrderNote(
  db: Db,
  auth: AuthContext,
  orderId: string,
  type: string,
  message: string,
) {
  const o = isUuid(orderId) ? await repo.findOrder(db, auth.accountId, orderId) : null;
  if (!o) return;
  await repo.insertEvent(db, o.accountId, {
    orderId: o.id,
    type,
    message,
    actorKind: 'system',
    actorName: 'Sauda',
  });
}

/**
 * PUT / DELETE /v1/orders/procure-status: the seller bought the missing units outside Sauda
 * (mark), or not after all (unmark). Each order changes on its own; failures are listed.
 */
export async function setProcured(db: Db, auth: AuthContext, ids: string[], procured: boolean) {
  const updated: string[] = [];
  const failed: Array<{ _id: string; name: string | null; message: string }> = [];
  for (const id of [...new Set(ids)]) {
    const o = isUuid(id) ? await repo.findOrder(db, auth.accountId, id) : null;
    if (!o) {
      failed.push({ _id: id, name: null, message: 'Order not found' });
      continue;
    }
    const from = procured ? 'waiting' : 'procured';
    if (o.procurementStatus !== from) {
      failed.push({
        _id: id,
        name: o.name,
        message: procured
          ? `Order ${o.name} is not waiting for stock`
          : `Order ${o.name} is not marked as procured`,
      });
      continue;
    }
    await transaction(db, async (tx) => {
      if (
        !(await repo.setProcurementStatus(tx, auth.accountId, o.id, from, procured ? 'procured' : 'waiting'))
      )
        throw new AppError(409, 'CONCURRENT_CHANGE', `Order ${o.name} was changed by someone else`);
      await repo.insertEvent(tx, o.accountId, {
        orderId: o.id,
        type: procured ? 'procured' : 'unprocured',
        message: procured
          ? 'Marked as procured (items bought in)'
          : 'Procurement mark removed; waiting for stock again',
        actorKind: 'user',
        actorId: auth.userId || null,
        actorName: auth.userName,
      });
    }).then(
      () => updated.push(id),
      (err: unknown) => {
        if (!(err instanceof AppError)) throw err;
        failed.push({ _id: id, name: o.name, message: err.message });
      },
    );
  }
  return { updated, failed };
}
