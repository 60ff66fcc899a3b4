import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MNP_ADVICE, createMnp, mnpStatus } from '../../src/couriers/mnp.ts';
import {
  dayWindows,
  mnpBookingAnswer,
  mnpBookingFor,
  mnpProductDetails,
  mnpTrackRecord,
  parsePkDate,
} from '../../src/couriers/mnp-map.ts';
import { CourierError } from '../../src/couriers/types.ts';
import { startFakeMnp, type FakeMnp } from '../fakes/mnp.ts';
import { fakeContext, sampleBooking } from './adapter-context.ts';

let mp: FakeMnp;
beforeAll(async () => {
  mp = await startFakeMnp();
});
afterAll(() => mp.close());

const creds = () => ({ ...mp.creds });
const adapter = (c: Record<string, string> = creds()) => createMnp(fakeContext(mp.baseUrl, c));
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
const BOOK = 'POST /mycodapi/api/Booking/InsertBookingData';
const LOOKUP = '/mycodapi/api/Reports/CN_Detail_Customer_Order_No';

// The fake follows docs/couriers/mnp.md; tests name the section they rely on.

describe('M&P adapter against a fake M&P', () => {
  it('tests the connection with the credentials in the query, and refuses wrong ones as auth', async () => {
    await adapter().testConnection();
    const hit = mp.hits.at(-1)!;
    expect(hit.query.get('username')).toBe('mnp-user');
    expect(hit.query.get('AccountNo')).toBe('ACC-42');
    const wrong = await errorOf(adapter({ ...creds(), password: 'nope' }).testConnection());
    expect(wrong.kind).toBe('auth');
    expect(wrong.message).toContain('Invalid Username or Password');
    // A wrong password on a booking is an auth error too, not a refusal of the parcel.
    expect(await kindOf(adapter({ ...creds(), password: 'nope' }).book(sampleBooking('SD-AUTH')))).toBe(
      'auth',
    );
  });

  it('lists booking cities (pickup and delivery) and delivery-only cities', async () => {
    const cities = await adapter().cities();
    expect(cities).toContainEqual({ id: 'Karachi', name: 'Karachi', pickup: true, delivery: true });
    expect(cities).toContainEqual({ id: 'Gilgit', name: 'Gilgit', pickup: false, delivery: true });
    expect(cities.filter((c) => c.name === 'Lahore')).toHaveLength(1);
  });

  it('books with our reference as custRefNo, COD in rupees, weight in kg and the mapped city', async () => {
    const req = {
      ...sampleBooking('SD-MNP-1'),
      consignee: { ...sampleBooking('x').consignee, courierCityName: 'Rawalpindi', city: 'Pindi' },
      shipmentType: 'Second Day',
    };
    const { trackingNumber } = await adapter().book(req);
    const sent = mp.parcels.find((p) => p.cn === trackingNumber)!.body;
    expect(sent).toMatchObject({
      username: 'mnp-user',
      password: 'mnp-pass',
      AccountNo: 'ACC-42',
      locationID: '777',
      custRefNo: 'SD-MNP-1',
      codAmount: 3500,
      weight: 0.75,
      pieces: 1,
      destinationCityName: 'Rawalpindi',
      consigneeMobNo: '03001234567',
      service: 'Second Day',
      remarks: 'Call before delivery',
    });
    // No account settings: the 2025 Manual's fields are left out (mnp.md §2).
    for (const k of ['InsertType', 'ReturnLocation', 'subAccountId']) expect(sent).not.toHaveProperty(k);
  });

  it('sends InsertType, ReturnLocation and subAccountId when the account sets them (mnp.md §2)', async () => {
    const withSettings = { ...creds(), insertType: '19', returnLocation: '125467', subAccountId: '3456' };
    const { trackingNumber } = await adapter(withSettings).book(sampleBooking('SD-MNP-SET'));
    const sent = mp.parcels.find((p) => p.cn === trackingNumber)!.body;
    expect(sent).toMatchObject({ InsertType: 19, ReturnLocation: 125467, subAccountId: 3456 });
    // Only the ones set are sent.
    const { trackingNumber: cn2 } = await adapter({ ...creds(), insertType: '0' }).book(
      sampleBooking('SD-MNP-SET-2'),
    );
    const sent2 = mp.parcels.find((p) => p.cn === cn2)!.body;
    expect(sent2).toMatchObject({ InsertType: 0 });
    expect(sent2).not.toHaveProperty('ReturnLocation');
    expect(sent2).not.toHaveProperty('subAccountId');
  });

  it('refuses a sub-account id that is not a number before calling M&P (mnp.md §2)', async () => {
    const before = mp.hits.length;
    const err = await errorOf(
      adapter({ ...creds(), subAccountId: 'ACC-42' }).book(sampleBooking('SD-MNP-SUB')),
    );
    expect(err.kind).toBe('rejected');
    expect(err.message).toMatch(/sub-account id must be a number/);
    expect(mp.hits.length).toBe(before);
  });

  it("an account that needs the 2025 settings: refused with M&P's words without them, booked with them (mnp.md §2)", async () => {
    mp.options.requireAccountSettings = true;
    try {
      const err = await errorOf(adapter().book(sampleBooking('SD-MNP-NEED')));
      expect(err.kind).toBe('rejected');
      expect(err.message).toContain('InsertType, ReturnLocation, subAccountId is required');
      const settings = { insertType: '19', returnLocation: '125467', subAccountId: '3456' };
      const { trackingNumber } = await adapter({ ...creds(), ...settings }).book(
        sampleBooking('SD-MNP-NEED'),
      );
      expect(mp.parcels.at(-1)!.cn).toBe(trackingNumber);
    } finally {
      mp.options.requireAccountSettings = false;
    }
  });

  it('refuses an over-long consignee name before booking, naming the field and its limit (mnp.md §2)', async () => {
    const before = mp.hits.length;
    const long = {
      ...sampleBooking('SD-MNP-LONG'),
      consignee: { ...sampleBooking('x').consignee, name: 'N'.repeat(80) },
    };
    const err = await errorOf(adapter().book(long));
    expect(err.kind).toBe('rejected');
    expect(err.message).toContain('consignee name (consigneeName) has 80 characters; M&P takes at most 50');
    expect(mp.hits.length).toBe(before);
    expect(mp.parcels.some((p) => p.custRefNo === 'SD-MNP-LONG')).toBe(false);
  });

  it('checks every documented limit before booking and names each field (mnp.md §2)', async () => {
    const before = mp.hits.length;
    const b = sampleBooking('SD-MNP-LIMITS');
    const err = await errorOf(
      adapter().book({
        ...b,
        consignee: {
          ...b.consignee,
          address: 'A'.repeat(256),
          email: `${'e'.repeat(45)}@x.com`,
          courierCityName: 'C'.repeat(51),
        },
        remarks: 'R'.repeat(401),
        pieces: 100,
      }),
    );
    expect(err.kind).toBe('rejected');
    for (const part of [
      'consigneeAddress) has 256 characters; M&P takes at most 255',
      'consigneeEmail) has 51 characters; M&P takes at most 50',
      'destinationCityName) has 51 characters; M&P takes at most 50',
      'remarks (remarks) has 401 characters; M&P takes at most 400',
      'pieces is 100; M&P takes 1 to 99',
    ])
      expect(err.message).toContain(part);
    expect((await errorOf(adapter().book({ ...b, pieces: 0 }))).message).toContain('pieces is 0');
    expect(mp.hits.length).toBe(before);
    // Exactly at the limits is fine.
    const { trackingNumber } = await adapter().book({
      ...b,
      consignee: { ...b.consignee, name: 'N'.repeat(50), address: 'A'.repeat(255) },
      remarks: 'R'.repeat(400),
      pieces: 99,
    });
    expect(mp.parcels.find((p) => p.cn === trackingNumber)!.body).toMatchObject({ pieces: 99 });
  });

  it("composes product details (Sauda's own summary) to fit M&P's 50 characters (mnp.md §2)", async () => {
    const description = '2 × Lawn suit (M), 1 × Dupatta chiffon, 3 × Embroidered kurta (L), 1 × Shawl';
    const { trackingNumber } = await adapter().book({ ...sampleBooking('SD-MNP-DESC'), description });
    const sent = String(mp.parcels.find((p) => p.cn === trackingNumber)!.body.productDetails);
    expect(sent).toBe('2 × Lawn suit (M), 1 × Dupatta chiffon +2 more');
    expect(mnpProductDetails('2 × Lawn suit (M)')).toBe('2 × Lawn suit (M)');
    expect(mnpProductDetails(`1 × ${'Very long title '.repeat(5)}`)).toHaveLength(50);
    expect(mnpProductDetails(`1 × ${'Very long title '.repeat(5)}, 2 × Cap`)).toMatch(/… \+1 more$/);
    expect(mnpProductDetails(`1 × ${'Very long title '.repeat(5)}, 2 × Cap`).length).toBeLessThanOrEqual(50);
  });

  it('the fake refuses an over-long field the way M&P refuses (HTTP 200, false flag, no CN) (mnp.md §1, §2)', async () => {
    const res = await fetch(`${mp.baseUrl}/Booking/InsertBookingData`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: mp.creds.username,
        password: mp.creds.password,
        AccountNo: mp.creds.accountNo,
        locationID: mp.creds.locationId,
        consigneeName: 'N'.repeat(51),
        consigneeAddress: 'House 1',
        consigneeMobNo: '03001234567',
        destinationCityName: 'Karachi',
        pieces: 1,
        weight: 0.5,
        codAmount: 100,
        custRefNo: 'RAW-1',
      }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      { isSuccess: 'false', orderReferenceId: null, message: 'consigneeName must be 50 characters or less' },
    ]);
  });

  it('refuses COD above Rs 99,999 before calling M&P', async () => {
    const before = mp.hits.length;
    const err = await errorOf(adapter().book({ ...sampleBooking('SD-MNP-BIG'), codAmount: 10_000_000 }));
    expect(err.kind).toBe('rejected');
    expect(err.message).toMatch(/99,999/);
    expect(mp.hits.length).toBe(before);
    // Exactly Rs 99,999 is allowed.
    await adapter().book({ ...sampleBooking('SD-MNP-MAX'), codAmount: 9_999_900 });
    expect(mp.parcels.at(-1)!.body.codAmount).toBe(99_999);
  });

  it('names M&P\'s reason when it refuses a booking (HTTP 200, isSuccess "false")', async () => {
    const bad = {
      ...sampleBooking('SD-MNP-BAD'),
      consignee: { ...sampleBooking('x').consignee, courierCityName: 'Atlantis' },
    };
    const err = await errorOf(adapter().book(bad));
    expect(err.kind).toBe('rejected');
    expect(err.message).toContain('Invalid destination city: Atlantis');
  });

  it('reports a 500 after the work, a reset and a timeout on booking as ambiguous, booking once each', async () => {
    for (const fault of ['500-after', 'reset-after', 'timeout'] as const) {
      const before = mp.parcels.length;
      mp.inject(BOOK, fault);
      expect(await kindOf(adapter().book(sampleBooking(`SD-MNP-AMB-${fault}`)))).toBe('ambiguous');
      expect(mp.parcels.length).toBe(before + 1);
      expect(mp.parcels.at(-1)!.custRefNo).toBe(`SD-MNP-AMB-${fault}`);
    }
  });

  it('looks the booking up by our reference after an ambiguous failure and finds the one parcel (mnp.md §3)', async () => {
    for (const fault of ['500-after', 'timeout'] as const) {
      const ref = `SD-MNP-FIND-${fault}`;
      mp.inject(BOOK, fault);
      const queuedAt = new Date(Date.now() - 3 * 86_400_000);
      expect(await kindOf(adapter().book(sampleBooking(ref)))).toBe('ambiguous');
      const booked = mp.parcels.filter((p) => p.custRefNo === ref);
      expect(booked).toHaveLength(1);
      const before = mp.hits.length;
      expect(await adapter().findBooking!(ref, queuedAt)).toEqual({ trackingNumber: booked[0]!.cn });
      const hits = mp.hits.slice(before);
      expect(hits.map((h) => h.path)).toEqual([LOOKUP]);
      // mnp.md §3: exactly the documented body (AccountNumber, not AccountNo; no location).
      expect(hits[0]!.body).toEqual({
        UserName: 'mnp-user',
        Password: 'mnp-pass',
        CustomerOrderRef: ref,
        AccountNumber: 'ACC-42',
      });
    }
    expect(await adapter().findBooking!('SD-MNP-NEVER', new Date())).toBeNull();
    expect(
      await kindOf(adapter({ ...creds(), password: 'nope' }).findBooking!('SD-MNP-NEVER', new Date())),
    ).toBe('auth');
    // A wrong account number is an auth error and a failed look-up an error: never "not booked".
    expect(
      await kindOf(adapter({ ...creds(), accountNo: 'ACC-0' }).findBooking!('SD-MNP-NEVER', new Date())),
    ).toBe('auth');
    mp.inject(`POST ${LOOKUP}`, '500-before', '500-before', '500-before');
    expect(await kindOf(adapter().findBooking!('SD-MNP-NEVER', new Date()))).toBe('unavailable');
  });

  it('retries a 429 and a 503 refused before the work, booking once', async () => {
    const before = mp.parcels.length;
    mp.inject(BOOK, '429', '503');
    const { trackingNumber } = await adapter().book(sampleBooking('SD-MNP-RETRY'));
    expect(mp.parcels.length).toBe(before + 1);
    expect(mp.parcels.at(-1)!.cn).toBe(trackingNumber);
  });

  it('tracks in bulk with history oldest first and mapped statuses', async () => {
    const a = adapter();
    const { trackingNumber: cn } = await a.book(sampleBooking('SD-MNP-TRACK'));
    const { trackingNumber: other } = await a.book(sampleBooking('SD-MNP-TRACK-2'));
    const t0 = Date.now() - 30 * 60_000;
    mp.advance(cn, 'Arrived at Destination', 'Arrived at Karachi hub', new Date(t0));
    mp.advance(cn, 'Out for Delivery', 'With rider', new Date(t0 + 10 * 60_000));
    mp.advance(cn, 'Undelivered', 'Consignee not responding', new Date(t0 + 20 * 60_000));
    const results = await a.track([cn, other, 'UNKNOWN-CN']);
    expect(mp.hits.at(-1)!.body).toMatchObject({ Consignments: [cn, other, 'UNKNOWN-CN'] });
    const t = results.find((r) => r.trackingNumber === cn)!;
    expect(t).toMatchObject({ status: 'attempted', courierStatus: 'Undelivered' });
    expect(t.events.map((e) => e.code)).toEqual([
      'Booked',
      'Arrived at Destination',
      'Out for Delivery',
      'Undelivered',
    ]);
    expect(t.events[1]!.at.getTime()).toBe(Math.floor(t0 / 1000) * 1000);
    expect(results.find((r) => r.trackingNumber === other)!.status).toBe('booked');
    mp.advance(cn, 'Delivered', 'Received by consignee');
    expect((await a.track([cn]))[0]!.status).toBe('delivered');
    expect(await a.track(['NOPE'])).toEqual([]);
  });

  it('reports each M&P status word it does not know once, with its raw text, when given a logger (mnp.md §4)', async () => {
    const logged: Array<{ obj: Record<string, unknown>; msg: string }> = [];
    const log = { warn: (obj: Record<string, unknown>, msg: string) => logged.push({ obj, msg }) };
    const a = createMnp({ ...fakeContext(mp.baseUrl, creds()), log });
    const { trackingNumber: cn } = await a.book(sampleBooking('SD-MNP-UNKNOWN'));
    mp.advance(cn, 'Shipment Handed Over To Line Haul', 'Moved to hub', new Date(Date.now() - 60_000));
    mp.advance(cn, 'Zqx Status 77', 'Something M&P added');
    const [t] = await a.track([cn]);
    await a.track([cn]);
    await createMnp({ ...fakeContext(mp.baseUrl, creds()), log }).track([cn]);
    // The unknown word keeps the parcel's status and shows M&P's words.
    expect(t).toMatchObject({ status: null, courierStatus: 'Zqx Status 77' });
    expect(logged).toEqual([
      {
        obj: {
          courier: 'mnp',
          kind: 'tracking status',
          raw: 'Shipment Handed Over To Line Haul',
          readAs: null,
        },
        msg: 'mnp tracking status not understood; the parcel keeps its status',
      },
      {
        obj: { courier: 'mnp', kind: 'tracking status', raw: 'Zqx Status 77', readAs: null },
        msg: 'mnp tracking status not understood; the parcel keeps its status',
      },
    ]);
  });

  it('maps M&P status words onto our lifecycle', () => {
    expect(mnpStatus('Booked')).toBe('booked');
    expect(mnpStatus('Arrival at Origin')).toBe('picked_up');
    expect(mnpStatus('Departed from Lahore')).toBe('in_transit');
    expect(mnpStatus('OUT FOR DELIVERY')).toBe('out_for_delivery');
    expect(mnpStatus('Refused by consignee')).toBe('attempted');
    expect(mnpStatus('Shipment Delivered')).toBe('delivered');
    expect(mnpStatus('Return to shipper in process')).toBe('returning');
    expect(mnpStatus('Returned to Shipper')).toBe('returned');
    expect(mnpStatus('Void')).toBe('cancelled');
    expect(mnpStatus('Something new')).toBeNull();
  });

  it('cancels (void) a fresh booking and names the reason when M&P refuses ("isSucces" spelling)', async () => {
    const a = adapter();
    const { trackingNumber: cn } = await a.book(sampleBooking('SD-MNP-VOID'));
    await a.cancel!(cn);
    expect(mp.parcels.find((p) => p.cn === cn)!.voided).toBe(true);
    expect((await a.track([cn]))[0]!.status).toBe('cancelled');
    const err = await errorOf(a.cancel!('NOPE'));
    expect(err).toEqual({ kind: 'rejected', message: expect.stringContaining('Invalid CN') });
  });

  it('maps advice answers to adviceoption / reattempt codes (one constant)', async () => {
    expect(MNP_ADVICE).toEqual({
      adviceoption: { hold: 1, return: 2, reattempt: 3 },
      reattempt: { sameAddress: 1, newAddress: 2 },
    });
    const a = adapter();
    const cns: string[] = [];
    for (const ref of ['ADV-1', 'ADV-2', 'ADV-3', 'ADV-4']) {
      const { trackingNumber } = await a.book(sampleBooking(`SD-MNP-${ref}`));
      mp.openAdvice(trackingNumber, 'Consignee not responding');
      cns.push(trackingNumber);
    }
    const open = await a.advices!([]);
    const mine = open.filter((x) => cns.includes(x.trackingNumber));
    expect(mine).toHaveLength(4);
    expect(mine[0]).toMatchObject({ adviceId: 'TK-1', reason: 'Consignee not responding · Please advise' });

    const [same, moved, back, hold] = mine;
    await a.answerAdvice!(same!, { action: 'reattempt', remarks: 'Call first' });
    await a.answerAdvice!(moved!, {
      action: 'reattempt',
      remarks: '',
      address: 'Flat 3, Block B',
      phone: '03111234567',
    });
    await a.answerAdvice!(back!, { action: 'return', remarks: 'Buyer refused' });
    await a.answerAdvice!(hold!, { action: 'hold', remarks: 'Wait for buyer' });
    const answers = cns.map((cn) => mp.advices.find((x) => x.cn === cn)!.answer);
    expect(answers).toEqual([
      { adviceoption: '3', reattempt: '1', remarks: 'Call first' },
      { adviceoption: '3', reattempt: '2', consigneeaddress: 'Flat 3, Block B', consigneeno: '03111234567' },
      { adviceoption: '2', remarks: 'Buyer refused' },
      { adviceoption: '1', remarks: 'Wait for buyer' },
    ]);
    expect((await a.advices!([])).filter((x) => cns.includes(x.trackingNumber))).toEqual([]);
    expect(await kindOf(a.answerAdvice!(same!, { action: 'return', remarks: '' }))).toBe('rejected');
  });

  it('reads payments window by window (≤ 31 days) with per-parcel lines from tracking', async () => {
    const a = adapter();
    const { trackingNumber: cn1 } = await a.book(sampleBooking('SD-MNP-PAY-1'));
    const { trackingNumber: cn2 } = await a.book(sampleBooking('SD-MNP-PAY-2'));
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    mp.pay('PAY-OLD', day(-50), [cn1]);
    mp.pay('PAY-NEW', day(-5), [cn2]);
    const start = mp.hits.length;
    const pays = await a.payments!({
      trackingNumbers: [cn1, cn2],
      from: new Date(Date.now() - 70 * 86_400_000),
      to: new Date(),
    });
    const windows = mp.hits
      .slice(start)
      .filter((h) => h.path.endsWith('Payment_Report'))
      .map((h) => h.body as { dateFrom: string; dateTo: string; locationID: string });
    expect(windows.length).toBe(3);
    for (const w of windows) {
      expect(w.locationID).toBe('777');
      expect((Date.parse(w.dateTo) - Date.parse(w.dateFrom)) / 86_400_000 + 1).toBeLessThanOrEqual(31);
    }
    expect(pays).toEqual([
      {
        reference: 'PAY-OLD',
        paidOn: expect.any(Date),
        method: 'IBFT IB-PAY-OLD',
        total: 330_000,
        lines: [{ trackingNumber: cn1, amount: 330_000, codAmount: 350_000, charges: 20_000 }],
      },
      expect.objectContaining({ reference: 'PAY-NEW', total: 330_000 }),
    ]);
    // A period with no payment is an empty list, not an error.
    const none = await a.payments!({
      trackingNumbers: [],
      from: new Date(Date.now() - 400 * 86_400_000),
      to: new Date(Date.now() - 380 * 86_400_000),
    });
    expect(none).toEqual([]);
  });

  it('parses M&P dates tolerantly (Pakistan time when no zone) and splits day windows', () => {
    const want = Date.parse('2026-11-20T09:05:00Z');
    for (const s of [
      '2026-11-20 14:05:00',
      '2026-11-20T14:05:00',
      '2026-11-20T09:05:00Z',
      '20/11/2026 14:05',
      '20-Nov-2026 02:05 PM',
      'Friday Nov 20, 2026 14:05',
      '/Date(1795165500000)/',
    ])
      expect(parsePkDate(s)?.getTime(), s).toBe(want);
    expect(parsePkDate('soon')).toBeNull();
    expect(dayWindows(new Date('2026-01-01T12:00:00Z'), new Date('2026-03-05T12:00:00Z'))).toEqual([
      { from: '2026-01-01', to: '2026-01-31' },
      { from: '2026-02-01', to: '2026-03-03' },
      { from: '2026-03-04', to: '2026-03-05' },
    ]);
  });
});

describe('M&P answers in their documented shape, read by the adapter (mnp.md)', () => {
  it('reads an InsertBookingData answer: the CN is orderReferenceId, the flag a string or misspelt (§1, §2)', () => {
    expect(
      mnpBookingAnswer([
        { isSuccess: 'true', orderReferenceId: '150000012345', message: 'Booking Successful' },
      ]),
    ).toEqual({ ok: true, cn: '150000012345', message: 'Booking Successful' });
    expect(mnpBookingAnswer([{ isSucces: true, orderReferenceId: 150000012346, message: '' }])).toMatchObject(
      {
        ok: true,
        cn: '150000012346',
      },
    );
    expect(
      mnpBookingAnswer([
        { isSuccess: 'false', orderReferenceId: null, message: 'Invalid Consignee Mobile Number' },
      ]),
    ).toEqual({ ok: false, cn: '', message: 'Invalid Consignee Mobile Number' });
  });

  it('reads the booking with our reference in a CN_Detail_Customer_Order_No answer (§3)', () => {
    const answer = [
      {
        isSuccess: 'true',
        message: 'Success',
        Details: [
          { consignmentNumber: '150000012345', CustomerOrderNo: 'SD1001A1B2C3D4', ServiceType: 'Overnight' },
        ],
      },
    ];
    expect(mnpBookingFor(answer, 'SD1001A1B2C3D4')).toEqual({ trackingNumber: '150000012345' });
    // Another reference's row is not ours; "ConsignmentNumber" spelt the other way is read too.
    expect(mnpBookingFor(answer, 'SD9')).toBeNull();
    expect(
      mnpBookingFor([{ isSuccess: true, Details: [{ ConsignmentNumber: '150000099999' }] }], 'SD9'),
    ).toEqual({ trackingNumber: '150000099999' });
    expect(
      mnpBookingFor([{ isSuccess: 'false', message: 'No Record Found', Details: [] }], 'SD9'),
    ).toBeNull();
  });

  it('reads a Bulk_Consignment_Tracking_New record: history in any order, Pakistan time, payment fields (§4)', () => {
    const answer = [
      {
        isSuccess: 'true',
        message: 'Success',
        tracking_Details: [
          {
            ConsignmentNumber: '150000012345',
            CODAmount: '3500',
            PaymentID: 'PAY-981',
            PaymentDate: '2026-11-25T00:00:00',
            AmountPaid: '3300',
            CNTrackingDetail: [
              {
                TrackingTagID: '3',
                TransactionTime: '2026-11-20 15:30:00',
                Location: 'KARACHI',
                TrackingStatus: 'Delivered',
                TrackingNarration: 'Received by consignee',
              },
              {
                TrackingTagID: '1',
                TransactionTime: '2026-11-18 17:02:00',
                Location: 'LAHORE',
                TrackingStatus: 'Booked',
                TrackingNarration: 'Consignment booked',
              },
              {
                TrackingTagID: '2',
                TransactionTime: '2026-11-20 08:10:00',
                Location: 'KARACHI',
                TrackingStatus: 'Out for Delivery',
                TrackingNarration: 'With rider',
              },
            ],
          },
        ],
      },
    ];
    const unknown: string[] = [];
    const t = mnpTrackRecord(answer[0]!.tracking_Details[0]!, (raw) => unknown.push(raw))!;
    expect(t).toMatchObject({
      trackingNumber: '150000012345',
      status: 'delivered',
      courierStatus: 'Delivered',
    });
    expect(t.events.map((e) => [e.code, e.status])).toEqual([
      ['Booked', 'booked'],
      ['Out for Delivery', 'out_for_delivery'],
      ['Delivered', 'delivered'],
    ]);
    expect(t.events[2]!.at.toISOString()).toBe('2026-11-20T10:30:00.000Z');
    expect(t.events[2]).toMatchObject({ message: 'Received by consignee', location: 'KARACHI' });
    expect(unknown).toEqual([]);
    // A word the table does not know by name is read by its keywords and reported.
    const odd = mnpTrackRecord(
      {
        ConsignmentNumber: '150000012346',
        CNTrackingDetail: [
          {
            TrackingTagID: '1',
            TransactionTime: '2026-11-20 08:10:00',
            Location: 'KARACHI',
            TrackingStatus: 'Consignee Refused To Receive',
            TrackingNarration: 'Refused',
          },
        ],
      },
      (raw) => unknown.push(raw),
    )!;
    expect(odd.status).toBe('attempted');
    expect(unknown).toContain('Consignee Refused To Receive');
  });
});
