import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@sauda/contracts/orders.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';
import { orderKey } from './keys.ts';

export async function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return (await api.get<DataEnvelope<Order>>(`/v1/orders/${encodeURIComponent(id)}`, undefined, signal)).data;
}

export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: orderKey(id), queryFn: ({ signal }) => getOrder(id, signal) });

/** While the buyer has not answered, the order is re-read every 15 s so their answer shows up. */
export function useOrder(id: string) {
  return useQuery({
    ...orderQueryOptions(id),
    refetchInterval: (q) => (q.state.data?.confirmation.status === 'awaiting' ? 15_000 : false),
  });
}
