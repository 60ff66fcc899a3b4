import { startFakeServer, type FakeReply, type FakeRequest, type FakeServer } from './fake-server.ts';

/**
 * A fake Leopards (LCS) merchant API that keeps parcels in memory. It speaks the contract in
 * COURIERS.md and the LCS merchant API document: `/api/<call>/format/json/`, `api_key` +
 * `api_password` in the body (JSON **or** form-encoded, since sources disagree) or in the query
 * string for GETs; HTTP 200 with `status: 1` on success and `status: 0` + `error` (a string, or
 * an object keyed by CN / field) on failure, wrong credentials included. Like the real one it
 * books a new parcel on every bookPacket call, even with an order id it has seen.
 */
export interface FakeLcsParcel {
  cn: string;
  orderId: string;
  body: Record<string, unknown>;
  bookedOn: string;
  status: string;
  details: Array<{ Status: string; Activity_datetime: string; Reason: string | null }>;
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

export const LCS_CITIES = [
  { id: 789, name: 'LAHORE', allow_as_origin: true, allow_as_destination: true },
  { id: 592, name: 'KARACHI', allow_as_origin: true, allow_as_destination: true },
  { id: 475, name: 'ISLAMABAD', allow_as_origin: false, allow_as_destination: true },
  { id: 101, name: 'D.I. KHAN', allow_as_origin: '0', allow_as_destination: '1' },
];

/** Delivery charges the fake bills per parcel, rupees. */
export const LCS_CHARGES = 207;

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

const stamp = (d = new Date()) =>
  new Date(d.getTime() + 5 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
const fail = (error: unknown): FakeReply => ({ json: { status: 0, error } });

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
  const input = (r: FakeRequest): Record<string, unknown> =>
    r.method === 'GET' ? Object.fromEntries(r.query) : ((r.body ?? {}) as Record<string, unknown>);
  const cnList = (v: unknown) =>
    (Array.isArray(v) ? v.map(String) : String(v ?? '').split(',')).map((s) => s.trim()).filter(Boolean);

  /** Checks the credentials first, the way LCS does: HTTP 200, status 0. */
  const route =
    (fn: (b: Record<string, unknown>, r: FakeRequest) => FakeReply) =>
    (r: FakeRequest): FakeReply => {
      const b = input(r);
      if (b.api_key !== apiKey || b.api_password !== apiPassword) return fail('Authentication failed');
      return fn(b, r);
    };

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
      details: [{ Status: 'Pickup Request not Send', Activity_datetime: stamp(), Reason: null }],
      cancelled: false,
      advice: null,
      payment: null,
    });
    return { json: { status: 1, error: 0, track_number: cn, slip_link: `https://lcs.example/slip/${cn}` } };
  });

  const server = await startFakeServer({
    'POST /api/getAllCities/format/json/': route(() => ({
      json: { status: 1, error: '0', city_list: LCS_CITIES },
    })),
    'POST /api/bookPacket/format/json/': book,
    'POST /api/trackBookedPacket/format/json/': route((b) => {
      const list = cnList(b.track_numbers).flatMap((cn) => {
        const p = find(cn);
        return p
          ? [
              {
                track_number: p.cn,
                booked_packet_order_id: p.orderId,
                booking_date: p.bookedOn.split('-').reverse().join('/'),
                booked_packet_status: p.status,
                status_remarks: p.details.at(-1)?.Reason ?? '',
                'Tracking Detail': p.details,
              },
            ]
          : [];
      });
      return list.length
        ? { json: { status: 1, error: 0, packet_list: list } }
        : fail('Invalid tracking number');
    }),
    'GET /api/getBookedPacketLastStatus/format/json/': route((b) => {
      const ok = (d: unknown) => /^\d{4}-\d{2}-\d{2}$/.test(String(d));
      if (!ok(b.from_date) || !ok(b.to_date)) return fail('Invalid date format');
      const list = parcels.filter(
        (p) => p.bookedOn >= String(b.from_date) && p.bookedOn <= String(b.to_date),
      );
      if (!list.length) return fail('No packets found');
      return {
        json: {
          status: 1,
          error: 0,
          packet_list: list.map((p) => ({
            booking_date: p.bookedOn,
            tracking_number: p.cn,
            booked_packet_order_id: p.orderId,
            booked_packet_status: p.status,
            cod_value: `${String(p.body.booked_packet_collect_amount)}.00`,
          })),
        },
      };
    }),
    'POST /api/cancelBookedPackets/format/json/': route((b) => {
      const errors: Record<string, string> = {};
      for (const cn of cnList(b.cn_numbers)) {
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
    'POST /api/generateLoadSheet/format/json/': route((b) => {
      const cns = cnList(b.cn_numbers);
      if (!Array.isArray(b.cn_numbers) || !cns.length) return fail('cn_numbers must be an array');
      if (!String(b.courier_name ?? '') || !String(b.courier_code ?? ''))
        return fail('Courier name and code are required');
      const unknown = cns.filter((cn) => !find(cn));
      if (unknown.length) return fail(Object.fromEntries(unknown.map((cn) => [cn, 'CN not found'])));
      loadSheets.set(++sheetSeq, cns);
      return { json: { status: '1', error: 'null', load_sheet_id: sheetSeq } };
    }),
    // The document puts this one without `/format/json/`.
    'POST /api/downloadLoadSheet/': route((b) => {
      const cns = loadSheets.get(Number(b.load_sheet_id));
      if (!cns) return fail('Invalid load sheet ID');
      if (b.response_type === 'PDF')
        return { bytes: Buffer.from(`%PDF-1.4 LCS load sheet ${cns.join(',')}`) };
      return { json: { status: 1, error: '', data: cns.map((cn) => ({ track_number: cn })) } };
    }),
    'POST /api/shipperAdviceList/format/json/': route((b) => {
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
    'POST /api/updateShipperAdvice/format/json/': route((b) => {
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
    'GET /api/getPaymentDetails/format/json/': route((b) => {
      const cns = cnList(b.cn_numbers);
      if (cns.length > 50) return fail('Maximum 50 CN numbers are allowed');
      const list = cns.flatMap((cn) => {
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
                message: 'Payment processed',
              }
            : { booked_packet_cn: cn, status: 'Unpaid', invoice_cheque_no: '', invoice_cheque_date: '' },
        ];
      });
      return list.length
        ? { json: { status: 1, error: '0', payment_list: list } }
        : fail('CN number not found');
    }),
    'GET /api/getShippingCharges/format/json/': route((b) => {
      const cns = cnList(b.cn_numbers);
      if (cns.length > 50) return fail('Maximum 50 CN numbers are allowed');
      const list = cns.flatMap((cn) => {
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
      return list.length ? { json: { status: 1, error: '0', data: list } } : fail('CN number not found');
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
      p.details.push({ Status: status, Activity_datetime: stamp(), Reason: reason });
    },
    openAdvice(cn, reason, attempts = 1) {
      const p = find(cn);
      if (!p) throw new Error(`no parcel ${cn}`);
      p.advice = { id: ++adviceSeq, reason, attempts, status: 'Pending', remarks: '' };
      p.status = 'Pending';
      p.details.push({ Status: 'Pending', Activity_datetime: stamp(), Reason: reason });
      return adviceSeq;
    },
    pay(cn, cheque, date) {
      const p = find(cn);
      if (!p) throw new Error(`no parcel ${cn}`);
      p.payment = { cheque, date, method: 'Cheque' };
    },
  };
}
