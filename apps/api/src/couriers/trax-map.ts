import type { ParcelStatus } from '@sauda/contracts/couriers.ts';

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

/** Booking constants (Trax API document, appendices): what we send when the seller has no choice. */
export const TRAX_BOOKING_DEFAULTS = {
  /** Appendix B: 24 = Other. */
  itemProductTypeId: 24,
  /** Appendix C: 1 = Rush. */
  shippingModeId: 1,
  /** Appendix D: 1 = COD, 4 = prepaid. */
  paymentModeCod: 1,
  paymentModePrepaid: 4,
  /** Appendix F: 4 = reimbursement (charges deducted from COD); 3 is for invoicing accounts. */
  chargesModeId: 4,
  /** Show the shipper's contact details on the airway bill. */
  informationDisplay: 1,
};
