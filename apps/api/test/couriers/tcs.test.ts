import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePkDate } from '../../src/couriers/mnp-map.ts';
import { TCS_DELIVERY_CODES, createTcs, tcsStatus } from '../../src/couriers/tcs.ts';
import { CourierError } from '../../src/couriers/types.ts';
import { startFakeServer } from '../fakes/fake-server.ts';
import { startFakeTcs, tcsDate, type FakeTcs } from '../fakes/tcs.ts';
import { fakeContext, sampleBooking } from './adapter-context.ts';

let tc: FakeTcs;
beforeAll(async () => {
  tc = await startFakeTcs();
});
afterAll(() => tc.close());

const creds = () => ({ ...tc.creds });
const adapter = (c: Record<string, string> = creds()) => createTcs(fakeContext(tc.url, c));
const booking = (ref: string) => ({ ...sampleBooking(ref), shipmentType: 'O' });
const errorOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return { kind: 'ok', message: '' };
  } catch (err) {
    return err instanceof CourierError
      ? { kind: err.kind, message: err.message }
      : { kind: 'other', message: String(err) };
  }
};
const kindOf = async (p: Promise<unknown>) => (await errorOf(p)).kind;
const BOOK = 'POST /ecom/api/booking/create';

describe('TCS adapter against a fake TCS (OCI)', () => {
  it('runs both token steps on test connection and names the step that failed', async () => {
    const before = tc.hits.length;
    await adapter().testConnection();
    const [auth, access, cities] = tc.hits.slice(before);
    // docs/couriers/tcs.md "Two tokens": GET with the guide's query names, then the portal user.
    expect(auth).toMatchObject({ method: 'GET', path: '/auth/api/auth' });
    expect(auth!.query.get('clientid')).toBe('tcs-client');
    expect(auth!.query.get('clientsecret')).toBe('tcs-secret');
    expect(access).toMatchObject({ method: 'GET', path: '/ecom/api/authentication/token' });
    expect(access!.query.get('username')).toBe('lawnhouse');
    expect(access!.headers.authorization).toBe(`Bearer tok-${tc.tokensIssued}`);
    expect(cities!.query.get('countrycode')).toBe('PK');
    const wrongSecret = await errorOf(adapter({ ...creds(), clientSecret: 'nope' }).testConnection());
    expect(wrongSecret.kind).toBe('auth');
    expect(wrongSecret.message).toContain('client ID / secret');
    expect(wrongSecret.message).toContain('Invalid client id or client secret');
    const wrongPortal = await errorOf(adapter({ ...creds(), password: 'nope' }).testConnection());
    expect(wrongPortal.kind).toBe('auth');
    expect(wrongPortal.message).toContain('portal user name / password');
  });

  it('sends the access token in every booking, cancel and payment call', async () => {
    const a = adapter();
    const { trackingNumber: cn } = await a.book(booking('SD-TCS-ACCESS'));
    const token = `acc-${tc.accessTokensIssued}`;
    expect(tc.parcels.find((p) => p.cn === cn)!.body.accesstoken).toBe(token);
    await a.cancel!(cn);
    expect(tc.hits.at(-1)!.body).toEqual({ consignmentNumber: cn, accesstoken: token });
    await a.payments!({ trackingNumbers: [cn], from: new Date(), to: new Date() });
    expect(tc.hits.at(-1)!.query.get('accesstoken')).toBe(token);
    // An access token TCS no longer takes: both tokens are asked again once, nothing is lost.
    tc.expireAccessTokens();
    const issued = tc.accessTokensIssued;
    const again = await a.book(booking('SD-TCS-ACCESS-2'));
    expect(tc.accessTokensIssued).toBe(issued + 1);
    expect(tc.parcels.filter((p) => p.reference === 'SD-TCS-ACCESS-2').map((p) => p.cn)).toEqual([
      again.trackingNumber,
    ]);
  });

  it('lists cities by code with their TCS names', async () => {
    expect(await adapter().cities()).toContainEqual({
      id: 'KHI',
      name: 'KARACHI',
      pickup: true,
      delivery: true,
    });
  });

  it('books with the nested body: shipper, consignee and shipment info with cost centre, PKR and SKUs', async () => {
    const a = adapter();
    const req = {
      ...booking('SD-TCS-1'),
      consignee: { ...booking('x').consignee, courierCityName: 'ISLAMABAD', city: 'Isb' },
      shipmentType: 'D',
      lines: [{ title: 'Lawn suit (M)', sku: 'LS-M', quantity: 2, unitPrice: 175_000 }],
    };
    const { trackingNumber } = await a.book(req);
    const sent = tc.parcels.find((p) => p.cn === trackingNumber)!.body;
    expect(sent).toMatchObject({
      shipperinfo: { tcsaccount: 'TCS-ACC-9', cityname: 'Lahore', countrycode: 'PK' },
      consigneeinfo: { firstname: 'Ayesha', lastname: 'Khan', cityname: 'ISLAMABAD', mobile: '03001234567' },
      shipmentinfo: {
        costcentercode: 'CC-01',
        referenceno: 'SD-TCS-1',
        servicecode: 'D',
        currency: 'PKR',
        codamount: 3500,
        weightinkg: 0.75,
        pieces: 1,
        fragile: false,
        contentdesc: '2 × Lawn suit (M)',
        skus: [{ description: 'LS-M Lawn suit (M)', quantity: 2, uom: 'PCS', unitprice: 1750 }],
      },
    });
    // The legacy API's flat keys never reach the OCI endpoint.
    expect(Object.keys(sent).sort()).toEqual(['accesstoken', 'consigneeinfo', 'shipmentinfo', 'shipperinfo']);
  });

  it('refuses to book without a cost centre, saying where to set it, and sends nothing', async () => {
    const before = tc.hits.filter((h) => h.path === '/ecom/api/booking/create').length;
    const err = await errorOf(adapter({ ...creds(), costCenter: '' }).book(booking('SD-TCS-NOCC')));
    expect(err.kind).toBe('rejected');
    expect(err.message).toContain('cost centre');
    expect(err.message).toContain('Courier management');
    expect(tc.hits.filter((h) => h.path === '/ecom/api/booking/create').length).toBe(before);
  });

  it('reads recorded TCS answers verbatim: tokens, the booking CN, deliveryinfo codes, spaced payment keys', async () => {
    // The answer shapes of docs/couriers/tcs.md (the guide's examples), served as they are.
    const rec = await startFakeServer({
      'GET /auth/api/auth': () => ({
        json: {
          result: { accessToken: 'eyJ.rec', expiry: '2099-12-31T23:59:59' },
          status: true,
          code: '0200',
        },
      }),
      'GET /ecom/api/authentication/token': () => ({
        json: { accesstoken: 'ACC-REC', expiry: '2099-12-31T23:59:59', message: 'SUCCESS' },
      }),
      'POST /ecom/api/booking/create': () => ({
        json: {
          response: 'SUCCESS',
          consignmentNo: '779412345678',
          code: '200',
          status: true,
          message: 'SUCCESS',
        },
      }),
      'GET /tracking/api/Tracking/GetDynamicTrackDetail': () => ({
        json: {
          message: 'SUCCESS',
          shipmentinfo: [{ consignmentno: '779412345678', origin: 'LAHORE', destination: 'KARACHI' }],
          deliveryinfo: [{ code: 'RO', status: 'RETURN TO ORIGIN', datetime: 'Friday Nov 20, 2026 15:30' }],
          checkpoints: [
            { status: 'Return To Shipper', datetime: 'Friday Nov 20, 2026 15:30', recievedby: null },
            { status: 'Shipment Booked', datetime: 'Tuesday Nov 17, 2026 10:05', recievedby: null },
          ],
          shipmentsummary: '',
        },
      }),
      'GET /ecom/api/Payment/status': () => ({
        json: {
          message: 'SUCCESS',
          detail: [
            {
              'booking date': '17/11/2026',
              'cn status': 'DELIVERED',
              'cn by courier': '779412345678',
              'cod amount': 3500,
              'delivery charges': 250,
              gst: 40,
              'amount paid': 3210,
              'payment status': 'Y',
              'payment date': '2026-11-24',
              'cheque no': 'CPR-7781',
            },
          ],
        },
      }),
    });
    try {
      const a = createTcs(fakeContext(rec.url, { ...creds() }));
      expect(await a.book(booking('SD-TCS-REC'))).toEqual({ trackingNumber: '779412345678' });
      const [t] = await a.track(['779412345678']);
      expect(t).toMatchObject({ status: 'returned' }); // deliveryinfo code RO
      expect(t!.events.map((e) => e.code)).toEqual(['Shipment Booked', 'Return To Shipper']);
      const [pay] = await a.payments!({
        trackingNumbers: ['779412345678'],
        from: new Date(),
        to: new Date(),
      });
      expect(pay).toMatchObject({
        reference: 'CPR-7781',
        total: 321_000,
        lines: [{ trackingNumber: '779412345678', amount: 321_000, codAmount: 350_000, charges: 29_000 }],
      });
      expect(rec.hits.find((h) => h.path === '/ecom/api/Payment/status')!.query.get('accesstoken')).toBe(
        'ACC-REC',
      );
    } finally {
      await rec.close();
    }
    expect(TCS_DELIVERY_CODES).toEqual({ OK: 'delivered', RO: 'returned', OFD: 'out_for_delivery' });
  });

  it('keeps the token between calls and gets a new one once after a 401', async () => {
    const a = adapter();
    await a.cities();
    const issued = tc.tokensIssued;
    await a.cities();
    await a.track(['NOPE']);
    expect(tc.tokensIssued).toBe(issued); // cached in the adapter

    tc.expireTokens();
    const before = tc.parcels.length;
    const { trackingNumber } = await a.book(booking('SD-TCS-RENEW'));
    expect(tc.tokensIssued).toBe(issued + 1);
    expect(tc.parcels.length).toBe(before + 1);
    expect(tc.parcels.at(-1)!.cn).toBe(trackingNumber);

    // A fresh token refused again is an auth error, after exactly one renewal.
    tc.refuseTokens = true;
    try {
      expect(await kindOf(a.cities())).toBe('auth');
      expect(tc.tokensIssued).toBe(issued + 2);
    } finally {
      tc.refuseTokens = false;
    }
  });

  it('accepts the CN as `cn` as well as `consignmentNo`', async () => {
    tc.cnField = 'cn';
    try {
      const { trackingNumber } = await adapter().book(booking('SD-TCS-CN'));
      expect(trackingNumber).toBe(tc.parcels.at(-1)!.cn);
    } finally {
      tc.cnField = 'consignmentNo';
    }
  });

  it("names TCS's reasons when it refuses a booking (HTTP 200, status false, error list)", async () => {
    const bad = {
      ...booking('SD-TCS-BAD'),
      consignee: { ...booking('x').consignee, courierCityName: 'Atlantis', phone: '0421234567' },
    };
    const before = tc.parcels.length;
    const err = await errorOf(adapter().book(bad));
    expect(err.kind).toBe('rejected');
    expect(err.message).toContain('consigneeinfo.cityname: Invalid destination city');
    expect(err.message).toContain('consigneeinfo.mobile');
    expect(tc.parcels.length).toBe(before);
  });

  it('reports a 500 after the work, a reset and a timeout on booking as ambiguous, booking once each', async () => {
    for (const fault of ['500-after', 'reset-after', 'timeout'] as const) {
      const before = tc.parcels.length;
      tc.inject(BOOK, fault);
      expect(await kindOf(adapter().book(booking(`SD-TCS-AMB-${fault}`)))).toBe('ambiguous');
      expect(tc.parcels.length).toBe(before + 1);
      expect(tc.parcels.at(-1)!.reference).toBe(`SD-TCS-AMB-${fault}`);
    }
  });

  it('retries a 429 and a 503 refused before the work, booking once', async () => {
    const before = tc.parcels.length;
    tc.inject(BOOK, '429', '503');
    const { trackingNumber } = await adapter().book(booking('SD-TCS-RETRY'));
    expect(tc.parcels.length).toBe(before + 1);
    expect(tc.parcels.at(-1)!.cn).toBe(trackingNumber);
  });

  it('tracks each CN with its checkpoints oldest first and mapped statuses', async () => {
    const a = adapter();
    const { trackingNumber: cn } = await a.book(booking('SD-TCS-TRACK'));
    const t0 = Date.now() - 40 * 60_000;
    tc.advance(cn, 'Arrived at TCS Facility', 'LAHORE', new Date(t0));
    tc.advance(cn, 'Out For Delivery', null, new Date(t0 + 10 * 60_000));
    tc.advance(cn, 'Refused by Consignee', null, new Date(t0 + 20 * 60_000));
    const results = await a.track([cn, 'UNKNOWN']);
    expect(results).toHaveLength(1);
    const [t] = results;
    expect(t).toMatchObject({
      trackingNumber: cn,
      status: 'attempted',
      courierStatus: 'REFUSED BY CONSIGNEE',
    });
    expect(t!.events.map((e) => e.code)).toEqual([
      'Shipment Booked',
      'Arrived at TCS Facility',
      'Out For Delivery',
      'Refused by Consignee',
    ]);
    expect(t!.events[1]).toMatchObject({ message: 'Arrived at TCS Facility · LAHORE' });
    expect(t!.events[1]!.at.getTime()).toBe(Math.floor(t0 / 60_000) * 60_000);
    tc.advance(cn, 'Shipment Delivered', 'AYESHA');
    expect((await a.track([cn]))[0]!.status).toBe('delivered');
  });

  it('maps TCS status words onto our lifecycle', () => {
    expect(tcsStatus('Shipment Booked')).toBe('booked');
    expect(tcsStatus('Arrived at TCS Facility')).toBe('in_transit');
    expect(tcsStatus('Departed From TCS Facility')).toBe('in_transit');
    expect(tcsStatus('OUT FOR DELIVERY')).toBe('out_for_delivery');
    expect(tcsStatus('Awaiting Receiver Collection')).toBe('attempted');
    expect(tcsStatus('DELIVERED')).toBe('delivered');
    expect(tcsStatus('Shipment Returned To Origin')).toBe('returning');
    expect(tcsStatus('Returned to Shipper')).toBe('returned');
    expect(tcsStatus('Cancelled')).toBe('cancelled');
    expect(tcsStatus('Weather delay')).toBeNull();
    // The date format TCS uses (weekday, padded spaces) round-trips through the tolerant parser.
    expect(tcsDate(new Date('2024-10-17T07:58:00Z'))).toBe('Thursday Oct 17, 2024 12:58');
    expect(parsePkDate('Thursday Oct 17, 2024 12:58')).toEqual(new Date('2024-10-17T07:58:00Z'));
    expect(parsePkDate('Monday    Oct 14, 2024 23:19')).toEqual(new Date('2024-10-14T18:19:00Z'));
  });

  it('cancels a fresh booking and names the reason when TCS refuses', async () => {
    const a = adapter();
    const { trackingNumber: cn } = await a.book(booking('SD-TCS-CANCEL'));
    await a.cancel!(cn);
    expect(tc.parcels.find((p) => p.cn === cn)!.cancelled).toBe(true);
    expect((await a.track([cn]))[0]!.status).toBe('cancelled');
    const { trackingNumber: moving } = await a.book(booking('SD-TCS-CANCEL-2'));
    tc.advance(moving, 'Arrived at TCS Facility');
    const err = await errorOf(a.cancel!(moving));
    expect(err).toEqual({ kind: 'rejected', message: expect.stringContaining('already picked up') });
    // "Failure: No Record Founds" for a CN TCS does not know.
    expect(await kindOf(a.cancel!('NOPE'))).toBe('rejected');
  });

  it('reads payments per CN: paid lines grouped by cheque, unpaid ones left out', async () => {
    const a = adapter();
    const { trackingNumber: cn1 } = await a.book(booking('SD-TCS-PAY-1'));
    const { trackingNumber: cn2 } = await a.book(booking('SD-TCS-PAY-2'));
    const { trackingNumber: cn3 } = await a.book(booking('SD-TCS-PAY-3'));
    tc.pay(cn1, 'CHQ-55', '2026-11-20', 250);
    tc.pay(cn2, 'CHQ-55', '2026-11-20', 250);
    const pays = await a.payments!({
      trackingNumbers: [cn1, cn2, cn3, 'NOPE'],
      from: new Date(),
      to: new Date(),
    });
    expect(tc.hits.at(-1)!.query.get('customerno')).toBe('TCS-ACC-9');
    const line = (cn: string) => ({
      trackingNumber: cn,
      amount: 321_000,
      codAmount: 350_000,
      charges: 29_000,
    });
    expect(pays).toEqual([
      {
        reference: 'CHQ-55',
        paidOn: new Date('2026-11-19T19:00:00Z'),
        method: null,
        total: 642_000,
        lines: [line(cn1), line(cn2)],
      },
    ]);
  });
});
