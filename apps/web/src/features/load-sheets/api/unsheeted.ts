import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Shipment, shipmentListSchema } from '@sauda/contracts/couriers.ts';
import { api } from '../../../lib/api-client.ts';
import { unsheetedKey } from './keys.ts';

type ShipmentList = z.infer<typeof shipmentListSchema>;

/** The most parcels one request returns (and one sheet usually holds). */
export const UNSHEETED_LIMIT = 500;

/** GET /v1/shipments?view=booked&unsheeted=true: booked parcels of a courier not on a sheet yet. */
export async function listUnsheeted(
  courierId: string,
  signal?: AbortSignal,
): Promise<{ rows: Shipment[]; total: number; totalCapped: boolean }> {
  const res = await api.get<ShipmentList>(
    '/v1/shipments',
    { view: 'booked', courierId, unsheeted: 'true', limit: UNSHEETED_LIMIT },
    signal,
  );
  return { rows: res.data, total: res.meta.total, totalCapped: res.meta.totalCapped };
}

export const unsheetedQueryOptions = (courierId: string) =>
  queryOptions({
    queryKey: unsheetedKey(courierId),
    queryFn: ({ signal }) => listUnsheeted(courierId, signal),
  });

export function useUnsheeted(courierId: string | undefined) {
  return useQuery({ ...unsheetedQueryOptions(courierId ?? ''), enabled: !!courierId });
}
