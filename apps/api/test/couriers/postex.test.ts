import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as postex from '../../src/couriers/postex.ts';
import { createPostex, postexStatus } from '../../src/couriers/postex.ts';
import { CourierError } from '../../src/couriers/types.ts';
import { startFakePostex, type FakePostex } from '../fakes/postex.ts';
import { fakeContext, sampleBooking } from './adapter-context.ts';

/**
 * The PostEx adapter against a fake PostEx that follows docs/couriers/postex.md (never the
 * adapter), plus recorded example answers parsed straight through the adapter's parsing.
 */
let px: FakePostex;
const zone = process.env.TZ;
beforeAll(async () => {
  // PostEx times are Karachi local: they must read the same whatever the server's zone (postex.md §5).
  process.env.TZ = 'America/New_York';
  px = await startFakePostex();
});
afterAll(async () => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
  await px.close();
});

const PX = '/services/integration/api/order';
const adapter = (token = px.token) => createPostex(fakeContext(px.url, { token }));
const kindOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'ok';
  } catch (err) {
    return err instanceof CourierError ? err.kind : `other: ${String(err)}`;
  }
};
const parcel = (cn: string) => px.parcels.find((p) => p.trackingNumber === cn)!;
const raw = (path: string, init: RequestInit = {}) =>
  fetch(`${px.url}${PX}${path}`, {
    ...init,
    headers: { token: px.token, 'content-type': 'application/json', ...init.headers },
  });

describe('the fake PostEx follows docs/couriers/postex.md', () => {
  it('answers the guide’s get-all-order parameters with Spring’s 400 and no statusCode (§3)', async () => {
    const res = await raw('/v1/get-all-order?orderStatusID=0&fromDate=2026-11-01&toDate=2026-11-30');
    expect(res.status).toBe(400);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: 400, error: 'Bad Request' });
    expect(body).not.toHaveProperty('statusCode');
    expect(
      (await raw('/v1/get-all-order?orderStatusId=0&startDate=2026-11-01&endDate=2026-11-30')).status,
    ).toBe(200);
  });

  it('refuses the order type "Reverse" (§2), answers 401 TOKEN IS INVALID (§1) and 404 on the singular advice path (§8)', async () => {
    const body = { ...sampleBookingBody(), orderType: 'Reverse' };
    const res = await raw('/v3/create-order', { method: 'POST', body: JSON.stringify(body) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '400', statusMessage: 'Invalid order type' });
    const denied = await raw('/v2/get-operational-city', { headers: { token: 'nope' } });
    expect(denied.status).toBe(401);
    expect(await denied.json()).toEqual({ statusCode: '401', statusMessage: 'TOKEN IS INVALID' });
    const singular = await fetch(`${px.url}/service/integration/api/order/v2/save-shipper-advice`, {
      method: 'PUT',
      headers: { token: px.token, 'content-type': 'application/json' },
      body: JSON.stringify({ trackingNumber: 'x', statusId: 1, remarks: '' }),
    });
    expect(singular.status).toBe(404);
  });

  it('keeps amounts out of payment-status and history times in Karachi local time, newest first (§4, §5, §7)', async () => {
    const { trackingNumber: cn } = await adapter().book(sampleBooking('SD-FAKE-SHAPE'));
    px.advance(cn, '0005', 'Delivered', 'Delivered', '2026-11-20 15:30:00');
    px.settle(cn, { settlementDate: '2026-11-21 02:00:00', cprNumber_1: 'CPR-1' }, { upfrontPayment: 3293 });
    const pay = (await (await raw(`/v1/payment-status/${cn}`)).json()) as { dist: Record<string, unknown> };
    expect(Object.keys(pay.dist).sort()).toEqual(
      ['cprNumber_1', 'orderRefNumber', 'settle', 'settlementDate', 'trackingNumber'].sort(),
    );
    const track = (await (await raw(`/v1/track-order/${cn}`)).json()) as {
      dist: { upfrontPayment: number; transactionStatusHistory: Array<Record<string, string>> };
    };
    expect(track.dist.upfrontPayment).toBe(3293);
    expect(track.dist.transactionStatusHistory[0]).toEqual({
      transactionStatusMessage: 'Delivered',
      transactionStatusMessageCode: '0005',
      updatedAt: '2026-11-20 15:30:00',
    });
    expect(track.dist.transactionStatusHistory[1]!.updatedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });
});

function sampleBookingBody() {
  return {
    orderRefNumber: 'SD-RAW',
    invoicePayment: 3500,
    orderDetail: 'x',
    customerName: 'Ayesha Khan',
    customerPhone: '03001234567',
    deliveryAddress: 'House 12',
    cityName: 'Karachi',
    items: 1,
    orderType: 'Normal',
  };
}

describe('PostEx adapter against the fake PostEx', () => {
  it('checks the zone trick works: this process is not on UTC', () => {
    expect(new Date(2026, 10, 20, 15, 30).toISOString()).not.toBe('2026-11-20T15:30:00.000Z');
  });

  it('tests the connection and refuses a wrong token as an auth error', async () => {
    await adapter().testConnection();
    expect(await kindOf(adapter('wrong').testConnection())).toBe('auth');
    expect(px.hits.at(-1)?.headers.token).toBe('wrong');
  });

  it('lists cities with pickup and delivery flags', async () => {
    const cities = await adapter().cities();
    expect(cities).toContainEqual({ id: 'Islamabad', name: 'Islamabad', pickup: false, delivery: true });
  });

  it('books with our reference, COD in rupees, the mapped city and the weight in kg', async () => {
    const { trackingNumber } = await adapter().book(sampleBooking('SD-REF-1'));
    expect(parcel(trackingNumber).body).toMatchObject({
      orderRefNumber: 'SD-REF-1',
      invoicePayment: 3500,
      cityName: 'Karachi',
      customerPhone: '03001234567',
      orderType: 'Normal',
      items: 2,
      bookingWeight: 0.75,
    });
  });

  it('finds a booking by our reference with orderStatusId, startDate and endDate, rows flat or wrapped (§3)', async () => {
    const a = adapter();
    const { trackingNumber } = await a.book(sampleBooking('SD-FIND'));
    for (const wrapped of [true, false]) {
      px.options.wrapAllOrderRows = wrapped;
      expect(await a.findBooking!('SD-FIND', new Date())).toEqual({ trackingNumber });
      expect(await a.findBooking!('SD-NOPE', new Date())).toBeNull();
    }
    px.options.wrapAllOrderRows = true;
    const q = px.hits.filter((h) => h.path.endsWith('/get-all-order')).at(-1)!.query;
    expect(q.get('orderStatusId')).toBe('0');
    expect(q.get('startDate')).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(q.get('endDate')).toMatch(/^\d{4}-\d\d-\d\d$/);
    // The window reaches from before the parcel was created up to today (a retry days later may
    // have booked it), and no further back.
    expect(await a.findBooking!('SD-FIND', new Date(Date.now() - 40 * 86_400_000))).toEqual({
      trackingNumber,
    });
    expect(await a.findBooking!('SD-FIND', new Date(Date.now() + 10 * 86_400_000))).toBeNull();
  });

  it('logs a status code no table knows once, with PostEx’s words (§6)', async () => {
    const logged: Array<{ obj: Record<string, unknown>; msg: string }> = [];
    const log = {
      warn: (obj: object, msg: string) => logged.push({ obj: obj as Record<string, unknown>, msg }),
    };
    const a = createPostex({ ...fakeContext(px.url, { token: px.token }), log });
    const { trackingNumber: cn } = await a.book(sampleBooking('SD-PX-UNKNOWN-CODE'));
    px.advance(cn, '0099', 'Parked at Zq depot', 'PostEx Warehouse');
    await a.track([cn]);
    await a.track([cn]);
    expect(logged.filter((l) => String(l.obj.raw).startsWith('0099'))).toEqual([
      {
        obj: { courier: 'postex', kind: 'status code', raw: '0099 Parked at Zq depot', readAs: null },
        msg: 'postex status code not understood; the parcel keeps its status',
      },
    ]);
  });

  it('names the reason when PostEx refuses a booking', async () => {
    const bad = {
      ...sampleBooking('SD-REF-2'),
      consignee: { ...sampleBooking('x').consignee, phone: '0421234567' },
    };
    const err = await adapter()
      .book(bad)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CourierError);
    expect((err as CourierError).kind).toBe('rejected');
    expect((err as CourierError).message).toContain('Invalid customer phone');
  });

  it('sends the catalogue’s "Reverse" as PostEx’s "Reversed" (§2)', async () => {
    const { trackingNumber } = await adapter().book({ ...sampleBooking('SD-REV'), shipmentType: 'Reverse' });
    expect(parcel(trackingNumber).body.orderType).toBe('Reversed');
    const { trackingNumber: cn2 } = await adapter().book({
      ...sampleBooking('SD-REV2'),
      shipmentType: 'Reversed',
    });
    expect(parcel(cn2).body.orderType).toBe('Reversed');
  });

  it('after a 500, a reset or a timeout on booking, finds the one parcel PostEx booked (never books twice)', async () => {
    const key = `POST ${PX}/v3/create-order`;
    for (const fault of ['500-after', 'reset-after', 'timeout'] as const) {
      const before = px.parcels.length;
      px.inject(key, fault);
      expect(await kindOf(adapter().book(sampleBooking(`SD-AMB-${fault}`)))).toBe('ambiguous');
      expect(px.parcels.length).toBe(before + 1); // the courier did book it once…
      expect((await adapter().findBooking!(`SD-AMB-${fault}`, new Date()))?.trackingNumber).toBe(
        px.parcels.at(-1)!.trackingNumber, // …and the look-up finds that one parcel
      );
    }
  });

  it('retries a 429 and a refused-before-work 503 for the same booking, booking once', async () => {
    const before = px.parcels.length;
    px.inject(`POST ${PX}/v3/create-order`, '429', '503');
    const { trackingNumber } = await adapter().book(sampleBooking('SD-RETRY'));
    expect(px.parcels.length).toBe(before + 1);
    expect(px.parcels.at(-1)!.trackingNumber).toBe(trackingNumber);
  });

  it('dates events from updatedAt read as Karachi time (UTC+5) and takes the newest event’s status (§4, §5)', async () => {
    const a = adapter();
    const { trackingNumber: cn } = await a.book(sampleBooking('SD-TRACK'));
    parcel(cn).history[0]!.updatedAt = '2026-11-18 13:05:11';
    px.advance(cn, '0003', 'Shipment arrived at PostEx warehouse', 'PostEx Warehouse', '2026-11-19 11:00:00');
    px.advance(cn, '0005', 'Delivered to customer', 'Delivered', '2026-11-20 15:30:00');
    const [t] = await a.track([cn]);
    expect(t).toMatchObject({ trackingNumber: cn, status: 'delivered', courierStatus: 'Delivered' });
    expect(t!.events.map((e) => [e.at.toISOString(), e.code, e.status])).toEqual([
      ['2026-11-18T08:05:11.000Z', '0001', 'booked'],
      ['2026-11-19T06:00:00.000Z', '0003', 'in_transit'],
      ['2026-11-20T10:30:00.000Z', '0005', 'delivered'],
    ]);
    expect(t!.deliveryCharges).toBe(20_700);
  });

  it('keeps PostEx’s order for events on the same second, and skips an unknown tracking number', async () => {
    const a = adapter();
    const { trackingNumber: cn } = await a.book(sampleBooking('SD-SAME'));
    const at = parcel(cn).history[0]!.updatedAt;
    px.advance(cn, '0003', 'At warehouse', 'PostEx Warehouse', at);
    px.advance(cn, '0013', 'Delivery attempted: customer not responding', 'Attempted', at);
    const res = await a.track([cn, '99999999999']);
    expect(res).toHaveLength(1);
    expect(res[0]!.events.map((e) => e.code)).toEqual(['0001', '0003', '0013']);
    expect(res[0]!.status).toBe('attempted');
  });

  it('reads 0006 as returned, the newer codes 0031–0042 and the status name "Return" (§6)', async () => {
    const a = adapter();
    const cases: Array<[string, string, string, string]> = [
      ['0006', 'Returned to shipper', 'Returned', 'returned'],
      ['0041', 'Returned to sender', 'PostEx Warehouse', 'returned'], // the name lags: the newest event decides
      ['0040', 'Return in transit', 'Out For Return', 'returning'],
      ['0031', 'Departed to warehouse', 'Booked', 'in_transit'],
      ['0042', 'Delivery failed', 'Out For Delivery', 'attempted'],
      ['0099', 'Something new', 'Return', 'returned'], // unknown code: the name decides
    ];
    const cns: string[] = [];
    for (const [code, message, name] of cases) {
      const { trackingNumber: cn } = await a.book(sampleBooking(`SD-CODE-${code}`));
      parcel(cn).history[0]!.updatedAt = '2026-11-18 10:00:00';
      px.advance(cn, code, message, name, '2026-11-21 10:00:00');
      cns.push(cn);
    }
    const res = await a.track(cns);
    expect(res.map((r) => r.status)).toEqual(cases.map((c) => c[3]));
  });

  it('answers shipper advice on the /services/ path first (return → 1, re-attempt → 2, hold refused) and cancels', async () => {
    const a = adapter();
    const { trackingNumber: cn } = await a.book(sampleBooking('SD-MISC'));
    const advice = { adviceId: null, trackingNumber: cn, reason: 'x', attempts: 1, deadline: null };
    const from = px.hits.length;
    await a.answerAdvice!(advice, { action: 'reattempt', remarks: 'Call first', address: 'Flat 3, Block B' });
    await a.answerAdvice!(advice, { action: 'return', remarks: 'Buyer refused' });
    expect(px.hits.slice(from).map((h) => `${h.method} ${h.path}`)).toEqual([
      `PUT ${PX}/v2/save-shipper-advice`,
      `PUT ${PX}/v2/save-shipper-advice`,
    ]);
    expect(parcel(cn).advice).toEqual([
      { statusId: 2, remarks: 'Call first · New address: Flat 3, Block B' },
      { statusId: 1, remarks: 'Buyer refused' },
    ]);
    expect(await kindOf(a.answerAdvice!(advice, { action: 'hold', remarks: '' }))).toBe('rejected');

    await a.cancel!(cn);
    expect(parcel(cn).cancelled).toBe(true);
    expect(await kindOf(a.cancel!('NOPE'))).toBe('rejected');
  });

  it('reads CPR lines with the amounts from tracking, never Rs 0, dated on the Karachi day (§7)', async () => {
    const a = adapter();
    const [one, two, unsettled, noAmount] = await Promise.all(
      ['SD-PAY-1', 'SD-PAY-2', 'SD-PAY-3', 'SD-PAY-4'].map(
        async (r) => (await a.book(sampleBooking(r))).trackingNumber,
      ),
    );
    for (const cn of [one!, two!, unsettled!, noAmount!]) px.advance(cn, '0005', 'Delivered', 'Delivered');
    px.settle(
      one!,
      {
        settlementDate: '2026-11-21 02:00:00',
        upfrontPaymentDate: '2026-11-21 02:00:00',
        cprNumber_1: 'CPR-9001',
      },
      { upfrontPayment: 3293, balancePayment: 3293 },
    );
    px.settle(
      two!,
      {
        upfrontPaymentDate: '2026-11-21 02:00:00',
        cprNumber_1: 'CPR-9001',
        reservePaymentDate: '2026-11-28 18:00:00',
        cprNumber_2: 'CPR-9002',
      },
      { upfrontPayment: 2624, reservePayment: 669 },
    );
    px.settle(noAmount!, { settlementDate: '2026-11-21', cprNumber_1: 'CPR-9001' }, {});
    const pays = await a.payments!({
      trackingNumbers: [one!, two!, unsettled!, noAmount!],
      from: new Date(),
      to: new Date(),
    });
    expect(pays).toEqual([
      {
        reference: 'CPR-9001',
        paidOn: new Date('2026-11-21T00:00:00Z'),
        method: 'CPR',
        total: 329_300 + 262_400,
        lines: [
          { trackingNumber: one, amount: 329_300 },
          { trackingNumber: two, amount: 262_400 },
        ],
      },
      {
        reference: 'CPR-9002',
        paidOn: new Date('2026-11-28T00:00:00Z'),
        method: 'CPR',
        total: 66_900,
        lines: [{ trackingNumber: two, amount: 66_900 }],
      },
    ]);
  });

  it('returns the courier PDFs for airway bills and load sheets', async () => {
    const a = adapter();
    expect((await a.airwayBill!(['1', '2'])).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await kindOf(a.airwayBill!(Array.from({ length: 11 }, (_, i) => String(i))))).toBe('rejected');
    expect(
      (await a.loadSheet!(['1'], { courierAddressCode: 'PK-ADDR-77' })).pdf?.subarray(0, 5).toString(),
    ).toBe('%PDF-');
  });

  it('registers a pickup address answered without an id, reuses one that exists and never makes a duplicate (§9)', async () => {
    const a = adapter();
    const posts = () =>
      px.hits.filter((h) => h.method === 'POST' && h.path.endsWith('/create-merchant-address'));
    // Already in PostEx (made in its portal): used as it is.
    const existing = px.addresses[0]!;
    const before = posts().length;
    expect(
      await a.createPickupAddress!({
        name: 'Korangi',
        contactName: existing.contactPersonName,
        phone: existing.phone1,
        address: `  ${existing.address} `,
        city: 'Karachi',
        courierCityId: 'Karachi',
        courierCityName: 'Karachi',
      }),
    ).toEqual({ code: existing.addressCode });
    expect(posts().length).toBe(before);

    const input = {
      name: 'Warehouse',
      contactName: 'Bilal',
      phone: '03001234567',
      address: '45 Main Boulevard',
      city: 'Lahore',
      courierCityId: 'Lahore',
      courierCityName: 'Lahore',
    };
    const { code } = await a.createPickupAddress!(input);
    expect(code).toMatch(/^PK-ADDR-\d+$/);
    expect(px.addresses.find((x) => x.addressCode === code)).toMatchObject({
      address: '45 Main Boulevard',
      cityName: 'Lahore',
      contactPersonName: 'Bilal',
      phone1: '03001234567',
      addressTypeId: 2,
    });
    // Asked again (a retry): the same code, nothing created.
    expect(await a.createPickupAddress!(input)).toEqual({ code });
    expect(posts().length).toBe(before + 1);

    // PostEx creates it but the answer never comes: listed, not created again, now or on retry.
    const other = { ...input, address: '12 Ferozepur Road' };
    px.inject(`POST ${PX}/v2/create-merchant-address`, 'timeout');
    const first = await a.createPickupAddress!(other);
    expect(await a.createPickupAddress!(other)).toEqual(first);
    expect(px.addresses.filter((x) => x.address === '12 Ferozepur Road')).toHaveLength(1);
  });
});

describe('recorded PostEx answers through the adapter’s parsing', () => {
  // Copied from the documented answer shapes (docs/couriers/postex.md §3, §4, §7), not from the fake.
  const TRACK_BULK = {
    statusCode: '200',
    statusMessage: 'SUCCESSFULLY OPERATED',
    dist: [
      {
        trackingNumber: '21015620001234',
        message: 'ORDER FOUND',
        trackingResponse: {
          orderRefNumber: 'SD-1042',
          invoicePayment: 3500,
          customerName: 'Ayesha Khan',
          customerPhone: '03001234567',
          deliveryAddress: 'House 12, Street 4, Gulshan-e-Iqbal Block 5',
          cityName: 'KARACHI',
          orderType: 'Normal',
          orderDate: '2026-11-18 13:05:11',
          transactionStatus: 'Delivered',
          transactionFee: 180,
          transactionTax: 27,
          reversalFee: 0,
          reversalTax: 0,
          upfrontPayment: 2624,
          reservePayment: 669,
          balancePayment: 3293,
          transactionStatusHistory: [
            {
              transactionStatusMessage: 'Delivered to customer',
              transactionStatusMessageCode: '0005',
              updatedAt: '2026-11-20 15:30:00',
            },
            {
              transactionStatusMessage: 'Waiting for delivery',
              transactionStatusMessageCode: '0038',
              updatedAt: '2026-11-20 09:12:40',
            },
            {
              transactionStatusMessage: 'Arrived at transit hub',
              transactionStatusMessageCode: '0035',
              updatedAt: '2026-11-19 22:01:05 +0500',
            },
            {
              transactionStatusMessage: 'Shipment arrived at PostEx warehouse',
              transactionStatusMessageCode: '0003',
              updatedAt: '2026-11-19 11:00:00',
            },
            {
              transactionStatusMessage: 'Order is at merchant',
              transactionStatusMessageCode: '0001',
              updatedAt: '2026-11-18 13:05:11',
            },
          ],
        },
      },
      { trackingNumber: '21015620009999', message: 'ORDER NOT FOUND' },
      {
        trackingNumber: '21015620005555',
        message: 'ORDER FOUND',
        trackingResponse: {
          orderRefNumber: 'SD-1043',
          orderDate: '2026-11-17 10:00:00',
          transactionStatus: 'Return',
          transactionFee: 180,
          transactionTax: 27,
          reversalFee: 120,
          reversalTax: 18,
          transactionStatusHistory: [
            {
              transactionStatusMessage: 'Returned to shipper',
              transactionStatusMessageCode: '0006',
              updatedAt: '2026-11-23 17:45:00',
            },
            // A row without a readable time: kept where PostEx put it, never dated 1970.
            {
              transactionStatusMessage: 'Return in transit',
              transactionStatusMessageCode: '0040',
              updatedAt: '',
            },
            {
              transactionStatusMessage: 'Delivery failed',
              transactionStatusMessageCode: '0042',
              updatedAt: '2026-11-21 12:00:00',
            },
          ],
        },
      },
    ],
  };

  it('reads a delivered parcel: times as UTC+5 (with or without +0500), oldest first, charges', () => {
    const [t, missing, r] = TRACK_BULK.dist.map((row) => postex.postexTrackRow(row));
    expect(missing).toBeNull();
    expect(t).toMatchObject({
      trackingNumber: '21015620001234',
      status: 'delivered',
      courierStatus: 'Delivered',
      deliveryCharges: 20_700,
      returnCharges: 0,
    });
    expect(t!.events.map((e) => [e.at.toISOString(), e.code, e.status])).toEqual([
      ['2026-11-18T08:05:11.000Z', '0001', 'booked'],
      ['2026-11-19T06:00:00.000Z', '0003', 'in_transit'],
      ['2026-11-19T17:01:05.000Z', '0035', 'in_transit'],
      ['2026-11-20T04:12:40.000Z', '0038', 'in_transit'],
      ['2026-11-20T10:30:00.000Z', '0005', 'delivered'],
    ]);
    expect(r).toMatchObject({ status: 'returned', courierStatus: 'Return', returnCharges: 13_800 });
    expect(r!.events.map((e) => [e.at.toISOString(), e.code])).toEqual([
      ['2026-11-21T07:00:00.000Z', '0042'],
      ['2026-11-21T07:00:00.000Z', '0040'],
      ['2026-11-23T12:45:00.000Z', '0006'],
    ]);
  });

  it('never dates an entry 1970: undated entries take the order date, or are left out but still decide the status', () => {
    const history = [
      {
        transactionStatusMessage: 'Returned to shipper',
        transactionStatusMessageCode: '0006',
        updatedAt: 'N/A',
      },
      { transactionStatusMessage: 'Order is at merchant', transactionStatusMessageCode: '0001' },
    ];
    const withOrderDate = postex.postexTrackRow({
      trackingNumber: '2001',
      trackingResponse: {
        orderDate: '2026-11-17 10:00:00',
        transactionStatus: '',
        transactionStatusHistory: history,
      },
    });
    expect(withOrderDate!.events.map((e) => [e.at.toISOString(), e.code])).toEqual([
      ['2026-11-17T05:00:00.000Z', '0001'],
      ['2026-11-17T05:00:00.000Z', '0006'],
    ]);
    expect(withOrderDate!.status).toBe('returned');
    const undated = postex.postexTrackRow({
      trackingNumber: '2002',
      trackingResponse: { transactionStatus: 'Booked', transactionStatusHistory: history },
    });
    expect(undated).toMatchObject({ events: [], status: 'returned', courierStatus: 'Booked' });
  });

  it('reads Karachi times whatever the zone, and refuses to invent one', () => {
    expect(postex.karachiTime('2026-11-20 15:30:00')?.toISOString()).toBe('2026-11-20T10:30:00.000Z');
    expect(postex.karachiTime('2026-11-20T15:30:00')?.toISOString()).toBe('2026-11-20T10:30:00.000Z');
    expect(postex.karachiTime('2026-11-20 15:30:00 +0500')?.toISOString()).toBe('2026-11-20T10:30:00.000Z');
    expect(postex.karachiTime('2026-11-20T10:30:00Z')?.toISOString()).toBe('2026-11-20T10:30:00.000Z');
    expect(postex.karachiTime('2026-11-20')?.toISOString()).toBe('2026-11-19T19:00:00.000Z');
    for (const bad of ['', 'N/A', null, undefined, 0, '2026-13-01 10:00:00', '2026-02-30 10:00:00'])
      expect(postex.karachiTime(bad)).toBeNull();
  });

  it('maps codes and names: 0006 is returned, 0031–0042 are known, "Return" is Returned', () => {
    expect(postexStatus(undefined, '0006')).toBe('returned');
    expect(postexStatus(undefined, '0002')).toBe('returned');
    expect(postexStatus(undefined, '0033')).toBe('in_transit');
    expect(postexStatus(undefined, '0038')).toBe('in_transit');
    expect(postexStatus(undefined, '0040')).toBe('returning');
    expect(postexStatus(undefined, '0041')).toBe('returned');
    expect(postexStatus(undefined, '0042')).toBe('attempted');
    expect(postexStatus('Return')).toBe('returned');
    expect(postexStatus('PostEx WareHouse')).toBe('in_transit');
    expect(postexStatus('En-Route to PostEx Warehouse')).toBe('in_transit');
    expect(postexStatus('Delivery Under Review', '0008')).toBeNull();
  });

  it('finds our reference in get-all-order rows, flat or wrapped (§3)', () => {
    const wrapped = [
      { trackingResponse: { orderRefNumber: 'SD-1', trackingNumber: '2001' } },
      { trackingResponse: { orderRefNumber: 'SD-2', trackingNumber: '2002' } },
    ];
    const flat = [{ orderRefNumber: 'SD-3', trackingNumber: '2003', transactionStatus: 'Booked' }];
    expect(postex.postexFindByReference(wrapped, 'SD-2')).toBe('2002');
    expect(postex.postexFindByReference(flat, 'SD-3')).toBe('2003');
    expect(postex.postexFindByReference(flat, 'SD-9')).toBeNull();
    expect(postex.postexFindByReference(null, 'SD-9')).toBeNull();
  });

  it('joins payment-status CPR numbers with the tracking amounts (§7)', () => {
    const record = TRACK_BULK.dist[0]!.trackingResponse!;
    const settled = {
      orderRefNumber: 'SD-1042',
      trackingNumber: '21015620001234',
      settle: true,
      settlementDate: '2026-11-28 18:00:00',
      upfrontPaymentDate: '2026-11-21 02:00:00',
      cprNumber_1: 'CPR-77001',
      reservePaymentDate: '2026-11-28 18:00:00',
      cprNumber_2: 'CPR-77002',
    };
    const unsettled = { orderRefNumber: 'SD-1043', trackingNumber: '21015620005555', settle: false };
    expect(
      postex.postexCprPayments([
        { status: settled, record },
        { status: unsettled, record: TRACK_BULK.dist[2]!.trackingResponse },
      ]),
    ).toEqual([
      {
        reference: 'CPR-77001',
        paidOn: new Date('2026-11-21T00:00:00Z'),
        method: 'CPR',
        total: 262_400,
        lines: [{ trackingNumber: '21015620001234', amount: 262_400 }],
      },
      {
        reference: 'CPR-77002',
        paidOn: new Date('2026-11-28T00:00:00Z'),
        method: 'CPR',
        total: 66_900,
        lines: [{ trackingNumber: '21015620001234', amount: 66_900 }],
      },
    ]);
    // One CPR for both parts: one line with the sum. No amount on the record: no line at all.
    expect(
      postex.postexCprPayments([{ status: { ...settled, cprNumber_2: 'CPR-77001' }, record }])[0]!.lines,
    ).toEqual([{ trackingNumber: '21015620001234', amount: 329_300 }]);
    expect(postex.postexCprPayments([{ status: settled, record: { orderRefNumber: 'SD-1042' } }])).toEqual(
      [],
    );
  });
});
