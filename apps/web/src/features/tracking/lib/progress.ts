/**
 * The buyer's progress rail: where the parcel is on its way (or back). DOM-free.
 * Booked → Picked up → In transit → Out for delivery → Delivered; a return swaps the last two
 * steps for Returning → Returned; a failed attempt marks the out-for-delivery step.
 */
import type { ParcelStatus } from '@sauda/contracts/couriers.ts';

export type RailTone = 'active' | 'delivered' | 'warning' | 'returned' | 'cancelled';
export type StepState = 'done' | 'current' | 'upcoming';
export type RailStep = { key: string; label: string; state: StepState };
export type Rail = {
  steps: RailStep[];
  /** Index of the step the parcel is at (-1: no rail, e.g. cancelled). */
  current: number;
  tone: RailTone;
  /** One sentence for the buyer under the big status. */
  note: string;
};

const FORWARD: ReadonlyArray<readonly [string, string]> = [
  ['booked', 'Booked'],
  ['picked_up', 'Picked up'],
  ['in_transit', 'In transit'],
  ['out_for_delivery', 'Out for delivery'],
  ['delivered', 'Delivered'],
];

const RETURN: ReadonlyArray<readonly [string, string]> = [
  ['booked', 'Booked'],
  ['picked_up', 'Picked up'],
  ['in_transit', 'In transit'],
  ['returning', 'Returning'],
  ['returned', 'Returned'],
];

function build(
  path: ReadonlyArray<readonly [string, string]>,
  current: number,
  finished: boolean,
  relabel?: string,
): RailStep[] {
  return path.map(([key, label], i) => ({
    key,
    label: i === current && relabel ? relabel : label,
    state: i < current || (finished && i === current) ? 'done' : i === current ? 'current' : 'upcoming',
  }));
}

export function railFor(status: ParcelStatus, city?: string | null): Rail {
  const to = city ? ` to ${city}` : '';
  switch (status) {
    case 'booked':
      return {
        steps: build(FORWARD, 0, false),
        current: 0,
        tone: 'active',
        note: 'The seller has booked your parcel. The courier will pick it up soon.',
      };
    case 'picked_up':
      return {
        steps: build(FORWARD, 1, false),
        current: 1,
        tone: 'active',
        note: 'The courier has picked up your parcel.',
      };
    case 'in_transit':
      return {
        steps: build(FORWARD, 2, false),
        current: 2,
        tone: 'active',
        note: `Your parcel is on its way${to}.`,
      };
    case 'out_for_delivery':
      return {
        steps: build(FORWARD, 3, false),
        current: 3,
        tone: 'active',
        note: 'A rider is bringing your parcel. Keep your phone on and the cash ready.',
      };
    case 'attempted':
      return {
        steps: build(FORWARD, 3, false, 'Delivery attempted'),
        current: 3,
        tone: 'warning',
        note: 'The rider could not deliver your parcel. The courier will try again or call you.',
      };
    case 'delivered':
      return {
        steps: build(FORWARD, 4, true),
        current: 4,
        tone: 'delivered',
        note: 'Your parcel has been delivered.',
      };
    case 'returning':
      return {
        steps: build(RETURN, 3, false),
        current: 3,
        tone: 'returned',
        note: 'Your parcel is on its way back to the seller. Contact the seller if you still want it.',
      };
    case 'returned':
      return {
        steps: build(RETURN, 4, true),
        current: 4,
        tone: 'returned',
        note: 'Your parcel went back to the seller.',
      };
    case 'cancelled':
      return {
        steps: [],
        current: -1,
        tone: 'cancelled',
        note: 'This booking was cancelled. Contact the seller if you are waiting for this order.',
      };
  }
}
