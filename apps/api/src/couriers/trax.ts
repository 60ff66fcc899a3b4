import { authFailed, type HttpAnswer, type RequestOptions } from './http.ts';
import { errorText, flag, parsePkDate, pick, pkYmd, rows, str, type Row } from './leopards-map.ts';
import { TRAX_BOOKING_DEFAULTS as D, isTraxSideEntry, traxStatus } from './trax-map.ts';
import {
  CourierError,
  rupees,
  toPaisa,
  type AdapterContext,
  type CourierAdapter,
  type CourierPayment,
  type PickupAddressInput,
  type TrackEvent,
  type TrackResult,
} from './types.ts';

/**
 * Trax / Sonic (COURIERS.md, Sonic API document v2): JSON over `https://sonic.pk/api/…`, header
 * `Authorization: <key>` (sources disagree on a `Bearer ` prefix: we send the bare key, as the
 * document does), success `status == 0`. Refusals come as `status` ≠ 0 with `message` (and, for
 * validation, `errors` per field), on HTTP 200 or 4xx. Weight in kg; cities are numeric ids.
 */
export const TRAX_HOSTS = { production: 'https://sonic.pk', staging: 'https://app.sonic.pk' };
export { TRAX_STATUSES, TRAX_BOOKING_DEFAULTS, traxStatus } from './trax-map.ts';

type TxBody = Row & { status?: unknown; message?: unknown; errors?: unknown };
type Answer = HttpAnswer<TxBody | null>;

const ok = (b: TxBody | null) => b !== null && b.status !== undefined && String(b.status) === '0';
const message = (b: TxBody | null) =>
  [errorText(b?.message), errorText(b?.errors) || errorText(b?.error), errorText(b?._text)]
    .filter(Boolean)
    .join(': ');
const AUTH = /unauthori[sz]ed|unauthenticated|api (key|token)|authori[sz]ation|invalid key/i;
const numericId = (v: unknown) => (/^\d+$/.test(str(v)) ? Number(str(v)) : null);

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

  /** A PDF (air_waybill, receiving_sheet/view): bytes on success, a JSON refusal otherwise. */
  async function pdf(path: string, query: RequestOptions['query'], what: string): Promise<Buffer> {
    const res = await http.request<unknown>('GET', path, { query, headers, binary: true });
    if (res.status === 401 || res.status === 403) throw authFailed('Trax', res.status);
    if (Buffer.isBuffer(res.body) && res.body.subarray(0, 5).toString() === '%PDF-') return res.body;
    // A 2xx JSON refusal arrives as bytes (we asked for binary); a 4xx one is already parsed.
    let body = (Buffer.isBuffer(res.body) ? null : res.body) as TxBody | null;
    if (Buffer.isBuffer(res.body))
      try {
        body = JSON.parse(res.body.toString('utf8')) as TxBody;
      } catch {
        body = { _text: res.body.toString('utf8').slice(0, 200) };
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
          // `delivery` lists services per shipment type ({Regular: ["Rush", …]}), or is a flag.
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
      const description = r.description.slice(0, 190);
      const quantity = Math.max(1, r.itemCount);
      const body: Row = {
        service_type_id: serviceType,
        pickup_address_id: pickupId,
        information_display: D.informationDisplay,
        consignee_city_id: city,
        consignee_name: r.consignee.name.slice(0, 100),
        consignee_address: r.consignee.address.slice(0, 190),
        consignee_phone_number_1: r.consignee.phone,
        consignee_email_address: r.consignee.email || r.pickup.email || '',
        order_id: r.reference,
        shipper_reference_number_1: r.reference,
        shipper_reference_number_2: r.orderName.slice(0, 190),
        item_product_type_id: D.itemProductTypeId,
        item_description: description,
        item_quantity: quantity,
        item_insurance: 0,
        item_price: rupees(r.codAmount),
        pickup_date: pkYmd(ctx.now()),
        special_instructions: (r.remarks ?? '').slice(0, 190),
        estimated_weight: Math.max(0.01, Math.round(r.weightGrams / 10) / 100),
        shipping_mode_id: D.shippingModeId,
        amount: rupees(r.codAmount),
        payment_mode_id: r.codAmount > 0 ? D.paymentModeCod : D.paymentModePrepaid,
        charges_mode_id: D.chargesModeId,
        pieces_quantity: Math.min(10, Math.max(1, r.pieces)),
      };
      if (serviceType === 2)
        Object.assign(body, {
          replacement_item_product_type_id: D.itemProductTypeId,
          replacement_item_description: description,
          replacement_item_quantity: quantity,
        });
      if (serviceType === 3)
        Object.assign(body, {
          items: [
            {
              item_product_type_id: D.itemProductTypeId,
              item_description: description,
              item_quantity: quantity,
              item_insurance: 0,
              product_value: rupees(r.codAmount),
              item_price: rupees(r.codAmount),
            },
          ],
          package_type: 1,
          try_and_buy_fess: 0,
        });
      const res = await call('POST', 'api/shipment/book', { json: body });
      // The document prints the key as "tracking number"; clients read tracking_number.
      const cn = str(pick(res.body, 'tracking_number', 'tracking number', 'trackingNumber'));
      if (ok(res.body) && cn) return { trackingNumber: cn };
      throw refuse(res, 'book the parcel');
    },

    async cancel(cn) {
      const res = await call('POST', 'api/shipment/cancel', {
        json: { tracking_number: cn },
        idempotent: true,
      });
      if (!ok(res.body) && !/already cancel/i.test(message(res.body))) throw refuse(res, `cancel ${cn}`);
    },

    async track(cns) {
      const out: TrackResult[] = [];
      for (const cn of cns) {
        const res = await call('GET', 'api/shipment/track', { query: { tracking_number: cn, type: 0 } });
        if (!ok(res.body)) continue; // unknown to Trax: nothing to report for this one
        const d = (res.body?.details ?? null) as Row | null;
        // Newest first in the answer; reversed so equal timestamps keep their order once sorted.
        const events: TrackEvent[] = rows(d?.tracking_history)
          .reverse()
          .map((h) => {
            const code = str(h.status);
            const reason = str(h.status_reason);
            return {
              at: parsePkDate(pick(h, 'timestamp', 'date_time')) ?? new Date(NaN),
              code,
              message: reason ? `${code}: ${reason}` : code,
              location: null,
            };
          })
          .filter((e) => !Number.isNaN(e.at.getTime()))
          .sort((a, b) => a.at.getTime() - b.at.getTime());
        const journey = events.filter((e) => !isTraxSideEntry(e.code));
        const current = journey.at(-1)?.code ?? events.at(-1)?.code ?? '';
        out.push({
          trackingNumber: str(d?.tracking_number) || cn,
          status: traxStatus(current),
          courierStatus: current,
          events,
        });
      }
      return out;
    },

    async airwayBill(cns) {
      // One consignment note per call, and we cannot merge PDFs here.
      if (cns.length !== 1) throw new CourierError('rejected', 'Trax prints one airway bill at a time');
      return pdf('api/shipment/air_waybill', { tracking_number: cns[0], type: 1 }, 'print the airway bill');
    },

    async loadSheet(cns) {
      const res = await call('POST', 'api/receiving_sheet/create', { json: { tracking_numbers: cns } });
      const sheetId = str(res.body?.receiving_sheet_id);
      if (!ok(res.body) || !sheetId) throw refuse(res, 'make the receiving sheet');
      // The sheet exists from here on: a failed download leaves the PDF out, not the sheet.
      let sheet: Buffer | null = null;
      try {
        sheet = await pdf(
          'api/receiving_sheet/view',
          { receiving_sheet_id: sheetId, type: 1 },
          'print the sheet',
        );
      } catch (err) {
        if (!(err instanceof CourierError)) throw err;
      }
      return { sheetId, pdf: sheet };
    },

    async payments({ trackingNumbers }) {
      const byRef = new Map<string, CourierPayment>();
      for (const cn of new Set(trackingNumbers)) {
        // The document spells the parameter `Tracking_number`; clients send `tracking_number`: send both.
        const st = await call('GET', 'api/shipment/payment_status', {
          query: { Tracking_number: cn, tracking_number: cn },
        });
        if (!ok(st.body)) continue;
        let list = rows(st.body?.payments);
        if (!list.length) {
          if (!/processed|paid|settled/i.test(str(pick(st.body, 'current_payment_status', 'payment_status'))))
            continue;
          const res = await call('GET', 'api/shipment/payments', { query: { tracking_number: cn } });
          if (!ok(res.body)) continue;
          list = rows(res.body?.payments);
        }
        for (const p of list) {
          const ref = str(pick(p, 'id', 'payment_id'));
          if (!ref) continue;
          const cod = pick(p, 'amount', 'cod_amount');
          const fee = toPaisa(p.charges) + toPaisa(p.gst);
          const payable = pick(p, 'payable', 'net_payable');
          const amount = payable !== undefined ? toPaisa(payable) : toPaisa(cod) - fee;
          const pay = byRef.get(ref) ?? {
            reference: ref,
            paidOn: parsePkDate(pick(p, 'datetime', 'payment_date')),
            method: str(p.payment_method) || null,
            total: 0,
            lines: [],
          };
          pay.lines.push({
            trackingNumber: cn,
            amount,
            codAmount: cod !== undefined ? toPaisa(cod) : null,
            charges: fee,
          });
          pay.total += amount;
          byRef.set(ref, pay);
        }
      }
      return [...byRef.values()];
    },

    async createPickupAddress(a: PickupAddressInput & { email?: string | null }) {
      const city = numericId(a.courierCityId);
      if (city === null)
        throw new CourierError(
          'rejected',
          `Trax needs "${a.city}" mapped to one of its cities before saving the address`,
        );
      const res = await call('POST', 'api/pickup_address/add', {
        json: {
          person_of_contact: a.contactName,
          phone_number: a.phone,
          // Required by Trax; PickupAddressInput carries no e-mail yet (see the report).
          Email_address: a.email ?? '',
          address: a.address.slice(0, 190),
          city_id: city,
        },
      });
      const id = str(pick(res.body, 'id', 'pickup_address_id'));
      if (!ok(res.body) || !id) throw refuse(res, 'save the pickup address');
      return { code: id };
    },
  };
}
