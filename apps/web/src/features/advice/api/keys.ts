import type { QueryClient } from '@tanstack/react-query';

export const adviceKey = ['shipper-advice'] as const;
export const adviceListKey = (query: object) => [...adviceKey, 'list', query] as const;
/** The same key as the courier settings pages: one fetch serves both, and their changes show here. */

/** An answer moves the inbox, the parcel lists and the order's timeline. */
export function invalidateAdviceViews(qc: QueryClient) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: adviceKey }),
    qc.invalidateQueries({ queryKey: ['shipments'] }),
    qc.invalidateQueries({ queryKey: ['orders'] }),
  ]);
}
