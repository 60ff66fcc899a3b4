/**
 * Issue 21 §1 through the API: a TCS account holds five credentials (and a cost centre), is
 * checked at once through both token steps, books orders with the nested body, and refuses a COD
 * above TCS's cap before anything reaches TCS. Against the fake of docs/couriers/tcs.md.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, createTestApp, signup, type Session, type TestContext } from './helpers/app.ts';
import { confirmedOrder, drainJobs, shippingSeller, syncCouriers } from './helpers/shipping.ts';
import { startFakeTcs, type FakeTcs } from './fakes/tcs.ts';

let t: TestContext;
let tc: FakeTcs;
let owner: Session;
let s: Awaited<ReturnType<typeof shippingSeller>>;

beforeAll(async () => {
  tc = await startFakeTcs();
  t = await createTestApp({ COURIER_BASE_URLS: JSON.stringify({ tcs: tc.url }) });
  owner = await signup(t.app);
  s = await shippingSeller(t, owner, [{ courier: 'tcs', name: 'TCS', credentials: { ...tc.creds } }]);
});
afterAll(async () => {
  await t.close();
  await tc.close();
});

describe('TCS through the API', () => {
  it('asks for the portal user and refuses a connection whose portal password is wrong, naming that step', async () => {
    const missing = await s.call('POST', '/v1/courier', {
      courier: 'tcs',
      name: 'TCS 2',
      credentials: { clientId: 'tcs-client', clientSecret: 'tcs-secret', accountNo: 'TCS-ACC-9' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.map((d: { field: string }) => d.field)).toEqual([
      'credentials.username',
      'credentials.password',
    ]);
    const wrong = await s.call('POST', '/v1/courier', {
      courier: 'tcs',
      name: 'TCS 3',
      credentials: { ...tc.creds, password: 'not-it' },
    });
    // Saved, with the failed check shown on the account (the seller fixes it there).
    expect(wrong.statusCode).toBe(201);
    expect(wrong.json().data).toMatchObject({
      lastTestOk: false,
      lastTestMessage: expect.stringContaining('portal user name / password'),
    });
  });

  it('books a confirmed order with TCS', async () => {
    const o = await confirmedOrder(t, owner, s.storeId);
    const res = await s.call('POST', '/v1/orders/booking', {
      orders: [
        {
          orderId: o._id,
          storeId: s.storeId,
          courierId: s.courierIds.tcs,
          shipperId: s.shipperId,
          shipmentType: 'O',
        },
      ],
    });
    expect(res.statusCode).toBe(202);
    await drainJobs(t, { baseUrls: { tcs: tc.url } });
    const parcel = tc.parcels.at(-1)!;
    expect(parcel.body).toMatchObject({
      shipmentinfo: { currency: 'PKR', costcentercode: 'CC-01', fragile: false },
      shipperinfo: { tcsaccount: 'TCS-ACC-9' },
    });
    // The order's lines go as SKUs (only couriers that list items get them read).
    expect(
      (parcel.body.shipmentinfo as { skus: Array<{ description: string }> }).skus.map((x) => x.description),
    ).toEqual(['LAWN-3P Lawn suit 3-piece', 'Chiffon dupatta']);
    const shipments = (await s.call('GET', '/v1/shipments?view=all')).json().data;
    expect(shipments.map((x: { trackingNumber: string }) => x.trackingNumber)).toContain(parcel.cn);
  });

  it('refuses a COD above Rs 250,000 before booking, naming the cap', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { ...owner.headers, origin: ORIGIN },
      payload: {
        storeId: s.storeId,
        paymentMethod: 'COD',
        lineItems: [{ title: 'Bridal lehenga', quantity: 1, unitPrice: 30_000_000 }],
        shippingAddress: {
          name: 'Sana Malik',
          phone: '03001234567',
          address: 'House 9, Street 2, Clifton Block 5',
          city: 'Karachi',
        },
      },
    });
    expect(big.statusCode).toBe(201);
    const id = big.json().data._id;
    await s.call('PUT', `/v1/orders/${id}/status`, { status: 'open' });
    const before = tc.hits.length;
    const res = await s.call('POST', '/v1/orders/booking', {
      orders: [
        {
          orderId: id,
          storeId: s.storeId,
          courierId: s.courierIds.tcs,
          shipperId: s.shipperId,
          shipmentType: 'O',
        },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('at most Rs 250,000 cash on delivery');
    expect(res.json().details[0].field).toBe('orders.0.courierId');
    expect(tc.hits.length).toBe(before);
  });

  it('logs a tracking word no table knows once per courier and value, with its raw text', async () => {
    const cn = tc.parcels.at(-1)!.cn;
    tc.advance(cn, 'Held At Zq Customs Desk');
    const logged: Array<{ obj: Record<string, unknown>; msg: string }> = [];
    const log = { warn: (obj: Record<string, unknown>, msg: string) => logged.push({ obj, msg }) };
    await syncCouriers(t, { baseUrls: { tcs: tc.url }, log });
    await syncCouriers(t, { baseUrls: { tcs: tc.url }, log });
    const mine = logged.filter((l) => l.obj.raw === 'HELD AT ZQ CUSTOMS DESK');
    expect(mine).toEqual([
      {
        obj: { courier: 'tcs', kind: 'tracking status', raw: 'HELD AT ZQ CUSTOMS DESK', readAs: null },
        msg: 'tcs tracking status not understood; the parcel keeps its status',
      },
    ]);
  });
});
