import type { ParcelStatus } from '@sauda/contracts/couriers.ts';
import { authFailed, type HttpAnswer, type RequestOptions } from './http.ts';
import { parsePkDate, pick, rows, str, type Row } from './mnp-map.ts';
import {
  CourierError,
  rupees,
  toPaisa,
  type AdapterContext,
  type CourierAdapter,
  type CourierPayment,
  type TrackEvent,
  type TrackResult,
} from './types.ts';

/**
 * TCS, newer OCI API (COURIERS.md): a bearer token from `POST /auth/api/auth {clientid,
 * clientsecret}`, then JSON calls under `/ecom/api/…` and `/tracking/api/…`. COURIERS.md names no
 * host: `ociconnect.tcscourier.com` is the one public clients use, `devconnect.tcscourier.com`
 * their UAT host; both are only defaults (the account's base URL is configurable). The booking
 * body uses the legacy field names from COURIERS.md (consigneeName … customerReferenceNo).
 */
export const TCS_HOSTS = {
  production: 'https://ociconnect.tcscourier.com',
  staging: 'https://devconnect.tcscourier.com',
};

/** TCS status words (checkpoints, delivery info, "Current Status: …") → our lifecycle. */
export const TCS_STATUSES: Record<string, ParcelStatus> = {
  booked: 'booked',
  'shipment booked': 'booked',
  'picked up': 'picked_up',
  'shipment picked up': 'picked_up',
  'arrived at tcs facility': 'in_transit',
  'departed from tcs facility': 'in_transit',
  'in transit': 'in_transit',
  'out for delivery': 'out_for_delivery',
  'awaiting receiver collection': 'attempted',
  'refused by consignee': 'attempted',
  'consignee not available': 'attempted',
  delivered: 'delivered',
  'shipment delivered': 'delivered',
  'return to shipper': 'returning',
  'shipment returned to origin': 'returning',
  'returned to shipper': 'returned',
  cancelled: 'cancelled',
};

/** Variants not in the table, first match wins. */
export const TCS_STATUS_PATTERNS: Array<[RegExp, ParcelStatus]> = [
  [/cancel|void/, 'cancelled'],
  [/returned to (shipper|consignor)|return delivered|delivered to (shipper|consignor)/, 'returned'],
  [/return|\brt[so]\b/, 'returning'],
  [
    /refus|not available|attempt|undeliver|not deliver|closed|awaiting|incomplete address|no such/,
    'attempted',
  ],
  [/out for delivery|on route|with courier/, 'out_for_delivery'],
  [/deliver/, 'delivered'],
  [/pick(ed)? ?up/, 'picked_up'],
  [/arriv|depart|transit|facility|hub|forward|manifest/, 'in_transit'],
  [/book/, 'booked'],
];

export function tcsStatus(name: string | null | undefined): ParcelStatus | null {
  const n = String(name ?? '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');
  if (!n) return null;
  if (TCS_STATUSES[n]) return TCS_STATUSES[n];
  for (const [re, s] of TCS_STATUS_PATTERNS) if (re.test(n)) return s;
  return null;
}

const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);
const asRow = (v: unknown): Row => (isRow(v) ? v : {});
/** TCS payment rows use keys like `payment status` / `cn by courier`: compare without spaces. */
const flat = (r: Row): Row =>
  Object.fromEntries(Object.entries(r).map(([k, v]) => [k.toLowerCase().replace(/[\s_-]/g, ''), v]));

/** Everything TCS says went wrong: `message`, `error[]`, `errorList[]`. */
function tcsMessage(body: unknown): string {
  const b = asRow(body);
  const list = [...rows(b.error), ...rows(b.errorList), ...rows(b.errors)].map((e) =>
    [str(pick(e, 'errorname', 'key')), str(pick(e, 'errormessage', 'message'))].filter(Boolean).join(': '),
  );
  const m = str(pick(b, 'message', 'Message', '_text'));
  return [list.length ? list.join('; ') : '', /^(fail(ure)?|error)$/i.test(m) && list.length ? '' : m]
    .filter(Boolean)
    .join(' · ');
}

const NO_DATA = /no (data|record)s? found|invalid cn|not found/i;

export function createTcs(ctx: AdapterContext): CourierAdapter {
  const { http } = ctx;
  const accountNo = ctx.credentials.accountNo ?? '';
  let token: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const res = await http.request<unknown>('POST', 'auth/api/auth', {
      json: { clientid: ctx.credentials.clientId ?? '', clientsecret: ctx.credentials.clientSecret ?? '' },
      idempotent: true, // asking for a token twice is harmless
    });
    const b = asRow(res.body);
    const t = str(
      pick(asRow(b.result), 'accessToken', 'token') ??
        pick(asRow(b.data), 'accessToken', 'token') ??
        pick(b, 'accessToken', 'access_token', 'token'),
    );
    if (res.status < 400 && t) return t;
    // Any answer without a token (401, 400, 404 from a wrong host, 200 with a message): the
    // account settings must be fixed before anything else can work.
    const why = tcsMessage(res.body) || `HTTP ${res.status}`;
    throw new CourierError(
      'auth',
      `TCS refused the client ID / secret (${why.slice(0, 120)}); check them in Courier management`,
    );
  }

  /** The cached token (one request at a time asks for it). */
  function currentToken() {
    if (!token) {
      const p = fetchToken();
      token = p;
      p.catch(() => {
        if (token === p) token = null;
      });
    }
    return token;
  }

  /**
   * An authenticated call. A 401 means the token was refused before any work was done, so even a
   * booking is sent again once with a fresh token; a second 401 is an auth error.
   */
  async function call(method: string, path: string, o: RequestOptions = {}): Promise<HttpAnswer<unknown>> {
    for (let attempt = 0; ; attempt++) {
      const used = currentToken();
      const t = await used;
      const res = await http.request<unknown>(method, path, {
        ...o,
        headers: { ...o.headers, authorization: `Bearer ${t}` },
      });
      if (res.status === 401 && attempt === 0) {
        if (token === used) token = null;
        continue;
      }
      if (res.status === 401 || res.status === 403) throw authFailed('TCS', res.status);
      return res;
    }
  }
  const refuse = (res: HttpAnswer<unknown>, what: string) =>
    new CourierError(
      'rejected',
      `TCS refused to ${what}: ${tcsMessage(res.body) || `HTTP ${res.status}`}`.slice(0, 300),
    );

  async function cities() {
    const res = await call('GET', 'ecom/api/setup/citylistbycountry', { query: { countrycode: 'PK' } });
    const b = res.body;
    const list = Array.isArray(b) ? rows(b) : rows(pick(asRow(b), 'data', 'detail', 'cities', 'result'));
    if (res.status >= 400 || !list.length) throw refuse(res, 'list cities');
    return list
      .map((c) => {
        const name = str(pick(c, 'cityname', 'cityName', 'name'));
        return { id: str(pick(c, 'citycode', 'cityCode', 'cityid', 'cityId')) || name, name };
      })
      .filter((c) => c.name)
      .map((c) => ({ ...c, pickup: true, delivery: true }));
  }

  async function trackOne(cn: string): Promise<TrackResult | null> {
    const res = await call('GET', 'tracking/api/Tracking/GetDynamicTrackDetail', {
      query: { consignee: cn },
    });
    const b = asRow(res.body);
    const summary = /current status:\s*([^\n]+)/i.exec(str(b.shipmentsummary))?.[1]?.trim() ?? '';
    const checkpoints = rows(b.checkpoints);
    const delivery = rows(b.deliveryinfo);
    if (res.status === 404 || (!checkpoints.length && !delivery.length && !summary)) {
      // TCS answers `message: "FAIL"`, "No Data Found" until the first scan, and for unknown CNs.
      if (res.status < 400 || res.status === 404) return null;
      throw refuse(res, `track ${cn}`);
    }
    // TCS lists newest first; events stamped the same minute keep that order, reversed.
    const events = (checkpoints.length ? checkpoints : delivery)
      .map((e, i) => ({
        i,
        at: parsePkDate(pick(e, 'datetime', 'dateTime', 'date')),
        code: str(pick(e, 'status', 'code')),
        message: [str(pick(e, 'status')), str(pick(e, 'recievedby', 'receivedby'))]
          .filter(Boolean)
          .join(' · '),
        location: str(pick(e, 'station', 'location')) || null,
      }))
      .filter((e): e is typeof e & { at: Date } => e.at !== null)
      .sort((a, z) => a.at.getTime() - z.at.getTime() || z.i - a.i)
      .map(({ i: _i, ...e }): TrackEvent => e);
    const newest = events.at(-1)?.code ?? '';
    const latestDelivery = str(pick(delivery[0] ?? {}, 'status'));
    const courierStatus = summary || newest || latestDelivery;
    return {
      trackingNumber: cn,
      status: tcsStatus(summary) ?? tcsStatus(newest) ?? tcsStatus(latestDelivery),
      courierStatus,
      events,
    };
  }

  return {
    code: 'tcs',
    // GetDynamicTrackDetail takes one CN: the adapter asks for each in turn.
    trackBatchSize: 20,
    minPollSeconds: 15 * 60,

    async testConnection() {
      token = null; // check the client ID / secret themselves, not a token from before
      await cities();
    },

    cities,

    async book(r) {
      const res = await call('POST', 'ecom/api/booking/create', {
        json: {
          accountNo,
          costCenterCode: r.pickup.courierAddressCode ?? undefined,
          consigneeName: r.consignee.name.slice(0, 100),
          consigneeAddress: r.consignee.address.slice(0, 500),
          consigneeMobNo: r.consignee.phone,
          consigneeEmail: r.consignee.email ?? '',
          originCityName: r.pickup.courierCityName ?? r.pickup.city,
          destinationCityName: r.consignee.courierCityName ?? r.consignee.city,
          weight: Math.max(0.01, Math.round(r.weightGrams / 10) / 100), // kg
          pieces: r.pieces,
          codAmount: rupees(r.codAmount),
          customerReferenceNo: r.reference,
          services: r.shipmentType || 'O',
          productDetails: r.description.slice(0, 500),
          fragile: 'No',
          remarks: (r.remarks ?? '').slice(0, 500),
          insuranceValue: 0,
        },
      });
      const b = asRow(res.body);
      // Public clients read `consignmentNo`; others report `cn`. Both are accepted.
      const cn = str(
        pick(b, 'consignmentNo', 'consignmentNumber', 'cn') ??
          pick(asRow(b.data ?? b.result), 'consignmentNo', 'consignmentNumber', 'cn'),
      );
      if (res.status < 400 && cn && b.status !== false && String(b.status) !== 'false')
        return { trackingNumber: cn };
      throw refuse(res, 'book the parcel');
    },

    async cancel(cn) {
      const res = await call('POST', 'ecom/api/booking/cancel', {
        json: { consignmentNumber: cn },
        idempotent: true,
      });
      const b = asRow(res.body);
      const m = str(pick(b, 'message'));
      const ok =
        res.status < 400 &&
        b.status !== false &&
        (b.status === true || /success|cancel/i.test(m)) &&
        !/fail|unsuccess|invalid|not found|error|cannot|already/i.test(m);
      if (!ok) throw refuse(res, `cancel ${cn}`);
    },

    async track(cns) {
      const out: TrackResult[] = [];
      for (const cn of cns) {
        const t = await trackOne(cn);
        if (t) out.push(t);
      }
      return out;
    },

    async payments({ trackingNumbers }) {
      // Payment/status is per consignment; the period is not asked for (the parcels define it).
      const byRef = new Map<string, CourierPayment>();
      for (const cn of trackingNumbers) {
        const res = await call('GET', 'ecom/api/Payment/status', {
          query: { customerno: accountNo, cnno: cn },
        });
        const b = asRow(res.body);
        const list = rows(pick(b, 'detail', 'data')).map(flat);
        if (!list.length) {
          if (res.status < 400 || NO_DATA.test(tcsMessage(res.body))) continue;
          throw refuse(res, `report the payment of ${cn}`);
        }
        for (const d of list) {
          if (!/^(y|yes|paid|settled|true)$/i.test(str(d.paymentstatus ?? d.status))) continue;
          const date = str(d.paymentdate ?? d.paidon);
          const ref =
            str(
              d.chequeno ?? d.paymentreference ?? d.instrumentno ?? d.paymentid ?? d.cprno ?? d.invoiceno,
            ) || `TCS ${date || 'payment'}`;
          const codRaw = d.codamount ?? d.cod;
          const cod = codRaw === undefined || codRaw === null ? null : toPaisa(codRaw);
          const chargesRaw = d.deliverycharges ?? d.charges;
          const charges =
            chargesRaw === undefined || chargesRaw === null
              ? null
              : toPaisa(chargesRaw) + toPaisa(d.gst ?? 0);
          const paidRaw = d.amountpaid ?? d.netamount ?? d.paidamount;
          const amount =
            paidRaw !== undefined && paidRaw !== null ? toPaisa(paidRaw) : (cod ?? 0) - (charges ?? 0);
          const p = byRef.get(ref) ?? {
            reference: ref,
            paidOn: parsePkDate(date),
            method: str(d.paymentmode ?? d.instrumentmode) || null,
            total: 0,
            lines: [],
          };
          p.lines.push({
            trackingNumber: str(d.cnbycourier ?? d.consignmentno) || cn,
            amount,
            codAmount: cod,
            charges,
          });
          p.total += amount;
          byRef.set(ref, p);
        }
      }
      return [...byRef.values()];
    },
  };
}
