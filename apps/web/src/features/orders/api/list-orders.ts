import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListOrdersQuery, orderListSchema } from '@sauda/contracts/orders.ts';
import { api, buildUrl, type QueryParams } from '../../../lib/api-client.ts';
import { orderListKey } from './keys.ts';

export type OrderList = z.infer<typeof orderListSchema>;
export type OrdersQuery = Partial<Record<keyof ListOrdersQuery, string | number | undefined>>;

/** GET /v1/orders (product-rules §7) with the list filters. */
export function listOrders(query: OrdersQuery, signal?: AbortSignal): Promise<OrderList> {
  return api.get<OrderList>('/v1/orders', query as QueryParams, signal);
}

export const ordersQueryOptions = (query: OrdersQuery) =>
  queryOptions({
    queryKey: orderListKey(query),
    queryFn: ({ signal }) => listOrders(query, signal),
    placeholderData: keepPreviousData,
  });

export function useOrders(query: OrdersQuery, options: { refetchInterval?: number; enabled?: boolean } = {}) {
  return useQuery({ ...ordersQueryOptions(query), ...options });
}

/** The CSV download of the same filters (a plain link: the cookie session goes along). */
export function exportCsvUrl(query: OrdersQuery): string {
  const { page: _page, limit: _limit, ...filters } = query;
  return buildUrl('/v1/orders/export.csv', filters as QueryParams);
}
