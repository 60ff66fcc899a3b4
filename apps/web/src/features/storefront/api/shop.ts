import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { shopSchema } from '@sauda/contracts/storefront.ts';
import { fetchJson, retryTransient } from './fetch-json.ts';

export type ShopPage = z.infer<typeof shopSchema>;
export type ShopProduct = ShopPage['data'][number];

export const SHOP_PAGE_SIZE = 24;

export const shopKey = (shopId: string, search: string) => ['storefront', 'shop', shopId, search] as const;

/** GET /v1/shop/:shopId?page&limit&search → the store and one page of its listed products. */
export async function getShop(
  shopId: string,
  params: { page: number; limit?: number; search?: string },
  signal?: AbortSignal,
): Promise<ShopPage> {
  return fetchJson<ShopPage>(`/v1/shop/${encodeURIComponent(shopId)}`, {
    query: { page: params.page, limit: params.limit ?? SHOP_PAGE_SIZE, search: params.search || undefined },
    signal,
  });
}

/** "Load more" pages; the next page exists while fewer than `total` products are shown. */
export function useShop(shopId: string, search: string) {
  return useInfiniteQuery({
    queryKey: shopKey(shopId, search),
    queryFn: ({ pageParam, signal }) => getShop(shopId, { page: pageParam, search }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.page * last.meta.limit < last.meta.total ? last.meta.page + 1 : undefined,
    enabled: shopId.length > 0,
    // Searching keeps the current grid on screen until the new results arrive.
    placeholderData: keepPreviousData,
    retry: retryTransient,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });
}
