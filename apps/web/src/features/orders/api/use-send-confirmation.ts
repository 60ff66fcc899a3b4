import toast from 'react-hot-toast';
import type { Order, OrderRow } from '@sauda/contracts/orders.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatPKR } from '../../../lib/format.ts';
import { confirmationMessage, waLink, type MessageLanguage } from '../lib/whatsapp.ts';
import { useMarkConfirmationSent } from './update-order.ts';

/** What a confirmation message needs; both a full order and a list row carry it. */
export type ConfirmationTarget = {
  _id: string;
  name: string;
  storeId: string;
  url: string | null;
  buyerName: string;
  phone: string;
  total: number;
};

export const targetOfOrder = (order: Order): ConfirmationTarget => ({
  _id: order._id,
  name: order.name,
  storeId: order.storeId,
  url: order.confirmation.url,
  buyerName: order.shipmentDetails.addresses[0]?.name ?? order.customer.name,
  phone: order.shipmentDetails.addresses[0]?.phone ?? order.customer.phone,
  total: order.pricing.currentTotalPrice,
});

export const targetOfRow = (row: OrderRow): ConfirmationTarget => ({
  _id: row._id,
  name: row.name,
  storeId: row.storeId,
  url: row.confirmationUrl,
  buyerName: row.shipmentDetails.addresses[0]?.name ?? '',
  phone: row.shipmentDetails.addresses[0]?.phone ?? '',
  total: row.pricing.currentTotalPrice,
});

/** The wa.me link for an order's confirmation message, or why there is none. */
export function confirmationWaLink(
  t: ConfirmationTarget,
  language: MessageLanguage,
  storeName: string,
): { link: string } | { error: string } {
  if (!t.url) return { error: `${t.name} has no confirmation link` };
  const text = confirmationMessage(language, {
    name: t.buyerName,
    order: t.name,
    store: storeName,
    total: formatPKR(t.total),
    link: t.url,
  });
  const link = waLink(t.phone, text);
  return link ? { link } : { error: `${t.phone} is not a Pakistani mobile number` };
}

/** Opens WhatsApp with the filled template in a new tab and records the send (POST /confirmation/sent). */
export function useSendConfirmation(storeNameFor: (storeId: string) => string) {
  const markSent = useMarkConfirmationSent();

  function send(target: ConfirmationTarget, language: MessageLanguage) {
    const result = confirmationWaLink(target, language, storeNameFor(target.storeId));
    if ('error' in result) {
      toast.error(result.error);
      return;
    }
    window.open(result.link, '_blank', 'noopener');
    markSent.mutate(
      { id: target._id, channel: 'whatsapp_link' },
      { onError: (error) => toast.error(errorMessage(error, 'Could not record that the link was sent')) },
    );
  }

  return {
    sendOrder: (order: Order, language: MessageLanguage) => send(targetOfOrder(order), language),
    sendRow: (row: OrderRow, language: MessageLanguage) => send(targetOfRow(row), language),
    pending: markSent.isPending,
  };
}
