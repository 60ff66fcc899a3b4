import { startFakeServer, type FakeReply, type FakeRequest, type FakeServer } from './fake-server.ts';

/**
 * A fake M&P (mnpcourier.com/mycodapi/api) that keeps parcels in memory. Like the real one it
 * wants the credentials in every call (JSON body for POSTs, query for GETs, names bound
 * case-insensitively as ASP.NET does), answers `[{isSuccess, message, …}]` with HTTP 200 even for
 * refusals, and spells the success flag differently per endpoint (`isSuccess: "true"`,
 * `isSucces: true`, `isSuccess: true`). Every booking call books a new parcel, even with a
 * reference it has seen: a double booking shows as two parcels.
 */
export const MNP_PREFIX = '/mycodapi/api';

export interface MnpFakeEvent {
  TrackingTagID: string;
  TransactionTime: string;
  Location: string;
  TrackingStatus: string;
  TrackingNarration: string;
}

export interface MnpFakeParcel {
  cn: string;
  custRefNo: string;
  body: Record<string, unknown>;
  events: MnpFakeEvent[];
  voided: boolean;
  paymentId: string | null;
  amountPaid: number;
}

export interface MnpFakeAdvice {
  ticket: string;
  cn: string;
  reason: string;
  closed: boolean;
  answer: Record<string, string> | null;
}

export interface MnpFakePayment {
  PaymentID: string;
  PaidOn: string;
  NetPayable: number;
  InstrumentMode: string;
  InstrumentNumber: string;
}

export interface FakeMnp extends FakeServer {
  /** The base URL to hand the adapter (server URL + `/mycodapi/api`). */
  baseUrl: string;
  creds: { username: string; password: string; accountNo: string; locationId: string };
  parcels: MnpFakeParcel[];
  advices: MnpFakeAdvice[];
  payments: MnpFakePayment[];
  /** Appends a tracking event (TransactionTime in Pakistan time, as M&P writes it). */
  advance(cn: string, status: string, narration: string, at?: Date): void;
  openAdvice(cn: string, reason: string): MnpFakeAdvice;
  /** Pays these parcels (COD − Rs 200 each) in one payment dated `paidOn` (YYYY-MM-DD). */
  pay(paymentId: string, paidOn: string, cns: string[]): MnpFakePayment;
}

const BOOKING_CITIES = ['Karachi', 'Lahore', 'Islamabad', 'Rawalpindi'];
const ALL_CITIES = [...BOOKING_CITIES, 'Gilgit', 'Turbat'];

/** `2026-11-20 14:05:00` in Pakistan time. */
const pkTime = (d: Date) =>
  new Date(d.getTime() + 5 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

export async function startFakeMnp(
  creds = { username: 'mnp-user', password: 'mnp-pass', accountNo: 'ACC-42', locationId: '777' },
): Promise<FakeMnp> {
  const parcels: MnpFakeParcel[] = [];
  const advices: MnpFakeAdvice[] = [];
  const payments: MnpFakePayment[] = [];
  let seq = 0;
  const find = (cn: string) => parcels.find((p) => p.cn === cn);

  /** Fields from the JSON body (POST) or the query (GET), names case-insensitive. */
  const fields = (r: FakeRequest): Record<string, unknown> => {
    const src: Record<string, unknown> =
      r.method === 'GET' ? Object.fromEntries(r.query) : ((r.body ?? {}) as Record<string, unknown>);
    return Object.fromEntries(Object.entries(src).map(([k, v]) => [k.toLowerCase(), v]));
  };
  const authed = (f: Record<string, unknown>, needLocation = false) =>
    f.username === creds.username &&
    f.password === creds.password &&
    (!needLocation || String(f.locationid) === creds.locationId);
  const denied: FakeReply = { json: [{ isSuccess: 'false', message: 'Invalid Username or Password' }] };
  const fail = (message: string, extra: Record<string, unknown> = {}): FakeReply => ({
    json: [{ isSuccess: 'false', message, ...extra }],
  });

  const p = (path: string) => `${MNP_PREFIX}/${path}`;
  const cityRoute =
    (list: string[]) =>
    (r: FakeRequest): FakeReply => {
      const f = fields(r);
      if (!authed(f)) return denied;
      if (f.accountno !== creds.accountNo) return fail('Invalid Account Number');
      return { json: [{ isSuccess: true, message: 'Success', City: list }] };
    };

  const server = await startFakeServer({
    [`GET ${p('Branches/Get_Cities')}`]: cityRoute(BOOKING_CITIES),
    [`GET ${p('Branches/Get_Cities_All')}`]: cityRoute(ALL_CITIES),

    [`POST ${p('Booking/InsertBookingData')}`]: (r) => {
      const f = fields(r);
      if (!authed(f, true)) return denied;
      const missing = [
        'consigneeName',
        'consigneeAddress',
        'consigneeMobNo',
        'destinationCityName',
        'weight',
        'pieces',
      ].filter((k) => f[k.toLowerCase()] === undefined || f[k.toLowerCase()] === '');
      if (missing.length) return fail(`${missing.join(', ')} is required`, { orderReferenceId: null });
      if (String(f.consigneename).length > 50) return fail('Consignee Name length must be 50 or less');
      if (String(f.consigneeaddress).length > 255)
        return fail('Consignee Address length must be 255 or less');
      if (String(f.remarks ?? '').length > 400) return fail('Remarks length must be 400 or less');
      if (!/^03\d{9}$/.test(String(f.consigneemobno))) return fail('Invalid Consignee Mobile Number');
      if (!BOOKING_CITIES.some((c) => c.toLowerCase() === String(f.destinationcityname).toLowerCase()))
        return fail(`Invalid destination city: ${String(f.destinationcityname)}`);
      const cod = Number(f.codamount ?? 0);
      if (!Number.isFinite(cod) || cod < 0 || cod > 99_999)
        return fail('COD Amount must be between 0 and 99999');
      const weight = Number(f.weight);
      if (!(weight > 0) || weight > 100) return fail('Invalid weight (kg)');
      const cn = `15${String(++seq).padStart(10, '0')}`;
      parcels.push({
        cn,
        custRefNo: String(f.custrefno ?? ''),
        body: (r.body ?? {}) as Record<string, unknown>,
        events: [
          {
            TrackingTagID: '1',
            TransactionTime: pkTime(new Date(Date.now() - 3_600_000)),
            Location: 'Lahore',
            TrackingStatus: 'Booked',
            TrackingNarration: 'Consignment booked',
          },
        ],
        voided: false,
        paymentId: null,
        amountPaid: 0,
      });
      return { json: [{ isSuccess: 'true', orderReferenceId: cn, message: 'Booking Successful' }] };
    },

    [`POST ${p('Booking/VoidConsignment')}`]: (r) => {
      const f = fields(r);
      if (!authed(f, true)) return denied;
      const list = Array.isArray(f.consignmentnumberlist) ? f.consignmentnumberlist.map(String) : [];
      const hits = list.map(find);
      if (!list.length || hits.some((x) => !x)) return { json: [{ isSucces: false, message: 'Invalid CN' }] };
      if (hits.some((x) => x!.events.length > 1))
        return { json: [{ isSucces: false, message: 'CN already in process, cannot be voided' }] };
      for (const x of hits) x!.voided = true;
      return { json: [{ isSucces: true, message: 'Consignment voided' }] };
    },

    [`POST ${p('Tracking/Bulk_Consignment_Tracking_New')}`]: (r) => {
      const f = fields(r);
      if (!authed(f)) return denied;
      const list = Array.isArray(f.consignments) ? f.consignments.map(String) : [];
      if (list.length > 200) return fail('Maximum 200 consignments allowed');
      const found = list.flatMap((cn) => {
        const x = find(cn);
        if (!x) return [];
        return [
          {
            ConsignmentNumber: x.cn,
            OrderId: x.custRefNo,
            CODAmount: String(x.body.codAmount ?? 0),
            Weight: String(x.body.weight ?? ''),
            DestinationCity: String(x.body.destinationCityName ?? ''),
            CNStatus: x.voided ? 'Void' : x.events.at(-1)!.TrackingStatus,
            PaymentID: x.paymentId,
            AmountPaid: String(x.amountPaid),
            // M&P returns the history in no particular order: newest first here.
            CNTrackingDetail: [...x.events]
              .reverse()
              .map((e) => ({ ConsignmentNumber: x.cn, ...e, Event: null })),
          },
        ];
      });
      if (!found.length) return fail('No Record Found', { tracking_Details: [] });
      return { json: [{ isSuccess: 'true', message: 'Success', tracking_Details: found }] };
    },

    [`POST ${p('Reports/Payment_Report')}`]: (r) => {
      const f = fields(r);
      if (!authed(f, true)) return denied;
      const from = String(f.datefrom ?? '').slice(0, 10);
      const to = String(f.dateto ?? '').slice(0, 10);
      const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
      if (!(days >= 1)) return fail('Invalid date range');
      if (days > 31) return fail('Date range must not exceed 31 days');
      const list = payments.filter((x) => x.PaidOn.slice(0, 10) >= from && x.PaidOn.slice(0, 10) <= to);
      if (!list.length) return { json: [{ isSuccess: false, message: 'No Record Found', Details: [] }] };
      return {
        json: [
          {
            isSuccess: true,
            message: 'Success',
            AccountNo: creds.accountNo,
            Details: list.map((x, i) => ({
              serial_no: i + 1,
              RRAmount: x.NetPayable,
              InvoiceAmount: 0,
              ...x,
            })),
          },
        ],
      };
    },

    [`GET ${p('ShipperAdvice/GetShipperAdvices')}`]: (r) => {
      const f = fields(r);
      if (!authed(f)) return denied;
      const closed = String(f.reportcheckbox) === '1';
      const list = advices.filter((a) => a.closed === closed);
      return {
        json: [
          {
            isSucces: 'true',
            message: list.length ? 'Success' : 'No Record Found',
            Details: list.map((a, i) => ({
              SNo: i + 1,
              CONSIGNMENTNUMBER: a.cn,
              TICKETNO: a.ticket,
              PENDINGREASON: a.reason,
              STANDARDNOTE: 'Please advise',
              CALLSTATUS: 'Pending',
            })),
          },
        ],
      };
    },

    [`GET ${p('ShipperAdvice/CloseShipperAdvice')}`]: (r) => {
      const f = fields(r);
      if (!authed(f)) return denied;
      const a = advices.find((x) => x.cn === f.consignment && !x.closed);
      if (!a) return fail('No active shipper advice found for this consignment');
      const option = Number(f.adviceoption);
      if (![1, 2, 3].includes(option)) return fail('Invalid advice option');
      if (option === 3 && ![1, 2, 3, 4].includes(Number(f.reattempt)))
        return fail('Re-attempt option is required');
      if (option === 3 && Number(f.reattempt) === 2 && !f.consigneeaddress)
        return fail('Consignee address is required for a new address');
      a.closed = true;
      a.answer = Object.fromEntries(
        ['adviceoption', 'reattempt', 'remarks', 'consigneeaddress', 'consigneeno']
          .filter((k) => f[k] !== undefined)
          .map((k) => [k, String(f[k])]),
      );
      return { json: [{ isSuccess: true, message: 'Shipper advice closed' }] };
    },
  });

  return {
    ...server,
    baseUrl: `${server.url}${MNP_PREFIX}`,
    creds,
    parcels,
    advices,
    payments,
    advance(cn, status, narration, at = new Date()) {
      const x = find(cn);
      if (!x) throw new Error(`no parcel ${cn}`);
      x.events.push({
        TrackingTagID: String(x.events.length + 1),
        TransactionTime: pkTime(at),
        Location: 'Karachi',
        TrackingStatus: status,
        TrackingNarration: narration,
      });
    },
    openAdvice(cn, reason) {
      const a = { ticket: `TK-${advices.length + 1}`, cn, reason, closed: false, answer: null };
      advices.push(a);
      return a;
    },
    pay(paymentId, paidOn, cns) {
      let total = 0;
      for (const cn of cns) {
        const x = find(cn);
        if (!x) throw new Error(`no parcel ${cn}`);
        x.paymentId = paymentId;
        x.amountPaid = Number(x.body.codAmount ?? 0) - 200;
        total += x.amountPaid;
      }
      const pay = {
        PaymentID: paymentId,
        PaidOn: `${paidOn}T00:00:00`,
        NetPayable: total,
        InstrumentMode: 'IBFT',
        InstrumentNumber: `IB-${paymentId}`,
      };
      payments.push(pay);
      return pay;
    },
  };
}
