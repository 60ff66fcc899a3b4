/** Parcel badges, weights and which row actions apply. DOM-free. */
import { COURIERS, PARCEL_STATUS_LABELS, type Shipment } from '@sauda/contracts/couriers.ts';

export type Tone = 'green' | 'blue' | 'yellow' | 'red' | 'grey' | 'brand' | 'violet';
type ShipmentLike = Pick<Shipment, 'state' | 'status' | 'courier' | 'trackingNumber'>;

/** 750 → "750 g"; 1250 → "1.25 kg"; 0 → "—". */
export function formatWeight(grams: number | null | undefined): string {
  if (!grams || grams <= 0 || !Number.isFinite(grams)) return '—';
  if (grams < 1000) return `${Math.round(grams)} g`;
  return `${Number((grams / 1000).toFixed(2))} kg`;
}

const STATUS_TONES: Record<NonNullable<Shipment['status']>, Tone> = {
  booked: 'brand',
  picked_up: 'blue',
  in_transit: 'blue',
  out_for_delivery: 'violet',
  attempted: 'yellow',
  delivered: 'green',
  returning: 'yellow',
  returned: 'red',
  cancelled: 'grey',
};

/** What the status column says: the booking state until booked, then the parcel's journey. */
export function parcelBadge(s: Pick<ShipmentLike, 'state' | 'status'>): { label: string; tone: Tone } {
  switch (s.state) {
    case 'failed':
      return { label: 'Booking failed', tone: 'red' };
    case 'unknown':
      return { label: 'Unconfirmed', tone: 'yellow' };
    case 'pending':
    case 'booking':
      return { label: 'Booking…', tone: 'grey' };
    case 'cancelled':
      return { label: 'Cancelled', tone: 'grey' };
    default:
      return s.status
        ? { label: PARCEL_STATUS_LABELS[s.status], tone: STATUS_TONES[s.status] }
        : { label: 'Booked', tone: 'brand' };
  }
}

export const isManual = (s: Pick<ShipmentLike, 'courier'>) => s.courier === 'manual';

export const canPrintLabel = (s: Pick<ShipmentLike, 'state'>) => s.state === 'booked';

/** Only before the rider has it, and only with couriers that can cancel. */
export const canCancel = (s: Pick<ShipmentLike, 'state' | 'status' | 'courier'>) =>
  s.state === 'booked' &&
  (s.status === null || s.status === 'booked') &&
  COURIERS[s.courier].capabilities.cancel;

export const canRetry = (s: Pick<ShipmentLike, 'state'>) => s.state === 'failed' || s.state === 'unknown';

/** Manual parcels move by hand: delivered or returned once they are on the way. */
export function manualMoves(
  s: Pick<ShipmentLike, 'state' | 'status' | 'courier'>,
): Array<'delivered' | 'returned'> {
  if (!isManual(s) || s.state !== 'booked') return [];
  if (s.status === 'delivered' || s.status === 'returned' || s.status === 'cancelled') return [];
  return ['delivered', 'returned'];
}
