import { startFakeServer, type FakeReply, type FakeRequest, type FakeServer } from './fake-server.ts';

/**
 * A fake TCS OCI API that keeps parcels in memory. Like the real one it hands out a bearer token
 * for `{clientid, clientsecret}` and answers 401 to a missing or expired token; it refuses
 * bookings with HTTP 200 `{status: false, message: "FAIL", error: [{errorname, errormessage}]}`;
 * tracking lists checkpoints newest first with dates like `Thursday Oct 17, 2024 12:58`, and
 * `message: "FAIL"` for a CN it does not know. Every booking call books a new parcel, even with a
 * reference it has seen: a double booking shows as two parcels.
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

export interface FakeTcs extends FakeServer {
  creds: { clientId: string; clientSecret: string; accountNo: string };
  parcels: TcsFakeParcel[];
  tokensIssued: number;
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

export async function startFakeTcs(
  creds = { clientId: 'tcs-client', clientSecret: 'tcs-secret', accountNo: 'TCS-ACC-9' },
): Promise<FakeTcs> {
  const parcels: TcsFakeParcel[] = [];
  const tokens = new Set<string>();
  let seq = 0;
  const state = {
    tokensIssued: 0,
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

  const server = await startFakeServer({
    'POST /auth/api/auth': (r) => {
      const b = body(r);
      if (b.clientid !== creds.clientId || b.clientsecret !== creds.clientSecret)
        return { status: 401, json: { message: 'Invalid client id or client secret', result: null } };
      const t = `tok-${++state.tokensIssued}`;
      tokens.add(t);
      return { json: { message: 'SUCCESS', result: { accessToken: t, expiry: '2099-01-01T00:00:00' } } };
    },

    'GET /ecom/api/setup/citylistbycountry': (r) => {
      if (!bearer(r)) return unauthorized;
      if (r.query.get('countrycode') !== 'PK') return { json: { message: 'No Data Found', data: [] } };
      return { json: { message: 'SUCCESS', data: CITIES } };
    },

    'POST /ecom/api/booking/create': (r) => {
      if (!bearer(r)) return unauthorized;
      const b = body(r);
      const required = [
        'consigneeName',
        'consigneeAddress',
        'consigneeMobNo',
        'originCityName',
        'destinationCityName',
        'weight',
        'pieces',
        'customerReferenceNo',
        'services',
      ];
      const missing = required.filter((k) => b[k] === undefined || b[k] === '' || b[k] === null);
      if (missing.length) return refuse(missing.map((k) => [k, `${k} is required`]));
      const errors: Array<[string, string]> = [];
      if (!/^03\d{9}$/.test(String(b.consigneeMobNo)))
        errors.push(['consigneeMobNo', 'Mobile number must be 03xxxxxxxxx']);
      const city = (n: unknown) => CITIES.some((c) => c.cityname === String(n).toUpperCase());
      if (!city(b.destinationCityName)) errors.push(['destinationCityName', 'Invalid destination city']);
      if (!city(b.originCityName)) errors.push(['originCityName', 'Invalid origin city']);
      const w = Number(b.weight);
      if (!(w > 0) || w > 50) errors.push(['weight', 'Weight must be in kg (0 – 50)']);
      if (!['O', 'D', 'OLE'].includes(String(b.services))) errors.push(['services', 'Invalid service code']);
      if (errors.length) return refuse(errors);
      const cn = `77${String(++seq).padStart(10, '0')}`;
      parcels.push({
        cn,
        reference: String(b.customerReferenceNo),
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
      return { json: { status: true, message: 'SUCCESS', [state.cnField]: cn } };
    },

    'POST /ecom/api/booking/cancel': (r) => {
      if (!bearer(r)) return unauthorized;
      const p = find(String(body(r).consignmentNumber ?? ''));
      if (!p) return { json: { message: 'FAILURE: Invalid consignment number' } };
      if (p.checkpoints.length > 1) return { json: { message: 'FAILURE: shipment already picked up' } };
      p.cancelled = true;
      p.checkpoints.unshift({
        consignmentno: p.cn,
        datetime: tcsDate(new Date()),
        recievedby: null,
        status: 'Cancelled',
      });
      return { json: { message: 'Consignment cancelled successfully' } };
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
      const delivered = /delivered/i.test(latest.status) && !/return/i.test(latest.status);
      return {
        json: {
          message: 'SUCCESS',
          shipmentinfo: [
            {
              consignmentno: p.cn,
              bookingdate: p.checkpoints.at(-1)!.datetime,
              origin: String(p.body.originCityName).toUpperCase(),
              destination: String(p.body.destinationCityName).toUpperCase(),
            },
          ],
          deliveryinfo: delivered
            ? [{ ...latest, station: String(p.body.destinationCityName).toUpperCase(), code: 'OK' }]
            : [],
          checkpoints: p.checkpoints,
          shipmentsummary: `Current Status: ${latest.status.toUpperCase()}`,
        },
      };
    },

    'GET /ecom/api/Payment/status': (r) => {
      if (!bearer(r)) return unauthorized;
      if (r.query.get('customerno') !== creds.accountNo)
        return { json: { message: 'Invalid customer number', detail: null } };
      const p = find(r.query.get('cnno') ?? '');
      if (!p) return { json: { message: 'No Data Found', detail: null } };
      const cod = Number(p.body.codAmount ?? 0);
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
