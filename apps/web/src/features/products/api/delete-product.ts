import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { deleteProductResultSchema } from '@sauda/contracts/products.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';
import { invalidateProductViews, productKey } from './keys.ts';

export type DeleteProductResult = z.infer<typeof deleteProductResultSchema>;

/** DELETE /v1/products/:id: deleted, or archived when orders reference it (the message says which). */
export async function deleteProduct(id: string): Promise<DeleteProductResult> {
  return (await api.delete<DataEnvelope<DeleteProductResult>>(`/v1/products/${encodeURIComponent(id)}`)).data;
}

export function useDeleteProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (result, id) => {
      if (result.result === 'deleted') qc.removeQueries({ queryKey: productKey(id) });
      return invalidateProductViews(qc);
    },
  });
}
