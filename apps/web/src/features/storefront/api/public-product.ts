import { useQuery } from '@tanstack/react-query';
import type { PublicProduct } from '@sauda/contracts/storefront.ts';
import { fetchJson, retryTransient } from './fetch-json.ts';

export const publicProductKey = (publicId: string) => ['storefront', 'product', publicId] as const;

/** GET /v1/public-product/:publicId → the listed product (404 when not listed). */
export async function getPublicProduct(publicId: string, signal?: AbortSignal): Promise<PublicProduct> {
  const res = await fetchJson<{ data: PublicProduct }>(`/v1/public-product/${encodeURIComponent(publicId)}`, {
    signal,
  });
  return res.data;
}

export function usePublicProduct(publicId: string) {
  return useQuery({
    queryKey: publicProductKey(publicId),
    queryFn: ({ signal }) => getPublicProduct(publicId, signal),
    enabled: publicId.length > 0,
    retry: retryTransient,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });
}
