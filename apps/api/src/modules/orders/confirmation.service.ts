import { normalisePhone } from '@sauda/contracts/common.ts';
import type { PublicOrder } from '@sauda/contracts/orders.ts';
import {
  CONFIRMATION_BUTTONS,
  readButtonPayload,
  readReplyText,
  type WhatsappReply,
} from '@sauda/contracts/whatsapp.ts';
import type { Db } from '../../db/client.ts';
import { transaction, readAll } from '../../db/tx.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import * as repo from './orders.repo.ts';
import { maskPhone } from './order-mapping.ts';
import { applyBuyerAnswer } from './orders-confirmation.service.ts';

const TOKEN_RE = /^[A-Za-z0-9_-]{20,64}$/;

async function view(db: Db, o: repo.OrderRecord): Promise<PublicOrder> {
  const [items, storeName] = await readAll(db, [
    () => repo.findItems(db, o.accountId, o.id),
    () => repo.storeName(db, o.accountId, o.storeId),
  ]);
  return {
    name: o.name,
    storeName,
    status: o.confirmationStatus,
    orderStatus: o.status,
    createdAt: o.createdAt.toISOString(),
    lineItems: items.map((i) => ({ title: i.title, quantity: i.quantity, total: i.total })),
    pricing: {
      subtotal: o.subtotal,
      discount: o.discount,
      shipping: o.shipping,
      currentTotalPrice: o.total,
      currency: 'PKR',
    },
    paymentMethod: o.paymentMethod,
    shippingAddress: {
      name: o.shipName,
      phoneMasked: maskPhone(o.shipPhone),
      address: o.shipAddress,
      city: o.shipCity,
      province: o.shipProvince,
    },
    canRespond: o.status === 'Pending' && o.confirmationStatus === 'awaiting',
    deliveryToConfirm: o.shipping === 0 && o.status === 'Pending' && o.tags.includes('storefront'),
  };
}

export async function publicOrder(db: Db, token: string): Promise<PublicOrder> {
  const o = TOKEN_RE.test(token) ? await repo.findOrderByToken(db, token) : null;
  if (!o) throw notFound('Order');
  return view(db, o);
}

/** Why an order can no longer be answered: the words of the link's 409 and of a WhatsApp reply. */
const answeredAs = (o: repo.OrderRecord) =>
  o.confirmationStatus === 'confirmed'
    ? 'confirmed'
    : o.confirmationStatus === 'cancelled' || o.status === 'Cancelled'
      ? 'cancelled'
      : 'already being processed';

/** What a buyer's WhatsApp message did, for the reply the buyer gets (docs/whatsapp.md §7). */
export type WhatsappAnswer =
  | { outcome: 'confirmed' | 'cancelled'; orderName: string; storeName: string }
  | { outcome: 'already'; orderName: string; storeName: string; state: string }
  | { outcome: 'unclear'; orderNames: string[] }
  | { outcome: 'none' };

/**
 * A buyer's answer on WhatsApp: a tap on the template's Confirm / Cancel button (its payload names
 * the order), or a clear word ("haan", "ji", "nahi", "ہاں", "کینسل"…) from a buyer with exactly one
 * order waiting. It follows exactly the rules of the link (`respond`): only an order still waiting
 * moves, once; an order already answered, dispatched or cancelled stays as it is. A tap from
 * another number than the order's buyer, or anything unclear, goes on the buyer's waiting orders'
 * timelines for the seller to read.
 */
export async function answerFromWhatsapp(
  db: Db,
  accountId: string,
  r: WhatsappReply,
): Promise<WhatsappAnswer> {
  const phone = normalisePhone(r.from);
  let target: { orderId: string; action: 'confirm' | 'cancel' } | null = null;
  if (r.button) {
    const named = readButtonPayload(r.button.payload);
    if (named) target = named;
    else if (r.contextId) {
      // A button without Sauda's payload (a template sent before the buttons carried one): the
      // message it was on names the order, the button's text the action.
      const index = CONFIRMATION_BUTTONS.indexOf(r.button.text as (typeof CONFIRMATION_BUTTONS)[number]);
      const o = index >= 0 ? await repo.findOrderByWaMessage(db, accountId, r.contextId) : null;
      if (o) target = { orderId: o.id, action: index === 0 ? 'confirm' : 'cancel' };
    }
  }
  const waiting = await repo.awaitingByPhone(db, accountId, phone);
  if (!target && r.text !== null) {
    const action = readReplyText(r.text);
    if (action && waiting.length === 1) target = { orderId: waiting[0]!.id, action };
  }
  if (target && isUuid(target.orderId)) {
    const { orderId, action } = target;
    const answer = await transaction(db, async (tx): Promise<WhatsappAnswer | null> => {
      const o = await repo.findOrder(tx, accountId, orderId, true);
      // Only the order's own buyer answers it.
      if (!o || o.shipPhone !== phone) return null;
      const storeName = await repo.storeName(tx, o.accountId, o.storeId);
      if (o.status !== 'Pending' || o.confirmationStatus !== 'awaiting')
        return { outcome: 'already', orderName: o.name, storeName, state: answeredAs(o) };
      await applyBuyerAnswer(
        tx,
        o,
        action === 'confirm' ? { action } : { action, reason: 'Cancelled on WhatsApp' },
      );
      return { outcome: action === 'confirm' ? 'confirmed' : 'cancelled', orderName: o.name, storeName };
    });
    if (answer) return answer;
  }
  if (waiting.length === 0) return { outcome: 'none' };
  const said = r.button
    ? `tapped “${r.button.text}”`
    : r.text !== null
      ? `wrote “${r.text.slice(0, 500)}”`
      : 'sent a message that is not text';
  for (const w of waiting)
    await repo.insertEvent(db, accountId, {
      orderId: w.id,
      type: 'whatsapp_reply',
      message: `The buyer ${said} on WhatsApp; Sauda could not tell whether that confirms ${waiting.length > 1 ? 'which of their orders' : 'the order'}. Read it and confirm or cancel here.`,
      actorKind: 'buyer',
      actorName: null,
    });
  return { outcome: 'unclear', orderNames: waiting.map((w) => w.name) };
}

export async function respond(
  db: Db,
  token: string,
  answer:
    | { action: 'confirm' }
    | { action: 'cancel'; reason?: string }
    | { action: 'address'; address: string; city: string; province?: string | null },
): Promise<PublicOrder> {
  return transaction(db, async (tx) => {
    const o = TOKEN_RE.test(token) ? await repo.findOrderByToken(tx, token, true) : null;
    if (!o) throw notFound('Order');
    if (o.status !== 'Pending' || o.confirmationStatus !== 'awaiting') {
      const what = answeredAs(o);
      throw conflict(
        'ALREADY_ANSWERED',
        `This order is ${what}; it can no longer be changed here. Contact the seller if something is wrong.`,
      );
    }
    await applyBuyerAnswer(tx, o, answer);
    return view(tx, (await repo.findOrderByToken(tx, token))!);
  });
}
