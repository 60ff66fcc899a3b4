import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { Order } from '@sauda/contracts/orders.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatPKR } from '../../../lib/format.ts';
import { confirmationMessage, waLink, type MessageLanguage } from '../lib/whatsapp.ts';
import { orderQueryOptions } from './get-order.ts';
import { useMarkConfirmationSent } from './update-order.ts';

/** The wa.me link for an order's confirmation message, or why there is none. */
export function confirmationWaLink(
  order: Order,
  language: MessageLanguage,
  storeName: string,
): { link: string } | { error: string } {
  if (!order.confirmation.url) return { error: `${order.name} has no confirmation link` };
  const address = order.shipmentDetails.addresses[0];
  const phone = address?.phone ?? order.customer.phone;
  const text = confirmationMessage(language, {
    name: address?.name ?? order.customer.name,
    order: order.name,
    store: storeName,
    total: formatPKR(order.pricing.currentTotalPrice),
    link: order.confirmation.url,
  });
  const link = waLink(phone, text);
  return link ? { link } : { error: `${phone} is not a Pakistani mobile number` };
}

/**
 * Opens WhatsApp with the filled template in a new tab and records the send
 * (POST /confirmation/sent). Popup blockers only allow a window opened synchronously in the
 * click, so when the order still has to be fetched a blank tab opens first and is pointed at
 * wa.me once the order arrives.
 */
export function useSendConfirmation(storeNameFor: (storeId: string) => string) {
  const qc = useQueryClient();
  const markSent = useMarkConfirmationSent();

  function record(order: Order) {
    markSent.mutate(
      { id: order._id, channel: 'whatsapp_link' },
      { onError: (error) => toast.error(errorMessage(error, 'Could not record that the link was sent')) },
    );
  }

  function sendOrder(order: Order, language: MessageLanguage) {
    const result = confirmationWaLink(order, language, storeNameFor(order.storeId));
    if ('error' in result) {
      toast.error(result.error);
      return;
    }
    window.open(result.link, '_blank', 'noopener');
    record(order);
  }

  function sendById(id: string, language: MessageLanguage) {
    const cached = qc.getQueryData(orderQueryOptions(id).queryKey);
    if (cached) {
      sendOrder(cached, language);
      return;
    }
    const tab = window.open('', '_blank');
    qc.fetchQuery(orderQueryOptions(id))
      .then((order) => {
        const result = confirmationWaLink(order, language, storeNameFor(order.storeId));
        if ('error' in result) {
          tab?.close();
          toast.error(result.error);
          return;
        }
        if (tab) {
          tab.opener = null;
          tab.location.href = result.link;
        } else {
          window.open(result.link, '_blank', 'noopener');
        }
        record(order);
      })
      .catch((error: unknown) => {
        tab?.close();
        toast.error(errorMessage(error, 'Could not load the order'));
      });
  }

  return { sendOrder, sendById, pending: markSent.isPending };
}
