import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { publishResultSchema } from '@sauda/contracts/storefront.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';
import { invalidateProductViews } from './keys.ts';

export type PublishResult = z.infer<typeof publishResultSchema>;

/** POST /v1/public-product: list a product in one of the seller's Sauda stores. */
export async function publishProduct(body: { productId: string; storeId: string }): Promise<PublishResult> {
  return (await api.post<DataEnvelope<PublishResult>>('/v1/public-product', body)).data;
}

/** DELETE /v1/public-product/:productId: take it out of the store (the public link stops working). */
export async function unpublishProduct(productId: string): Promise<void> {
  await api.delete<unknown>(`/v1/public-product/${encodeURIComponent(productId)}`);
}

export function usePublishProduct() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: publishProduct, onSuccess: () => invalidateProductViews(qc) });
}

export function useUnpublishProduct() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: unpublishProduct, onSuccess: () => invalidateProductViews(qc) });
}
