import type { ParcelStatus } from '@sauda/contracts/couriers.ts';
import { authFailed, type HttpAnswer, type RequestOptions } from './http.ts';
import {
  AUTH_WORDS,
  NO_DATA_WORDS,
  dayWindows,
  envelope,
  messageOf,
  mnpAccountSettings,
  mnpAdviceParams,
  mnpBookingAnswer,
  mnpBookingFor,
  mnpLimitProblems,
  mnpProductDetails,
  mnpTrackRecord,
  parsePkDate,
  pick,
  rows,
  str,
  succeeded,
  type Row,
} from './mnp-map.ts';
import {
  CourierError,
  reportUnknownWord,
  rupees,
  toPaisa,
  type AdapterContext,
  type CourierAdapter,
  type CourierCityRow,
  type CourierPayment,
  type TrackResult,
} from './types.ts';

export {
  MNP_ADVICE,
  MNP_LIMITS,
  MNP_MAX_COD_RUPEES,
  MNP_STATUSES,
  MNP_STATUS_PATTERNS,
  mnpStatus,
} from './mnp-map.ts';

/**
 * M&P / Mulphilog (docs/couriers/mnp.md): JSON over `https://mnpcourier.com/mycodapi/api/`, with
 * username + password (+ AccountNo, locationID) in every call — in the body for POSTs, in the query
 * for GETs. Answers are `[{isSuccess, message, …}]`, often with HTTP 200 for a refusal. Public
 * clients spell the credential fields `username` / `Username` / `UserName`; M&P is ASP.NET Web API,
 * which binds names case-insensitively, so one spelling is sent everywhere — except the look-up by
 * reference, whose documented body names them its own way (`AccountNumber`). No staging host is
 * documented.
 */
export const MNP_HOSTS = {
  production: 'https://mnpcourier.com/mycodapi/api',
  staging: 'https://mnpcourier.com/mycodapi/api',
};

const TRACK_BATCH = 200;
/**
 * mnp.md §3: what "no booking with this reference" may read like. Narrower than NO_DATA_WORDS: a
 * look-up that reads an unrelated error as "not booked" would let the parcel be booked twice.
 */
const NO_BOOKING =
  /\bno (records?|data|results?|consignments?)\b|\b(records?|consignments?|data) (were |was )?not found/i;

/** Each M&P status word the table does not know by name is reported once per process (ctx.log). */
export function createMnp(ctx: AdapterContext): CourierAdapter {
  const { http } = ctx;
  const auth = {
    username: ctx.credentials.username ?? '',
    password: ctx.credentials.password ?? '',
    AccountNo: ctx.credentials.accountNo ?? '',
    locationID: ctx.credentials.locationId ?? '',
  };

  interface Answer {
    res: HttpAnswer<unknown>;
    env: Row;
    ok: boolean;
    message: string;
  }

  /**
   * One call with the credentials merged in (`bare`: the payload is the whole body, for calls whose
   * documented body spells the credentials its own way); auth refusals (401/403 or "invalid user
   * name…") throw.
   */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, unknown> = {},
    o: Pick<RequestOptions, 'idempotent'> & { bare?: boolean } = {},
  ): Promise<Answer> {
    const body = o.bare ? params : { ...auth, ...params };
    const res =
      method === 'GET'
        ? await http.request<unknown>('GET', path, {
            query: body as Record<string, string | number | undefined>,
          })
        : await http.request<unknown>('POST', path, { json: body, idempotent: o.idempotent });
    if (res.status === 401 || res.status === 403) throw authFailed('M&P', res.status);
    const env = envelope(res.body);
    const ok = res.status < 400 && succeeded(env);
    const message = messageOf(res.body);
    if (!ok && AUTH_WORDS.test(message))
      throw new CourierError(
        'auth',
        `M&P refused the credentials (${message.slice(0, 120)}); check them in Courier management`,
      );
    return { res, env, ok, message };
  }
  const refuse = (a: Answer, what: string) =>
    new CourierError(
      'rejected',
      `M&P refused to ${what}: ${a.message || `HTTP ${a.res.status}`}`.slice(0, 300),
    );

  async function cityNames(path: string): Promise<string[]> {
    const a = await call('GET', path);
    if (!a.ok) throw refuse(a, 'list cities');
    // `[{isSuccess, City: ["Karachi", …]}]`; some clients see objects ({CityName}) instead of names.
    const list = pick(a.env, 'City', 'Cities', 'Details', 'data');
    return (Array.isArray(list) ? list : [])
      .map((c) => (typeof c === 'string' ? c : str(pick((c ?? {}) as Row, 'CityName', 'cityName', 'Name'))))
      .map((n) => n.trim())
      .filter(Boolean);
  }

  /** Bulk tracking: one record per CN (`tracking_Details`), chunks of 200. */
  async function trackRecords(cns: string[]): Promise<Row[]> {
    const out: Row[] = [];
    for (let i = 0; i < cns.length; i += TRACK_BATCH) {
      const a = await call(
        'POST',
        'Tracking/Bulk_Consignment_Tracking_New',
        { Consignments: cns.slice(i, i + TRACK_BATCH) },
        { idempotent: true },
      );
      if (!a.ok && !NO_DATA_WORDS.test(a.message)) throw refuse(a, 'track parcels');
      out.push(...rows(pick(a.env, 'tracking_Details', 'Details', 'trackingDetails')));
    }
    return out;
  }

  /** mnp.md §4: an M&P status word not in the table, reported once per process with its raw text. */
  function unknownStatus(raw: string, status: ParcelStatus | null) {
    reportUnknownWord(ctx.log, 'mnp', 'tracking status', raw, status);
  }

  return {
    code: 'mnp',
    trackBatchSize: TRACK_BATCH,
    minPollSeconds: 15 * 60,

    async testConnection() {
      await cityNames('Branches/Get_Cities');
    },

    async cities() {
      // Get_Cities lists the cities M&P books from (its "booking" list), Get_Cities_All the cities
      // it delivers to (docs/couriers/mnp.md §7). One public client reads Get_Cities as the destinations that
      // InsertBookingData accepts: either way those cities take deliveries, so they are marked both.
      const [booking, all] = await Promise.all([
        cityNames('Branches/Get_Cities'),
        cityNames('Branches/Get_Cities_All'),
      ]);
      const byName = new Map<string, CourierCityRow>();
      for (const n of booking) byName.set(n.toLowerCase(), { id: n, name: n, pickup: true, delivery: true });
      for (const n of all)
        if (!byName.has(n.toLowerCase()))
          byName.set(n.toLowerCase(), { id: n, name: n, pickup: false, delivery: true });
      return [...byName.values()];
    },

    async book(r) {
      // mnp.md §2: the 2025 Manual's account settings, sent when set and left out when not.
      const { settings, problem } = mnpAccountSettings(ctx.credentials);
      if (problem) throw new CourierError('rejected', `M&P cannot book yet: ${problem}`);
      const fields = {
        consigneeName: r.consignee.name.trim(),
        consigneeAddress: r.consignee.address.trim(),
        consigneeMobNo: r.consignee.phone.trim(),
        consigneeEmail: r.consignee.email?.trim() ?? '',
        destinationCityName: (r.consignee.courierCityName ?? r.consignee.city).trim(),
        pieces: r.pieces,
        weight: Math.max(0.01, Math.round(r.weightGrams / 10) / 100), // kg
        codAmount: rupees(r.codAmount),
        custRefNo: r.reference.trim(),
        productDetails: mnpProductDetails(r.description),
        fragile: 'NO',
        service: r.shipmentType || 'Overnight',
        remarks: (r.remarks ?? '').trim(),
        insuranceValue: 0,
      };
      // mnp.md §2: every documented limit is checked here, before M&P is called; nothing is cut.
      const problems = mnpLimitProblems(fields);
      if (problems.length)
        throw new CourierError(
          'rejected',
          `M&P cannot take this parcel: ${problems.join('; ')}. Correct the order and book again.`,
        );
      const a = await call('POST', 'Booking/InsertBookingData', { ...fields, ...settings });
      const answer = mnpBookingAnswer(a.res.body);
      if (a.ok && answer.cn) return { trackingNumber: answer.cn };
      throw refuse(a, 'book the parcel');
    },

    async findBooking(reference) {
      // mnp.md §3: the documented body spells the credentials its own way (AccountNumber, no
      // location), so it is sent as is.
      const a = await call(
        'POST',
        'Reports/CN_Detail_Customer_Order_No',
        {
          UserName: auth.username,
          Password: auth.password,
          CustomerOrderRef: reference.trim(),
          AccountNumber: auth.AccountNo,
        },
        { idempotent: true, bare: true },
      );
      if (!a.ok) {
        // An unknown reference: "no record"-like words (mnp.md §3, Low). Anything else is an
        // error, so the parcel is left unknown rather than booked twice.
        if (NO_BOOKING.test(a.message)) return null;
        throw refuse(a, 'look the booking up');
      }
      return mnpBookingFor(a.res.body, reference);
    },

    async cancel(cn) {
      const a = await call(
        'POST',
        'Booking/VoidConsignment',
        { consignmentNumberList: [cn] },
        { idempotent: true },
      );
      if (!a.ok) throw refuse(a, `cancel ${cn}`);
    },

    async track(cns) {
      const out: TrackResult[] = [];
      for (const d of await trackRecords(cns)) {
        const t = mnpTrackRecord(d, unknownStatus);
        if (t) out.push(t);
      }
      return out;
    },

    async advices() {
      // reportcheckbox 0: active advices (1: closed). One page holds all open advices of the account.
      const a = await call('GET', 'ShipperAdvice/GetShipperAdvices', { reportcheckbox: 0 });
      if (!a.ok && !NO_DATA_WORDS.test(a.message)) throw refuse(a, 'list shipper advices');
      return rows(pick(a.env, 'Details', 'data'))
        .map((d) => ({
          adviceId: str(pick(d, 'TICKETNO', 'TicketNo')) || null,
          trackingNumber: str(pick(d, 'CONSIGNMENTNUMBER', 'ConsignmentNumber', 'CN')),
          reason:
            [str(pick(d, 'PENDINGREASON', 'PendingReason')), str(pick(d, 'STANDARDNOTE', 'StandardNote'))]
              .filter(Boolean)
              .join(' · ') || 'Delivery attempted',
          attempts: Number(str(pick(d, 'ATTEMPTS', 'DeliveryAttempts', 'attempt_counter'))) || 1,
          deadline: null,
        }))
        .filter((x) => x.trackingNumber);
    },

    async answerAdvice(advice, answer) {
      const params = { consignment: advice.trackingNumber, ...mnpAdviceParams(answer) };
      // Public clients call CloseShipperAdvice with a GET and query parameters; if this
      // deployment wants a POST instead (404/405), send the same fields as JSON.
      let a = await call('GET', 'ShipperAdvice/CloseShipperAdvice', params);
      if (a.res.status === 404 || a.res.status === 405)
        a = await call('POST', 'ShipperAdvice/CloseShipperAdvice', params, { idempotent: true });
      if (!a.ok) throw refuse(a, `take the answer for ${advice.trackingNumber}`);
    },

    async payments({ trackingNumbers, from, to }) {
      // Payment_Report takes at most 31 days: longer periods are asked window by window.
      const byId = new Map<string, CourierPayment>();
      for (const w of dayWindows(from, to)) {
        const a = await call(
          'POST',
          'Reports/Payment_Report',
          { dateFrom: w.from, dateTo: w.to },
          { idempotent: true },
        );
        if (!a.ok) {
          if (NO_DATA_WORDS.test(a.message)) continue;
          throw refuse(a, 'report payments');
        }
        for (const p of rows(pick(a.env, 'Details', 'data'))) {
          const id = str(pick(p, 'PaymentID', 'PaymentId'));
          if (!id || byId.has(id)) continue;
          const mode = str(pick(p, 'InstrumentMode'));
          const instrument = str(pick(p, 'InstrumentNumber'));
          byId.set(id, {
            reference: id,
            paidOn: parsePkDate(pick(p, 'PaidOn', 'PaymentDate')),
            method: [mode, instrument].filter(Boolean).join(' ') || null,
            total: toPaisa(pick(p, 'NetPayable', 'Amount')),
            lines: [],
          });
        }
      }
      // The report has no consignments: bulk tracking names each parcel's PaymentID and amounts.
      if (byId.size && trackingNumbers.length) {
        for (const d of await trackRecords(trackingNumbers)) {
          const p = byId.get(str(pick(d, 'PaymentID', 'PaymentId')));
          const cn = str(pick(d, 'ConsignmentNumber'));
          if (!p || !cn) continue;
          const paid = toPaisa(pick(d, 'AmountPaid', 'NetPayable'));
          const codRaw = pick(d, 'CODAmount', 'CodAmount');
          const cod = codRaw === undefined ? null : toPaisa(codRaw);
          p.lines.push({
            trackingNumber: cn,
            amount: paid,
            codAmount: cod,
            charges: cod === null ? null : cod - paid,
          });
        }
      }
      return [...byId.values()];
    },
  };
}
