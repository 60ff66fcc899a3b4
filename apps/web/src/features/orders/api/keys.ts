import type { QueryClient } from '@tanstack/react-query';

export const ordersKey = ['orders'] as const;
export const orderListKey = (query: object) => [...ordersKey, 'list', query] as const;
export const orderKey = (id: string) => [...ordersKey, 'detail', id] as const;
export const orderSearchKey = (query: object) => [...ordersKey, 'search', query] as const;

/** An order change can move every list, the dashboard figures and the buyer's counters. */
export function invalidateOrderViews(qc: QueryClient) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: ordersKey }),
    qc.invalidateQueries({ queryKey: ['dashboard'] }),
    qc.invalidateQueries({ queryKey: ['customers'] }),
  ]);
}
