import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostex } from '../../src/couriers/postex.ts';
import { CourierError } from '../../src/couriers/types.ts';
import { startFakePostex, type FakePostex } from '../fakes/postex.ts';
import { fakeContext, sampleBooking } from './adapter-context.ts';

let px: FakePostex;
beforeAll(async () => {
  px = await startFakePostex();
});
afterAll(() => px.close());

const adapter = (token = px.token) => createPostex(fakeContext(px.url, { token }));
const kindOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'ok';
  } catch (err) {
    return err instanceof CourierError ? err.kind : `other: ${String(err)}`;
  }
};

describe('PostEx adapter against a fake PostEx', () => {
  it('tests the connection and refuses a wrong token as an auth error', async () => {
    await adapter().testConnection();
    expect(await kindOf(adapter('wrong').testConnection())).toBe('auth');
    expect(px.hits.at(-1)?.headers.token).toBe('wrong');
  });

  it('lists cities with pickup and delivery flags', async () => {
    const cities = await adapter().cities();
    expect(cities).toContainEqual({ id: 'Islamabad', name: 'Islamabad', pickup: false, delivery: true });
  });

  it('books with our reference, COD in rupees and the mapped city, then finds it by reference', async () => {
    const a = adapter();
    const { trackingNumber } = await a.book(sampleBooking('SD-REF-1'));
    const sent = px.parcels.find((p) => p.trackingNumber === trackingNumber)!.body;
    expect(sent).toMatchObject({
      orderRefNumber: 'SD-REF-1',
      invoicePayment: 3500,
      cityName: 'Karachi',
      customerPhone: '03001234567',
      orderType: 'Normal',
      items: 2,
    });
    expect(await a.findBooking!('SD-REF-1', new Date())).toEqual({ trackingNumber });
    expect(await a.findBooking!('SD-NOPE', new Date())).toBeNull();
  });

  it('names the reason when PostEx refuses a booking (its 400 shape)', async () => {
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

  it('reports a 500 after the work, a reset and a timeout on booking as ambiguous, never retrying the POST', async () => {
    const key = 'POST /services/integration/api/order/v3/create-order';
    for (const fault of ['500-after', 'reset-after', 'timeout'] as const) {
      const before = px.parcels.length;
      px.inject(key, fault);
      expect(await kindOf(adapter().book(sampleBooking(`SD-AMB-${fault}`)))).toBe('ambiguous');
      expect(px.parcels.length).toBe(before + 1); // the courier did book it once…
      expect((await adapter().findBooking!(`SD-AMB-${fault}`, new Date()))?.trackingNumber).toBe(
        px.parcels.at(-1)!.trackingNumber, // …and the lookup finds that one parcel
      );
    }
  });

  it('retries a 429 and a refused-before-work 503 for the same booking, booking once', async () => {
    const key = 'POST /services/integration/api/order/v3/create-order';
    const before = px.parcels.length;
    px.inject(key, '429', '503');
    const { trackingNumber } = await adapter().book(sampleBooking('SD-RETRY'));
    expect(px.parcels.length).toBe(before + 1);
    expect(px.parcels.at(-1)!.trackingNumber).toBe(trackingNumber);
  });

  it('tracks in bulk with history, mapped statuses and charges', async () => {
    const a = adapter();
    const { trackingNumber: cn } = await a.book(sampleBooking('SD-TRACK'));
    px.advance(cn, '0003', 'Shipment arrived at PostEx warehouse', 'PostEx WareHouse');
    px.advance(cn, '0013', 'Delivery attempted: customer not responding', 'Attempted');
    const [t] = await a.track([cn]);
    expect(t).toMatchObject({ trackingNumber: cn, status: 'attempted', courierStatus: 'Attempted' });
    expect(t!.events.map((e) => e.code)).toEqual(['0001', '0003', '0013']);
    expect(t!.deliveryCharges).toBe(20_700);
    px.advance(cn, '0005', 'Delivered to customer', 'Delivered');
    expect((await a.track([cn]))[0]!.status).toBe('delivered');
  });

  it('cancels, answers shipper advice (return → 1, re-attempt → 2, hold refused) and reads payments', async () => {
    const a = adapter();
    const { trackingNumber: cn } = await a.book(sampleBooking('SD-MISC'));
    const advice = { adviceId: null, trackingNumber: cn, reason: 'x', attempts: 1, deadline: null };
    await a.answerAdvice!(advice, { action: 'reattempt', remarks: 'Call first', address: 'Flat 3, Block B' });
    await a.answerAdvice!(advice, { action: 'return', remarks: 'Buyer refused' });
    const p = px.parcels.find((x) => x.trackingNumber === cn)!;
    expect(p.advice).toEqual([
      { statusId: 2, remarks: 'Call first · New address: Flat 3, Block B' },
      { statusId: 1, remarks: 'Buyer refused' },
    ]);
    expect(await kindOf(a.answerAdvice!(advice, { action: 'hold', remarks: '' }))).toBe('rejected');

    px.advance(cn, '0005', 'Delivered', 'Delivered');
    const pays = await a.payments!({ trackingNumbers: [cn], from: new Date(), to: new Date() });
    expect(pays).toEqual([
      expect.objectContaining({
        reference: 'CPR-9001',
        lines: [{ trackingNumber: cn, amount: (3500 - 207) * 100 }],
      }),
    ]);

    await a.cancel!(cn);
    expect(p.cancelled).toBe(true);
    expect(await kindOf(a.cancel!('NOPE'))).toBe('rejected');
  });

  it('returns the courier PDFs for airway bills and load sheets, and syncs a pickup address', async () => {
    const a = adapter();
    expect((await a.airwayBill!(['1', '2'])).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await kindOf(a.airwayBill!(Array.from({ length: 11 }, (_, i) => String(i))))).toBe('rejected');
    expect(
      (await a.loadSheet!(['1'], { courierAddressCode: 'PK-ADDR-77' })).pdf?.subarray(0, 5).toString(),
    ).toBe('%PDF-');
    expect(
      await a.createPickupAddress!({
        name: 'Warehouse',
        contactName: 'Bilal',
        phone: '03001234567',
        address: '45 Main Boulevard',
        city: 'Lahore',
        courierCityId: 'Lahore',
        courierCityName: 'Lahore',
      }),
    ).toEqual({ code: 'PK-ADDR-77' });
  });
});
