/** Helpers for the procurement (orders waiting for stock) page. DOM-free. */
import type { ProcurementStatus } from '@sauda/contracts/purchasing.ts';

export type ProcureOrderRef = {
  _id: string;
  name: string;
  quantity: number;
  createdAt: string;
  procurementStatus: ProcurementStatus;
};
export type ProcureItemLike = {
  variantId: string;
  waitingQty: number;
  onOrderQty: number;
  cost: number | null;
  orders: ProcureOrderRef[];
};

/** Every distinct order in a group (an order may wait for several items). */
export function groupOrderIds(items: ProcureItemLike[]): string[] {
  const ids = new Set<string>();
  for (const item of items) for (const o of item.orders) ids.add(o._id);
  return [...ids];
}

/** Units still to buy: waiting minus what is already on open purchase orders. */
export const toBuy = (item: Pick<ProcureItemLike, 'waitingQty' | 'onOrderQty'>) =>
  Math.max(0, item.waitingQty - item.onOrderQty);

export function groupTotals(items: ProcureItemLike[]): {
  waiting: number;
  toBuy: number;
  estimatedCost: number;
  unknownCost: boolean;
} {
  let waiting = 0;
  let buy = 0;
  let estimatedCost = 0;
  let unknownCost = false;
  for (const item of items) {
    waiting += item.waitingQty;
    const n = toBuy(item);
    buy += n;
    if (n > 0) {
      if (item.cost === null) unknownCost = true;
      else estimatedCost += n * item.cost;
    }
  }
  return { waiting, toBuy: buy, estimatedCost, unknownCost };
}

/** Toggle a whole set of ids: all on unless every one is already on. */
export function toggleMany(selected: ReadonlySet<string>, ids: string[]): Set<string> {
  const next = new Set(selected);
  const allOn = ids.length > 0 && ids.every((id) => next.has(id));
  for (const id of ids) {
    if (allOn) next.delete(id);
    else next.add(id);
  }
  return next;
}

export function plural(n: number, word: string): string {
  return `${n.toLocaleString('en-PK')} ${word}${n === 1 ? '' : 's'}`;
}
