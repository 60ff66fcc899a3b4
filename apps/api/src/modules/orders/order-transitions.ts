/**
 * The order status machine: who moves an order (Actor), the one guarded move (applyTransition)
 * and everything that follows it (status counts, stock, customer and daily figures, timeline).
 * Shared by the seller's actions (orders.service), the buyer's answers (orders-confirmation.service)
 * and courier events (orders-shipping.service); not called from outside the orders module.
 */
import { ORDER_TRANSITIONS, STATUS_LABELS, type OrderStatus } from '@sauda/contracts/orders.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import * as customers from '../customers/customers.service.ts';
import * as inventory from '../inventory/inventory.service.ts';
import * as repo from './orders.repo.ts';
import { karachiDay } from '../../lib/pakistan-time.ts';

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

/** Orders that still count as a sale (for customer totals and daily revenue). */
export const COUNTS_AS_SALE = (s: string) => s !== 'Cancelled' && s !== 'Returned';

/** The side effects of a status change, shared by seller actions and buyer answers. */
export async function applyTransition(
  tx: Db,
  o: repo.OrderRecord,
  to: OrderStatus,
  actor: Actor,
  reason?: string,
  confirmationPatch: Partial<repo.NewOrder> = {},
  /** Timeline events written in the same statement as this change's own, before it. */
  eventsBefore: repo.NewOrderEvent[] = [],
) {
  const from = o.status;
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
export async function transitionEffects(
  tx: Db,
  o: repo.TransitionRow,
  to: OrderStatus,
  actor: Actor,
  reason: string | undefined,
  patch: Partial<repo.NewOrder>,
  eventsBefore: repo.NewOrderEvent[] | null,
) {
  const from = o.status;
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
export function statusChanged(
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
