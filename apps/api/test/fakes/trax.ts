import { startFakeServer, type FakeReply, type FakeRequest, type FakeServer } from './fake-server.ts';

/**
 * A fake Trax (Sonic) API that keeps parcels in memory, per COURIERS.md and the Sonic API
 * document: `/api/...`, header `Authorization: <key>` (a `Bearer ` prefix is accepted too, since
 * sources disagree), `status: 0` on success, `status: 1` + `message` on refusal (HTTP 200), field
 * validation as HTTP 422 with `errors`, a wrong key as HTTP 401. Every shipment/book call books a
 * new parcel, even with an order_id it has seen (a double booking shows as two parcels).
 */
export interface FakeTraxParcel {
  cn: string;
  body: Record<string, unknown>;
  /** Newest first, as Trax answers. */
  history: Array<{ date_time: string; timestamp: number; status: string; status_reason: string | null }>;
  cancelled: boolean;
  payment: {
    id: number;
    datetime: string;
    amount: number;
    charges: string;
    gst: string;
    payable: string;
  } | null;
}

export interface FakeTrax extends FakeServer {
  apiKey: string;
  parcels: FakeTraxParcel[];
  pickupAddresses: Array<Record<string, unknown> & { id: number }>;
  receivingSheets: Map<number, string[]>;
  /** Moves a parcel on: a new newest history entry, `secondsLater` after the previous one. */
  advance(cn: string, status: string, reason?: string | null, secondsLater?: number): void;
  pay(cn: string, paymentId: number, charges: number): void;
}

export const TRAX_CITIES = [
  {
    id: 202,
    name: 'Karachi',
    pickup: true,
    delivery: { Regular: ['Rush', 'Saver Plus'], Replacement: ['Rush'] },
  },
  { id: 203, name: 'Lahore', pickup: true, delivery: { Regular: ['Rush'] } },
  { id: 101, name: 'Abbottabad', pickup: false, delivery: { Regular: ['Rush'] } },
  { id: 102, name: 'Abdul Hakim', pickup: false, delivery: { Regular: [], Replacement: [] } },
];

const REQUIRED = [
  'service_type_id',
  'pickup_address_id',
  'information_display',
  'consignee_city_id',
  'consignee_name',
  'consignee_address',
  'consignee_phone_number_1',
  'item_product_type_id',
  'item_description',
  'item_quantity',
  'pickup_date',
  'estimated_weight',
  'shipping_mode_id',
  'amount',
  'payment_mode_id',
  'charges_mode_id',
];

const refuse = (message: string): FakeReply => ({ json: { status: 1, message } });
/** "05/04/2022 12:44 PM" in Pakistan time. */
function pkDateTime(ts: number) {
  const d = new Date(ts * 1000 + 5 * 3_600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  const h = d.getUTCHours();
  return `${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p(h % 12 || 12)}:${p(d.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
}

export async function startFakeTrax(apiKey = 'trax-key-1'): Promise<FakeTrax> {
  const parcels: FakeTraxParcel[] = [];
  const pickupAddresses: FakeTrax['pickupAddresses'] = [
    { id: 3012, person_of_contact: 'Sahban', city_id: 202 },
  ];
  const receivingSheets = new Map<number, string[]>();
  let seq = 0;
  let sheetSeq = 6157;
  const find = (cn: unknown) => parcels.find((p) => p.cn === String(cn ?? ''));
  const body = (r: FakeRequest) => (r.body ?? {}) as Record<string, unknown>;

  const route =
    (fn: (r: FakeRequest) => FakeReply) =>
    (r: FakeRequest): FakeReply => {
      const h = String(r.headers.authorization ?? '');
      if (h !== apiKey && h !== `Bearer ${apiKey}`)
        return { status: 401, json: { status: 1, message: 'Unauthorized' } };
      return fn(r);
    };

  const server = await startFakeServer({
    'GET /api/cities': route(() => ({
      json: { status: 0, message: 'Pickup and Delivery Information of Cities', cities: TRAX_CITIES },
    })),
    'GET /api/pickup_addresses': route(() => ({
      json: { status: 0, message: 'Pickup Addresses', pickup_addresses: pickupAddresses },
    })),
    'POST /api/pickup_address/add': route((r) => {
      const b = body(r);
      const missing = ['person_of_contact', 'phone_number', 'address', 'city_id'].filter(
        (k) => !String(b[k] ?? ''),
      );
      if (missing.length)
        return {
          status: 422,
          json: {
            status: 1,
            message: 'The given data was invalid.',
            errors: Object.fromEntries(missing.map((k) => [k, [`The ${k} field is required.`]])),
          },
        };
      if (!TRAX_CITIES.some((c) => c.id === Number(b.city_id) && c.pickup))
        return refuse('Pickup is not available in this city');
      const id = 3015 + pickupAddresses.length;
      pickupAddresses.push({ ...b, id });
      return { json: { status: 0, message: 'Pickup Address has been added', id } };
    }),
    'POST /api/shipment/book': route((r) => {
      const b = body(r);
      const missing = REQUIRED.filter(
        (k) => b[k] === undefined || b[k] === null || String(b[k]).trim() === '',
      );
      if (missing.length)
        return {
          status: 422,
          json: {
            status: 1,
            message: 'The given data was invalid.',
            errors: Object.fromEntries(
              missing.map((k) => [k, [`The ${k.replace(/_/g, ' ')} field is required.`]]),
            ),
          },
        };
      if (!/^03\d{2}-?\d{7}$/.test(String(b.consignee_phone_number_1)))
        return {
          status: 422,
          json: {
            status: 1,
            message: 'The given data was invalid.',
            errors: { consignee_phone_number_1: ['The consignee phone number 1 format is invalid.'] },
          },
        };
      if (!pickupAddresses.some((a) => a.id === Number(b.pickup_address_id)))
        return refuse('Invalid Pickup Address');
      const city = TRAX_CITIES.find((c) => c.id === Number(b.consignee_city_id));
      if (!city || !Object.values(city.delivery).some((v) => v.length))
        return refuse('Delivery is not available in this city');
      if (!/^\d+$/.test(String(b.amount))) return refuse('Amount must not contain commas or dots');
      if (Number(b.service_type_id) === 2 && !b.replacement_item_description)
        return refuse('Replacement item details are required');
      const cn = String(202_202_000_000 + ++seq);
      const ts = Math.floor(Date.now() / 1000);
      parcels.push({
        cn,
        body: b,
        history: [
          { date_time: pkDateTime(ts), timestamp: ts, status: 'Shipment - Booked', status_reason: null },
        ],
        cancelled: false,
        payment: null,
      });
      return { json: { status: 0, message: 'Shipment has been Booked!', tracking_number: Number(cn) } };
    }),
    'GET /api/shipment/track': route((r) => {
      const p = find(r.query.get('tracking_number'));
      if (!p) return refuse('Invalid Tracking Number');
      const type = r.query.get('type');
      if (type !== '0' && type !== '1') return refuse('The type field is required.');
      const history = type === '0' ? p.history : p.history.filter((h) => !/^(Payment|Weight)/.test(h.status));
      return {
        json: {
          status: 0,
          message: `Tracking of Shipment #${p.cn}`,
          details: { tracking_number: p.cn, order_id: p.body.order_id ?? null, tracking_history: history },
        },
      };
    }),
    'POST /api/shipment/cancel': route((r) => {
      const p = find(body(r).tracking_number);
      if (!p) return refuse('Invalid Tracking Number');
      if (p.cancelled) return refuse(`Shipment #${p.cn} is already Cancelled`);
      p.cancelled = true;
      return { json: { status: 0, message: `Shipment #${p.cn} is Cancelled` } };
    }),
    'GET /api/shipment/air_waybill': route((r) => {
      const p = find(r.query.get('tracking_number'));
      if (!p) return refuse('Invalid Tracking Number');
      return r.query.get('type') === '1'
        ? { bytes: Buffer.from(`%PDF-1.4 Trax airway bill ${p.cn}`) }
        : { bytes: Buffer.from('JPEG'), contentType: 'image/jpeg' };
    }),
    'POST /api/receiving_sheet/create': route((r) => {
      const b = body(r);
      // JSON `tracking_numbers: [...]` or form `tracking_numbers[]=…` (one public client posts form data).
      const raw = b.tracking_numbers ?? b['tracking_numbers[]'];
      const cns = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).map(String);
      if (!cns.length) return refuse('The tracking numbers field is required.');
      const unknown = cns.filter((cn) => !find(cn));
      if (unknown.length) return refuse(`Invalid Tracking Number(s): ${unknown.join(', ')}`);
      receivingSheets.set(++sheetSeq, cns);
      return {
        json: { status: 0, message: 'Receiving Sheet has been Created', receiving_sheet_id: sheetSeq },
      };
    }),
    'GET /api/receiving_sheet/view': route((r) => {
      const cns = receivingSheets.get(Number(r.query.get('receiving_sheet_id')));
      if (!cns) return refuse('Invalid Receiving Sheet');
      return { bytes: Buffer.from(`%PDF-1.4 Trax receiving sheet ${cns.join(',')}`) };
    }),
    'GET /api/shipment/payment_status': route((r) => {
      const p = find(r.query.get('Tracking_number') ?? r.query.get('tracking_number'));
      if (!p) return refuse('Invalid Tracking Number');
      return {
        json: {
          status: 0,
          message: `Payment Status of Shipment #${p.cn}`,
          current_payment_status: p.payment ? 'Payment - Processed' : 'Payment - Pending',
        },
      };
    }),
    'GET /api/shipment/payments': route((r) => {
      const p = find(r.query.get('tracking_number'));
      if (!p) return refuse('Invalid Tracking Number');
      return {
        json: {
          status: 0,
          message: `Payment(s) of Shipment #${p.cn}`,
          current_payment_status: p.payment ? 'Payment - Processed' : 'Payment - Pending',
          payments: p.payment ? [{ ...p.payment, type: 0 }] : [],
        },
      };
    }),
  });

  return {
    ...server,
    apiKey,
    parcels,
    pickupAddresses,
    receivingSheets,
    advance(cn, status, reason = null, secondsLater = 60) {
      const p = find(cn);
      if (!p) throw new Error(`no parcel ${cn}`);
      const ts = p.history[0]!.timestamp + secondsLater;
      p.history.unshift({ date_time: pkDateTime(ts), timestamp: ts, status, status_reason: reason });
    },
    pay(cn, paymentId, charges) {
      const p = find(cn);
      if (!p) throw new Error(`no parcel ${cn}`);
      const amount = Number(p.body.amount);
      const gst = Math.round(charges * 0.13 * 100) / 100;
      p.payment = {
        id: paymentId,
        datetime: '2026-11-20 13:04:58',
        amount,
        charges: charges.toFixed(2),
        gst: gst.toFixed(2),
        payable: (amount - charges - gst).toFixed(2),
      };
      const ts = p.history[0]!.timestamp + 60;
      p.history.unshift({
        date_time: pkDateTime(ts),
        timestamp: ts,
        status: 'Payment - Processed',
        status_reason: null,
      });
    },
  };
}
