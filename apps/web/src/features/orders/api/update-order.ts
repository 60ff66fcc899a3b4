import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Address,
  Order,
  OrderStatus,
  updateOrderBodySchema,
  markSentBodySchema,
} from '@sauda/contracts/orders.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';
import { invalidateOrderViews, orderKey } from './keys.ts';

const path = (id: string, rest = '') => `/v1/orders/${encodeURIComponent(id)}${rest}`;

export type UpdateOrderInput = z.input<typeof updateOrderBodySchema>;
export type SentChannel = z.input<typeof markSentBodySchema>['channel'];

export async function updateOrder({ id, body }: { id: string; body: UpdateOrderInput }): Promise<Order> {
  return (await api.put<DataEnvelope<Order>>(path(id), body)).data;
}

export async function updateOrderStatus({
  id,
  status,
  reason,
}: {
  id: string;
  status: OrderStatus;
  reason?: string;
}): Promise<Order> {
  return (await api.put<DataEnvelope<Order>>(path(id, '/status'), reason ? { status, reason } : { status }))
    .data;
}

export async function updateOrderAddress({ id, address }: { id: string; address: Address }): Promise<Order> {
  return (await api.put<DataEnvelope<Order>>(path(id, '/address'), address)).data;
}

/** Records that the seller sent the buyer the confirmation link (timeline + sentAt). */
export async function markConfirmationSent({
  id,
  channel,
}: {
  id: string;
  channel: SentChannel;
}): Promise<Order> {
  return (await api.post<DataEnvelope<Order>>(path(id, '/confirmation/sent'), { channel })).data;
}

/** Sends the confirmation link through the seller's WhatsApp Business number (409/502 on failure). */
export async function sendConfirmationWhatsapp({
  id,
  again,
}: {
  id: string;
  again?: boolean;
}): Promise<Order> {
  return (
    await api.post<DataEnvelope<Order>>(path(id, `/confirmation/whatsapp${again ? '?again=true' : ''}`))
  ).data;
}

function useOrderMutation<V>(fn: (vars: V) => Promise<Order>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (order) => {
      qc.setQueryData(orderKey(order._id), order);
      return invalidateOrderViews(qc);
    },
  });
}

export const useUpdateOrder = () => useOrderMutation(updateOrder);
export const useUpdateOrderStatus = () => useOrderMutation(updateOrderStatus);
export const useUpdateOrderAddress = () => useOrderMutation(updateOrderAddress);
export const useMarkConfirmationSent = () => useOrderMutation(markConfirmationSent);
export const useSendConfirmationWhatsapp = () => useOrderMutation(sendConfirmationWhatsapp);
