import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { bulkStatusResultSchema, OrderStatus } from '@sauda/contracts/orders.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';
import { invalidateOrderViews } from './keys.ts';

export type BulkStatusResult = z.infer<typeof bulkStatusResultSchema>;

/** POST /v1/orders/bulk-status: partial success is normal (failures name the order and why). */
export async function bulkUpdateStatus(body: {
  ids: string[];
  status: OrderStatus;
  reason?: string;
}): Promise<BulkStatusResult> {
  return (await api.post<DataEnvelope<BulkStatusResult>>('/v1/orders/bulk-status', body)).data;
}

export function useBulkStatus() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: bulkUpdateStatus, onSettled: () => invalidateOrderViews(qc) });
}
