import {
  COURIERS,
  PARCEL_STATUS_LABELS,
  type CourierCode,
  type PublicTracking,
} from '@sauda/contracts/couriers.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './shipping.repo.ts';

/**
 * The buyer's view of a parcel, by its public id (the link we hand out) or its tracking number.
 * Only what a courier's own tracking page shows: no phone, no street address, no amount (Q20).
 */
export async function publicTracking(db: Db, key: string): Promise<PublicTracking> {
  const clean = key.trim();
  if (clean.length < 4 || clean.length > 64) throw notFound('Parcel');
  const r = await repo.forPublic(db, clean);
  const trackingNumber = r?.s.trackingNumber;
  if (!r || !trackingNumber) throw notFound('Parcel');
  const s = r.s;
  const status = s.status ?? 'booked';
  const events = await repo.events(db, s.accountId, s.id);
  return {
    storeName: r.storeName,
    orderName: r.orderName,
    courierName: s.trackingCompany ?? COURIERS[s.courier as CourierCode].name,
    trackingNumber,
    status,
    statusLabel: PARCEL_STATUS_LABELS[status],
    destinationCity: s.consigneeCity,
    bookedAt: s.bookedAt?.toISOString() ?? null,
    deliveredAt: s.deliveredAt?.toISOString() ?? null,
    events: events
      .map((e) => ({
        at: e.at.toISOString(),
        message: e.message,
        status: e.status ?? null,
        location: e.location,
      }))
      .reverse(),
  };
}
