import { startFakeServer, type FakeReply, type FakeRequest, type FakeServer } from './fake-server.ts';

/**
 * A fake M&P (mnpcourier.com/mycodapi/api) that follows docs/couriers/mnp.md (the documented API,
 * never our adapter) and is as strict as the real one where the sources are confident. Every rule
 * cites its section (`mnp.md §N`). Parcels live in memory; like the real one (as far as anyone
 * knows, mnp.md §2) it books a new parcel on every booking call, even with a reference it has
 * seen: a double booking shows as two parcels.
 */
export const MNP_PREFIX = '/mycodapi/api';

/** One `CNTrackingDetail` entry (mnp.md §4). */
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
  /** The booking body as sent (names as the client spelt them). */
  body: Record<string, unknown>;
  events: MnpFakeEvent[];
  voided: boolean;
  paymentId: string | null;
  paymentDate: string | null;
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

export interface FakeMnpOptions {
  /**
   * Behave like an account on the 2025 Manual that needs `InsertType`, `ReturnLocation` and
   * `subAccountId` on every booking (mnp.md §2: whether every account does is not known).
   */
  requireAccountSettings: boolean;
}

export interface FakeMnp extends FakeServer {
  /** The base URL to hand the adapter (server URL + `/mycodapi/api`). */
  baseUrl: string;
  creds: { username: string; password: string; accountNo: string; locationId: string };
  parcels: MnpFakeParcel[];
  advices: MnpFakeAdvice[];
  payments: MnpFakePayment[];
  options: FakeMnpOptions;
  /** Appends a tracking event (TransactionTime in Pakistan time, as M&P writes it). */
  advance(cn: string, status: string, narration: string, at?: Date): void;
  openAdvice(cn: string, reason: string): MnpFakeAdvice;
  /** Pays these parcels (COD − Rs 200 each) in one payment dated `paidOn` (YYYY-MM-DD). */
  pay(paymentId: string, paidOn: string, cns: string[]): MnpFakePayment;
}

const BOOKING_CITIES = ['Karachi', 'Lahore', 'Islamabad', 'Rawalpindi'];
const ALL_CITIES = [...BOOKING_CITIES, 'Gilgit', 'Turbat'];

/** mnp.md §2: InsertBookingData's documented length limits (characters). */
const MAX_LENGTH: Record<string, number> = {
  consigneeName: 50,
  consigneeAddress: 255,
  consigneeEmail: 50,
  destinationCityName: 50,
  custRefNo: 50,
  productDetails: 50,
  remarks: 400,
};

/** mnp.md §4 (Medium): `2026-11-20 14:05:00` in Pakistan time, no zone. */
const pkTime = (d: Date) =>
  new Date(d.getTime() + 5 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

export async function startFakeMnp(
  creds = { username: 'mnp-user', password: 'mnp-pass', accountNo: 'ACC-42', locationId: '777' },
): Promise<FakeMnp> {
  const parcels: MnpFakeParcel[] = [];
  const advices: MnpFakeAdvice[] = [];
  const payments: MnpFakePayment[] = [];
  const options: FakeMnpOptions = { requireAccountSettings: false };
  let seq = 0;
  const find = (cn: string) => parcels.find((p) => p.cn === cn);

  /**
   * mnp.md §1: fields from the JSON body (POST) or the query (GET), names bound
   * case-insensitively as ASP.NET does (keys lower-cased here).
   */
  const lower = (src: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(src).map(([k, v]) => [k.toLowerCase(), v]));
  const fields = (r: FakeRequest): Record<string, unknown> =>
    lower(r.method === 'GET' ? Object.fromEntries(r.query) : ((r.body ?? {}) as Record<string, unknown>));
  /** A parcel's booking fields, names lower-cased. */
  const sent = (x: MnpFakeParcel) => lower(x.body);
  /** mnp.md §1: user name + password in every call, and the location where the call needs it. */
  const authed = (f: Record<string, unknown>, needLocation = false) =>
    f.username === creds.username &&
    f.password === creds.password &&
    (!needLocation || String(f.locationid) === creds.locationId);
  /** mnp.md §1: refusals are HTTP 200 with a false flag (a string here) and the reason. */
  const fail = (message: string, extra: Record<string, unknown> = {}): FakeReply => ({
    json: [{ isSuccess: 'false', message, ...extra }],
  });
  const denied = fail('Invalid Username or Password');
  const empty = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

  const p = (path: string) => `${MNP_PREFIX}/${path}`;
  /** mnp.md §7: `[{isSuccess, City: [names]}]`. */
  const cityRoute =
    (list: string[]) =>
    (r: FakeRequest): FakeReply => {
      const f = fields(r);
      if (!authed(f)) return denied;
      if (f.accountno !== creds.accountNo) return fail('Invalid Account Number');
      return { json: [{ isSuccess: true, message: 'Success', City: list }] };
    };

  /** mnp.md §4: one tracking record, as Bulk_Consignment_Tracking_New lists it. */
  const trackingRecord = (x: MnpFakeParcel) => ({
    ConsignmentNumber: x.cn,
    CODAmount: String(sent(x).codamount ?? 0),
    // mnp.md §4 (Low): a record-level status that some clients read; a void shows only here.
    CNStatus: x.voided ? 'Void' : x.events.at(-1)!.TrackingStatus,
    PaymentID: x.paymentId,
    PaymentDate: x.paymentDate,
    AmountPaid: String(x.amountPaid),
    // mnp.md §4: the history comes in no guaranteed order — newest first here.
    CNTrackingDetail: [...x.events].reverse(),
  });

  const server = await startFakeServer({
    [`GET ${p('Branches/Get_Cities')}`]: cityRoute(BOOKING_CITIES),
    [`GET ${p('Branches/Get_Cities_All')}`]: cityRoute(ALL_CITIES),

    // mnp.md §2
    [`POST ${p('Booking/InsertBookingData')}`]: (r) => {
      const f = fields(r);
      if (!authed(f, true)) return denied;
      if (f.accountno !== creds.accountNo) return fail('Invalid Account Number');
      const missing = [
        'consigneeName',
        'consigneeAddress',
        'consigneeMobNo',
        'destinationCityName',
        'weight',
        'pieces',
      ].filter((k) => empty(f[k.toLowerCase()]));
      if (missing.length) return fail(`${missing.join(', ')} is required`, { orderReferenceId: null });
      // mnp.md §2: the documented limits; the refusal's wording is the fake's own (Low).
      for (const [k, max] of Object.entries(MAX_LENGTH)) {
        const v = f[k.toLowerCase()];
        if (typeof v === 'string' && v.length > max)
          return fail(`${k} must be ${max} characters or less`, { orderReferenceId: null });
      }
      const pieces = Number(f.pieces);
      if (!Number.isInteger(pieces) || pieces < 1 || pieces > 99)
        return fail('pieces must be between 1 and 99', { orderReferenceId: null });
      const cod = Number(f.codamount ?? 0);
      if (!Number.isFinite(cod) || cod < 0 || cod > 99_999)
        return fail('codAmount must be between 0 and 99999', { orderReferenceId: null });
      // mnp.md §7: 03xxxxxxxxx.
      if (!/^03\d{9}$/.test(String(f.consigneemobno))) return fail('Invalid Consignee Mobile Number');
      // mnp.md §2, §7: a booking city by name.
      if (!BOOKING_CITIES.some((c) => c.toLowerCase() === String(f.destinationcityname).toLowerCase()))
        return fail(`Invalid destination city: ${String(f.destinationcityname)}`);
      // mnp.md §2: kilograms. No upper limit is documented.
      if (!(Number(f.weight) > 0)) return fail('Invalid weight');
      // mnp.md §2 (Medium): the 2025 Manual's settings. Tolerated when absent (older clients never
      // send them) unless this account needs them; checked when present.
      const settings = ['InsertType', 'ReturnLocation', 'subAccountId'];
      if (options.requireAccountSettings) {
        const absent = settings.filter((k) => empty(f[k.toLowerCase()]));
        if (absent.length) return fail(`${absent.join(', ')} is required`, { orderReferenceId: null });
      }
      if (!empty(f.subaccountid) && !/^\d+$/.test(String(f.subaccountid)))
        return fail('subAccountId must be numeric', { orderReferenceId: null });
      if (!empty(f.inserttype) && !/^\d+$/.test(String(f.inserttype)))
        return fail('InsertType must be numeric', { orderReferenceId: null });
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
        paymentDate: null,
        amountPaid: 0,
      });
      return { json: [{ isSuccess: 'true', orderReferenceId: cn, message: 'Booking Successful' }] };
    },

    // mnp.md §3: the look-up by our reference; its body spells the credentials its own way.
    [`POST ${p('Reports/CN_Detail_Customer_Order_No')}`]: (r) => {
      const f = fields(r);
      if (!authed(f)) return denied;
      if (f.accountnumber !== creds.accountNo) return fail('Invalid Account Number');
      if (empty(f.customerorderref)) return fail('CustomerOrderRef is required');
      const ref = String(f.customerorderref).trim();
      const found = parcels.filter((x) => x.custRefNo === ref);
      // mnp.md §3 (Low): the answer for a reference M&P does not know.
      if (!found.length) return fail('No Record Found', { Details: [] });
      return {
        json: [
          {
            isSuccess: 'true',
            message: 'Success',
            Details: found.map((x) => ({
              consignmentNumber: x.cn,
              CustomerOrderNo: x.custRefNo,
              ServiceType: String(sent(x).service ?? ''),
              BookingDate: x.events[0]!.TransactionTime,
            })),
          },
        ],
      };
    },

    // mnp.md §7; the flag spelt `isSucces` (mnp.md §1).
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

    // mnp.md §4: at most 200 CNs; unknown ones left out.
    [`POST ${p('Tracking/Bulk_Consignment_Tracking_New')}`]: (r) => {
      const f = fields(r);
      if (!authed(f)) return denied;
      const list = Array.isArray(f.consignments) ? f.consignments.map(String) : [];
      if (list.length > 200) return fail('Maximum 200 consignments allowed');
      const found = list.flatMap((cn) => {
        const x = find(cn);
        return x ? [trackingRecord(x)] : [];
      });
      if (!found.length) return fail('No Record Found', { tracking_Details: [] });
      return { json: [{ isSuccess: 'true', message: 'Success', tracking_Details: found }] };
    },

    // mnp.md §5: at most 31 days.
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

    // mnp.md §6: reportcheckbox 0 active, 1 closed.
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

    // mnp.md §6: adviceoption 1 hold, 2 return, 3 re-attempt; reattempt 1–4.
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
    options,
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
        x.paymentDate = `${paidOn}T00:00:00`;
        x.amountPaid = Number(sent(x).codamount ?? 0) - 200;
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
