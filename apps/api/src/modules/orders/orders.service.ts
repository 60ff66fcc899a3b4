import { randomBytes } from 'node:crypto';
import {
  ORDER_TRANSITIONS,
  STATUS_LABELS,
  type Address,
  type Order,
  type OrderStatus,
} from '@sauda/contracts/orders.ts';
import type { Db } from '../../db/client.ts';
import { flushCounters, transaction, readAll } from '../../db/tx.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { checkDocumentTotal } from '../../lib/money.ts';
import { isUuid, uuidv7 } from '../../lib/ids.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import * as customers from '../customers/customers.service.ts';
import { once } from '../idempotency/idempotency.service.ts';
import { AUTO_CONFIRMATION_JOB, sendsAutomatically } from '../whatsapp/whatsapp.service.ts';
import { insertJob } from '../../jobs/jobs.repo.ts';
import { discountedPrice } from '@sauda/contracts/products.ts';
import {
  deliveryRank,
  whatsappAdvice,
  type WhatsappDeliveryStatus,
  type WhatsappStatusUpdate,
} from '@sauda/contracts/whatsapp.ts';
import * as inventory from '../inventory/inventory.service.ts';
import * as repo from './orders.repo.ts';
import { karachiDay, toOrder } from './order-mapping.ts';

export interface Actor {
  kind: 'user' | 'buyer' | 'courier' | 'system';
  id?: string | null;
  name?: string | null;
}
export const userActor = (auth: AuthContext): Actor => ({
  kind: 'user',
  id: auth.userId || null,
  name: auth.userName,
});

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

/** Orders that still count as a sale (for customer totals and daily revenue). */
const COUNTS_AS_SALE = (s: string) => s !== 'Cancelled' && s !== 'Returned';
const EDITABLE: ReadonlySet<string> = new Set(['Pending', 'open', 'Processing']);
const ADDRESS_EDITABLE: ReadonlySet<string> = new Set(['Pending', 'open', 'Processing', 'Booked']);

/**
 * Catalogue lines take title, SKU and (unless given) the discounted price from the product.
 * An unknown variant answers 404 (it may be another seller's); an archived one 409.
 */
async function resolveLines(
  tx: Db,
  accountId: string,
  items: LineInput[],
  opts: { listedIn?: string } = {},
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
    const label = v.title === 'Default' ? v.productTitle : `${v.productTitle} — ${v.title}`;
    if (v.deletedAt || v.status === 'archived')
      throw new AppError(409, 'PRODUCT_UNAVAILABLE', `${label} is no longer sold`, [
        { field: `lineItems.${index}.variantId`, message: 'No longer sold' },
      ]);
    if (opts.listedIn && (v.status !== 'active' || v.publicStoreId !== opts.listedIn))
      throw notFound('Product');
    return {
      title: i.title ?? label,
      sku: i.sku ?? v.sku ?? undefined,
      quantity: i.quantity,
      unitPrice: i.unitPrice ?? discountedPrice(v.price, v.discountBp === null ? null : v.discountBp / 100),
      productId: v.productId,
      variantId: v.id,
      allowBackorder: v.allowBackorder,
    };
  });
}

async function reserveLines(
  tx: Db,
  accountId: string,
  orderId: string,
  itemIds: string[],
  lines: ResolvedLine[],
  who: inventory.Who,
) {
  const toReserve = lines.flatMap((l, index) =>
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
  return inventory.reserveForOrder(tx, accountId, orderId, toReserve, who);
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
  opts: { actor?: Actor; listedIn?: string; route?: string } = {},
) {
  const actor = opts.actor ?? userActor(auth);
  return once(db, auth.accountId, idempotencyKey, opts.route ?? 'POST /v1/orders', body, async (tx) => {
    const store = isUuid(body.storeId) ? await repo.storeOfAccount(tx, auth.accountId, body.storeId) : null;
    if (!store) throw notFound('Store');
    const resolved = await resolveLines(tx, auth.accountId, body.lineItems, { listedIn: opts.listedIn });
    const p = priced(resolved, body.discount, body.shipping);
    const now = new Date();
    const number = await repo.nextOrderNumber(tx, auth.accountId, store.id);
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
    const id = uuidv7();
    await repo.insertOrder(tx, {
      id,
      accountId: auth.accountId,
      storeId: store.id,
      orderNumber: number,
      name: `#${number}`,
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
    const itemIds = await repo.insertItems(tx, auth.accountId, id, p.lines);
    await repo.insertEvent(tx, auth.accountId, {
      orderId: id,
      type: 'created',
      message:
        (source === 'sauda' ? 'Order placed in the Sauda store' : 'Order created') +
        (cod ? '; waiting for the buyer to confirm (COD)' : ' (prepaid)'),
      actorKind: actor.kind,
      actorId: actor.id ?? null,
      actorName: actor.name ?? null,
      at: now,
    });
    const backordered = await reserveLines(tx, auth.accountId, id, itemIds, resolved, {
      actorId: actor.id ?? null,
      actorName: actor.name ?? null,
    });
    if (backordered > 0) {
      await repo.insertEvent(tx, auth.accountId, {
        orderId: id,
        type: 'backordered',
        message: `${backordered} ${backordered === 1 ? 'unit is' : 'units are'} not in stock; the order is waiting in Procure`,
        actorKind: 'system',
        actorName: 'Sauda',
        at: now,
      });
    }
    await repo.bumpStatusCount(tx, auth.accountId, status, 1);
    await repo.bumpDaily(tx, auth.accountId, karachiDay(now), { orders: 1, revenue: p.total });
    // With automatic confirmations on (a sender and a template), the buyer gets the link without
    // anyone clicking (queued in this transaction, so it is sent exactly when the order exists).
    if (cod && appUrl && (await sendsAutomatically(tx, auth.accountId))) {
      await insertJob(tx, {
        accountId: auth.accountId,
        type: AUTO_CONFIRMATION_JOB,
        payload: { orderId: id, appUrl },
        total: 1,
        createdBy: auth.userId || null,
      });
    }
    return { statusCode: 201, body: { data: await loadOrder(tx, auth.accountId, id, appUrl) } };
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
        `Order ${o.name} is ${STATUS_LABELS[o.status as OrderStatus]}; it can only be edited before booking`,
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
      const itemIds = await repo.replaceItems(tx, o.accountId, o.id, p.lines);
      await reserveLines(tx, auth.accountId, o.id, itemIds, resolved, who);
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

/** The side effects of a status change, shared by seller actions and buyer answers. */
async function applyTransition(
  tx: Db,
  o: repo.OrderRecord,
  to: OrderStatus,
  actor: Actor,
  reason?: string,
  confirmationPatch: Partial<repo.NewOrder> = {},
  /** Timeline events written in the same statement as this change's own, before it. */
  eventsBefore: repo.NewOrderEvent[] = [],
) {
  const from = o.status as OrderStatus;
  const allowed = ORDER_TRANSITIONS[from];
  if (!allowed.includes(to)) {
    const list = allowed.length
      ? allowed.map((s) => STATUS_LABELS[s]).join(', ')
      : 'none (this is a final status)';
    throw new AppError(
      409,
      'ILLEGAL_TRANSITION',
      `Order ${o.name} cannot move from ${STATUS_LABELS[from]} to ${STATUS_LABELS[to]}. Allowed: ${list}`,
    );
  }
  const patch: Partial<repo.NewOrder> & { status: string } = { status: to, ...confirmationPatch };
  // A COD order leaving "Pending" settles its confirmation, however the seller learned the answer.
  if (from === 'Pending' && o.confirmationStatus === 'awaiting' && !confirmationPatch.confirmationStatus) {
    if (to === 'open') patch.confirmationStatus = 'confirmed';
    if (to === 'Cancelled') patch.confirmationStatus = 'cancelled';
    patch.confirmationRespondedAt = new Date();
  }
  if (!(await repo.transition(tx, o.accountId, o.id, from, patch))) {
    throw new AppError(
      409,
      'CONCURRENT_CHANGE',
      `Order ${o.name} was changed by someone else; reload and try again`,
    );
  }
  await transitionEffects(tx, o, to, actor, reason, patch, eventsBefore);
}

/**
 * What follows an order's move from `o.status` to `to` once its row has moved: status counts,
 * stock, the customer's and the day's figures, and the timeline (`eventsBefore` and the status
 * line; null when the move's own statement wrote them).
 */
async function transitionEffects(
  tx: Db,
  o: repo.TransitionRow,
  to: OrderStatus,
  actor: Actor,
  reason: string | undefined,
  patch: Partial<repo.NewOrder>,
  eventsBefore: repo.NewOrderEvent[] | null,
) {
  const from = o.status as OrderStatus;
  await repo.bumpStatusCount(tx, o.accountId, from, -1);
  await repo.bumpStatusCount(tx, o.accountId, to, 1);
  // Stock follows the order, once per line (quality-checks Q2): cancel releases, dispatch ships, return
  // restocks.
  const stockEvent =
    to === 'Cancelled' ? 'cancel' : to === 'Dispatched' ? 'fulfil' : to === 'Returned' ? 'return' : null;
  if (stockEvent)
    await inventory.stockForOrderEvent(tx, o.accountId, o.id, stockEvent, {
      actorId: actor.kind === 'user' ? (actor.id ?? null) : null,
      actorName: actor.name ?? null,
    });
  const c: Parameters<typeof customers.adjustCounters>[3] = {};
  if (to === 'Delivered') c.deliveredCount = 1;
  if (to === 'Returned') {
    c.returnedCount = 1;
    if (from === 'Delivered') c.deliveredCount = -1;
  }
  if (to === 'Cancelled') c.cancelledCount = 1;
  if (COUNTS_AS_SALE(from) && !COUNTS_AS_SALE(to)) {
    c.totalSpent = -o.total;
    await repo.bumpDaily(tx, o.accountId, karachiDay(o.createdAt), { revenue: -o.total });
  }
  await customers.adjustCounters(tx, o.accountId, o.customerId, c);
  const settled =
    patch.confirmationStatus && patch.confirmationStatus !== o.confirmationStatus
      ? patch.confirmationStatus
      : null;
  if (settled === 'confirmed')
    await repo.bumpDaily(tx, o.accountId, karachiDay(new Date()), { confirmed: 1 });
  if (settled === 'cancelled')
    await repo.bumpDaily(tx, o.accountId, karachiDay(new Date()), { buyerCancelled: 1 });
  if (eventsBefore)
    await repo.insertEvents(tx, o.accountId, [...eventsBefore, statusChanged(o.id, from, to, actor, reason)]);
}

/** The timeline line of a status change. */
function statusChanged(
  orderId: string,
  from: OrderStatus,
  to: OrderStatus,
  actor: Actor,
  reason?: string,
): repo.NewOrderEvent {
  return {
    orderId,
    type: 'status_changed',
    message: `Status changed from ${STATUS_LABELS[from]} to ${STATUS_LABELS[to]}${reason ? ` — ${reason}` : ''}`,
    actorKind: actor.kind,
    actorId: actor.id ?? null,
    actorName: actor.name ?? null,
    data: { from, to, ...(reason ? { reason } : {}) },
  };
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
        `Order ${o.name} is ${STATUS_LABELS[o.status as OrderStatus]}; its address can no longer change`,
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

export async function markConfirmationSent(
  db: Db,
  auth: AuthContext,
  id: string,
  channel: 'whatsapp_link' | 'whatsapp_api' | 'manual',
  appUrl: string,
  /** The Cloud API message id (wamid) when Sauda sent it: its delivery is followed by webhook. */
  waMessageId?: string,
) {
  return transaction(db, async (tx) => {
    const o = isUuid(id) ? await repo.findOrder(tx, auth.accountId, id, true) : null;
    if (!o) throw notFound('Order');
    if (o.confirmationStatus !== 'awaiting') {
      throw conflict('NOT_AWAITING', `Order ${o.name} is not waiting for the buyer's confirmation`);
    }
    const now = new Date();
    if (!o.confirmationSentAt)
      await repo.bumpDaily(tx, auth.accountId, karachiDay(now), { confirmationsSent: 1 });
    await repo.updateOrder(tx, auth.accountId, o.id, {
      confirmationSentAt: now,
      ...(waMessageId
        ? {
            confirmationWaMessageId: waMessageId,
            confirmationWaStatus: 'accepted',
            confirmationWaStatusAt: now,
            confirmationWaErrorCode: null,
            confirmationWaErrorTitle: null,
          }
        : {}),
    });
    const how = {
      whatsapp_link: 'WhatsApp (click to chat)',
      whatsapp_api: 'WhatsApp Cloud API',
      manual: 'by hand',
    }[channel];
    await repo.insertEvent(tx, o.accountId, {
      orderId: o.id,
      type: 'confirmation_sent',
      message: `Confirmation link sent to the buyer via ${how}`,
      actorKind: 'user',
      actorId: auth.userId || null,
      actorName: auth.userName,
      data: { channel },
    });
    return loadOrder(tx, auth.accountId, o.id, appUrl);
  });
}

/**
 * Applies WhatsApp's reports on confirmation messages (docs/whatsapp.md §3), in arrival order, in
 * the caller's transaction: a report moves an order's ticks only forward (accepted → sent → failed →
 * delivered → read), so a late or repeated webhook never takes an order back; a failure is written on the timeline with Meta's code in plain words. Set-based: the
 * orders are found and locked in one statement and each changed order written once, however many
 * reports a batch of webhook deliveries carries. Answers the reports that moved an order, with it.
 */
export async function applyWhatsappStatuses(
  tx: Db,
  accountId: string,
  updates: WhatsappStatusUpdate[],
): Promise<Array<{ orderId: string; update: WhatsappStatusUpdate }>> {
  const found = await repo.lockOrdersByWaMessages(tx, accountId, [
    ...new Set(updates.map((u) => u.messageId)),
  ]);
  if (found.length === 0) return [];
  const byMessage = new Map(
    found.map((o) => [o.messageId!, { ...o, changed: null as WhatsappStatusUpdate | null }]),
  );
  const applied: Array<{ orderId: string; update: WhatsappStatusUpdate }> = [];
  const events: repo.NewOrderEvent[] = [];
  for (const update of updates) {
    const o = byMessage.get(update.messageId);
    if (!o) continue;
    const current = (o.status ?? 'accepted') as WhatsappDeliveryStatus;
    if (deliveryRank(update.status) <= deliveryRank(current)) continue;
    o.status = update.status;
    o.changed = update;
    applied.push({ orderId: o.id, update });
    if (update.status === 'failed') {
      const code = update.error?.code ?? 0;
      events.push({
        orderId: o.id,
        type: 'confirmation_failed',
        message: `WhatsApp did not deliver the confirmation link. ${whatsappAdvice(code, update.error?.title ?? 'unknown error')}`,
        actorKind: 'system',
        actorName: 'WhatsApp',
        data: { code },
      });
    }
  }
  for (const o of byMessage.values()) {
    const u = o.changed;
    if (!u) continue;
    await repo.updateOrder(tx, accountId, o.id, {
      confirmationWaStatus: u.status,
      confirmationWaStatusAt: new Date(u.at),
      confirmationWaErrorCode: u.error?.code ?? null,
      confirmationWaErrorTitle: u.error?.title ?? null,
    });
  }
  await repo.insertEvents(tx, accountId, events);
  return applied;
}

/** Shared by the public confirmation module: the buyer's answer moves the order. */
export async function applyBuyerAnswer(
  tx: Db,
  o: repo.OrderRecord,
  answer:
    | { action: 'confirm' }
    | { action: 'cancel'; reason?: string }
    | { action: 'address'; address: string; city: string; province?: string | null },
) {
  const buyer: Actor = { kind: 'buyer', name: o.shipName };
  const now = new Date();
  if (answer.action === 'cancel') {
    await applyTransition(
      tx,
      o,
      'Cancelled',
      buyer,
      answer.reason ? `buyer: ${answer.reason}` : 'cancelled by the buyer',
      {
        confirmationStatus: 'cancelled',
        confirmationRespondedAt: now,
      },
    );
    return;
  }
  if (answer.action === 'address') {
    await repo.updateOrder(tx, o.accountId, o.id, {
      shipAddress: answer.address,
      shipCity: answer.city,
      shipProvince: answer.province ?? o.shipProvince,
    });
    await repo.insertEvent(tx, o.accountId, {
      orderId: o.id,
      type: 'address_changed',
      message: `Buyer corrected the address to ${answer.address}, ${answer.city}`,
      actorKind: 'buyer',
      actorName: o.shipName,
      data: { before: { address: o.shipAddress, city: o.shipCity, province: o.shipProvince } },
    });
  }
  await applyTransition(
    tx,
    o,
    'open',
    buyer,
    answer.action === 'address' ? 'confirmed by the buyer with a new address' : 'confirmed by the buyer',
    {
      confirmationStatus: 'confirmed',
      confirmationRespondedAt: now,
    },
  );
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

// --- couriers (issue #5) -----------------------------------------------------------------------

/** How far along an order is, for moves driven by courier events (which only go forward). */
const PROGRESS: Record<OrderStatus, number> = {
  Pending: 0,
  open: 1,
  Processing: 1,
  Booked: 2,
  Dispatched: 3,
  Delivered: 4,
  Returned: 5,
  Cancelled: 9,
};
const CHAIN: Partial<Record<OrderStatus, OrderStatus[]>> = {
  Booked: ['Booked'],
  Dispatched: ['Booked', 'Dispatched'],
  Delivered: ['Booked', 'Dispatched', 'Delivered'],
  Returned: ['Booked', 'Dispatched', 'Returned'],
};

/**
 * Whether a courier's news moves an order from `from` to `to` in exactly one step of CHAIN (as the
 * walk in courierUpdate would): `from` is past every earlier step and may move to `to`. Never from
 * Pending, whose move also settles the buyer's confirmation.
 */
function oneStepTo(from: OrderStatus, to: OrderStatus) {
  if (from === 'Pending' || to === 'Processing') return false;
  const chain = CHAIN[to];
  if (!chain || chain.at(-1) !== to) return false;
  return (
    PROGRESS[from] < PROGRESS[to] &&
    chain.slice(0, -1).every((step) => PROGRESS[from] >= PROGRESS[step]) &&
    ORDER_TRANSITIONS[from].includes(to)
  );
}

/** What a seller's order looks like to the booking module. */
export interface OrderForBooking {
  id: string;
  accountId: string;
  storeId: string;
  name: string;
  status: OrderStatus;
  paymentMethod: string;
  total: number;
  itemCount: number;
  shipName: string;
  shipPhone: string;
  shipAddress: string;
  shipCity: string;
  createdAt: Date;
  lines: Array<{ title: string; quantity: number; variantId: string | null; productId: string | null }>;
}

function toBookingOrders(rows: repo.OrderRecord[], items: repo.ItemRecord[]): OrderForBooking[] {
  return rows.map((o) => ({
    id: o.id,
    accountId: o.accountId,
    storeId: o.storeId,
    name: o.name,
    status: o.status as OrderStatus,
    paymentMethod: o.paymentMethod,
    total: o.total,
    itemCount: o.itemCount,
    shipName: o.shipName,
    shipPhone: o.shipPhone,
    shipAddress: o.shipAddress,
    shipCity: o.shipCity,
    createdAt: o.createdAt,
    lines: items
      .filter((i) => i.orderId === o.id)
      .map((i) => ({ title: i.title, quantity: i.quantity, variantId: i.variantId, productId: i.productId })),
  }));
}

export async function ordersForBooking(db: Db, accountId: string, ids: string[]): Promise<OrderForBooking[]> {
  const rows = await repo.ordersFullByIds(db, accountId, ids.filter(isUuid));
  return toBookingOrders(
    rows,
    await repo.itemsForOrders(
      db,
      accountId,
      rows.map((r) => r.id),
    ),
  );
}

/**
 * A courier event for an order, inside the caller's transaction: the timeline gets the message,
 * and when `to` is given the order moves forward to it (through Booked and Dispatched if it
 * skipped them), releasing or finalising stock on the way. Moves backward are ignored, except
 * `Processing` from `Booked` (a cancelled booking).
 */
export async function courierUpdate(
  tx: Db,
  accountId: string,
  orderId: string,
  u: {
    to: OrderStatus | null;
    type: string;
    message: string;
    trackingNumber?: string | null;
    actor?: Actor;
    data?: Record<string, unknown>;
    /** The status the caller last saw (a hint: a wrong one costs a statement, never a wrong move). */
    expected?: OrderStatus;
  },
) {
  const actor = u.actor ?? { kind: 'courier', name: 'Courier' };
  // The caller read the order a moment ago: when that one step is all it takes, the order moves in
  // one statement that also checks it is still where it was (no read first). Otherwise, or when
  // it has moved since, it is read, locked and walked step by step below.
  if (u.to && u.expected && oneStepTo(u.expected, u.to)) {
    const patch = {
      status: u.to,
      ...(u.trackingNumber !== undefined ? { trackingNumber: u.trackingNumber } : {}),
    };
    const moved = await repo.transitionWithEvents(tx, accountId, orderId, u.expected, patch, [
      {
        type: u.type,
        message: u.message,
        actorKind: actor.kind,
        actorId: actor.id ?? null,
        actorName: actor.name ?? null,
        data: u.data ?? null,
      },
      statusChanged(orderId, u.expected, u.to, actor),
    ]);
    if (moved) {
      await transitionEffects(tx, { ...moved, status: u.expected }, u.to, actor, undefined, patch, null);
      return moved;
    }
  }
  const o = await repo.findOrder(tx, accountId, orderId, true);
  if (!o) return null;
  // A new tracking number rides on the first status change's UPDATE, or gets its own.
  let tracking: Partial<repo.NewOrder> | null =
    u.trackingNumber !== undefined && u.trackingNumber !== o.trackingNumber
      ? { trackingNumber: u.trackingNumber }
      : null;
  const flushTracking = async () => {
    if (tracking) await repo.updateOrder(tx, accountId, o.id, tracking);
    tracking = null;
  };
  // The courier's line goes into the timeline with the first status change's event (one
  // statement), or alone when the status does not move.
  let courierEvent: repo.NewOrderEvent[] = [
    {
      orderId: o.id,
      type: u.type,
      message: u.message,
      actorKind: actor.kind,
      actorId: actor.id ?? null,
      actorName: actor.name ?? null,
      data: u.data ?? null,
    },
  ];
  const takeEvent = () => {
    const e = courierEvent;
    courierEvent = [];
    return e;
  };
  const finish = async () => {
    await repo.insertEvents(tx, o.accountId, takeEvent());
    await flushTracking();
  };
  let current = { ...o, trackingNumber: u.trackingNumber ?? o.trackingNumber };
  if (!u.to) {
    await finish();
    return current;
  }
  if (u.to === 'Processing') {
    if (current.status === 'Booked')
      await applyTransition(tx, current, 'Processing', actor, undefined, {}, takeEvent());
    await finish();
    return current;
  }
  for (const step of CHAIN[u.to] ?? []) {
    const from = current.status as OrderStatus;
    if (PROGRESS[from] >= PROGRESS[step]) continue;
    if (!ORDER_TRANSITIONS[from].includes(step)) break;
    await applyTransition(tx, current, step, actor, undefined, tracking ?? {}, takeEvent());
    tracking = null;
    current = { ...current, status: step };
  }
  await finish();
  return current;
}

/**
 * Before courier events move several orders in one transaction (a load sheet's hand-over): locks
 * the orders in id order, then every stock row their lines hold, so the transaction takes its
 * locks in the one order (docs/architecture.md, "Locks and counters").
 */
export async function lockForCourierUpdates(tx: Db, accountId: string, orderIds: string[]) {
  const ids = [...new Set(orderIds)].sort();
  if (ids.length === 0) return;
  await repo.lockOrders(tx, accountId, ids);
  await inventory.lockStockOf(tx, accountId, ids);
}

/** Dispatch: confirmed orders without a live parcel, with their lines (for weight and contents). */
export async function readyToShip(
  db: Db,
  accountId: string,
  f: { search?: string; city?: string },
  page: number,
  limit: number,
): Promise<{ rows: OrderForBooking[]; total: number }> {
  const { rows, total } = await repo.readyToShip(db, accountId, f, limit, (page - 1) * limit);
  return {
    total,
    rows: toBookingOrders(
      rows,
      await repo.itemsForOrders(
        db,
        accountId,
        rows.map((r) => r.id),
      ),
    ),
  };
}

export const storeBelongs = async (db: Db, accountId: string, storeId: string) =>
  isUuid(storeId) && !!(await repo.storeOfAccount(db, accountId, storeId));

export interface BuyerHistory {
  confirmation: { status: string; sentAt: string | null; respondedAt: string | null };
  buyer: { orders: number; delivered: number; returned: number; cancelled: number; blocked: boolean };
}

export async function buyerHistory(db: Db, accountId: string, orderIds: string[]) {
  const rows = await repo.buyerHistory(db, accountId, orderIds.filter(isUuid));
  return new Map<string, BuyerHistory>(
    rows.map((r) => [
      r.orderId,
      {
        confirmation: {
          status: r.confirmationStatus,
          sentAt: r.confirmationSentAt?.toISOString() ?? null,
          respondedAt: r.confirmationRespondedAt?.toISOString() ?? null,
        },
        buyer: {
          orders: r.ordersCount,
          delivered: r.deliveredCount,
          returned: r.returnedCount,
          cancelled: r.cancelledCount,
          blocked: r.blocked,
        },
      },
    ]),
  );
}

/** An order's lines as a courier booking lists them (TCS sends SKUs): title, SKU, units, unit price. */
export const bookingLines = (db: Db, accountId: string, id: string) => repo.bookingLines(db, accountId, id);
