import { startFakeServer, type FakeReply, type FakeRequest, type FakeServer } from './fake-server.ts';

/**
 * A fake Leopards (LCS) merchant API that follows docs/couriers/leopards.md (the documented API,
 * never our adapter) and is as strict as the real one where the sources are confident. Every rule
 * cites its section (`leopards.md §N`). Parcels live in memory; like the real one it books a new
 * parcel on every bookPacket call, even with an order id it has seen (leopards.md §2): a double
 * booking shows as two parcels.
 */

/** One `"Tracking Detail"` entry, with LCS's own key spellings (leopards.md §4). */
export interface FakeLcsDetail {
  Staus: string;
  'Activity Date': string;
  Reason: string | null;
  'Reciever Name': string | null;
}

export interface FakeLcsParcel {
  cn: string;
  orderId: string;
  body: Record<string, unknown>;
  bookedOn: string;
  status: string;
  details: FakeLcsDetail[];
  cancelled: boolean;
  advice: { id: number; reason: string; attempts: number; status: string; remarks: string } | null;
  payment: { cheque: string; date: string; method: string } | null;
}

export interface FakeLeopards extends FakeServer {
  apiKey: string;
  apiPassword: string;
  parcels: FakeLcsParcel[];
  loadSheets: Map<number, string[]>;
  /** Moves a parcel on: appends a tracking entry and sets its status. */
  advance(cn: string, status: string, reason?: string | null): void;
  /** Opens a shipper advice (the parcel goes "Pending"). */
  openAdvice(cn: string, reason: string, attempts?: number): number;
  pay(cn: string, cheque: string, date: string): void;
}

/** leopards.md §7: getAllCities rows; the flags come as booleans or "0"/"1". */
export const LCS_CITIES = [
  { id: 789, name: 'LAHORE', allow_as_origin: true, allow_as_destination: true },
  { id: 592, name: 'KARACHI', allow_as_origin: true, allow_as_destination: true },
  { id: 475, name: 'ISLAMABAD', allow_as_origin: false, allow_as_destination: true },
  { id: 101, name: 'D.I. KHAN', allow_as_origin: '0', allow_as_destination: '1' },
];

/** Delivery charges the fake bills per parcel, rupees. */
export const LCS_CHARGES = 207;

/** leopards.md §2: the fields bookPacket requires (special_instructions included). */
const REQUIRED: Record<string, string> = {
  booked_packet_weight: 'Packet Weight is required',
  booked_packet_no_piece: 'No. of Pieces is required',
  booked_packet_collect_amount: 'COD Amount is required',
  origin_city: 'Origin City is required',
  destination_city: 'Destination City is required',
  consignment_name_eng: 'Consignee Name is required',
  consignment_phone: 'Consignee Phone is required',
  consignment_address: 'Consignee Address is required',
  special_instructions: 'Special Instructions are required',
};

/** Pakistan time without a zone, `YYYY-MM-DD HH:mm:ss` (leopards.md §4, Low). */
const stamp = (d = new Date()) =>
  new Date(d.getTime() + 5 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
/** leopards.md §1: a refusal is HTTP 200, `status: 0`, the reason in `error` (string or object). */
const fail = (error: unknown): FakeReply => ({ json: { status: 0, error } });
const JSON_PATH = (call: string) => `/api/${call}/format/json/`;

export async function startFakeLeopards(
  apiKey = 'lcs-key-1',
  apiPassword = 'lcs-pass-1',
): Promise<FakeLeopards> {
  const parcels: FakeLcsParcel[] = [];
  const loadSheets = new Map<number, string[]>();
  let seq = 0;
  let adviceSeq = 9000;
  let sheetSeq = 500;
  const find = (cn: string) => parcels.find((p) => p.cn === cn);
  /** leopards.md §1: the body (JSON or form fields) for POSTs, the query string for GETs. */
  const input = (r: FakeRequest): Record<string, unknown> =>
    r.method === 'GET' ? Object.fromEntries(r.query) : ((r.body ?? {}) as Record<string, unknown>);
  /** A JSON array, or a comma list (form fields and query strings carry lists that way). */
  const list = (v: unknown) =>
    (Array.isArray(v) ? v.map(String) : String(v ?? '').split(',')).map((s) => s.trim()).filter(Boolean);

  /** leopards.md §1: the credentials are checked first; wrong ones are HTTP 200, status 0. */
  const route =
    (fn: (b: Record<string, unknown>, r: FakeRequest) => FakeReply) =>
    (r: FakeRequest): FakeReply => {
      const b = input(r);
      if (b.api_key !== apiKey || b.api_password !== apiPassword) return fail('Authentication failed');
      return fn(b, r);
    };

  // leopards.md §2
  const book = route((b) => {
    const missing = Object.fromEntries(
      Object.entries(REQUIRED).filter(([k]) => String(b[k] ?? '').trim() === ''),
    );
    if (Object.keys(missing).length) return fail({ 'bookPacket - 0': missing });
    const dest = LCS_CITIES.find((c) => String(c.id) === String(b.destination_city));
    if (!dest) return fail('Invalid destination city');
    if (b.origin_city !== 'self' && !LCS_CITIES.some((c) => String(c.id) === String(b.origin_city)))
      return fail('Invalid origin city');
    if (!/^03\d{9}$/.test(String(b.consignment_phone))) return fail('Invalid consignee phone number');
    if (!/^\d+$/.test(String(b.booked_packet_weight))) return fail('Packet Weight must be in grams');
    const cn = `LE${String(7_000_000 + ++seq).padStart(8, '0')}`;
    parcels.push({
      cn,
      orderId: String(b.booked_packet_order_id ?? ''),
      body: b,
      bookedOn: stamp().slice(0, 10),
      status: 'Pickup Request not Send',
      details: [
        { Staus: 'Pickup Request not Send', 'Activity Date': stamp(), Reason: null, 'Reciever Name': null },
      ],
      cancelled: false,
      advice: null,
      payment: null,
    });
    return { json: { status: 1, error: 0, track_number: cn, slip_link: `https://lcs.example/slip/${cn}` } };
  });

  /** leopards.md §3: what getShipmentDetailsByOrderID lists for one packet. */
  const detailsRow = (p: FakeLcsParcel) => ({
    booking_date: p.bookedOn,
    track_number: p.cn,
    booked_packet_order_id: p.orderId,
    booked_packet_status: p.status,
    booked_packet_weight: p.body.booked_packet_weight,
    booked_packet_collect_amount: p.body.booked_packet_collect_amount,
    consignment_name_eng: p.body.consignment_name_eng,
    slip_link: `https://lcs.example/slip/${p.cn}`,
  });

  /** A small but real PDF, so a reader can check its signature. */
  const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% LCS load sheet\n(${text})\n%%EOF\n`);

  const server = await startFakeServer({
    // leopards.md §7
    [`POST ${JSON_PATH('getAllCities')}`]: route(() => ({
      json: { status: 1, error: '0', city_list: LCS_CITIES },
    })),

    [`POST ${JSON_PATH('bookPacket')}`]: book,

    // leopards.md §3: the look-up by our reference, an array of order ids.
    [`POST ${JSON_PATH('getShipmentDetailsByOrderID')}`]: route((b) => {
      const refs = list(b.shipment_order_id ?? b['shipment_order_id[]']);
      if (!refs.length) return fail('shipment_order_id is required');
      const rows = parcels.filter((p) => refs.includes(p.orderId)).map(detailsRow);
      // leopards.md §3 (Low): the wording for an order id LCS does not know is not published.
      if (!rows.length) return fail('No record found');
      return { json: { status: 1, error: 0, data: rows } };
    }),

    // leopards.md §4
    [`POST ${JSON_PATH('trackBookedPacket')}`]: route((b) => {
      const found = list(b.track_numbers).flatMap((cn) => {
        const p = find(cn);
        return p
          ? [
              {
                track_number: p.cn,
                booked_packet_order_id: p.orderId,
                booking_date: p.bookedOn.split('-').reverse().join('/'),
                booked_packet_status: p.status,
                status_remarks: p.details.at(-1)?.Reason ?? '',
                reverseCN: '',
                'Tracking Detail': p.details,
              },
            ]
          : [];
      });
      return found.length
        ? { json: { status: 1, error: 0, packet_list: found } }
        : fail('Invalid tracking number');
    }),

    // leopards.md §4: last statuses by booking dates (GET, `YYYY-MM-DD`).
    [`GET ${JSON_PATH('getBookedPacketLastStatus')}`]: route((b) => {
      const ok = (d: unknown) => /^\d{4}-\d{2}-\d{2}$/.test(String(d));
      if (!ok(b.from_date) || !ok(b.to_date)) return fail('Invalid date format');
      const rows = parcels.filter(
        (p) => p.bookedOn >= String(b.from_date) && p.bookedOn <= String(b.to_date),
      );
      if (!rows.length) return fail('No packets found');
      return {
        json: {
          status: 1,
          error: 0,
          packet_list: rows.map((p) => ({
            booking_date: p.bookedOn,
            track_number: p.cn,
            booked_packet_status: p.status,
          })),
        },
      };
    }),

    // leopards.md §7
    [`POST ${JSON_PATH('cancelBookedPackets')}`]: route((b) => {
      const errors: Record<string, string> = {};
      for (const cn of list(b.cn_numbers)) {
        const p = find(cn);
        if (!p) errors[cn] = 'CN not found';
        else if (p.cancelled) errors[cn] = 'CN already cancelled';
        else {
          p.cancelled = true;
          p.status = 'Cancelled';
        }
      }
      return Object.keys(errors).length ? fail(errors) : { json: { status: '1', error: 'null' } };
    }),

    // leopards.md §5: an array of CNs and the rider's name and code, all required.
    [`POST ${JSON_PATH('generateLoadSheet')}`]: route((b) => {
      const cns = list(b.cn_numbers);
      if (!Array.isArray(b.cn_numbers) || !cns.length) return fail('cn_numbers must be an array');
      if (!String(b.courier_name ?? '') || !String(b.courier_code ?? ''))
        return fail('Courier name and code are required');
      const unknown = cns.filter((cn) => !find(cn));
      if (unknown.length) return fail(Object.fromEntries(unknown.map((cn) => [cn, 'CN not found'])));
      loadSheets.set(++sheetSeq, cns);
      return { json: { status: '1', error: 'null', load_sheet_id: sheetSeq } };
    }),
    // leopards.md §5: the `format/json` path answers JSON — never the PDF, whatever is asked.
    [`POST ${JSON_PATH('downloadLoadSheet')}`]: route((b) => {
      const cns = loadSheets.get(Number(b.load_sheet_id));
      if (!cns) return fail('Invalid load sheet ID');
      return {
        json: {
          status: 1,
          error: 0,
          data: { load_sheet_id: Number(b.load_sheet_id), packets: cns.map((cn) => ({ track_number: cn })) },
        },
      };
    }),
    // leopards.md §5: the bare path answers the PDF (`response_type` tolerated either way).
    'POST /api/downloadLoadSheet/': route((b) => {
      const cns = loadSheets.get(Number(b.load_sheet_id));
      if (!cns) return fail('Invalid load sheet ID');
      return { bytes: pdf(`sheet ${String(b.load_sheet_id)}: ${cns.join(',')}`) };
    }),

    // leopards.md §7: paged (`start` / `length`) or by dates.
    [`POST ${JSON_PATH('shipperAdviceList')}`]: route((b) => {
      const start = Number(b.start ?? 0);
      const length = Number(b.length ?? 100);
      const all = parcels
        .filter((p) => p.advice && (!b.Cn_number || p.cn === b.Cn_number))
        .map((p) => ({
          id: p.advice!.id,
          cn_number: p.cn,
          status: 'Pending',
          reason: p.advice!.reason,
          shipper_advice_status: p.advice!.status,
          shipper_remarks: p.advice!.remarks,
          attempt_counter: p.advice!.attempts,
          oms_status: p.advice!.status === 'Pending' ? 'Open' : 'Closed',
        }));
      return {
        json: { status: '1', error: '0', totalrecords: all.length, data: all.slice(start, start + length) },
      };
    }),
    // leopards.md §7: only RA and RT are allowed.
    [`POST ${JSON_PATH('updateShipperAdvice')}`]: route((b) => {
      const data = Array.isArray(b.data) ? (b.data as Array<Record<string, unknown>>) : [];
      if (!data.length) return fail('data is required');
      for (const d of data) {
        if (!['RA', 'RT'].includes(String(d.shipper_advice_status)))
          return fail('Invalid advice status. Allowed values: RA, RT');
        if (!String(d.shipper_remarks ?? '').trim()) return fail('Shipper remarks are required');
        const p = find(String(d.cn_number));
        if (!p?.advice || p.advice.id !== Number(d.id)) return fail(`Advice ${String(d.id)} not found`);
        p.advice.status = String(d.shipper_advice_status);
        p.advice.remarks = String(d.shipper_remarks);
      }
      return { json: { status: '1', error: '0', data: 'Shipper Advice Updated successfully' } };
    }),

    // leopards.md §6: at most 50 CNs.
    [`GET ${JSON_PATH('getPaymentDetails')}`]: route((b) => {
      const cns = list(b.cn_numbers);
      if (cns.length > 50) return fail('Maximum 50 CN numbers are allowed');
      const rows = cns.flatMap((cn) => {
        const p = find(cn);
        if (!p) return [];
        return [
          p.payment
            ? {
                booked_packet_cn: cn,
                billing_method: 'COD',
                status: 'Paid',
                invoice_cheque_no: p.payment.cheque,
                invoice_cheque_date: p.payment.date,
                payment_method: p.payment.method,
                slip_link: `https://lcs.example/slip/${cn}`,
              }
            : { booked_packet_cn: cn, status: 'Unpaid', invoice_cheque_no: '', invoice_cheque_date: '' },
        ];
      });
      return rows.length
        ? { json: { status: 1, error: '0', payment_list: rows } }
        : fail('CN number not found');
    }),
    // leopards.md §6: at most 50 CNs.
    [`GET ${JSON_PATH('getShippingCharges')}`]: route((b) => {
      const cns = list(b.cn_numbers);
      if (cns.length > 50) return fail('Maximum 50 CN numbers are allowed');
      const rows = cns.flatMap((cn) => {
        const p = find(cn);
        return p
          ? [
              {
                cn_number: cn,
                booked_packet_collect_amount: Number(p.body.booked_packet_collect_amount),
                net_charges: LCS_CHARGES,
                gross_charges: LCS_CHARGES,
              },
            ]
          : [];
      });
      return rows.length ? { json: { status: 1, error: '0', data: rows } } : fail('CN number not found');
    }),
  });

  return {
    ...server,
    apiKey,
    apiPassword,
    parcels,
    loadSheets,
    advance(cn, status, reason = null) {
      const p = find(cn);
      if (!p) throw new Error(`no parcel ${cn}`);
      p.status = status;
      p.details.push({
        Staus: status,
        'Activity Date': stamp(),
        Reason: reason,
        'Reciever Name': /^delivered$/i.test(status) ? 'Ayesha Khan' : null,
      });
    },
    openAdvice(cn, reason, attempts = 1) {
      const p = find(cn);
      if (!p) throw new Error(`no parcel ${cn}`);
      p.advice = { id: ++adviceSeq, reason, attempts, status: 'Pending', remarks: '' };
      p.status = 'Pending';
      p.details.push({ Staus: 'Pending', 'Activity Date': stamp(), Reason: reason, 'Reciever Name': null });
      return adviceSeq;
    },
    pay(cn, cheque, date) {
      const p = find(cn);
      if (!p) throw new Error(`no parcel ${cn}`);
      p.payment = { cheque, date, method: 'Cheque' };
    },
  };
}
