/**
 * The buyer's COD confirmation as it touches an order: the link marked sent (by hand or by the
 * WhatsApp Cloud API), WhatsApp's delivery ticks from the webhook, and the buyer's answer on the
 * public page (confirm, cancel, or correct the address). The public page itself is
 * confirmation.service.ts; sending the message is whatsapp/confirmation-sender.service.ts.
 */
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/tx.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { deliveryRank, whatsappAdvice, type WhatsappStatusUpdate } from '@sauda/contracts/whatsapp.ts';
import * as repo from './orders.repo.ts';
import { karachiDay } from '../../lib/pakistan-time.ts';
import { applyTransition, type Actor } from './order-transitions.ts';
import { loadOrder } from './orders.service.ts';

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
    const current = o.status ?? 'accepted';
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
