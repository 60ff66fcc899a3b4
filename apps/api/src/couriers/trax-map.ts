import type { ParcelStatus } from '@sauda/contracts/couriers.ts';
import { errorText, parsePkDate, pick, rows, str, type Row } from './leopards-map.ts';
import { toPaisa, type PaymentLine, type TrackEvent, type TrackResult } from './types.ts';

/**
 * Trax (Sonic) vocabulary. Tracking statuses read "Shipment - Out for Delivery",
 * "Shipment - Delivery Unsuccessful", "Replacement - Exchanged"…; shipper tracking (type 0) also
 * carries "Payment - …" and "Weight - …" entries, which say nothing about where the parcel is.
 */
export const TRAX_STATUSES: Record<string, ParcelStatus> = {
  'shipment - booked': 'booked',
  'shipment - pickup requested': 'booked',
  'shipment - rider picked': 'picked_up',
  'shipment - picked': 'picked_up',
  'shipment - picked up': 'picked_up',
  'shipment - arrival service center': 'in_transit',
  'shipment - arrived at origin': 'in_transit',
  'shipment - in transit': 'in_transit',
  'shipment - dispatched': 'in_transit',
  'shipment - arrived at destination': 'in_transit',
  'shipment - misrouted': 'in_transit',
  'shipment - re-attempt requested': 'in_transit',
  're-attempt - requested': 'in_transit',
  'shipment - out for delivery': 'out_for_delivery',
  'shipment - delivery unsuccessful': 'attempted',
  'shipment - return confirmation pending': 'attempted',
  'shipment - delivered': 'delivered',
  'replacement - exchanged': 'delivered',
  'try & buy - delivered': 'delivered',
  'shipment - return confirm': 'returning',
  'shipment - return in transit': 'returning',
  'return - in transit': 'returning',
  'shipment - returned to shipper': 'returned',
  'return - delivered to shipper': 'returned',
  'shipment - returned': 'returned',
  'shipment - cancelled': 'cancelled',
  'shipment - canceled': 'cancelled',
};

/** Lower case, one space, " - " around a spaced dash and after a bare "Shipment-" prefix. */
const norm = (s: unknown) =>
  String(s ?? '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s*-\s+|\s+-\s*/g, ' - ')
    .replace(/^(shipment|replacement|return|payment|weight)-/, '$1 - ');

/** Entries about money or weight, not about the parcel's journey. */
export const isTraxSideEntry = (s: unknown) => /^(payment|weight|charges?|invoice)\b/.test(norm(s));

/** Exact wording first; then a keyword reading for wordings the table does not know yet. */
export function traxStatus(name: unknown): ParcelStatus | null {
  const s = norm(name);
  if (!s || isTraxSideEntry(s)) return null;
  if (TRAX_STATUSES[s]) return TRAX_STATUSES[s];
  if (/cancel/.test(s)) return 'cancelled';
  if (/return/.test(s)) return /to shipper|returned|delivered/.test(s) ? 'returned' : 'returning';
  if (/unsuccessful|undeliver|attempted|refus/.test(s)) return 'attempted';
  if (/out for delivery/.test(s)) return 'out_for_delivery';
  if (/delivered|exchanged/.test(s)) return 'delivered';
  if (/transit|arriv|dispatch|route|re-attempt/.test(s)) return 'in_transit';
  if (/pick/.test(s)) return 'picked_up';
  if (/book/.test(s)) return 'booked';
  return null;
}

/**
 * Booking constants (Trax API document appendices; docs/couriers/trax.md §5.1): what we send when
 * the seller has no choice. `charges_mode_id` is not among them: Sonic picks it from the account
 * type when it is left out (4 for regular accounts, 3 for corporate ones, each refusing the other).
 */
export const TRAX_BOOKING_DEFAULTS = {
  /** Appendix B: 24 = Other. */
  itemProductTypeId: 24,
  /** Appendix C: 1 = Rush. */
  shippingModeId: 1,
  /** Appendix D: 1 = COD, 4 = prepaid. */
  paymentModeCod: 1,
  paymentModePrepaid: 4,
  /** Show the shipper's contact details on the airway bill. */
  informationDisplay: 1,
  /** Try & Buy: 1 = complete (all items delivered or all returned). */
  packageType: 1,
};

/** trax.md §5.1: `estimated_weight` is kg between 0.1 and 100000; lighter parcels are sent as 0.1. */
export const traxWeightKg = (grams: number) => Math.min(100_000, Math.max(0.1, Math.round(grams / 10) / 100));

/** A plausible e-mail (Sonic refuses a malformed one, trax.md §4, §5.1). */
export const TRAX_EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** `status == 0` (trax.md §2). */
export const traxOk = (b: Row | null | undefined) =>
  !!b && b.status !== undefined && b.status !== null && String(b.status) === '0';

/** A refusal's words: `message`, then the per-field `errors` (trax.md §2). */
export const traxRefusal = (b: Row | null | undefined) =>
  [errorText(b?.message), errorText(b?.errors) || errorText(b?.error), errorText(b?._text)]
    .filter(Boolean)
    .join(': ');

/** The tracking number of a booking answer: `tracking_number`, or `tracking number` (trax.md §5.3). */
export const traxBookedNumber = (b: Row | null | undefined) =>
  traxOk(b) ? str(pick(b, 'tracking_number', 'tracking number', 'trackingNumber')) : '';

/**
 * One `shipment/track` answer → our tracking result; null when Trax refused (an unknown number).
 * trax.md §6: the history's order is not stated, so it is read either way round.
 */
export function traxTrackResult(b: Row | null | undefined, cn: string): TrackResult | null {
  if (!traxOk(b)) return null;
  const d = (b?.details ?? null) as Row | null;
  const history = rows(d?.tracking_history).map((h) => ({
    // `timestamp` is zone-free; `date_time` ('d/m/Y h:i A') is read as Pakistan time.
    at: parsePkDate(h.timestamp) ?? parsePkDate(h.date_time) ?? new Date(NaN),
    h,
  }));
  const first = history[0]?.at.getTime() ?? NaN;
  const last = history.at(-1)?.at.getTime() ?? NaN;
  // Oldest first unless it plainly runs backwards; equal times then keep their order.
  if (first > last) history.reverse();
  const events: TrackEvent[] = history
    .filter((e) => !Number.isNaN(e.at.getTime()))
    .map(({ at, h }) => {
      const code = str(h.status);
      const reason = str(h.status_reason);
      return { at, code, message: reason ? `${code}: ${reason}` : code, location: null };
    })
    .sort((x, y) => x.at.getTime() - y.at.getTime());
  const journey = events.filter((e) => !isTraxSideEntry(e.code));
  const current = journey.at(-1)?.code ?? events.at(-1)?.code ?? '';
  return {
    trackingNumber: str(d?.tracking_number) || cn,
    status: traxStatus(current),
    courierStatus: current,
    events,
  };
}

export interface TraxPaymentRow {
  reference: string;
  paidOn: Date | null;
  line: PaymentLine;
}

/** One `shipment/payments` answer → one row per payment (trax.md §9); none when it refused. */
export function traxPayments(b: Row | null | undefined, cn: string): TraxPaymentRow[] {
  if (!traxOk(b)) return [];
  return rows(b?.payments).flatMap((p) => {
    const reference = str(pick(p, 'id', 'payment_id'));
    if (!reference) return [];
    const cod = pick(p, 'amount', 'cod_amount');
    const charges = toPaisa(p.charges) + toPaisa(p.gst);
    const payable = pick(p, 'payable', 'net_payable');
    return [
      {
        reference,
        paidOn: parsePkDate(pick(p, 'datetime', 'payment_date')),
        line: {
          trackingNumber: cn,
          amount: payable !== undefined ? toPaisa(payable) : toPaisa(cod) - charges,
          codAmount: cod !== undefined ? toPaisa(cod) : null,
          charges,
        },
      },
    ];
  });
}
