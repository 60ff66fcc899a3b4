import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  procureGroupSchema,
  procureStatusResultSchema,
  PurchaseOrder,
} from '@sauda/contracts/purchasing.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';
import { invalidatePurchasingViews, poKey, procureKey } from './keys.ts';

export type ProcureGroup = z.infer<typeof procureGroupSchema>;
export type ProcureItem = ProcureGroup['items'][number];
export type ProcureStatusResult = z.infer<typeof procureStatusResultSchema>;
export type ProcureTab = 'waiting' | 'procured';

/** GET /v1/procure?status=: backordered demand grouped by vendor. */
export async function listProcure(status: ProcureTab, signal?: AbortSignal): Promise<ProcureGroup[]> {
  return (await api.get<DataEnvelope<ProcureGroup[]>>('/v1/procure', { status }, signal)).data;
}

export function useProcure(status: ProcureTab) {
  return useQuery({
    queryKey: [...procureKey, status],
    queryFn: ({ signal }) => listProcure(status, signal),
  });
}

/** POST /v1/procure/purchase-order: a draft PO for everything (or some variants) waiting on one vendor. */
export async function raisePurchaseOrder(body: {
  vendorId: string;
  variantIds?: string[];
}): Promise<PurchaseOrder> {
  return (await api.post<DataEnvelope<PurchaseOrder>>('/v1/procure/purchase-order', body)).data;
}

export function useRaisePurchaseOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: raisePurchaseOrder,
    onSuccess: (po) => {
      qc.setQueryData(poKey(po._id), po);
      return invalidatePurchasingViews(qc);
    },
  });
}

/** PUT (mark) or DELETE (unmark) /v1/orders/procure-status {ids}; partial success is normal. */
export async function setProcured({
  ids,
  procured,
}: {
  ids: string[];
  procured: boolean;
}): Promise<ProcureStatusResult> {
  const path = '/v1/orders/procure-status';
  const res = procured
    ? await api.put<DataEnvelope<ProcureStatusResult>>(path, { ids })
    : await api.delete<DataEnvelope<ProcureStatusResult>>(path, { ids });
  return res.data;
}

export function useSetProcured() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setProcured,
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: procureKey }),
        qc.invalidateQueries({ queryKey: ['orders'] }),
        qc.invalidateQueries({ queryKey: ['inventory'] }),
      ]),
  });
}
