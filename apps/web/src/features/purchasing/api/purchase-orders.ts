import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CreatePoBody,
  listPoQuerySchema,
  poListSchema,
  PurchaseOrder,
  receivePoBodySchema,
  sendPoBodySchema,
} from '@sauda/contracts/purchasing.ts';
import { api, buildUrl, type DataEnvelope, type QueryParams } from '../../../lib/api-client.ts';
import { invalidatePurchasingViews, poKey, poListKey } from './keys.ts';

export type PoList = z.infer<typeof poListSchema>;
export type PoQuery = Partial<z.input<typeof listPoQuerySchema>>;
export type ReceivePoBody = z.input<typeof receivePoBodySchema>;
export type SendPoBody = z.input<typeof sendPoBodySchema>;

const path = (id: string, rest = '') => `/v1/purchase-orders/${encodeURIComponent(id)}${rest}`;

/** GET /v1/purchase-orders?page&limit&status&vendor. */
export function listPurchaseOrders(query: PoQuery, signal?: AbortSignal): Promise<PoList> {
  return api.get<PoList>('/v1/purchase-orders', query as QueryParams, signal);
}

export function usePurchaseOrders(query: PoQuery) {
  return useQuery({
    queryKey: poListKey(query),
    queryFn: ({ signal }) => listPurchaseOrders(query, signal),
    placeholderData: keepPreviousData,
  });
}

export async function getPurchaseOrder(id: string, signal?: AbortSignal): Promise<PurchaseOrder> {
  return (await api.get<DataEnvelope<PurchaseOrder>>(path(id), undefined, signal)).data;
}

export const purchaseOrderQueryOptions = (id: string) =>
  queryOptions({ queryKey: poKey(id), queryFn: ({ signal }) => getPurchaseOrder(id, signal) });

export function usePurchaseOrder(id: string) {
  return useQuery(purchaseOrderQueryOptions(id));
}

/** The PDF (a plain link opened in a new tab: the cookie session goes along). */
export const purchaseOrderPdfUrl = (id: string) => buildUrl(path(id, '/pdf'));

export async function createPurchaseOrder(body: CreatePoBody): Promise<PurchaseOrder> {
  return (await api.post<DataEnvelope<PurchaseOrder>>('/v1/purchase-orders', body)).data;
}

export async function updatePurchaseOrder({
  id,
  body,
}: {
  id: string;
  body: Partial<CreatePoBody>;
}): Promise<PurchaseOrder> {
  return (await api.put<DataEnvelope<PurchaseOrder>>(path(id), body)).data;
}

export async function sendPurchaseOrder({
  id,
  body,
}: {
  id: string;
  body: SendPoBody;
}): Promise<PurchaseOrder> {
  return (await api.post<DataEnvelope<PurchaseOrder>>(path(id, '/send'), body)).data;
}

export async function receivePurchaseOrder({
  id,
  body,
}: {
  id: string;
  body: ReceivePoBody;
}): Promise<PurchaseOrder> {
  return (await api.post<DataEnvelope<PurchaseOrder>>(path(id, '/receive'), body)).data;
}

export async function cancelPurchaseOrder({ id }: { id: string }): Promise<PurchaseOrder> {
  return (await api.post<DataEnvelope<PurchaseOrder>>(path(id, '/cancel'))).data;
}

function usePoMutation<V>(fn: (vars: V) => Promise<PurchaseOrder>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (po) => {
      qc.setQueryData(poKey(po._id), po);
      return invalidatePurchasingViews(qc);
    },
  });
}

export const useCreatePurchaseOrder = () => usePoMutation(createPurchaseOrder);
export const useUpdatePurchaseOrder = () => usePoMutation(updatePurchaseOrder);
export const useSendPurchaseOrder = () => usePoMutation(sendPurchaseOrder);
export const useReceivePurchaseOrder = () => usePoMutation(receivePurchaseOrder);
export const useCancelPurchaseOrder = () => usePoMutation(cancelPurchaseOrder);
