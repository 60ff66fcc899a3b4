import type { QueryClient } from '@tanstack/react-query';

export const courierAccountsKey = ['courier-accounts'] as const;
export const courierAccountKey = (id: string) => [...courierAccountsKey, 'detail', id] as const;
export const courierCitiesRootKey = (id: string) => ['courier-cities', id] as const;
export const courierCitiesKey = (id: string, query: object) => [...courierCitiesRootKey(id), query] as const;
export const shippersKey = ['shippers'] as const;
export const shipperKey = (id: string) => [...shippersKey, 'detail', id] as const;

/**
 * A courier account change moves the account list and, because pickup addresses carry one sync
 * status per courier account, the pickup addresses too.
 */
export function invalidateCourierViews(qc: QueryClient) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: courierAccountsKey }),
    qc.invalidateQueries({ queryKey: shippersKey }),
  ]);
}
