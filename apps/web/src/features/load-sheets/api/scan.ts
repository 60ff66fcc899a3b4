import type { Shipment } from '@sauda/contracts/couriers.ts';
import { api, type DataEnvelope } from '../../../lib/api-client.ts';

/**
 * GET /v1/shipments/scan?code=&courierId= → the booked parcel a scanned code names. 404 when no
 * booked parcel has that number; 409 when it cannot go on a sheet (on another sheet, picked up,
 * another courier), with a message saying which.
 */
export async function scanParcel(code: string, courierId: string, signal?: AbortSignal): Promise<Shipment> {
  return (await api.get<DataEnvelope<Shipment>>('/v1/shipments/scan', { code, courierId }, signal)).data;
}
