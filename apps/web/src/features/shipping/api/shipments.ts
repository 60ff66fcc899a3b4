import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  orderParcelsSchema,
  saveShipmentRecordBodySchema,
  Shipment,
  shipmentListSchema,
} from '@sauda/contracts/couriers.ts';
import { api, buildUrl, type DataEnvelope, type QueryParams } from '../../../lib/api-client.ts';
import { labelsQuery, LABELS_PATH, type LabelsPerPage } from '../lib/labels.ts';
import type { ShipmentView } from '../lib/list-params.ts';
import { invalidateShippingViews, shipmentListKey, shipmentsKey } from './keys.ts';

export type ShipmentList = z.infer<typeof shipmentListSchema>;
export type ShipmentsQuery = {
  view: ShipmentView;
  courierId?: string;
  search?: string;
  page?: number;
  limit?: number;
};
export type SaveShipmentRecordInput = z.output<typeof saveShipmentRecordBodySchema>;
export type ManualStatus = 'picked_up' | 'in_transit' | 'delivered' | 'returned';

const path = (id: string, rest = '') => `/v1/shipments/${encodeURIComponent(id)}${rest}`;

/** GET /v1/shipments?view=booked|picked_up|problems|all. */
export function listShipments(query: ShipmentsQuery, signal?: AbortSignal): Promise<ShipmentList> {
  return api.get<ShipmentList>('/v1/shipments', query as QueryParams, signal);
}

export function useShipments(query: ShipmentsQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: shipmentListKey(query),
    queryFn: ({ signal }) => listShipments(query, signal),
    placeholderData: keepPreviousData,
    ...options,
  });
}

/** The airway-bill PDF (a plain link opened in a new tab: the cookie session goes along). */
export function labelsUrl(ids: readonly string[], perPage?: LabelsPerPage): string | null {
  const query = labelsQuery(ids, perPage);
  return query ? buildUrl(LABELS_PATH, query) : null;
}

export function openLabels(ids: readonly string[], perPage?: LabelsPerPage): boolean {
  const url = labelsUrl(ids, perPage);
  if (!url) return false;
  window.open(url, '_blank', 'noopener');
  return true;
}

/** PUT /v1/orders/booking-cancel/:shipmentId (422 with the courier's refusal). */
export async function cancelBooking(id: string): Promise<Shipment> {
  return (await api.put<DataEnvelope<Shipment>>(`/v1/orders/booking-cancel/${encodeURIComponent(id)}`)).data;
}

/** PUT /v1/shipments/:id/status: manual-courier parcels only (others answer 409). */
export async function updateShipmentStatus({
  id,
  status,
  note,
}: {
  id: string;
  status: ManualStatus;
  note?: string;
}): Promise<Shipment> {
  return (await api.put<DataEnvelope<Shipment>>(path(id, '/status'), note ? { status, note } : { status }))
    .data;
}

/** POST /orders/saveShipmentRecord (no v1, product-rules §7): a parcel booked outside Sauda. */
export async function saveShipmentRecord(body: SaveShipmentRecordInput): Promise<Shipment> {
  return (await api.post<DataEnvelope<Shipment>>('/orders/saveShipmentRecord', body)).data;
}

function useShipmentMutation<V>(fn: (vars: V) => Promise<Shipment>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => invalidateShippingViews(qc) });
}

export const useCancelBooking = () => useShipmentMutation(cancelBooking);
export const useUpdateShipmentStatus = () => useShipmentMutation(updateShipmentStatus);
export const useSaveShipmentRecord = () => useShipmentMutation(saveShipmentRecord);

/** GET /v1/orders/:id/parcels: the order's parcels with history, load sheet, advice and payment. */
export function useOrderParcels(orderId: string) {
  return useQuery({
    queryKey: [...shipmentsKey, 'order', orderId],
    queryFn: ({ signal }) =>
      api.get<OrderParcels>(`/v1/orders/${encodeURIComponent(orderId)}/parcels`, undefined, signal),
  });
}
export type OrderParcels = z.infer<typeof orderParcelsSchema>;
