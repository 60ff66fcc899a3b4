import { startFakeServer, type FakeReply, type FakeRequest, type FakeServer } from './fake-server.ts';

/**
 * A fake TCS OCI API that keeps parcels in memory. It follows docs/couriers/tcs.md, not our
 * adapter; each rule names its section there.
 * - Two tokens ("Two tokens"): `GET /auth/api/auth?clientid&clientsecret` (a JSON POST is taken
 *   too: clients disagree) gives the bearer; `GET /ecom/api/authentication/token?username&password`
 *   with that bearer gives the `accesstoken` that booking, cancel and payment status require in
 *   their body or query. A missing or stale bearer is 401; a missing or stale `accesstoken` is
 *   refused like TCS refuses input.
 * - Booking ("Booking"): only the nested body (`shipperinfo` / `consigneeinfo` / `shipmentinfo`);
 *   the legacy flat keys (consigneeName, codAmount…) are unknown here and refused. Refusals are
 *   HTTP 200 `{status: false, message: "FAIL", error: [{errorname, errormessage}]}`.
 * - Tracking lists checkpoints newest first with dates like `Thursday Oct 17, 2024 12:58`, and
 *   `deliveryinfo[].code` OK / RO / OFD; `message: "FAIL"` for a CN it does not know.
 * Every booking call books a new parcel, even with a reference it has seen: a double booking
 * shows as two parcels.
 */
export interface TcsFakeCheckpoint {
  consignmentno: string;
  datetime: string;
  recievedby: string | null;
  status: string;
}

export interface TcsFakeParcel {
  cn: string;
  reference: string;
  body: Record<string, unknown>;
  /** Newest first, as TCS lists them. */
  checkpoints: TcsFakeCheckpoint[];
  cancelled: boolean;
  payment: { chequeNo: string; date: string; charges: number } | null;
}

export interface TcsFakeCreds {
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  accountNo: string;
  costCenter: string;
}

export interface FakeTcs extends FakeServer {
  creds: TcsFakeCreds;
  parcels: TcsFakeParcel[];
  /** Bearer tokens (step 1) handed out. */
  tokensIssued: number;
  /** Access tokens (step 2) handed out. */
  accessTokensIssued: number;
  /** Makes every access token (step 2) invalid. */
  expireAccessTokens(): void;
  /** Which field carries the CN in a booking answer (sources disagree). */
  cnField: 'consignmentNo' | 'cn';
  /** Makes every issued token invalid (the next call gets a 401). */
  expireTokens(): void;
  /** While true, every token is refused (401), even a fresh one. */
  refuseTokens: boolean;
  advance(cn: string, status: string, receivedBy?: string | null, at?: Date): void;
  pay(cn: string, chequeNo: string, date: string, charges: number): void;
}

const CITIES = [
  { cityid: 1, citycode: 'KHI', cityname: 'KARACHI', countrycode: 'PK' },
  { cityid: 2, citycode: 'LHE', cityname: 'LAHORE', countrycode: 'PK' },
  { cityid: 3, citycode: 'ISB', cityname: 'ISLAMABAD', countrycode: 'PK' },
  { cityid: 4, citycode: 'BAG', cityname: 'BAGH', countrycode: 'PK' },
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `Thursday Oct 17, 2024 12:58` in Pakistan time, as TCS writes it. */
export function tcsDate(d: Date): string {
  const p = new Date(d.getTime() + 5 * 3_600_000);
  const hh = String(p.getUTCHours()).padStart(2, '0');
  const mm = String(p.getUTCMinutes()).padStart(2, '0');
  return `${DAYS[p.getUTCDay()]} ${MONTHS[p.getUTCMonth()]} ${p.getUTCDate()}, ${p.getUTCFullYear()} ${hh}:${mm}`;
}

const DEFAULT_CREDS: TcsFakeCreds = {
  clientId: 'tcs-client',
  clientSecret: 'tcs-secret',
  username: 'lawnhouse',
  password: 'portal-pass',
  accountNo: 'TCS-ACC-9',
  costCenter: 'CC-01',
};

/** docs/couriers/tcs.md "Booking": the nested sections and the keys each may carry. */
const BOOKING_KEYS: Record<string, readonly string[]> = {
  shipperinfo: [
    'tcsaccount',
    'shippername',
    'address1',
    'address2',
    'countrycode',
    'countryname',
    'cityname',
    'mobile',
    'email',
  ],
  consigneeinfo: [
    'firstname',
    'middlename',
    'lastname',
    'address1',
    'address2',
    'countrycode',
    'countryname',
    'cityname',
    'email',
    'mobile',
  ],
  shipmentinfo: [
    'costcentercode',
    'referenceno',
    'contentdesc',
    'servicecode',
    'shipmentdate',
    'currency',
    'codamount',
    'weightinkg',
    'pieces',
    'fragile',
    'remarks',
    'skus',
  ],
};
const TOP_KEYS = [
  'accesstoken',
  'consignmentno',
  'shipperinfo',
  'consigneeinfo',
  'vendorinfo',
  'shipmentinfo',
];

export async function startFakeTcs(creds: TcsFakeCreds = DEFAULT_CREDS): Promise<FakeTcs> {
  const parcels: TcsFakeParcel[] = [];
  const tokens = new Set<string>();
  const accessTokens = new Set<string>();
  let seq = 0;
  const state = {
    tokensIssued: 0,
    accessTokensIssued: 0,
    cnField: 'consignmentNo' as 'consignmentNo' | 'cn',
    refuseTokens: false,
  };
  const find = (cn: string) => parcels.find((p) => p.cn === cn);
  const unauthorized: FakeReply = {
    status: 401,
    json: { message: 'Unauthorized: invalid or expired token' },
  };
  const bearer = (r: FakeRequest) =>
    !state.refuseTokens && tokens.has(String(r.headers.authorization ?? '').replace(/^Bearer /, ''));
  const body = (r: FakeRequest) => (r.body ?? {}) as Record<string, unknown>;
  const refuse = (errors: Array<[string, string]>): FakeReply => ({
    json: {
      status: false,
      message: 'FAIL',
      error: errors.map(([errorname, errormessage]) => ({ errorname, errormessage })),
    },
  });
  /** "Two tokens": step 1, from the query (the guide) or a JSON body (some clients). */
  const auth = (r: FakeRequest): FakeReply => {
    const b = body(r);
    const id = r.query.get('clientid') ?? r.query.get('ClientID') ?? b.clientid;
    const secret = r.query.get('clientsecret') ?? r.query.get('ClientSecret') ?? b.clientsecret;
    if (id !== creds.clientId || secret !== creds.clientSecret)
      return {
        status: 401,
        json: { message: 'Invalid client id or client secret', status: false, result: null },
      };
    const t = `tok-${++state.tokensIssued}`;
    tokens.add(t);
    return {
      json: {
        status: true,
        code: '0200',
        message: 'SUCCESS',
        result: { accessToken: t, expiry: '2099-01-01T00:00:00' },
      },
    };
  };
  const badAccess = (t: unknown) => !accessTokens.has(String(t ?? ''));
  const invalidAccess = refuse([['accesstoken', 'Invalid or expired access token']]);

  const server = await startFakeServer({
    'GET /auth/api/auth': auth,
    'POST /auth/api/auth': auth,

    // "Two tokens", step 2: the portal user, with the bearer from step 1.
    'GET /ecom/api/authentication/token': (r) => {
      if (!bearer(r)) return unauthorized;
      if (r.query.get('username') !== creds.username || r.query.get('password') !== creds.password)
        return { json: { message: 'Invalid username or password', accesstoken: null } };
      const t = `acc-${++state.accessTokensIssued}`;
      accessTokens.add(t);
      return { json: { message: 'SUCCESS', accesstoken: t, expiry: '2099-01-01T00:00:00' } };
    },

    'GET /ecom/api/setup/citylistbycountry': (r) => {
      if (!bearer(r)) return unauthorized;
      if (r.query.get('countrycode') !== 'PK') return { json: { message: 'No Data Found', data: [] } };
      return { json: { message: 'SUCCESS', data: CITIES } };
    },

    'POST /ecom/api/booking/create': (r) => {
      if (!bearer(r)) return unauthorized;
      const b = body(r);
      const unknown = Object.keys(b).filter((k) => !TOP_KEYS.includes(k));
      if (unknown.length) return refuse(unknown.map((k) => [k, `${k} is not a valid field`]));
      if (badAccess(b.accesstoken)) return invalidAccess;
      const errors: Array<[string, string]> = [];
      const part = (name: string) => {
        const v = b[name];
        if (!v || typeof v !== 'object' || Array.isArray(v)) {
          errors.push([name, `${name} is required`]);
          return {} as Record<string, unknown>;
        }
        for (const k of Object.keys(v))
          if (!BOOKING_KEYS[name]!.includes(k)) errors.push([`${name}.${k}`, `${k} is not a valid field`]);
        return v as Record<string, unknown>;
      };
      const shipper = part('shipperinfo');
      const consignee = part('consigneeinfo');
      const shipment = part('shipmentinfo');
      const need = (o: Record<string, unknown>, where: string, keys: string[]) => {
        for (const k of keys)
          if (o[k] === undefined || o[k] === null || o[k] === '')
            errors.push([`${where}.${k}`, `${k} is required`]);
      };
      need(shipper, 'shipperinfo', ['tcsaccount', 'shippername', 'address1', 'cityname', 'mobile']);
      need(consignee, 'consigneeinfo', ['firstname', 'address1', 'cityname', 'mobile']);
      need(shipment, 'shipmentinfo', [
        'costcentercode',
        'referenceno',
        'servicecode',
        'currency',
        'weightinkg',
        'pieces',
        'fragile',
      ]);
      if (errors.length) return refuse(errors);
      if (shipper.tcsaccount !== creds.accountNo)
        errors.push(['shipperinfo.tcsaccount', 'Invalid account number']);
      if (shipment.costcentercode !== creds.costCenter)
        errors.push(['shipmentinfo.costcentercode', 'Invalid cost center code']);
      if (shipment.currency !== 'PKR') errors.push(['shipmentinfo.currency', 'Currency must be PKR']);
      // "Booking": fragile is a boolean, COD at most 250,000, servicecode at most 6 characters.
      if (typeof shipment.fragile !== 'boolean')
        errors.push(['shipmentinfo.fragile', 'fragile must be true or false']);
      const cod = Number(shipment.codamount ?? 0);
      if (!(cod >= 0) || cod > 250_000)
        errors.push(['shipmentinfo.codamount', 'COD amount must be between 0 and 250000']);
      if (String(shipment.servicecode).length > 6)
        errors.push(['shipmentinfo.servicecode', 'Invalid service code']);
      if (!/^03\d{9}$/.test(String(consignee.mobile)))
        errors.push(['consigneeinfo.mobile', 'Mobile number must be 03xxxxxxxxx']);
      const city = (n: unknown) => CITIES.some((c) => c.cityname === String(n).toUpperCase());
      if (!city(consignee.cityname)) errors.push(['consigneeinfo.cityname', 'Invalid destination city']);
      if (!city(shipper.cityname)) errors.push(['shipperinfo.cityname', 'Invalid origin city']);
      const w = Number(shipment.weightinkg);
      if (!(w > 0) || w > 50) errors.push(['shipmentinfo.weightinkg', 'Weight must be in kg (0 – 50)']);
      const pieces = Number(shipment.pieces);
      if (!Number.isInteger(pieces) || pieces < 1)
        errors.push(['shipmentinfo.pieces', 'Pieces must be at least 1']);
      if (shipment.skus !== undefined && !Array.isArray(shipment.skus))
        errors.push(['shipmentinfo.skus', 'skus must be a list']);
      if (errors.length) return refuse(errors);
      const cn = `77${String(++seq).padStart(10, '0')}`;
      parcels.push({
        cn,
        reference: String(shipment.referenceno),
        body: b,
        checkpoints: [
          {
            consignmentno: cn,
            datetime: tcsDate(new Date(Date.now() - 3_600_000)),
            recievedby: null,
            status: 'Shipment Booked',
          },
        ],
        cancelled: false,
        payment: null,
      });
      return {
        json: { response: 'SUCCESS', code: '200', status: true, message: 'SUCCESS', [state.cnField]: cn },
      };
    },

    'POST /ecom/api/booking/cancel': (r) => {
      if (!bearer(r)) return unauthorized;
      if (badAccess(body(r).accesstoken)) return invalidAccess;
      const p = find(String(body(r).consignmentNumber ?? ''));
      if (!p) return { json: { message: 'Failure: No Record Founds' } };
      if (p.checkpoints.length > 1) return { json: { message: 'FAILURE: shipment already picked up' } };
      p.cancelled = true;
      p.checkpoints.unshift({
        consignmentno: p.cn,
        datetime: tcsDate(new Date()),
        recievedby: null,
        status: 'Cancelled',
      });
      return { json: { message: 'SUCCESS' } };
    },

    'GET /tracking/api/Tracking/GetDynamicTrackDetail': (r) => {
      if (!bearer(r)) return unauthorized;
      const p = find(r.query.get('consignee') ?? '');
      if (!p)
        return {
          json: {
            message: 'FAIL',
            shipmentinfo: null,
            deliveryinfo: null,
            checkpoints: null,
            shipmentsummary: 'No Data Found',
          },
        };
      const latest = p.checkpoints[0]!;
      // "Cancel, tracking…": deliveryinfo codes OK delivered, RO returned, OFD out for delivery.
      const code = /return/i.test(latest.status)
        ? /delivered|returned to shipper/i.test(latest.status)
          ? 'RO'
          : null
        : /out for delivery/i.test(latest.status)
          ? 'OFD'
          : /delivered/i.test(latest.status)
            ? 'OK'
            : null;
      const station = String((p.body.consigneeinfo as Record<string, unknown>).cityname).toUpperCase();
      return {
        json: {
          message: 'SUCCESS',
          shipmentinfo: [
            {
              consignmentno: p.cn,
              bookingdate: p.checkpoints.at(-1)!.datetime,
              origin: String((p.body.shipperinfo as Record<string, unknown>).cityname).toUpperCase(),
              destination: station,
            },
          ],
          deliveryinfo: code ? [{ ...latest, station, code }] : [],
          checkpoints: p.checkpoints,
          shipmentsummary: `Current Status: ${latest.status.toUpperCase()}`,
        },
      };
    },

    'GET /ecom/api/Payment/status': (r) => {
      if (!bearer(r)) return unauthorized;
      if (badAccess(r.query.get('accesstoken'))) return invalidAccess;
      if (r.query.get('customerno') !== creds.accountNo)
        return { json: { message: 'Invalid customer number', detail: null } };
      const p = find(r.query.get('cnno') ?? '');
      if (!p) return { json: { message: 'No Data Found', detail: null } };
      const cod = Number((p.body.shipmentinfo as Record<string, unknown>).codamount ?? 0);
      return {
        json: {
          message: 'SUCCESS',
          detail: [
            {
              'cn by courier': p.cn,
              'cod amount': cod,
              'delivery charges': p.payment?.charges ?? null,
              gst: p.payment ? Math.round(p.payment.charges * 0.16) : null,
              'amount paid': p.payment ? cod - p.payment.charges - Math.round(p.payment.charges * 0.16) : 0,
              'payment status': p.payment ? 'Y' : 'N',
              'payment date': p.payment?.date ?? null,
              'cheque no': p.payment?.chequeNo ?? null,
            },
          ],
        },
      };
    },
  });

  return {
    ...server,
    creds,
    parcels,
    get tokensIssued() {
      return state.tokensIssued;
    },
    get accessTokensIssued() {
      return state.accessTokensIssued;
    },
    expireAccessTokens() {
      accessTokens.clear();
    },
    get cnField() {
      return state.cnField;
    },
    set cnField(v: 'consignmentNo' | 'cn') {
      state.cnField = v;
    },
    get refuseTokens() {
      return state.refuseTokens;
    },
    set refuseTokens(v: boolean) {
      state.refuseTokens = v;
    },
    expireTokens() {
      tokens.clear();
    },
    advance(cn: string, status: string, receivedBy: string | null = null, at = new Date()) {
      const p = find(cn);
      if (!p) throw new Error(`no parcel ${cn}`);
      p.checkpoints.unshift({ consignmentno: cn, datetime: tcsDate(at), recievedby: receivedBy, status });
    },
    pay(cn: string, chequeNo: string, date: string, charges: number) {
      const p = find(cn);
      if (!p) throw new Error(`no parcel ${cn}`);
      p.payment = { chequeNo, date, charges };
    },
  };
}
