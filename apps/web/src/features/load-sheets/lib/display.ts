/** Load sheet wording: status badges, confirmation questions, who made it when. DOM-free. */
import { PARCEL_STATUS_LABELS, type LoadSheet, type ParcelStatus } from '@sauda/contracts/couriers.ts';
import type { SheetFilter } from './list-params.ts';

export type Tone = 'green' | 'blue' | 'yellow' | 'red' | 'grey' | 'brand' | 'violet';

export const FILTER_LABELS: Record<SheetFilter, string> = {
  all: 'All',
  generated: 'Generated',
  handed_over: 'Handed over',
};

export function sheetBadge(status: LoadSheet['status']): { label: string; tone: Tone } {
  return status === 'handed_over'
    ? { label: 'Handed over', tone: 'green' }
    : { label: 'Generated', tone: 'brand' };
}

const parcels = (n: number) => `${n.toLocaleString('en-PK')} parcel${n === 1 ? '' : 's'}`;

/** "Hand over 24 parcels to the PostEx rider?" */
export function handoverQuestion(sheet: Pick<LoadSheet, 'parcelCount' | 'courierName'>): string {
  return `Hand over ${parcels(sheet.parcelCount)} to the ${sheet.courierName} rider?`;
}

export function handoverDetail(sheet: Pick<LoadSheet, 'number' | 'parcelCount'>): string {
  const all = sheet.parcelCount === 1 ? 'The parcel' : 'Every parcel';
  return `${all} on ${sheet.number} is marked picked up and its order becomes Dispatched. Do this once the rider has signed the manifest.`;
}

export function deleteQuestion(sheet: Pick<LoadSheet, 'number'>): string {
  return `Delete load sheet ${sheet.number}?`;
}

export function deleteDetail(
  sheet: Pick<LoadSheet, 'parcelCount' | 'hasCourierPdf' | 'courierName'>,
): string {
  const freed =
    sheet.parcelCount === 1
      ? 'Its parcel goes back to the parcels waiting for a load sheet'
      : `Its ${parcels(sheet.parcelCount)} go back to the parcels waiting for a load sheet`;
  const courier = sheet.hasCourierPdf ? ` The ${sheet.courierName} load sheet will no longer be valid.` : '';
  return `${freed}; their bookings stay.${courier}`;
}

export const canHandOver = (sheet: Pick<LoadSheet, 'status'>) => sheet.status === 'generated';
export const canDelete = (sheet: Pick<LoadSheet, 'status'>) => sheet.status === 'generated';

export const manifestPath = (id: string) => `/v1/load-sheets/${encodeURIComponent(id)}/pdf`;
export const courierPdfPath = (id: string) => `/v1/load-sheets/${encodeURIComponent(id)}/courier-pdf`;

const PARCEL_TONES: Record<ParcelStatus, Tone> = {
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

/** A parcel on a sheet: booked until the rider has it, then its journey. */
export function parcelBadge(status: ParcelStatus | null): { label: string; tone: Tone } {
  const s = status ?? 'booked';
  return { label: PARCEL_STATUS_LABELS[s], tone: PARCEL_TONES[s] };
}

/** "by Ayesha Khan" when the API knows who made the sheet. */
export const createdByText = (createdBy: string | null) => (createdBy ? `by ${createdBy}` : null);
