import { authFailed, type HttpAnswer, type RequestOptions } from './http.ts';
import {
  AUTH_WORDS,
  NO_DATA_WORDS,
  dayWindows,
  envelope,
  messageOf,
  mnpAdviceParams,
  mnpStatus,
  parsePkDate,
  pick,
  rows,
  str,
  succeeded,
  type Row,
} from './mnp-map.ts';
import {
  CourierError,
  rupees,
  toPaisa,
  type AdapterContext,
  type CourierAdapter,
  type CourierCityRow,
  type CourierPayment,
  type TrackEvent,
  type TrackResult,
} from './types.ts';

export { MNP_ADVICE, MNP_STATUSES, MNP_STATUS_PATTERNS, mnpStatus } from './mnp-map.ts';

/**
 * M&P / Mulphilog (COURIERS.md): JSON over `https://mnpcourier.com/mycodapi/api/`, with username +
 * password (+ AccountNo, locationID) in every call — in the body for POSTs, in the query for GETs.
 * Answers are `[{isSuccess, message, …}]`, often with HTTP 200 for a refusal. Public clients spell
 * the credential fields `username` / `Username` / `UserName`; M&P is ASP.NET Web API, which binds
 * names case-insensitively, so one spelling is sent everywhere. No staging host is documented.
 */
export const MNP_HOSTS = {
  production: 'https://mnpcourier.com/mycodapi/api',
  staging: 'https://mnpcourier.com/mycodapi/api',
};

/** M&P refuses cash on delivery above Rs 99,999 per consignment. */
export const MNP_MAX_COD_RUPEES = 99_999;
const TRACK_BATCH = 200;

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

  /** One call with the credentials; auth refusals (401/403 or "invalid user name…") throw. */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, unknown> = {},
    o: Pick<RequestOptions, 'idempotent'> = {},
  ): Promise<Answer> {
    const res =
      method === 'GET'
        ? await http.request<unknown>('GET', path, {
            query: { ...auth, ...(params as Record<string, string | number | undefined>) },
          })
        : await http.request<unknown>('POST', path, { json: { ...auth, ...params }, ...o });
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

  return {
    code: 'mnp',
    trackBatchSize: TRACK_BATCH,
    minPollSeconds: 15 * 60,

    async testConnection() {
      await cityNames('Branches/Get_Cities');
    },

    async cities() {
      // Get_Cities lists the cities M&P books from (its "booking" list), Get_Cities_All the cities
      // it delivers to (COURIERS.md). One public client reads Get_Cities as the destinations that
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
      const cod = rupees(r.codAmount);
      if (cod > MNP_MAX_COD_RUPEES)
        throw new CourierError(
          'rejected',
          `M&P collects at most Rs ${MNP_MAX_COD_RUPEES.toLocaleString('en-PK')} per parcel; this one is Rs ${cod.toLocaleString('en-PK')}`,
        );
      const a = await call('POST', 'Booking/InsertBookingData', {
        consigneeName: r.consignee.name.slice(0, 50),
        consigneeAddress: r.consignee.address.slice(0, 255),
        consigneeMobNo: r.consignee.phone,
        consigneeEmail: r.consignee.email ?? '',
        destinationCityName: r.consignee.courierCityName ?? r.consignee.city,
        pieces: r.pieces,
        weight: Math.max(0.01, Math.round(r.weightGrams / 10) / 100), // kg
        codAmount: cod,
        custRefNo: r.reference,
        productDetails: r.description.slice(0, 255),
        fragile: 'NO',
        service: r.shipmentType || 'Overnight',
        remarks: (r.remarks ?? '').slice(0, 400),
        insuranceValue: 0,
      });
      const cn = str(pick(a.env, 'orderReferenceId', 'consignmentNumber', 'cn'));
      if (a.ok && cn) return { trackingNumber: cn };
      throw refuse(a, 'book the parcel');
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
        const cn = str(pick(d, 'ConsignmentNumber', 'consignmentNo', 'CN'));
        if (!cn) continue;
        const events = rows(pick(d, 'CNTrackingDetail', 'TrackingDetail', 'Details'))
          .map((e) => ({
            at: parsePkDate(pick(e, 'TransactionTime', 'DateTime', 'Date')),
            tag: Number(str(pick(e, 'TrackingTagID'))) || 0,
            code: str(pick(e, 'TrackingStatus', 'Status')),
            message: str(pick(e, 'TrackingNarration', 'Event', 'TrackingStatus')),
            location: str(pick(e, 'Location', 'Station')) || null,
          }))
          .filter((e): e is typeof e & { at: Date } => e.at !== null)
          // Oldest first; events stamped the same minute keep M&P's stage order (TrackingTagID).
          .sort((a, b) => a.at.getTime() - b.at.getTime() || a.tag - b.tag)
          .map(({ tag: _tag, ...e }): TrackEvent => e);
        const last = events.at(-1);
        // The latest scan names the status; a voided CN gets no scan, only its summary status says so.
        const summary = str(pick(d, 'CNStatus', 'DeliveryStatus', 'Status'));
        const courierStatus = (mnpStatus(summary) === 'cancelled' ? summary : last?.code) || summary;
        out.push({
          trackingNumber: cn,
          status: mnpStatus(courierStatus) ?? mnpStatus(last?.message),
          courierStatus,
          events,
        });
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
