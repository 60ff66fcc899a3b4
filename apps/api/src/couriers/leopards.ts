import { authFailed, type HttpAnswer, type RequestOptions } from './http.ts';
import {
  LEOPARDS_ADVICE_CODES,
  chunk,
  errorText,
  flag,
  isPaidLine,
  leopardsBookingFor,
  leopardsPacket,
  leopardsPaymentLine,
  parsePkDate,
  pick,
  pkYmd,
  rows,
  str,
  type Row,
} from './leopards-map.ts';
import {
  CourierError,
  rupees,
  type AdapterContext,
  type CourierAdapter,
  type CourierAdvice,
  type CourierPayment,
} from './types.ts';

/**
 * Leopards Courier (docs/couriers/leopards.md): `<host>/api/<call>/format/json/`, `api_key` +
 * `api_password` in the body (in the query string for GETs), success `status: 1` (number or
 * string). Sources disagree on JSON vs form bodies: we send JSON (what the merchant API document
 * shows). Batch booking is documented as broken: one parcel per bookPacket call. Weight in grams;
 * cities are numeric ids. Bookings are looked up by our reference (getShipmentDetailsByOrderID);
 * the load-sheet PDF comes from the bare `downloadLoadSheet/` path.
 */
export const LEOPARDS_HOSTS = {
  production: 'https://merchantapi.leopardscourier.com',
  staging: 'https://merchantapistaging.leopardscourier.com',
};
export { LEOPARDS_ADVICE_CODES, LEOPARDS_STATUSES, leopardsStatus } from './leopards-map.ts';

type LcsBody = Row & { status?: unknown; error?: unknown };
type Answer = HttpAnswer<LcsBody | null>;

const ok = (b: LcsBody | null) => String(b?.status ?? '') === '1';
const message = (b: LcsBody | null) => errorText(b?.error) || errorText(b?.message) || errorText(b?._text);
const AUTH = /authenticat|credential|api[ _-]?(key|password)|unauthori[sz]ed|invalid (user|login)/i;
const NOT_FOUND = /not found|no (packet|record|data|result)s?\b|invalid (tracking|cn)/i;
/**
 * leopards.md §3: what "no booking with this reference" may read like. Narrower than NOT_FOUND: a
 * look-up that reads an unrelated error as "not booked" would let the parcel be booked twice.
 */
const NO_BOOKING =
  /\bno (packets?|records?|data|results?|shipments?|orders?)\b|\b(records?|packets?|shipments?|orders?|data) (were |was )?not found/i;
const DAY = 86_400_000;

export function createLeopards(ctx: AdapterContext): CourierAdapter {
  const { http } = ctx;
  const auth = { api_key: ctx.credentials.apiKey ?? '', api_password: ctx.credentials.apiPassword ?? '' };

  async function call(
    method: 'GET' | 'POST',
    name: string,
    data: Row = {},
    o: Pick<RequestOptions, 'idempotent'> = {},
  ): Promise<Answer> {
    const path = `api/${name}/format/json/`;
    const res =
      method === 'GET'
        ? await http.request<LcsBody | null>('GET', path, {
            query: Object.fromEntries(Object.entries({ ...auth, ...data }).map(([k, v]) => [k, str(v)])),
          })
        : await http.request<LcsBody | null>('POST', path, { json: { ...auth, ...data }, ...o });
    if (res.status === 401 || res.status === 403 || (!ok(res.body) && AUTH.test(message(res.body))))
      throw authFailed('Leopards', res.status);
    return res;
  }
  const refuse = (res: Answer, what: string) =>
    new CourierError(
      'rejected',
      `Leopards refused to ${what}: ${message(res.body) || `HTTP ${res.status}`}`.slice(0, 300),
    );

  /** The paged shipper-advice list (`start`/`length`); the older by-date keys are sent too. */
  async function adviceRows(extra: Row): Promise<Row[]> {
    const to = ctx.now();
    const from = new Date(to.getTime() - 30 * DAY);
    const out: Row[] = [];
    for (let page = 0; page < 10; page++) {
      const res = await call(
        'POST',
        'shipperAdviceList',
        {
          dateFrom: pkYmd(from),
          toDate: pkYmd(to),
          from_date: pkYmd(from),
          to_date: pkYmd(to),
          start: page * 100,
          length: 100,
          ...extra,
        },
        { idempotent: true },
      );
      if (!ok(res.body)) {
        if (NOT_FOUND.test(message(res.body))) break;
        throw refuse(res, 'list shipper advices');
      }
      const list = rows(res.body?.data ?? res.body?.packet_list);
      out.push(...list);
      if (list.length < 100) break;
    }
    return out;
  }

  return {
    code: 'leopards',
    // No documented limit for trackBookedPacket; its sibling lookups take at most 50 CNs.
    trackBatchSize: 50,
    minPollSeconds: 15 * 60,

    async testConnection() {
      const res = await call('POST', 'getAllCities', {}, { idempotent: true });
      if (!ok(res.body)) throw refuse(res, 'answer');
    },

    async cities() {
      const res = await call('POST', 'getAllCities', {}, { idempotent: true });
      if (!ok(res.body)) throw refuse(res, 'list cities');
      return rows(res.body?.city_list)
        .filter((c) => str(c.id) && str(c.name))
        .map((c) => ({
          id: str(c.id),
          name: str(c.name),
          pickup: flag(c.allow_as_origin, true),
          delivery: flag(c.allow_as_destination, true),
        }));
    },

    async book(r) {
      const dest = str(r.consignee.courierCityId);
      if (!/^\d+$/.test(dest))
        throw new CourierError(
          'rejected',
          `Leopards needs "${r.consignee.city}" mapped to one of its cities (booking cities) before booking`,
        );
      const originId = str(r.pickup.courierCityId);
      // "self" = the city of the shipper registered on the Leopards account (documented).
      const origin = /^\d+$/.test(originId) ? Number(originId) : 'self';
      const shipperId = str(r.pickup.courierAddressCode);
      const res = await call('POST', 'bookPacket', {
        booked_packet_weight: Math.max(1, Math.round(r.weightGrams)),
        booked_packet_no_piece: Math.max(1, r.pieces),
        booked_packet_collect_amount: rupees(r.codAmount),
        booked_packet_order_id: r.reference,
        origin_city: origin,
        destination_city: Number(dest),
        shipment_id: /^\d+$/.test(shipperId) ? Number(shipperId) : undefined,
        shipment_name_eng: r.pickup.name || 'self',
        shipment_email: r.pickup.email || 'self',
        shipment_phone: r.pickup.phone || 'self',
        shipment_address: r.pickup.address || 'self',
        consignment_name_eng: r.consignee.name,
        consignment_email: r.consignee.email ?? '',
        consignment_phone: r.consignee.phone,
        consignment_address: r.consignee.address,
        special_instructions: r.remarks?.trim() || '-',
        shipment_type: r.shipmentType || 'overnight',
        return_address: r.pickup.address,
        return_city: origin === 'self' ? undefined : origin,
      });
      const cn = str(pick(res.body, 'track_number', 'packet_cn', 'cn_number'));
      if (ok(res.body) && cn) return { trackingNumber: cn, slipUrl: str(res.body?.slip_link) || null };
      throw refuse(res, 'book the parcel');
    },

    async findBooking(reference) {
      // leopards.md §3: by our reference (booked_packet_order_id), whatever day it was booked.
      const res = await call(
        'POST',
        'getShipmentDetailsByOrderID',
        { shipment_order_id: [reference.trim()] },
        { idempotent: true },
      );
      if (!ok(res.body)) {
        // An unknown reference: "not found"-like words (leopards.md §3, Low). Anything else is an
        // error, so the parcel is left unknown rather than booked twice.
        if (NO_BOOKING.test(message(res.body))) return null;
        throw refuse(res, 'look the booking up');
      }
      return leopardsBookingFor(res.body, reference);
    },

    async cancel(cn) {
      const res = await call('POST', 'cancelBookedPackets', { cn_numbers: cn }, { idempotent: true });
      // A repeated cancel (after a lost answer) is done already, not a refusal.
      if (!ok(res.body) && !/already cancel/i.test(message(res.body))) throw refuse(res, `cancel ${cn}`);
    },

    async track(cns) {
      const res = await call(
        'POST',
        'trackBookedPacket',
        { track_numbers: cns.join(',') },
        { idempotent: true },
      );
      if (!ok(res.body)) {
        if (NOT_FOUND.test(message(res.body))) return [];
        throw refuse(res, 'track parcels');
      }
      return rows(res.body?.packet_list).flatMap((p) => leopardsPacket(p) ?? []);
    },

    async loadSheet(cns) {
      const res = await call('POST', 'generateLoadSheet', {
        cn_numbers: cns,
        // Required by LCS: the rider taking the parcels. We do not know it at this point.
        courier_name: 'Leopards rider',
        courier_code: '0',
      });
      const sheetId = str(res.body?.load_sheet_id);
      if (!ok(res.body) || !sheetId) throw refuse(res, 'make the load sheet');
      // The sheet exists from here on: a failed download leaves the PDF out, not the sheet.
      // leopards.md §5: the PDF is the bare path; `downloadLoadSheet/format/json/` answers JSON.
      let pdf: Buffer | null = null;
      try {
        const dl = await http.request<unknown>('POST', 'api/downloadLoadSheet/', {
          json: { ...auth, load_sheet_id: Number(sheetId) || sheetId, response_type: 'PDF' },
          binary: true,
          idempotent: true,
        });
        if (Buffer.isBuffer(dl.body) && dl.body.subarray(0, 5).toString() === '%PDF-') pdf = dl.body;
      } catch (err) {
        if (!(err instanceof CourierError)) throw err;
      }
      return { sheetId, pdf };
    },

    async advices() {
      // LCS lists its own advices: the `attempted` hint is not needed.
      const out: CourierAdvice[] = [];
      for (const a of await adviceRows({})) {
        const cn = str(pick(a, 'cn_number', 'track_number', 'Cn_number'));
        const answered = /^(RA|RT)$/i.test(str(a.shipper_advice_status));
        if (!cn || answered || /closed/i.test(str(a.oms_status))) continue;
        out.push({
          adviceId: str(a.id) || null,
          trackingNumber: cn,
          reason:
            str(pick(a, 'reason', 'pending_reason', 'status_description', 'status')) || 'Delivery attempted',
          attempts: Math.max(1, Number(a.attempt_counter) || 0),
          deadline: null,
        });
      }
      return out;
    },

    async answerAdvice(advice, answer) {
      if (answer.action === 'hold')
        throw new CourierError('rejected', 'Leopards accepts a re-attempt or a return, not hold');
      let id = advice.adviceId;
      if (!id) {
        const [row] = (await adviceRows({ Cn_number: advice.trackingNumber })).filter(
          (a) => str(a.cn_number) === advice.trackingNumber && str(a.id),
        );
        id = row ? str(row.id) : null;
      }
      if (!id) throw new CourierError('rejected', `Leopards has no open advice for ${advice.trackingNumber}`);
      const remarks = [
        answer.remarks,
        answer.address ? `New address: ${answer.address}` : '',
        answer.phone ? `Phone: ${answer.phone}` : '',
      ]
        .filter(Boolean)
        .join(' · ')
        .slice(0, 500);
      const data = [
        {
          id: Number(id) || id,
          cn_number: advice.trackingNumber,
          shipper_advice_status: LEOPARDS_ADVICE_CODES[answer.action],
          shipper_remarks: remarks || '-',
        },
      ];
      const res = await call('POST', 'updateShipperAdvice', { data }, { idempotent: true });
      if (!ok(res.body)) throw refuse(res, `take the answer for ${advice.trackingNumber}`);
    },

    async payments({ trackingNumbers }) {
      const byRef = new Map<string, CourierPayment>();
      // getPaymentDetails and getShippingCharges take at most 50 CNs per call.
      for (const cns of chunk([...new Set(trackingNumbers)], 50)) {
        const res = await call('GET', 'getPaymentDetails', { cn_numbers: cns.join(',') });
        if (!ok(res.body)) {
          if (NOT_FOUND.test(message(res.body))) continue;
          throw refuse(res, 'list payments');
        }
        const paid = rows(res.body?.payment_list).filter(isPaidLine);
        if (!paid.length) continue;
        const charges = new Map<string, Row>();
        const ch = await call('GET', 'getShippingCharges', {
          cn_numbers: paid.map((p) => str(p.booked_packet_cn)).join(','),
        });
        if (ok(ch.body)) for (const c of rows(ch.body?.data)) charges.set(str(c.cn_number), c);
        for (const p of paid) {
          const cn = str(p.booked_packet_cn);
          const line = leopardsPaymentLine(cn, p, charges.get(cn));
          const ref = str(p.invoice_cheque_no);
          const pay = byRef.get(ref) ?? {
            reference: ref,
            paidOn: parsePkDate(p.invoice_cheque_date),
            method: str(pick(p, 'payment_method', 'billing_method')) || null,
            total: 0,
            lines: [],
          };
          pay.lines.push(line);
          pay.total += line.amount;
          byRef.set(ref, pay);
        }
      }
      return [...byRef.values()];
    },
  };
}
