import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MNP_ADVICE, createMnp, mnpStatus } from '../../src/couriers/mnp.ts';
import { dayWindows, parsePkDate } from '../../src/couriers/mnp-map.ts';
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
  });

  it('truncates name, address and remarks to M&P limits instead of failing the booking', async () => {
    const long = {
      ...sampleBooking('SD-MNP-LONG'),
      consignee: { ...sampleBooking('x').consignee, name: 'N'.repeat(80), address: 'A'.repeat(400) },
      remarks: 'R'.repeat(600),
    };
    const { trackingNumber } = await adapter().book(long);
    const sent = mp.parcels.find((p) => p.cn === trackingNumber)!.body;
    expect(String(sent.consigneeName)).toHaveLength(50);
    expect(String(sent.consigneeAddress)).toHaveLength(255);
    expect(String(sent.remarks)).toHaveLength(400);
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
