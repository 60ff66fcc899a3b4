import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createOrderBodySchema, Order } from '@sauda/contracts/orders.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';
import { invalidateOrderViews, orderKey } from './keys.ts';

export type CreateOrderInput = z.output<typeof createOrderBodySchema>;

/** POST /v1/orders with an Idempotency-Key (the same key on a retry of the same attempt). */
export async function createOrder({
  body,
  idempotencyKey,
}: {
  body: CreateOrderInput;
  idempotencyKey: string;
}): Promise<Order> {
  return (await api.post<DataEnvelope<Order>>('/v1/orders', body, { 'Idempotency-Key': idempotencyKey }))
    .data;
}

export function useCreateOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: (order) => {
      qc.setQueryData(orderKey(order._id), order);
      return invalidateOrderViews(qc);
    },
  });
}
