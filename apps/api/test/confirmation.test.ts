import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORIGIN,
  createTestApp,
  orderBody,
  signup,
  type Session,
  type TestContext,
  createStore,
} from './helpers/app.ts';

let t: TestContext;
let me: Session;
let storeId: string;

beforeAll(async () => {
  t = await createTestApp();
  me = await signup(t.app);
  storeId = await createStore(t.app, me, 'Gul Ahmed Outlet');
});
afterAll(() => t.close());

async function codOrder() {
  const o = (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: me.headers,
      payload: orderBody(storeId),
    })
  ).json().data;
  return { order: o, token: new URL(o.confirmation.url).searchParams.get('token')! };
}
/** The buyer: no session, their own browser on our origin. */
const buyer = {
  view: (token: string) => t.app.inject({ url: `/api/v1/public/order-confirmation/${token}` }),
  answer: (token: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/public/order-confirmation/${token}`,
      headers: { origin: ORIGIN },
      payload,
    }),
};

describe('COD confirmation page', () => {
  it('shows the buyer the order without the full phone, ids or other orders (Q20)', async () => {
    const { order, token } = await codOrder();
    const res = await buyer.view(token);
    expect(res.statusCode).toBe(200);
    const view = res.json().data;
    expect(view).toMatchObject({
      name: order.name,
      storeName: 'Gul Ahmed Outlet',
      status: 'awaiting',
      canRespond: true,
      paymentMethod: 'COD',
      pricing: { currentTotalPrice: 825_000 },
      shippingAddress: { name: 'Ali Raza', phoneMasked: '0300*****67', city: 'Lahore' },
    });
    expect(res.body).not.toContain('03001234567');
    expect(res.body).not.toContain(order._id);
    expect(res.body).not.toContain(order.customer._id);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('buyer confirms: the order opens, the seller sees who did it, and a second answer is refused', async () => {
    const { order, token } = await codOrder();
    const res = await buyer.answer(token, { action: 'confirm' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'confirmed', orderStatus: 'open', canRespond: false });
    const seen = (await t.app.inject({ url: `/api/v1/orders/${order._id}`, headers: me.headers })).json()
      .data;
    expect(seen.status).toBe('open');
    expect(seen.confirmation.status).toBe('confirmed');
    expect(seen.confirmation.respondedAt).toBeTruthy();
    expect(seen.timeline[0]).toMatchObject({
      type: 'status_changed',
      actor: { kind: 'buyer', name: 'Ali Raza' },
    });
    expect(seen.confirmation.answeredBy).toEqual({ kind: 'buyer', name: 'Ali Raza' });
    const again = await buyer.answer(token, { action: 'cancel' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_ANSWERED');
  });

  it('buyer cancels with a reason: the order is cancelled and the buyer’s count goes up', async () => {
    const { order, token } = await codOrder();
    const res = await buyer.answer(token, { action: 'cancel', reason: 'Ordered by mistake' });
    expect(res.json().data).toMatchObject({ status: 'cancelled', orderStatus: 'Cancelled' });
    const seen = (await t.app.inject({ url: `/api/v1/orders/${order._id}`, headers: me.headers })).json()
      .data;
    expect(seen.status).toBe('Cancelled');
    expect(seen.timeline[0].message).toContain('Ordered by mistake');
  });

  it('buyer corrects the address: the order is confirmed with the new address', async () => {
    const { order, token } = await codOrder();
    const res = await buyer.answer(token, {
      action: 'address',
      address: 'House 44, Block B, Johar Town',
      city: 'Lahore',
      province: 'Punjab',
    });
    expect(res.statusCode).toBe(200);
    const seen = (await t.app.inject({ url: `/api/v1/orders/${order._id}`, headers: me.headers })).json()
      .data;
    expect(seen.status).toBe('open');
    expect(seen.shipmentDetails.addresses[0].address).toBe('House 44, Block B, Johar Town');
    expect(seen.timeline.map((e: { type: string }) => e.type).slice(0, 2)).toEqual([
      'status_changed',
      'address_changed',
    ]);
  });

  it('refuses bad answers and unknown tokens', async () => {
    const { token } = await codOrder();
    expect((await buyer.answer(token, { action: 'explode' })).statusCode).toBe(400);
    expect((await buyer.answer(token, { action: 'address', address: 'x', city: 'Lahore' })).statusCode).toBe(
      400,
    );
    expect((await buyer.view('A'.repeat(32))).statusCode).toBe(404);
    expect((await buyer.view('short')).statusCode).toBe(404);
    expect((await buyer.answer('B'.repeat(32), { action: 'confirm' })).statusCode).toBe(404);
  });

  it('the seller settling it is said to be the seller, not the buyer (issue 12 §1)', async () => {
    const awaiting = (await codOrder()).order;
    expect(awaiting.confirmation).toMatchObject({ status: 'awaiting', answeredBy: null });
    for (const [status, settled] of [
      ['open', 'confirmed'],
      ['Cancelled', 'cancelled'],
    ] as const) {
      const { order } = await codOrder();
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/orders/${order._id}/status`,
        headers: me.headers,
        payload: { status, ...(status === 'Cancelled' ? { reason: 'Buyer said so on the phone' } : {}) },
      });
      expect(res.statusCode).toBe(200);
      const seen = res.json().data;
      expect(seen.confirmation.status).toBe(settled);
      expect(seen.confirmation.answeredBy).toEqual({ kind: 'user', name: 'Bilal Ahmed' });
      expect(seen.timeline[0].actor).toEqual({ kind: 'user', name: 'Bilal Ahmed' });
    }
  });

  it('stops answering once the seller has moved the order on', async () => {
    const { order, token } = await codOrder();
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/orders/${order._id}/status`,
      headers: me.headers,
      payload: { status: 'Cancelled' },
    });
    expect((await buyer.view(token)).json().data.canRespond).toBe(false);
    expect((await buyer.answer(token, { action: 'confirm' })).statusCode).toBe(409);
  });

  it('records sending the link once per order, and the dashboard counts it', async () => {
    const fresh = await signup(t.app);
    const s = await createStore(t.app, fresh, 'S');
    const o = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/orders',
        headers: fresh.headers,
        payload: orderBody(s),
      })
    ).json().data;
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/orders/${o._id}/confirmation/sent`,
        headers: fresh.headers,
        payload: { channel: 'whatsapp_link' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.timeline[0].message).toBe(
        'Confirmation link sent to the buyer via WhatsApp (click to chat)',
      );
    }
    const dash = (await t.app.inject({ url: '/api/v1/dashboard', headers: fresh.headers })).json().data;
    expect(dash.confirmation).toMatchObject({ sent: 1, confirmed: 0, cancelled: 0, rate: null });
    expect(dash.waiting.confirmation).toBe(1);
    const prepaid = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/orders',
        headers: fresh.headers,
        payload: orderBody(s, { paymentMethod: 'prepaid' }),
      })
    ).json().data;
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${prepaid._id}/confirmation/sent`,
      headers: fresh.headers,
      payload: { channel: 'manual' },
    });
    expect(refused.statusCode).toBe(409);
  });
});
