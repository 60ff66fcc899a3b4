import type { ParcelStatus } from '@sauda/contracts/couriers.ts';
import {
  toPaisa,
  type AdviceAction,
  type BookedParcel,
  type PaymentLine,
  type TrackEvent,
  type TrackResult,
} from './types.ts';

/**
 * Leopards (LCS) vocabulary and tolerant readers, kept apart from the HTTP adapter. The date and
 * message helpers are also used by the Trax adapter (both couriers answer in Pakistan time with
 * loosely typed JSON); they could move to a shared couriers/parse.ts.
 */

/** booked_packet_status / Tracking Detail statuses (lower-cased) → our lifecycle. */
export const LEOPARDS_STATUSES: Record<string, ParcelStatus> = {
  'pickup request not send': 'booked',
  'pickup request sent': 'booked',
  'consignment booked': 'booked',
  booked: 'booked',
  'shipment picked': 'picked_up',
  picked: 'picked_up',
  'drop off at express center': 'picked_up',
  'arrived at station': 'in_transit',
  'arrived at origin': 'in_transit',
  'arrived at destination': 'in_transit',
  dispatched: 'in_transit',
  'in transit': 'in_transit',
  missroute: 'in_transit',
  'assigned to courier': 'out_for_delivery',
  'assign to courier': 'out_for_delivery',
  'out for delivery': 'out_for_delivery',
  // LCS shows an undelivered attempt awaiting the shipper's advice as "Pending" (with a reason).
  pending: 'attempted',
  'delivery attempted': 'attempted',
  delivered: 'delivered',
  'ready for return': 'returning',
  'being return': 'returning',
  'return in transit': 'returning',
  'returned to shipper': 'returned',
  returned: 'returned',
  cancelled: 'cancelled',
  canceled: 'cancelled',
};

/**
 * Shipper-advice answers. The official LCS merchant API document says RA = re-attempt and
 * RT = return (one public client reads them the other way round). Hold is not offered.
 */
export const LEOPARDS_ADVICE_CODES: Record<Exclude<AdviceAction, 'hold'>, 'RA' | 'RT'> = {
  reattempt: 'RA',
  return: 'RT',
};

/** Exact name first; then a keyword reading for wordings the table does not know yet. */
export function leopardsStatus(name: unknown): ParcelStatus | null {
  const s = String(name ?? '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');
  if (!s) return null;
  if (LEOPARDS_STATUSES[s]) return LEOPARDS_STATUSES[s];
  if (/cancel/.test(s)) return 'cancelled';
  if (/return/.test(s)) return /to shipper|returned|delivered/.test(s) ? 'returned' : 'returning';
  if (/out for delivery|assign/.test(s)) return 'out_for_delivery';
  if (/deliver(ed|y done)/.test(s) && !/un|not/.test(s)) return 'delivered';
  if (/attempt|pending|undeliver|refus|not available/.test(s)) return 'attempted';
  if (/transit|arriv|dispatch|route/.test(s)) return 'in_transit';
  if (/pick/.test(s)) return 'picked_up';
  if (/book/.test(s)) return 'booked';
  return null;
}

const PKT_OFFSET_MS = 5 * 3_600_000;

/**
 * Reads the dates these couriers send, all in Pakistan time unless they say otherwise: unix
 * seconds, `2024-01-02 10:11:00`, `2024/01/02`, `02/01/2024` / `02-01-2024` (day first),
 * `05/04/2022 12:44 PM`, ISO strings with a zone.
 */
export function parsePkDate(v: unknown): Date | null {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'number' || (typeof v === 'string' && /^\d{9,13}$/.test(v.trim()))) {
    const n = Number(v);
    const d = new Date(n < 1e11 ? n * 1000 : n);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  const s = String(v)
    .trim()
    .replace(/\s*-\s*/g, '-');
  if (/[T ]\d{2}:\d{2}.*(Z|[+-]\d{2}:?\d{2})$/.test(s)) {
    const d = new Date(s);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  let y: number, mo: number, day: number;
  const ymd = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/.exec(s);
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})/.exec(s);
  if (ymd) [y, mo, day] = [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])];
  else if (dmy) [y, mo, day] = [Number(dmy[3]), Number(dmy[2]), Number(dmy[1])];
  else return null;
  const t = /(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?/.exec(s.slice((ymd ?? dmy)![0].length));
  let h = t ? Number(t[1]) : 0;
  const ampm = t?.[4]?.toLowerCase();
  if (ampm === 'pm' && h < 12) h += 12;
  if (ampm === 'am' && h === 12) h = 0;
  const ms = Date.UTC(y, mo - 1, day, h, t ? Number(t[2]) : 0, t?.[3] ? Number(t[3]) : 0) - PKT_OFFSET_MS;
  if (mo < 1 || mo > 12 || day < 1 || day > 31 || Number.isNaN(ms)) return null;
  return new Date(ms);
}

/** `YYYY-MM-DD` of a moment, in Pakistan time. */
export const pkYmd = (d: Date) => new Date(d.getTime() + PKT_OFFSET_MS).toISOString().slice(0, 10);

/**
 * Turns a courier's error field into words: a string, or an object keyed by CN / field
 * (`{"KI123": "CN not found"}`, `{"bookPacket - 0": {"consignment_phone": "… is required"}}`),
 * or an array of those. Placeholders such as `0`, `"0"`, `"null"` mean no error.
 */
export function errorText(e: unknown): string {
  if (e === null || e === undefined || e === false || e === 0) return '';
  if (typeof e === 'string') return /^(0|null|false)?$/i.test(e.trim()) ? '' : e.trim();
  if (typeof e === 'number' || typeof e === 'boolean') return '';
  if (Array.isArray(e)) return e.map(errorText).filter(Boolean).join('; ');
  if (typeof e === 'object')
    return Object.entries(e as Record<string, unknown>)
      .map(([k, v]) => {
        const t = errorText(v);
        return t && typeof v === 'string' && /^[A-Z]{0,3}\d{6,}$/.test(k) ? `${k}: ${t}` : t;
      })
      .filter(Boolean)
      .join('; ');
  return '';
}

/** First present value among several spellings of one field. */
export function pick(o: Record<string, unknown> | null | undefined, ...keys: string[]): unknown {
  if (!o) return undefined;
  for (const k of keys) if (o[k] !== undefined && o[k] !== null && o[k] !== '') return o[k];
  return undefined;
}

/** `true`, `1`, `"1"`, `"yes"` → true; `false`, `0`, `"0"`, `"no"` → false; otherwise `dflt`. */
export function flag(v: unknown, dflt: boolean): boolean {
  if (v === true || v === 1) return true;
  if (v === false || v === 0) return false;
  const s = String(v ?? '')
    .trim()
    .toLowerCase();
  if (['1', 'true', 'yes', 'y'].includes(s)) return true;
  if (['0', 'false', 'no', 'n'].includes(s)) return false;
  return dflt;
}

export const chunk = <T>(xs: T[], n: number): T[][] =>
  Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));

export type Row = Record<string, unknown>;
export const rows = (v: unknown): Row[] =>
  Array.isArray(v) ? v.filter((x): x is Row => !!x && typeof x === 'object') : [];
export const str = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

/**
 * The booking with our reference in a getShipmentDetailsByOrderID answer (docs/couriers/leopards.md
 * §3): rows in `data` (an array, or one object), each with `track_number` and
 * `booked_packet_order_id`. A row naming another order id is skipped; a live packet is preferred to
 * a cancelled one when several share the reference. Null when none matches.
 */
export function leopardsBookingFor(body: unknown, reference: string): BookedParcel | null {
  const b = (body && typeof body === 'object' ? body : {}) as Row;
  const data = pick(b, 'data', 'packet_list', 'shipment_details');
  const list = Array.isArray(data) ? rows(data) : data && typeof data === 'object' ? [data as Row] : [];
  const want = reference.trim().toLowerCase();
  const hits = list.filter((p) => {
    const ref = str(pick(p, 'booked_packet_order_id', 'order_id', 'shipment_order_id'));
    return (
      (!ref || ref.toLowerCase() === want) && str(pick(p, 'track_number', 'booked_packet_cn', 'cn_number'))
    );
  });
  const hit = hits.find((p) => leopardsStatus(p.booked_packet_status) !== 'cancelled') ?? hits[0];
  if (!hit) return null;
  const slip = str(hit.slip_link);
  return {
    trackingNumber: str(pick(hit, 'track_number', 'booked_packet_cn', 'cn_number')),
    ...(slip ? { slipUrl: slip } : {}),
  };
}

/** One trackBookedPacket `packet_list` entry → our tracking result (null without a CN). */
export function leopardsPacket(p: Row): TrackResult | null {
  const cn = str(pick(p, 'track_number', 'booked_packet_cn', 'tracking_number'));
  if (!cn) return null;
  // leopards.md §4: "Tracking Detail" with LCS's typos ("Staus", "Reciever Name") and spaced keys
  // ("Activity Date"); some clients see Tracking_Detail / Status / Activity_datetime instead.
  const events: TrackEvent[] = rows(pick(p, 'Tracking Detail', 'Tracking_Detail', 'tracking_detail'))
    .map((d) => {
      const code = str(pick(d, 'Staus', 'Status', 'status'));
      const receiver = str(pick(d, 'Reciever Name', 'Receiver Name', 'Reciever_Name', 'receiver_name'));
      const reason =
        str(pick(d, 'Reason', 'reason')) || (receiver && receiver !== '-' ? `received by ${receiver}` : '');
      const when =
        pick(d, 'Activity_datetime', 'Activity_Datetime', 'activity_datetime') ??
        `${str(pick(d, 'Activity_Date', 'Activity Date', 'activity_date'))} ${str(pick(d, 'Activity_Time', 'Activity Time'))}`;
      return {
        at: parsePkDate(when) ?? new Date(NaN),
        code,
        message: reason ? `${code}: ${reason}` : code,
        location: str(pick(d, 'Location', 'Station', 'location')) || null,
      };
    })
    .filter((e) => !Number.isNaN(e.at.getTime()))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  const current = str(p.booked_packet_status) || events.at(-1)?.code || '';
  return {
    trackingNumber: cn,
    status: leopardsStatus(current) ?? leopardsStatus(events.at(-1)?.code),
    courierStatus: current,
    events,
  };
}

/** A getPaymentDetails entry that has been paid out (a cheque / transfer number and a paid status). */
export const isPaidLine = (p: Row) =>
  !!str(p.invoice_cheque_no) &&
  /paid|processed|settled|cleared/i.test(str(p.status)) &&
  !/unpaid|not paid|pending/i.test(str(p.status));

/**
 * What LCS paid for one CN: an amount on the payment entry when it carries one, else the COD less
 * the billed charges (getShippingCharges `net_charges`; `billed_charges` / `gross_charges` as fallbacks).
 */
export function leopardsPaymentLine(cn: string, p: Row, charges: Row | undefined): PaymentLine {
  const cod = pick(p, 'booked_packet_collect_amount', 'cod_amount') ?? charges?.booked_packet_collect_amount;
  const fee = pick(charges, 'net_charges', 'billed_charges', 'gross_charges');
  const direct = pick(p, 'paid_amount', 'net_amount', 'amount');
  return {
    trackingNumber: cn,
    amount: direct !== undefined ? toPaisa(direct) : toPaisa(cod) - (fee !== undefined ? toPaisa(fee) : 0),
    codAmount: cod !== undefined ? toPaisa(cod) : null,
    charges: fee !== undefined ? toPaisa(fee) : null,
  };
}
