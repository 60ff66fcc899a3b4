/**
 * Issue 21 §6: when a courier's news moves an order one step from the status its caller saw
 * (booking: the status read with the claim), the order, its timeline and its status counts move
 * in one statement with no read first; a stale hint falls back to the locked walk and moves the
 * order just the same; an order that moved on meanwhile is never moved back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '../src/db/tx.ts';
import * as orders from '../src/modules/orders/orders-shipping.service.ts';
import { ORIGIN, createStore, createTestApp, orderBody, signup, type TestContext } from './helpers/app.ts';

let t: TestContext;
let me: Awaited<ReturnType<typeof signup>>;
let storeId: string;
beforeAll(async () => {
  t = await createTestApp();
  me = await signup(t.app);
  storeId = await createStore(t.app, me);
});
afterAll(() => t.close());

async function newOrder() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: { ...me.headers, origin: ORIGIN },
    payload: orderBody(storeId, { paymentMethod: 'prepaid' }),
  });
  expect(res.statusCode).toBe(201);
  const data = res.json().data as { _id: string; status: string; pricing: { currentTotalPrice: number } };
  return { ...data, total: data.pricing.currentTotalPrice };
}

const read = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${id}`, headers: me.headers })).json().data;
const counts = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/orders?limit=1', headers: me.headers })).json().meta
    .statusCounts as Record<string, number>;

const book = (id: string, expected: 'open' | 'Processing' | undefined, tracking: string) =>
  transaction(t.db.db, (tx) =>
    orders.courierUpdate(tx, me.accountId, id, {
      expected,
      to: 'Booked',
      type: 'booked',
      message: `Booked with PostEx — tracking number ${tracking}`,
      trackingNumber: tracking,
      data: { trackingNumber: tracking },
    }),
  );

/** The timeline as "type: message" lines, oldest first (the API lists it newest first). */
const timeline = (o: { timeline?: Array<{ type: string; message: string }> }) =>
  (o.timeline ?? []).map((e) => `${e.type}: ${e.message}`).reverse();

describe('an order moved by a courier', () => {
  it('moves one step from the status its caller saw, with both timeline lines in order and the counts', async () => {
    const before = await counts();
    const o = await newOrder();
    expect(o.status).toBe('open');
    const moved = await book(o._id, 'open', 'PX100');
    expect(moved).toMatchObject({ id: o._id, status: 'Booked', total: o.total });
    const after = await read(o._id);
    expect(after.status).toBe('Booked');
    expect(after.trackingNumber).toBe('PX100');
    expect(timeline(after).slice(-2)).toEqual([
      'booked: Booked with PostEx — tracking number PX100',
      'status_changed: Status changed from Open to Booked',
    ]);
    const now = await counts();
    expect(now.Booked).toBe((before.Booked ?? 0) + 1);
    expect(now.open).toBe(before.open ?? 0);
  });

  it('falls back to the locked walk when the hint is stale, and writes the same lines and counts', async () => {
    const before = await counts();
    const o = await newOrder();
    const moved = await book(o._id, 'Processing', 'PX200'); // it is Open, not Processing
    expect(moved).toMatchObject({ id: o._id, status: 'Booked' });
    const after = await read(o._id);
    expect(after.trackingNumber).toBe('PX200');
    expect(timeline(after).slice(-2)).toEqual([
      'booked: Booked with PostEx — tracking number PX200',
      'status_changed: Status changed from Open to Booked',
    ]);
    const now = await counts();
    expect(now.Booked).toBe((before.Booked ?? 0) + 1);
    expect(now.open).toBe(before.open ?? 0);
  });

  it('never moves back an order that moved on after the caller looked (a cancelled order stays cancelled)', async () => {
    const o = await newOrder();
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/orders/${o._id}/status`,
      headers: { ...me.headers, origin: ORIGIN },
      payload: { status: 'Cancelled', reason: 'Buyer changed their mind' },
    });
    expect(cancel.statusCode).toBeLessThan(300);
    const before = await counts();
    await book(o._id, 'open', 'PX300');
    const after = await read(o._id);
    expect(after.status).toBe('Cancelled');
    expect(timeline(after).some((l) => l.startsWith('status_changed: Status changed from Cancelled'))).toBe(
      false,
    );
    expect(await counts()).toEqual(before);
  });

  it('leaves another seller’s order alone whatever the hint', async () => {
    const other = await signup(t.app);
    const o = await newOrder();
    const moved = await transaction(t.db.db, (tx) =>
      orders.courierUpdate(tx, other.accountId, o._id, {
        expected: 'open',
        to: 'Booked',
        type: 'booked',
        message: 'Booked with PostEx',
        trackingNumber: 'PX400',
      }),
    );
    expect(moved).toBeNull();
    expect((await read(o._id)).status).toBe('open');
  });
});
