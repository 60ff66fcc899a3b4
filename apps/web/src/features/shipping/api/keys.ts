import type { QueryClient } from '@tanstack/react-query';

export const dispatchKey = ['dispatch'] as const;
export const dispatchListKey = (query: object) => [...dispatchKey, 'list', query] as const;
export const dispatchPickKey = (search: string) => [...dispatchKey, 'pick', search] as const;
export const shipmentsKey = ['shipments'] as const;
export const shipmentListKey = (query: object) => [...shipmentsKey, 'list', query] as const;
export const bookingJobKey = (id: string) => ['booking-jobs', id] as const;
/** Under the couriers / shippers prefixes so the settings pages' changes refresh these too. */
export const shippersKey = ['shippers', 'shipping-list'] as const;

/** A booking change moves the dispatch queue, the parcel lists and the orders (status, tracking). */
export function invalidateShippingViews(qc: QueryClient) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: dispatchKey }),
    qc.invalidateQueries({ queryKey: shipmentsKey }),
    qc.invalidateQueries({ queryKey: ['orders'] }),
    qc.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
}
