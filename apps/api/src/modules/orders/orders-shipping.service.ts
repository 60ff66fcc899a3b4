/**
 * Orders as the shipping side sees them (issue #5): the orders booking, dispatch, CPRs and load
 * sheets read (OrderForBooking, readyToShip, bookingLines, buyerHistory), and courierUpdate, the
 * one way courier news moves an order (forward only, through Booked and Dispatched if skipped).
 */
import { ORDER_TRANSITIONS, type OrderStatus } from '@sauda/contracts/orders.ts';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../lib/ids.ts';
import * as inventory from '../inventory/inventory.service.ts';
import * as repo from './orders.repo.ts';
import { applyTransition, statusChanged, transitionEffects, type Actor } from './order-transitions.ts';

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
    status: o.status,
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
    const from = current.status;
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
