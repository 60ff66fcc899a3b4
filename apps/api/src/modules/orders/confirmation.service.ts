import type { PublicOrder } from '@sauda/contracts/orders.ts';
import type { Db } from '../../db/client.ts';
import { transaction, readAll } from '../../db/tx.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import * as repo from './orders.repo.ts';
import { maskPhone } from './order-mapping.ts';
import { applyBuyerAnswer } from './orders.service.ts';

const TOKEN_RE = /^[A-Za-z0-9_-]{20,64}$/;

async function view(db: Db, o: repo.OrderRecord): Promise<PublicOrder> {
  const [items, storeName] = await readAll(db, [
    () => repo.findItems(db, o.id),
    () => repo.storeName(db, o.storeId),
  ]);
  return {
    name: o.name,
    storeName,
    status: o.confirmationStatus as PublicOrder['status'],
    orderStatus: o.status as PublicOrder['orderStatus'],
    createdAt: o.createdAt.toISOString(),
    lineItems: items.map((i) => ({ title: i.title, quantity: i.quantity, total: i.total })),
    pricing: {
      subtotal: o.subtotal,
      discount: o.discount,
      shipping: o.shipping,
      currentTotalPrice: o.total,
      currency: 'PKR',
    },
    paymentMethod: o.paymentMethod as PublicOrder['paymentMethod'],
    shippingAddress: {
      name: o.shipName,
      phoneMasked: maskPhone(o.shipPhone),
      address: o.shipAddress,
      city: o.shipCity,
      province: o.shipProvince,
    },
    canRespond: o.status === 'Pending' && o.confirmationStatus === 'awaiting',
  };
}

export async function publicOrder(db: Db, token: string): Promise<PublicOrder> {
  const o = TOKEN_RE.test(token) ? await repo.findOrderByToken(db, token) : null;
  if (!o) throw notFound('Order');
  return view(db, o);
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
      const what =
        o.confirmationStatus === 'confirmed'
          ? 'confirmed'
          : o.confirmationStatus === 'cancelled' || o.status === 'Cancelled'
            ? 'cancelled'
            : 'already being processed';
      throw conflict(
        'ALREADY_ANSWERED',
        `This order is ${what}; it can no longer be changed here. Contact the seller if something is wrong.`,
      );
    }
    await applyBuyerAnswer(tx, o, answer);
    return view(tx, (await repo.findOrderByToken(tx, token))!);
  });
}
