import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProductBody, Product, UpdateProductBody } from '@sauda/contracts/products.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';
import { productPresenceCache } from '../../../lib/local-cache.ts';
import { invalidateProductViews, productKey } from './keys.ts';

/** POST /v1/products → 201 with the product. */
export async function createProduct(body: CreateProductBody): Promise<Product> {
  return (await api.post<DataEnvelope<Product>>('/v1/products', body)).data;
}

/** PUT /v1/products/:id (a changed variant inventory is recorded as a stock adjustment). */
export async function updateProduct({ id, body }: { id: string; body: UpdateProductBody }): Promise<Product> {
  return (await api.put<DataEnvelope<Product>>(`/v1/products/${encodeURIComponent(id)}`, body)).data;
}

export function useCreateProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: (product) => {
      qc.setQueryData(productKey(product._id), product);
      // The top-bar action changes once the account has a product (product-rules §4).
      productPresenceCache.set(true);
      return invalidateProductViews(qc);
    },
  });
}

export function useUpdateProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: (product) => {
      qc.setQueryData(productKey(product._id), product);
      return invalidateProductViews(qc);
    },
  });
}
