import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORIGIN,
  createProduct,
  createTestApp,
  orderBody,
  signup,
  type Session,
  type TestContext,
} from './helpers/app.ts';
import { shippingSeller } from './helpers/shipping.ts';
import { rebuildInventoryFigures } from '../src/db/stock-figures.ts';

/**
 * Issue 12 §1: the dashboard's "Needs attention" counts what costs the seller money (shipper
 * advice due, deliveries the courier has not paid after 7 days, failed bookings, low stock,
 * orders awaiting COD confirmation), each the same number the linked list shows, and never
 * another seller's rows, whatever state they are in.
 */
let t: TestContext;
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Seller = Awaited<ReturnType<typeof shippingSeller>> & { s: Session };

async function seller(name: string): Promise<Seller> {
  const s = await signup(t.app, { businessName: name });
  return { s, ...(await shippingSeller(t, s, [{ courier: 'sandbox', name: 'Sandbox' }])) };
}

/** A COD order; confirmed (status open) unless `pending`. */
async function order(x: Seller, status: 'Pending' | 'open' | 'Cancelled' = 'open') {
  const res = await x.call('POST', '/v1/orders', orderBody(x.storeId));
  if (res.statusCode !== 201) throw new Error(res.body);
  const o = res.json().data as { _id: string };
  if (status !== 'Pending') {
    const r = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/orders/${o._id}/status`,
      headers: { ...x.s.headers, origin: ORIGIN },
      payload: { status },
    });
    if (r.statusCode !== 200) throw new Error(r.body);
  }
  return o._id;
}

/** A parcel written straight into the table, in whatever state the case needs. */
async function parcel(
  x: Seller,
  p: {
    state: string;
    status?: string | null;
    deliveredAt?: Date;
    returnedAt?: Date;
    cod?: number;
    charges?: number | null;
    courier?: string;
  },
) {
  const id = randomUUID();
  const orderId = await order(x);
  const cn = `SBX${Math.floor(Math.random() * 1e9)}`;
  await t.db.sql(
    `INSERT INTO shipments (id, account_id, order_id, store_id, courier_account_id, courier, shipment_type,
       reference, state, status, tracking_number, public_id, cod_amount, weight_grams, description,
       consignee_name, consignee_phone, consignee_address, consignee_city, delivery_charges,
       delivered_at, returned_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'standard', $7, $8, $9, $10, $11, $12, 500, 'Lawn suit',
       'Ali Raza', '03001234567', 'House 12, Model Town', 'Lahore', $13, $14, $15)`,
    [
      id,
      x.s.accountId,
      orderId,
      x.storeId,
      x.courierIds.sandbox,
      p.courier ?? 'sandbox',
      `ref-${id}`,
      p.state,
      p.status ?? null,
      cn,
      randomUUID().replaceAll('-', ''),
      p.cod ?? 500_000,
      p.charges === undefined ? 25_000 : p.charges,
      p.deliveredAt ?? null,
      p.returnedAt ?? null,
    ],
  );
  return { id, cn };
}

async function advice(x: Seller, shipmentId: string, status: string, deadline: Date | null) {
  await t.db.sql(
    `INSERT INTO shipper_advices (id, account_id, shipment_id, reason, deadline, status)
     VALUES ($1, $2, $3, 'Consignee not available', $4, $5)`,
    [randomUUID(), x.s.accountId, shipmentId, deadline, status],
  );
}

async function pay(x: Seller, p: { id: string; cn: string }, amount: number) {
  const paymentId = randomUUID();
  await t.db.sql(
    `INSERT INTO courier_payments (id, account_id, courier_account_id, reference, total, source)
     VALUES ($1, $2, $3, $4, $5, 'import')`,
    [paymentId, x.s.accountId, x.courierIds.sandbox, `CPR-${paymentId.slice(0, 8)}`, amount],
  );
  await t.db.sql(
    `INSERT INTO courier_payment_lines (id, payment_id, account_id, tracking_number, shipment_id, amount)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [randomUUID(), paymentId, x.s.accountId, p.cn, p.id, amount],
  );
}

/** Three variants: 3 left (low, threshold 5), 10 left, none left (out, not low). */
async function stock(x: Seller) {
  return createProduct(t.app, x.s, {
    lowStockThreshold: 5,
    options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
    variants: [
      { optionValues: ['S'], sku: `S-${randomUUID().slice(0, 6)}`, price: 250_000, inventory: 3 },
      { optionValues: ['M'], sku: `M-${randomUUID().slice(0, 6)}`, price: 250_000, inventory: 10 },
      { optionValues: ['L'], sku: `L-${randomUUID().slice(0, 6)}`, price: 250_000, inventory: 0 },
    ],
  });
}

const attentionOf = async (x: Seller) => {
  const res = await t.app.inject({ url: '/api/v1/dashboard', headers: x.s.headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    waiting: { confirmation: number; whatsappFailed: number };
    attention: {
      shipperAdvice: { count: number; nextDeadline: string | null };
      unpaidDelivered: { count: number; amount: number };
      failedBookings: number;
      lowStock: number;
    };
  };
};

describe('dashboard: needs attention (issue 12 §1)', () => {
  let a: Seller;
  let b: Seller;
  const nearest = new Date(Date.now() + DAY + 3_600_000);

  beforeAll(async () => {
    a = await seller('Needs attention shop');
    b = await seller('Other seller');
  });

  it('answers zeros and no deadline for a seller with nothing waiting', async () => {
    const d = await attentionOf(a);
    expect(d.attention).toEqual({
      shipperAdvice: { count: 0, nextDeadline: null },
      unpaidDelivered: { count: 0, amount: 0 },
      failedBookings: 0,
      lowStock: 0,
    });
    expect(d.waiting.confirmation).toBe(0);
  });

  it('counts what costs money, as the linked lists show it, and nothing of another seller', async () => {
    // The other seller first: everything of theirs counts for them, in every state, and must never reach A.
    const bLate = await parcel(b, {
      state: 'booked',
      status: 'delivered',
      deliveredAt: ago(12),
      cod: 900_000,
    });
    await advice(b, bLate.id, 'open', new Date(Date.now() + 3_600_000)); // nearer than any of A's
    await parcel(b, { state: 'failed', status: null });
    await parcel(b, { state: 'unknown', status: null });
    await parcel(b, { state: 'cancelled', status: 'cancelled' });
    const bReturned = await parcel(b, { state: 'booked', status: 'returned', returnedAt: ago(15) });
    await advice(b, bReturned.id, 'closed', ago(3));
    await order(b, 'Pending');
    await order(b, 'Cancelled');
    await stock(b);
    const bDeleted = await stock(b);
    await t.db.sql(
      'UPDATE product_variants SET deleted_at = now() WHERE account_id = $1 AND product_id = $2',
      [b.s.accountId, bDeleted._id],
    );
    // Written past the API: the seller's kept inventory figures are recounted, as the catalogue
    // bench does for its generated rows (db/stock-figures.ts).
    await rebuildInventoryFigures(t.db.db, b.s.accountId);

    // A: two unpaid deliveries past 7 days (one with charges unknown yet), and what must not count.
    const late = await parcel(a, {
      state: 'booked',
      status: 'delivered',
      deliveredAt: ago(10),
      cod: 500_000,
    });
    await parcel(a, {
      state: 'booked',
      status: 'delivered',
      deliveredAt: ago(20),
      cod: 300_000,
      charges: null,
    });
    const paid = await parcel(a, { state: 'booked', status: 'delivered', deliveredAt: ago(9) });
    await pay(a, paid, 475_000);
    const recent = await parcel(a, { state: 'booked', status: 'delivered', deliveredAt: ago(6) });
    const returned = await parcel(a, { state: 'booked', status: 'returned', returnedAt: ago(10) });
    await parcel(a, { state: 'booked', status: 'delivered', deliveredAt: ago(10), courier: 'manual' });
    // Failed bookings: failed and unconfirmed count; a cancelled one does not.
    await parcel(a, { state: 'failed', status: null });
    await parcel(a, { state: 'unknown', status: null });
    await parcel(a, { state: 'cancelled', status: 'cancelled' });
    // Shipper advice: three open (one with no deadline), one answered and one closed.
    const attempted = await parcel(a, { state: 'booked', status: 'attempted' });
    await advice(a, attempted.id, 'open', new Date(Date.now() + 3 * DAY));
    await advice(a, recent.id, 'open', nearest);
    await advice(a, late.id, 'open', null);
    await advice(a, returned.id, 'answered', ago(1));
    await advice(a, paid.id, 'closed', ago(2));
    // Orders awaiting the buyer's COD answer: two; a cancelled one does not count.
    await order(a, 'Pending');
    await order(a, 'Pending');
    await order(a, 'Cancelled');
    const product = await stock(a);
    expect(product.variants.map((v) => v.available)).toEqual([3, 10, 0]);

    const d = await attentionOf(a);
    expect(d.attention).toEqual({
      shipperAdvice: { count: 3, nextDeadline: nearest.toISOString() },
      unpaidDelivered: { count: 2, amount: 475_000 + 300_000 },
      failedBookings: 2,
      lowStock: 1,
    });
    expect(d.waiting.confirmation).toBe(2);

    // Each count is what its linked list shows.
    const get = async (url: string) => (await a.call('GET', url)).json();
    expect((await get('/v1/shipper-advice?status=open')).meta.total).toBe(3);
    expect((await get('/v1/shipments?view=problems')).meta.total).toBe(2);
    expect((await get('/v1/inventory?stock=low')).meta.total).toBe(1);
    expect((await get('/v1/orders?status=Pending')).meta.total).toBe(2);
    const missing = ((await get('/v1/cpr/unpaid')).data as Array<{ state: string; status: string }>).filter(
      (r) => r.state === 'missing' && r.status === 'delivered',
    );
    expect(missing).toHaveLength(2);

    // The other seller sees only theirs.
    const other = await attentionOf(b);
    expect(other.attention).toMatchObject({
      shipperAdvice: { count: 1 },
      unpaidDelivered: { count: 1, amount: 875_000 },
      failedBookings: 2,
      lowStock: 1,
    });
    expect(other.waiting.confirmation).toBe(1);
  });

  it('stops counting an unpaid delivery once a payment line covers it', async () => {
    const before = (await attentionOf(a)).attention.unpaidDelivered;
    const late = await parcel(a, { state: 'booked', status: 'delivered', deliveredAt: ago(8), cod: 100_000 });
    expect((await attentionOf(a)).attention.unpaidDelivered).toEqual({
      count: before.count + 1,
      amount: before.amount + 75_000,
    });
    await pay(a, late, 75_000);
    expect((await attentionOf(a)).attention.unpaidDelivered).toEqual(before);
  });
});
