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
 * TCS, OCI API (docs/couriers/tcs.md). Two tokens: a bearer from `GET /auth/api/auth` (client id
 * and secret), then the portal user's `accesstoken` from `GET /ecom/api/authentication/token`,
 * which booking, cancel and payment status carry in their body or query. The booking body is
 * nested (`shipperinfo` / `consigneeinfo` / `shipmentinfo`); the legacy API's flat body is a
 * different product and is never sent here. Hosts are defaults; the account's base URL wins.
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

/** `deliveryinfo[].code` (docs/couriers/tcs.md "Cancel, tracking…"). */
export const TCS_DELIVERY_CODES: Record<string, ParcelStatus> = {
  OK: 'delivered',
  RO: 'returned',
  OFD: 'out_for_delivery',
};

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

/** When a token stops being good: its `expiry` (a date or seconds), else in an hour; a minute early. */
function expiryOf(raw: unknown, now: Date): number {
  const hour = now.getTime() + 3_600_000;
  if (typeof raw === 'number' && raw > 0) return now.getTime() + raw * 1000 - 60_000;
  const t = Date.parse(String(raw ?? ''));
  return Number.isNaN(t) ? hour : Math.min(t, now.getTime() + 24 * 3_600_000) - 60_000;
}

interface Tokens {
  bearer: string;
  access: string;
  until: number;
}

export function createTcs(ctx: AdapterContext): CourierAdapter {
  const { http } = ctx;
  const c = ctx.credentials;
  const accountNo = c.accountNo ?? '';
  let tokens: Promise<Tokens> | null = null;

  /** Step 1: the API client's bearer. The guide's GET first; a client-style JSON POST if GET is not routed. */
  async function fetchBearer(): Promise<{ token: string; until: number }> {
    const query = { clientid: c.clientId ?? '', clientsecret: c.clientSecret ?? '' };
    let res = await http.request<unknown>('GET', 'auth/api/auth', { query, idempotent: true });
    if (res.status === 404 || res.status === 405)
      res = await http.request<unknown>('POST', 'auth/api/auth', { json: query, idempotent: true });
    const b = asRow(res.body);
    const r = asRow(b.result ?? b.data);
    const t = str(pick(r, 'accessToken', 'token') ?? pick(b, 'accessToken', 'access_token', 'token'));
    if (res.status < 400 && t) return { token: t, until: expiryOf(pick(r, 'expiry') ?? b.expiry, ctx.now()) };
    const why = tcsMessage(res.body) || `HTTP ${res.status}`;
    throw new CourierError(
      'auth',
      `TCS refused the client ID / secret (${why.slice(0, 120)}); check them in Courier management`,
    );
  }

  /** Step 2: the portal user's `accesstoken`, asked for with the bearer. */
  async function fetchAccess(bearer: string): Promise<{ token: string; until: number }> {
    const res = await http.request<unknown>('GET', 'ecom/api/authentication/token', {
      query: { username: c.username ?? '', password: c.password ?? '' },
      headers: { authorization: `Bearer ${bearer}` },
      idempotent: true,
    });
    const b = asRow(res.body);
    const t = str(
      pick(b, 'accesstoken', 'accessToken') ?? pick(asRow(b.result), 'accesstoken', 'accessToken'),
    );
    if (res.status < 400 && t) return { token: t, until: expiryOf(b.expiry, ctx.now()) };
    const why = tcsMessage(res.body) || `HTTP ${res.status}`;
    throw new CourierError(
      'auth',
      `TCS refused the portal user name / password (${why.slice(0, 120)}); check them in Courier management`,
    );
  }

  /** Both tokens, cached until the sooner expiry (one request at a time asks for them). */
  function currentTokens(): Promise<Tokens> {
    if (tokens) {
      const held = tokens;
      // A settled pair past its expiry is dropped; one still being fetched is shared.
      void held.then(
        (t) => {
          if (t.until <= ctx.now().getTime() && tokens === held) tokens = null;
        },
        () => undefined,
      );
    }
    if (!tokens) {
      const p = (async () => {
        const bearer = await fetchBearer();
        const access = await fetchAccess(bearer.token);
        return { bearer: bearer.token, access: access.token, until: Math.min(bearer.until, access.until) };
      })();
      tokens = p;
      p.catch(() => {
        if (tokens === p) tokens = null;
      });
    }
    return tokens;
  }

  /** TCS refused the `accesstoken` in the body (it answers such input errors with HTTP 200). */
  const accessRefused = (body: unknown) =>
    rows(asRow(body).error).some((e) => /accesstoken/i.test(str(pick(e, 'errorname', 'key'))));

  /**
   * An authenticated call; `withAccess` puts the `accesstoken` where the call takes it. A 401, or
   * an `accesstoken` refused, means nothing was done, so even a booking is sent again once with
   * fresh tokens; a second refusal is an auth error.
   */
  async function call(
    method: string,
    path: string,
    o: RequestOptions = {},
    withAccess?: (access: string) => RequestOptions,
  ): Promise<HttpAnswer<unknown>> {
    for (let attempt = 0; ; attempt++) {
      const used = currentTokens();
      const t = await used;
      const extra = withAccess?.(t.access) ?? {};
      const res = await http.request<unknown>(method, path, {
        ...o,
        ...extra,
        headers: { ...o.headers, authorization: `Bearer ${t.bearer}` },
      });
      const refused = res.status === 401 || (withAccess !== undefined && accessRefused(res.body));
      if (refused && attempt === 0) {
        if (tokens === used) tokens = null;
        continue;
      }
      if (res.status === 401 || res.status === 403) throw authFailed('TCS', res.status);
      if (refused)
        throw new CourierError(
          'auth',
          'TCS refused the access token twice; check the portal user in Courier management',
        );
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
    const deliveryCode = TCS_DELIVERY_CODES[str(pick(delivery[0] ?? {}, 'code')).toUpperCase()] ?? null;
    const courierStatus = summary || newest || latestDelivery;
    return {
      trackingNumber: cn,
      status: deliveryCode ?? tcsStatus(summary) ?? tcsStatus(newest) ?? tcsStatus(latestDelivery),
      courierStatus,
      events,
    };
  }

  return {
    code: 'tcs',
    listsItems: true,
    // GetDynamicTrackDetail takes one CN: the adapter asks for each in turn.
    trackBatchSize: 20,
    minPollSeconds: 15 * 60,

    async testConnection() {
      // Every step a booking needs, in order, each named when it fails: the client ID / secret,
      // the portal user, then a harmless read (the city list).
      tokens = null;
      await currentTokens();
      await cities();
    },

    cities,

    async book(r) {
      const costCenter = (c.costCenter ?? '').trim();
      if (!costCenter)
        throw new CourierError(
          'rejected',
          'TCS needs a cost centre code for every booking: add it to this TCS account in Courier management (Settings → Couriers)',
        );
      const [first, ...rest] = r.consignee.name.trim().split(/\s+/);
      const kg = Math.max(0.01, Math.round(r.weightGrams / 10) / 100);
      const shipmentinfo = {
        costcentercode: costCenter,
        referenceno: r.reference,
        contentdesc: r.description.slice(0, 200),
        servicecode: r.shipmentType || 'O',
        shipmentdate: ctx.now().toISOString().slice(0, 10),
        currency: 'PKR',
        codamount: rupees(r.codAmount),
        weightinkg: kg,
        pieces: r.pieces,
        fragile: false,
        ...(r.remarks ? { remarks: r.remarks.slice(0, 200) } : {}),
        ...(r.lines?.length
          ? {
              skus: r.lines.map((l) => ({
                description: (l.sku ? `${l.sku} ${l.title}` : l.title).slice(0, 100),
                quantity: l.quantity,
                weight: Math.round((kg / Math.max(1, r.itemCount)) * l.quantity * 100) / 100,
                uom: 'PCS',
                unitprice: rupees(l.unitPrice),
              })),
            }
          : {}),
      };
      const res = await call('POST', 'ecom/api/booking/create', {}, (access) => ({
        json: {
          accesstoken: access,
          shipperinfo: {
            tcsaccount: accountNo,
            shippername: r.pickup.name,
            address1: r.pickup.address,
            countrycode: 'PK',
            countryname: 'Pakistan',
            cityname: r.pickup.courierCityName ?? r.pickup.city,
            mobile: r.pickup.phone,
          },
          consigneeinfo: {
            firstname: first ?? r.consignee.name,
            ...(rest.length ? { lastname: rest.join(' ') } : {}),
            address1: r.consignee.address.slice(0, 250),
            countrycode: 'PK',
            countryname: 'Pakistan',
            cityname: r.consignee.courierCityName ?? r.consignee.city,
            ...(r.consignee.email ? { email: r.consignee.email } : {}),
            mobile: r.consignee.phone,
          },
          shipmentinfo,
        },
      }));
      const b = asRow(res.body);
      // The guide answers `consignmentNo`; some clients read `cn`. Both are accepted.
      const cn = str(
        pick(b, 'consignmentNo', 'consignmentNumber', 'cn') ??
          pick(asRow(b.data ?? b.result), 'consignmentNo', 'consignmentNumber', 'cn'),
      );
      if (res.status < 400 && cn && b.status !== false && String(b.status) !== 'false')
        return { trackingNumber: cn };
      throw refuse(res, 'book the parcel');
    },

    async cancel(cn) {
      const res = await call('POST', 'ecom/api/booking/cancel', { idempotent: true }, (access) => ({
        json: { consignmentNumber: cn, accesstoken: access },
      }));
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
        const res = await call('GET', 'ecom/api/Payment/status', {}, (access) => ({
          query: { customerno: accountNo, cnno: cn, accesstoken: access },
        }));
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
