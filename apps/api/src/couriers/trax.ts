import { authFailed, type HttpAnswer, type RequestOptions } from './http.ts';
import { flag, pkYmd, rows, str, type Row } from './leopards-map.ts';
import {
  TRAX_BOOKING_DEFAULTS as D,
  TRAX_EMAIL,
  traxBookedNumber,
  traxOk as ok,
  traxPayments,
  traxRefusal as message,
  traxStatus,
  traxTrackResult,
  traxWeightKg,
} from './trax-map.ts';
import {
  CourierError,
  rupees,
  type AdapterContext,
  type CourierAdapter,
  type CourierPayment,
  type TrackResult,
} from './types.ts';

/**
 * Trax / Sonic, per docs/couriers/trax.md: JSON over `https://sonic.pk/api/…`, header
 * `Authorization: <key>` (the bare key), success `status == 0`. Refusals are `status: 1` with a
 * `message` on HTTP 200 — validation ones as `'Error(s) in Input'` with per-field `errors`. Keys
 * are case-sensitive, and an optional key sent empty is refused (`filled`): optional keys are
 * left out when we have nothing to put in them. Weight in kg; cities are numeric ids.
 */
export const TRAX_HOSTS = { production: 'https://sonic.pk', staging: 'https://app.sonic.pk' };
export {
  TRAX_STATUSES,
  TRAX_BOOKING_DEFAULTS,
  traxStatus,
  traxTrackResult,
  traxBookedNumber,
  traxPayments,
  traxRefusal,
} from './trax-map.ts';

type TxBody = Row & { status?: unknown; message?: unknown; errors?: unknown };
type Answer = HttpAnswer<TxBody | null>;

const AUTH = /unauthori[sz]ed|unauthenticated|api (key|token)|authori[sz]ation|invalid key/i;
const numericId = (v: unknown) => (/^\d+$/.test(str(v)) ? Number(str(v)) : null);
/** Sets an optional key only when it has a value (Sonic's `filled` rule, trax.md §3). */
function optional(body: Row, key: string, value: string | null | undefined) {
  const v = (value ?? '').trim();
  if (v) body[key] = v;
}
/** What a document answer is, by its first bytes. */
function kindOf(b: Buffer): 'pdf' | 'image' | null {
  if (b.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image'; // JPEG
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image'; // PNG
  return null;
}

export function createTrax(ctx: AdapterContext): CourierAdapter {
  const { http } = ctx;
  const headers = { authorization: ctx.credentials.apiKey ?? '' };

  async function call(method: string, path: string, o: RequestOptions = {}): Promise<Answer> {
    const res = await http.request<TxBody | null>(method, path, { ...o, headers });
    if (res.status === 401 || res.status === 403 || (!ok(res.body) && AUTH.test(message(res.body))))
      throw authFailed('Trax', res.status);
    return res;
  }
  const refuse = (res: Answer, what: string) =>
    new CourierError(
      'rejected',
      `Trax refused to ${what}: ${message(res.body) || `HTTP ${res.status}`}`.slice(0, 300),
    );

  /**
   * A document (air_waybill, receiving_sheet/view): its bytes on success, a JSON refusal
   * otherwise. trax.md §8: an air waybill may come as a JPG even when a PDF was asked for.
   */
  async function document(
    path: string,
    query: RequestOptions['query'],
    what: string,
    accept: Array<'pdf' | 'image'>,
  ): Promise<Buffer> {
    const res = await http.request<unknown>('GET', path, { query, headers, binary: true });
    if (res.status === 401 || res.status === 403) throw authFailed('Trax', res.status);
    const kind = Buffer.isBuffer(res.body) ? kindOf(res.body) : null;
    if (kind && accept.includes(kind) && res.status < 300) return res.body as Buffer;
    // A 2xx JSON refusal arrives as bytes (we asked for binary); a 4xx one is already parsed.
    let body = (Buffer.isBuffer(res.body) ? null : res.body) as TxBody | null;
    if (Buffer.isBuffer(res.body))
      try {
        body = JSON.parse(res.body.toString('utf8')) as TxBody;
      } catch {
        body = kind ? { _text: `an unexpected ${kind}` } : { _text: res.body.toString('utf8').slice(0, 200) };
      }
    if (body && AUTH.test(message(body))) throw authFailed('Trax', res.status);
    throw refuse({ ...res, body }, what);
  }

  return {
    code: 'trax',
    // shipment/track takes one tracking number: a batch is that many calls, in turn.
    trackBatchSize: 10,
    minPollSeconds: 15 * 60,

    async testConnection() {
      const res = await call('GET', 'api/cities');
      if (!ok(res.body)) throw refuse(res, 'answer');
    },

    async cities() {
      const res = await call('GET', 'api/cities');
      if (!ok(res.body)) throw refuse(res, 'list cities');
      return rows(res.body?.cities)
        .filter((c) => str(c.id) && str(c.name))
        .map((c) => ({
          id: str(c.id),
          name: str(c.name),
          pickup: flag(c.pickup, false),
          // `delivery` lists modes per service type ({Regular: ["Rush", …]}), or is `[]` (trax.md §10).
          delivery:
            c.delivery && typeof c.delivery === 'object'
              ? Object.values(c.delivery).some((v) => (Array.isArray(v) ? v.length > 0 : !!v))
              : flag(c.delivery, false),
        }));
    },

    async book(r) {
      const city = numericId(r.consignee.courierCityId);
      if (city === null)
        throw new CourierError(
          'rejected',
          `Trax needs "${r.consignee.city}" mapped to one of its cities (booking cities) before booking`,
        );
      const pickupId = numericId(r.pickup.courierAddressCode);
      if (pickupId === null)
        throw new CourierError('rejected', 'Trax needs this pickup address saved with Trax first (Shippers)');
      const serviceType = numericId(r.shipmentType) ?? 1;
      const value = rupees(r.codAmount);
      // trax.md §5.3: Try & Buy collects the items' value; Trax takes 1 to 100000 per item.
      if (serviceType === 3 && value < 1)
        throw new CourierError(
          'rejected',
          'Trax Try & Buy needs a cash-on-delivery amount (the goods’ price)',
        );
      const description = r.description.trim().slice(0, 190) || 'Parcel';
      const quantity = Math.max(1, r.itemCount);
      // trax.md §5.1. Optional keys are only set when they have a value (§3).
      const body: Row = {
        service_type_id: serviceType,
        pickup_address_id: pickupId,
        information_display: D.informationDisplay,
        consignee_city_id: city,
        consignee_name: r.consignee.name.slice(0, 100),
        consignee_address: r.consignee.address.slice(0, 255),
        consignee_phone_number_1: r.consignee.phone,
        order_id: r.reference.slice(0, 100),
        shipper_reference_number_1: r.reference.slice(0, 190),
        // Documented, not read by the current server (trax.md §5.1); harmless, kept for older ones.
        pickup_date: pkYmd(ctx.now()),
        estimated_weight: traxWeightKg(r.weightGrams),
        shipping_mode_id: D.shippingModeId,
        amount: value,
        payment_mode_id: r.codAmount > 0 ? D.paymentModeCod : D.paymentModePrepaid,
        // No charges_mode_id: Sonic picks the one the account type allows (trax.md §5.3).
      };
      optional(body, 'shipper_reference_number_2', r.orderName.slice(0, 190));
      // The buyer's e-mail or nothing: it is the consignee's contact, never the seller's.
      const buyerEmail = (r.consignee.email ?? '').trim();
      if (TRAX_EMAIL.test(buyerEmail)) body.consignee_email_address = buyerEmail;
      optional(body, 'special_instructions', (r.remarks ?? '').trim().slice(0, 190));
      if (serviceType === 3)
        // trax.md §5.1: Try & Buy sends its goods as `items` (≤ 5), each with its product_value.
        Object.assign(body, {
          items: [
            {
              item_product_type_id: D.itemProductTypeId,
              item_description: description,
              item_quantity: quantity,
              item_insurance: 0,
              product_value: value,
            },
          ],
          package_type: D.packageType,
          try_and_buy_fees: 0,
        });
      else
        Object.assign(body, {
          item_product_type_id: D.itemProductTypeId,
          item_description: description,
          item_quantity: quantity,
          item_insurance: 0,
          pieces_quantity: Math.min(10, Math.max(1, r.pieces)),
        });
      if (serviceType === 2)
        Object.assign(body, {
          replacement_item_product_type_id: D.itemProductTypeId,
          replacement_item_description: description,
          replacement_item_quantity: quantity,
        });
      const res = await call('POST', 'api/shipment/book', { json: body });
      const cn = traxBookedNumber(res.body);
      if (cn) return { trackingNumber: cn };
      throw refuse(res, 'book the parcel');
    },

    async cancel(cn) {
      const res = await call('POST', 'api/shipment/cancel', {
        json: { tracking_number: cn },
        idempotent: true,
      });
      if (ok(res.body)) return;
      // trax.md §7: Sonic says this to a repeated cancel and to a parcel already picked up alike.
      if (/already been changed|already cancel/i.test(message(res.body))) {
        const st = await call('GET', 'api/shipment/status', { query: { tracking_number: cn, type: 0 } });
        const now = ok(st.body) ? str(st.body?.current_status) : '';
        if (traxStatus(now) === 'cancelled') return;
        if (now) throw new CourierError('rejected', `Trax cannot cancel ${cn} any more: it is at "${now}"`);
      }
      throw refuse(res, `cancel ${cn}`);
    },

    async track(cns) {
      const out: TrackResult[] = [];
      for (const cn of cns) {
        const res = await call('GET', 'api/shipment/track', { query: { tracking_number: cn, type: 0 } });
        // A refusal (an unknown number): nothing to report for this one.
        const t = traxTrackResult(res.body, cn);
        if (t) out.push(t);
      }
      return out;
    },

    async airwayBill(cns) {
      // One consignment note per call, and we cannot merge documents here.
      if (cns.length !== 1) throw new CourierError('rejected', 'Trax prints one airway bill at a time');
      // A PDF is asked for; a JPG (or PNG) that comes instead is kept (trax.md §8): callers sniff it.
      return document(
        'api/shipment/air_waybill',
        { tracking_number: cns[0], type: 1 },
        'print the airway bill',
        ['pdf', 'image'],
      );
    },

    async loadSheet(cns) {
      const res = await call('POST', 'api/receiving_sheet/create', { json: { tracking_numbers: cns } });
      const sheetId = str(res.body?.receiving_sheet_id);
      if (!ok(res.body) || !sheetId) throw refuse(res, 'make the receiving sheet');
      // The sheet exists from here on: a failed download leaves the PDF out, not the sheet.
      // Only a PDF is kept: Sauda stores and serves this file as a PDF.
      let sheet: Buffer | null = null;
      try {
        sheet = await document(
          'api/receiving_sheet/view',
          { receiving_sheet_id: sheetId, type: 1 },
          'print the sheet',
          ['pdf'],
        );
      } catch (err) {
        if (!(err instanceof CourierError)) throw err;
      }
      return { sheetId, pdf: sheet };
    },

    async payments({ trackingNumbers }) {
      // trax.md §9: shipment/payments answers the payments, or 'No Payments': one call per parcel.
      const byRef = new Map<string, CourierPayment>();
      for (const cn of new Set(trackingNumbers)) {
        const res = await call('GET', 'api/shipment/payments', { query: { tracking_number: cn } });
        for (const row of traxPayments(res.body, cn)) {
          const pay = byRef.get(row.reference) ?? {
            reference: row.reference,
            paidOn: row.paidOn,
            method: null,
            total: 0,
            lines: [],
          };
          pay.lines.push(row.line);
          pay.total += row.line.amount;
          byRef.set(row.reference, pay);
        }
      }
      return [...byRef.values()];
    },

    async createPickupAddress(a) {
      const city = numericId(a.courierCityId);
      if (city === null)
        throw new CourierError(
          'rejected',
          `Trax needs "${a.city}" mapped to one of its cities before saving the address`,
        );
      // trax.md §4: `email_address` is required and must be a valid e-mail.
      const email = (a.email ?? '').trim();
      if (!TRAX_EMAIL.test(email))
        throw new CourierError(
          'rejected',
          'Trax needs an e-mail address for each pickup address: add one to the address',
        );
      const res = await call('POST', 'api/pickup_address/add', {
        json: {
          person_of_contact: a.contactName.slice(0, 190),
          phone_number: a.phone,
          email_address: email,
          address: a.address.slice(0, 190),
          city_id: city,
        },
      });
      const id = str(res.body?.id);
      if (!ok(res.body) || !id) throw refuse(res, 'save the pickup address');
      return { code: id };
    },
  };
}
