import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Movement } from '@sauda/contracts/inventory.ts';
import { api, type ListEnvelope } from '../../../lib/api-client.ts';
import { movementsKey } from './keys.ts';

export const MOVEMENTS_PAGE_SIZE = 25;

/** GET /v1/inventory/movements?variantId=: the stock ledger of one variant, newest first. */
export function listMovements(
  query: { variantId: string; page: number; limit: number },
  signal?: AbortSignal,
): Promise<ListEnvelope<Movement>> {
  return api.get<ListEnvelope<Movement>>('/v1/inventory/movements', query, signal);
}

export function useMovements(variantId: string | undefined, page: number) {
  return useQuery({
    queryKey: movementsKey(variantId ?? '', page),
    queryFn: ({ signal }) =>
      listMovements({ variantId: variantId ?? '', page, limit: MOVEMENTS_PAGE_SIZE }, signal),
    enabled: !!variantId,
    placeholderData: keepPreviousData,
  });
}
