/**
 * A courier may pay one parcel in several CPRs: PostEx pays an upfront part and later a reserve
 * part (docs/couriers/postex.md §7). The sync must keep asking about a parcel paid in part, or the
 * ledger calls it short for ever. Through the API, against the fake of docs/couriers/postex.md.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signup, type Session, type TestContext } from './helpers/app.ts';
import { confirmedOrder, drainJobs, shippingSeller, syncCouriers } from './helpers/shipping.ts';
import { startFakePostex, type FakePostex } from './fakes/postex.ts';

let t: TestContext;
let px: FakePostex;
let owner: Session;
let s: Awaited<ReturnType<typeof shippingSeller>>;
const runtime = () => ({ baseUrls: { postex: px.url } });

beforeAll(async () => {
  px = await startFakePostex();
  t = await createTestApp({ COURIER_BASE_URLS: JSON.stringify({ postex: px.url }) });
  owner = await signup(t.app);
  s = await shippingSeller(t, owner, [
    { courier: 'postex', name: 'PostEx', credentials: { token: px.token } },
  ]);
});
afterAll(async () => {
  await t.close();
  await px.close();
});

describe('PostEx CPR in two parts', () => {
  it('records the upfront CPR, then the reserve CPR of the same parcel, each once', async () => {
    const o = await confirmedOrder(t, owner, s.storeId);
    const booked = await s.call('POST', '/v1/orders/booking', {
      orders: [
        {
          orderId: o._id,
          storeId: s.storeId,
          courierId: s.courierIds.postex,
          shipperId: s.shipperId,
          shipmentType: 'Normal',
        },
      ],
    });
    expect(booked.statusCode).toBe(202);
    await drainJobs(t, runtime());
    const parcel = px.parcels.at(-1)!;
    const cn = parcel.trackingNumber;
    px.advance(cn, '0005', 'Delivered to customer', 'Delivered');
    await syncCouriers(t, runtime());

    px.settle(cn, { upfrontPaymentDate: '2026-11-20', cprNumber_1: 'CPR-UP-1' }, { upfrontPayment: 6000 });
    await syncCouriers(t, runtime());
    const first = (await s.call('GET', '/v1/cpr')).json().data as Array<{ reference: string }>;
    expect(first.map((p) => p.reference)).toEqual(['CPR-UP-1']);

    px.settle(cn, { reservePaymentDate: '2026-11-24', cprNumber_2: 'CPR-RES-2' }, { reservePayment: 2000 });
    await syncCouriers(t, runtime());
    await syncCouriers(t, runtime());
    const both = (await s.call('GET', '/v1/cpr')).json();
    expect(both.data.map((p: { reference: string }) => p.reference).sort()).toEqual([
      'CPR-RES-2',
      'CPR-UP-1',
    ]);
    expect(both.meta.totals.paid).toBe(800_000);
  });
});
