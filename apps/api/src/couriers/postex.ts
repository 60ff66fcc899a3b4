import type { ParcelStatus } from '@sauda/contracts/couriers.ts';
import { authFailed, type HttpAnswer } from './http.ts';
import {
  CourierError,
  reportUnknownWord,
  rupees,
  toPaisa,
  type AdapterContext,
  type CourierAdapter,
  type CourierPayment,
  type TrackEvent,
  type TrackResult,
} from './types.ts';

/**
 * PostEx as docs/couriers/postex.md describes its API (sources and confidence there; `§N` below
 * are its sections): JSON over `…/services/integration/api/order/{v1|v2|v3}/`, header `token`,
 * success `statusCode: "200"` with the payload in `dist`. The base URL is the host
 * (`https://api.postex.pk`, staging `https://stg-api.postex.pk`).
 *
 * Unknown codes are logged once per value (`reportUnknownWord`); undated history entries are kept
 * in place (§5).
 */
export const POSTEX_HOSTS = { production: 'https://api.postex.pk', staging: 'https://stg-api.postex.pk' };
const API = 'services/integration/api/order';
/** §8: the Guide's `/service/` spelling; a live check answers 404 there, so it is only a fallback. */
const ADVICE_GUIDE_PATH = 'service/integration/api/order/v2/save-shipper-advice';
const TRACK_BATCH = 50;
const DAY_MS = 86_400_000;
/** §5: Karachi is UTC+5 all year (no daylight saving). */
const KARACHI_MS = 5 * 3_600_000;

/** §6: history codes (transactionStatusMessageCode) → our lifecycle. 0008 (under review) is left to the name. */
export const POSTEX_CODES: Record<string, ParcelStatus> = {
  '0001': 'booked', // at merchant
  '0002': 'returned',
  '0003': 'in_transit', // at PostEx warehouse
  '0004': 'out_for_delivery', // on route
  '0005': 'delivered',
  '0006': 'returned',
  '0007': 'returned',
  '0013': 'attempted',
  '0031': 'in_transit', // departed to warehouse
  '0033': 'in_transit', // departed to destination
  '0035': 'in_transit', // arrived at transit hub
  '0038': 'in_transit', // waiting for delivery
  '0040': 'returning', // return in transit
  '0041': 'returned', // returned to sender
  '0042': 'attempted', // delivery failed
};

/**
 * §6: order status names (transactionStatus / get-order-status) → our lifecycle, keyed lower case
 * with hyphens, underscores and runs of spaces as one space. Expired, Delivery Under Review and
 * Under Verification are left unmapped: the parcel keeps its status and shows PostEx's words.
 */
export const POSTEX_STATUS_NAMES: Record<string, ParcelStatus> = {
  unbooked: 'booked',
  booked: 'booked',
  'at merchant': 'booked',
  warehouse: 'in_transit',
  'postex warehouse': 'in_transit',
  picked: 'picked_up',
  'picked by postex': 'picked_up',
  'en route to warehouse': 'in_transit',
  'en route to postex warehouse': 'in_transit',
  'out for delivery': 'out_for_delivery',
  attempted: 'attempted',
  delivered: 'delivered',
  'out for return': 'returning',
  returned: 'returned',
  return: 'returned',
  'un assigned by me': 'cancelled',
  'unassigned by me': 'cancelled',
  cancelled: 'cancelled',
};

/** §2: our catalogue's shipment types → PostEx order types (Normal / Reversed / Replacement). */
const ORDER_TYPES: Record<string, string> = {
  normal: 'Normal',
  reverse: 'Reversed',
  reversed: 'Reversed',
  replacement: 'Replacement',
};

interface PxEnvelope<T> {
  statusCode?: string | number;
  statusMessage?: string;
  dist?: T;
  /** §1: Spring's 400 shape. */
  message?: string;
  error?: string;
}

/** §4: the order / tracking record (loosely typed: PostEx's JSON is not trusted). */
export interface PxRecord {
  orderRefNumber?: unknown;
  trackingNumber?: unknown;
  orderDate?: unknown;
  transactionStatus?: unknown;
  transactionFee?: unknown;
  transactionTax?: unknown;
  reversalFee?: unknown;
  reversalTax?: unknown;
  upfrontPayment?: unknown;
  reservePayment?: unknown;
  balancePayment?: unknown;
  transactionStatusHistory?: unknown;
}

/** §7: payment-status: CPR numbers and dates only. */
export interface PxPaymentStatus {
  orderRefNumber?: unknown;
  trackingNumber?: unknown;
  settle?: unknown;
  settlementDate?: unknown;
  upfrontPaymentDate?: unknown;
  cprNumber_1?: unknown;
  reservePaymentDate?: unknown;
  cprNumber_2?: unknown;
}

const ok = (b: PxEnvelope<unknown> | null) => String(b?.statusCode ?? '') === '200';
const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
const lookup = <T>(map: Record<string, T>, key: string): T | null =>
  Object.hasOwn(map, key) ? map[key]! : null;
const nameKey = (v: unknown) =>
  str(v)
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
const codeKey = (v: unknown) => {
  const s = str(v);
  return /^\d{1,4}$/.test(s) ? s.padStart(4, '0') : s;
};
/** Rupees (number or numeric string) → paisa; null when PostEx gave no amount. */
function paisa(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? Math.round(v * 100) : null;
  if (typeof v === 'string' && /^\s*-?[\d,]+(\.\d+)?\s*$/.test(v)) return toPaisa(v.trim());
  return null;
}

export function postexStatus(name: string | undefined, code?: string): ParcelStatus | null {
  return (code ? lookup(POSTEX_CODES, codeKey(code)) : null) ?? lookup(POSTEX_STATUS_NAMES, nameKey(name));
}

const TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * §5: a PostEx time. Without a zone it is Karachi local time (UTC+5) whatever this server's zone
 * ("2026-11-20 15:30:00" → 10:30Z); an explicit offset or Z is honoured. Null when unreadable.
 */
export function karachiTime(v: unknown): Date | null {
  if (typeof v !== 'string') return null;
  const m = TIME.exec(v.trim());
  if (!m) return null;
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0] = m.slice(1, 7).map((x) => Number(x ?? 0));
  const ms = Number((m[7] ?? '').slice(0, 3).padEnd(3, '0'));
  const wall = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  const check = new Date(wall);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  const zone = m[8]?.toUpperCase();
  const offset = !zone
    ? KARACHI_MS
    : zone === 'Z'
      ? 0
      : (zone.startsWith('-') ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(-2))) * 60_000;
  return new Date(wall - offset);
}

/** §5: the Karachi calendar day of a PostEx date, as midnight UTC of that day (payments are dated by day). */
function karachiDay(...candidates: unknown[]): Date | null {
  for (const c of candidates) {
    const t = karachiTime(c);
    if (!t) continue;
    const k = new Date(t.getTime() + KARACHI_MS);
    return new Date(Date.UTC(k.getUTCFullYear(), k.getUTCMonth(), k.getUTCDate()));
  }
  return null;
}

/** §3: dates for get-all-order, in Karachi days. */
const karachiYmd = (d: Date) => new Date(d.getTime() + KARACHI_MS).toISOString().slice(0, 10);

/**
 * §4, §5: history entries → events, oldest first. PostEx lists them newest first; entries on the
 * same time keep PostEx's order. An entry without a readable time keeps its place: it takes the time
 * of the entry before it (else after it; else the order date), never 1 January 1970.
 */
export function postexEvents(history: unknown, orderDate: Date | null): TrackEvent[] {
  const sent = Array.isArray(history) ? (history as Array<Record<string, unknown> | null>) : [];
  const rows = [...sent].reverse().map((h) => ({
    at: karachiTime(h?.updatedAt),
    code: codeKey(h?.transactionStatusMessageCode),
    message: str(h?.transactionStatusMessage),
  }));
  let near: Date | null = null;
  for (const r of rows) {
    if (r.at) near = r.at;
    else r.at = near; // the older neighbour's time
  }
  near = null;
  for (const r of [...rows].reverse()) {
    if (r.at) near = r.at;
    else r.at = near; // none older: the newer neighbour's time
  }
  return rows
    .flatMap((r) => {
      const at = r.at ?? orderDate;
      return at ? [{ at, code: r.code, message: r.message, status: lookup(POSTEX_CODES, r.code) }] : [];
    })
    .sort((a, b) => a.at.getTime() - b.at.getTime()); // stable: ties keep PostEx's order
}

/** §4: one track-bulk-order row → our tracking result; null for "ORDER NOT FOUND" rows. */
export function postexTrackRow(row: unknown): TrackResult | null {
  const r = (row ?? {}) as { trackingNumber?: unknown; trackingResponse?: unknown };
  const t = r.trackingResponse;
  if (!t || typeof t !== 'object') return null;
  const rec = t as PxRecord;
  const cn = str(r.trackingNumber) || str(rec.trackingNumber);
  if (!cn) return null;
  const events = postexEvents(rec.transactionStatusHistory, karachiTime(rec.orderDate));
  // With no readable date anywhere there are no events: PostEx's first (newest) entry still counts.
  const sent = rec.transactionStatusHistory;
  const first = Array.isArray(sent) ? (sent[0] as Record<string, unknown> | null | undefined) : undefined;
  const newest = events.at(-1) ?? {
    status: lookup(POSTEX_CODES, codeKey(first?.transactionStatusMessageCode)),
    message: str(first?.transactionStatusMessage),
  };
  const name = str(rec.transactionStatus);
  const fee = paisa(rec.transactionFee);
  const reversal = paisa(rec.reversalFee);
  return {
    trackingNumber: cn,
    // §6: the newest event decides; a code we do not know falls back to the order status name.
    status: newest.status ?? postexStatus(name),
    courierStatus: name || newest.message || '',
    events,
    deliveryCharges: fee === null ? null : fee + (paisa(rec.transactionTax) ?? 0),
    returnCharges: reversal === null ? null : reversal + (paisa(rec.reversalTax) ?? 0),
  };
}

/** §3: get-all-order rows come flat or wrapped as `{trackingResponse: {…}}`. */
function unwrap(row: unknown): Record<string, unknown> {
  if (!row || typeof row !== 'object') return {};
  const r = row as Record<string, unknown>;
  const inner = r.trackingResponse;
  return inner && typeof inner === 'object' ? { ...r, ...(inner as Record<string, unknown>) } : r;
}

/** §3: our reference in get-all-order's rows → PostEx's tracking number (a live parcel first). */
export function postexFindByReference(dist: unknown, reference: string): string | null {
  if (!Array.isArray(dist)) return null;
  const hits = dist
    .map(unwrap)
    .filter((r) => str(r.orderRefNumber) === reference.trim() && str(r.trackingNumber));
  const live = hits.find((r) => postexStatus(str(r.transactionStatus)) !== 'cancelled') ?? hits[0];
  return live ? str(live.trackingNumber) : null;
}

/**
 * §7: CPR lines. payment-status gives the CPR numbers and dates, the tracking record the amounts:
 * cprNumber_1 pays upfrontPayment, cprNumber_2 pays reservePayment (one line with the sum when both
 * are the same CPR). A CPR whose amount the record does not give is left out, never written as Rs 0.
 */
export function postexCprPayments(
  items: Array<{ status: PxPaymentStatus; record: PxRecord | null | undefined }>,
): CourierPayment[] {
  const byRef = new Map<string, CourierPayment>();
  const add = (reference: string, trackingNumber: string, paidOn: Date | null, amount: number) => {
    const p = byRef.get(reference) ?? { reference, paidOn, method: 'CPR', total: 0, lines: [] };
    p.paidOn ??= paidOn;
    p.lines.push({ trackingNumber, amount });
    p.total += amount;
    byRef.set(reference, p);
  };
  for (const { status: s, record } of items) {
    const cn = str(s.trackingNumber) || str(record?.trackingNumber);
    if (!cn) continue;
    const cpr1 = str(s.cprNumber_1);
    const cpr2 = str(s.cprNumber_2);
    const upfront = paisa(record?.upfrontPayment);
    const reserve = paisa(record?.reservePayment);
    if (cpr1 && cpr1 === cpr2) {
      if (upfront !== null)
        add(
          cpr1,
          cn,
          karachiDay(s.upfrontPaymentDate, s.settlementDate, s.reservePaymentDate),
          upfront + (reserve ?? 0),
        );
      continue;
    }
    if (cpr1 && upfront !== null) add(cpr1, cn, karachiDay(s.upfrontPaymentDate, s.settlementDate), upfront);
    if (cpr2 && reserve !== null) add(cpr2, cn, karachiDay(s.reservePaymentDate, s.settlementDate), reserve);
  }
  return [...byRef.values()];
}

const words = (v: unknown) =>
  str(v)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const phoneKey = (v: unknown) => str(v).replace(/\D/g, '').slice(-10);

/** §9: the code of a listed pickup address with the same address, city, phone and contact. */
export function postexSameAddress(
  dist: unknown,
  want: { address: string; cityName: string; contactPersonName: string; phone1: string },
): string | null {
  if (!Array.isArray(dist)) return null;
  for (const row of dist) {
    if (!row || typeof row !== 'object') continue;
    const a = row as Record<string, unknown>;
    if (!str(a.addressCode)) continue;
    if (Number(a.addressTypeId) === 1 || /return/i.test(str(a.addressType))) continue;
    if (words(a.address) !== words(want.address) || words(a.cityName) !== words(want.cityName)) continue;
    if (phoneKey(a.phone1) !== phoneKey(want.phone1)) continue;
    if (a.contactPersonName != null && words(a.contactPersonName) !== words(want.contactPersonName)) continue;
    return str(a.addressCode);
  }
  return null;
}

export function createPostex(ctx: AdapterContext): CourierAdapter {
  const { http } = ctx;
  const headers = { token: ctx.credentials.token ?? '' };

  async function call<T>(
    method: string,
    path: string,
    o: Parameters<typeof http.request>[2] = {},
  ): Promise<HttpAnswer<PxEnvelope<T> | null>> {
    const res = await http.request<PxEnvelope<T> | null>(method, path, { ...o, headers });
    if (res.status === 401 || res.status === 403 || String(res.body?.statusCode) === '401')
      throw authFailed('PostEx', res.status);
    return res;
  }
  const refuse = (res: HttpAnswer<PxEnvelope<unknown> | null>, what: string) =>
    new CourierError(
      'rejected',
      `PostEx refused to ${what}: ${res.body?.statusMessage ?? res.body?.message ?? res.body?.error ?? `HTTP ${res.status}`}`.slice(
        0,
        300,
      ),
    );

  const trackingOf = (dist: unknown) => {
    const d = dist as { trackingNumber?: string } | undefined;
    return typeof d?.trackingNumber === 'string' && d.trackingNumber ? d.trackingNumber : null;
  };

  /** §4: track-bulk-order's rows for up to TRACK_BATCH tracking numbers. */
  async function trackRows(cns: string[]): Promise<unknown[]> {
    const res = await call<unknown[]>('GET', `${API}/v1/track-bulk-order`, {
      query: { TrackingNumbers: cns.join(',') },
    });
    if (!ok(res.body) || !Array.isArray(res.body?.dist)) throw refuse(res, 'track parcels');
    return res.body.dist;
  }

  return {
    code: 'postex',
    trackBatchSize: TRACK_BATCH,
    minPollSeconds: 15 * 60,

    async testConnection() {
      const res = await call('GET', `${API}/v2/get-operational-city`);
      if (!ok(res.body)) throw refuse(res, 'answer');
    },

    async cities() {
      const res = await call<
        Array<{ operationalCityName?: string; isPickupCity?: boolean; isDeliveryCity?: boolean }>
      >('GET', `${API}/v2/get-operational-city`);
      if (!ok(res.body) || !Array.isArray(res.body?.dist)) throw refuse(res, 'list cities');
      return res.body.dist
        .filter((c) => typeof c.operationalCityName === 'string' && c.operationalCityName.trim())
        .map((c) => ({
          id: c.operationalCityName!.trim(),
          name: c.operationalCityName!.trim(),
          pickup: c.isPickupCity !== false,
          delivery: c.isDeliveryCity !== false,
        }));
    },

    async book(r) {
      const res = await call('POST', `${API}/v3/create-order`, {
        json: {
          orderRefNumber: r.reference,
          invoicePayment: rupees(r.codAmount),
          orderDetail: r.description.slice(0, 500),
          customerName: r.consignee.name,
          customerPhone: r.consignee.phone,
          deliveryAddress: r.consignee.address,
          transactionNotes: r.remarks ?? '',
          cityName: r.consignee.courierCityName ?? r.consignee.city,
          invoiceDivision: 0,
          items: r.itemCount,
          bookingWeight: r.weightGrams > 0 ? Math.round(r.weightGrams) / 1000 : undefined,
          pickupAddressCode: r.pickup.courierAddressCode ?? undefined,
          storeAddressCode: r.pickup.courierAddressCode ?? undefined,
          // §2: PostEx's types are Normal / Reversed / Replacement; the catalogue says "Reverse".
          orderType: lookup(ORDER_TYPES, nameKey(r.shipmentType)) ?? (r.shipmentType || 'Normal'),
        },
      });
      const cn = trackingOf(res.body?.dist);
      if (ok(res.body) && cn) return { trackingNumber: cn };
      throw refuse(res, 'book the parcel');
    },

    async findBooking(reference, around) {
      // §3: orderStatusId (0 = all), startDate, endDate in Karachi days: from two days before the
      // parcel was made up to today (a later retry may have booked it), at least a day after it.
      const end = Math.max(around.getTime() + DAY_MS, ctx.now().getTime());
      const res = await call<unknown[]>('GET', `${API}/v1/get-all-order`, {
        query: {
          orderStatusId: 0,
          startDate: karachiYmd(new Date(around.getTime() - 2 * DAY_MS)),
          endDate: karachiYmd(new Date(end)),
        },
      });
      if (!ok(res.body)) throw refuse(res, 'look the booking up');
      const cn = postexFindByReference(res.body?.dist, reference);
      return cn ? { trackingNumber: cn } : null;
    },

    async cancel(cn) {
      const res = await call('PUT', `${API}/v1/cancel-order`, {
        json: { trackingNumber: cn },
        idempotent: true,
      });
      if (!ok(res.body)) throw refuse(res, `cancel ${cn}`);
    },

    async track(cns) {
      const out: TrackResult[] = [];
      for (const row of await trackRows(cns)) {
        const t = postexTrackRow(row);
        if (!t) continue;
        // §6: a code no table knows is logged once with PostEx's words (the name still decides).
        for (const e of t.events)
          if (e.code && e.status === null)
            reportUnknownWord(ctx.log, 'postex', 'status code', `${e.code} ${e.message}`.trim(), null);
        out.push(t);
      }
      return out;
    },

    async airwayBill(cns) {
      if (cns.length > 10)
        throw new CourierError('rejected', 'PostEx prints at most 10 airway bills at once');
      const res = await http.request<Buffer>('GET', `${API}/v1/get-invoice`, {
        query: { trackingNumbers: cns.join(',') },
        headers,
        binary: true,
      });
      if (res.status === 401 || res.status === 403) throw authFailed('PostEx', res.status);
      if (!Buffer.isBuffer(res.body))
        throw new CourierError('rejected', 'PostEx did not return the airway bills');
      return res.body;
    },

    async loadSheet(cns, pickup) {
      const res = await http.request<Buffer>('POST', `${API}/v2/generate-load-sheet`, {
        json: { trackingNumbers: cns, pickupAddress: pickup.courierAddressCode ?? undefined },
        headers,
        binary: true,
      });
      if (res.status === 401 || res.status === 403) throw authFailed('PostEx', res.status);
      if (!Buffer.isBuffer(res.body) || res.status >= 400)
        throw refuse(res as unknown as HttpAnswer<PxEnvelope<unknown> | null>, 'make the load sheet');
      return { sheetId: `PX-${ctx.now().toISOString().slice(0, 10)}-${cns.length}`, pdf: res.body };
    },

    async advices(attempted) {
      // §8: PostEx has no list call: every parcel it reports as Attempted (17) awaits our answer.
      return attempted.map((cn) => ({
        adviceId: null,
        trackingNumber: cn,
        reason: 'Delivery attempted',
        attempts: 1,
        deadline: null,
      }));
    },

    async answerAdvice(advice, answer) {
      if (answer.action === 'hold')
        throw new CourierError('rejected', 'PostEx accepts a re-attempt or a return, not hold');
      const remarks = [
        answer.remarks,
        answer.address ? `New address: ${answer.address}` : '',
        answer.phone ? `Phone: ${answer.phone}` : '',
      ]
        .filter(Boolean)
        .join(' · ')
        .slice(0, 500);
      const body = {
        json: {
          trackingNumber: advice.trackingNumber,
          statusId: answer.action === 'return' ? 1 : 2,
          remarks,
        },
        idempotent: true,
      };
      // §8: `/services/` like every other call; the Guide's `/service/` only if that is a 404.
      let res = await call('PUT', `${API}/v2/save-shipper-advice`, body);
      if (res.status === 404) res = await call('PUT', ADVICE_GUIDE_PATH, body);
      if (!ok(res.body)) throw refuse(res, `take the answer for ${advice.trackingNumber}`);
    },

    async payments({ trackingNumbers }) {
      // §7: payment-status has the CPR numbers and dates…
      const paid: PxPaymentStatus[] = [];
      for (const cn of trackingNumbers) {
        const res = await call<PxPaymentStatus>('GET', `${API}/v1/payment-status/${encodeURIComponent(cn)}`);
        const d = res.body?.dist;
        if (!ok(res.body) || !d || typeof d !== 'object') continue;
        if (str(d.cprNumber_1) || str(d.cprNumber_2)) paid.push({ ...d, trackingNumber: cn });
      }
      // …and the tracking record the amounts.
      const records = new Map<string, PxRecord>();
      for (let i = 0; i < paid.length; i += TRACK_BATCH) {
        const rows = await trackRows(paid.slice(i, i + TRACK_BATCH).map((p) => str(p.trackingNumber)));
        for (const row of rows as Array<{ trackingNumber?: unknown; trackingResponse?: unknown } | null>) {
          const t = row?.trackingResponse;
          if (t && typeof t === 'object') records.set(str(row?.trackingNumber), t as PxRecord);
        }
      }
      return postexCprPayments(
        paid.map((status) => ({ status, record: records.get(str(status.trackingNumber)) })),
      );
    },

    async createPickupAddress(a) {
      const want = {
        address: a.address.trim(),
        cityName: (a.courierCityName ?? a.city).trim(),
        contactPersonName: a.contactName.trim(),
        phone1: a.phone.trim(),
      };
      // §9: create-merchant-address answers without an id and a second create is a duplicate:
      // list first, create only if PostEx has no such address, then list again for its code.
      const listed = async () => {
        const res = await call<unknown[]>('GET', `${API}/v1/get-merchant-address`);
        if (!ok(res.body)) throw refuse(res, 'list the pickup addresses');
        return postexSameAddress(res.body?.dist, want);
      };
      const existing = await listed();
      if (existing) return { code: existing };
      let res: HttpAnswer<PxEnvelope<unknown> | null>;
      try {
        res = await call('POST', `${API}/v2/create-merchant-address`, {
          json: { ...want, addressTypeId: 2 },
        });
      } catch (err) {
        // It may have been made after all: look before anyone creates it again.
        if (err instanceof CourierError && err.kind === 'ambiguous') {
          const code = await listed().catch(() => null);
          if (code) return { code };
        }
        throw err;
      }
      if (!ok(res.body)) throw refuse(res, 'save the pickup address');
      const code = await listed();
      if (!code)
        throw new CourierError(
          'ambiguous',
          'PostEx saved the pickup address but does not list it yet; try again shortly',
        );
      return { code };
    },
  };
}
