import type { QueryClient } from '@tanstack/react-query';

export const cprKey = ['cpr'] as const;
export const cprListKey = (query: object) => [...cprKey, 'list', query] as const;
export const cprDetailKey = (id: string) => [...cprKey, 'detail', id] as const;
export const unpaidKey = (courierId: string | undefined) =>
  [...cprKey, 'unpaid', courierId ?? 'all'] as const;
/** The same key as the courier settings pages: one fetch serves both, and their changes show here. */

/** New payments move the list, the totals, the details and what is still unpaid. */
export function invalidateCprViews(qc: QueryClient) {
  return qc.invalidateQueries({ queryKey: cprKey });
}
