import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from '@sauda/contracts/orders.ts';
import {
  ORIGIN,
  createTestApp,
  orderBody,
  signup,
  type Session,
  type TestContext,
  createStore,
  createProduct,
} from './helpers/app.ts';
import { countStatements, statementsDuring } from './helpers/db.ts';
import { recountDaily } from '../src/db/demo/demo-clock.ts';
import { compiledCount } from '../src/db/compiled.ts';

let t: TestContext;
let me: Session;
let storeId: string;

beforeAll(async () => {
  t = await createTestApp();
  me = await signup(t.app);
  storeId = await createStore(t.app, me, 'Main');
});
afterAll(() => t.close());

const h = () => ({ ...me.headers, origin: ORIGIN });
const create = (overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: { ...h(), ...headers },
    payload: orderBody(storeId, overrides),
  });
const get = (id: string) => t.app.inject({ url: `/api/v1/orders/${id}`, headers: h() });
const setStatus = (id: string, status: string, reason?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/orders/${id}/status`,
    headers: h(),
    payload: { status, ...(reason ? { reason } : {}) },
  });

describe('creating orders', () => {
  it('numbers orders per store, prices in paisa, starts COD as Pending with a confirmation link', async () => {
    const first = await create();
    expect(first.statusCode).toBe(201);
    const o = first.json().data;
    expect(o.name).toMatch(/^#\d{4}$/);
    expect(o).toMatchObject({
      status: 'Pending',
      paymentMethod: 'COD',
      source: 'manual',
      pricing: {
        subtotal: 820_000,
        discount: 20_000,
        shipping: 25_000,
        currentTotalPrice: 825_000,
        currency: 'PKR',
      },
      shipmentDetails: {
        addresses: [{ name: 'Ali Raza', phone: '03001234567', city: 'Lahore', province: 'Punjab' }],
      },
      confirmation: { status: 'awaiting', sentAt: null },
      allowedTransitions: ['open', 'Cancelled'],
    });
    expect(o.lineItems.map((l: { total: number }) => l.total)).toEqual([700_000, 120_000]);
    expect(o.confirmation.url).toMatch(
      new RegExp(`^${ORIGIN}/order-confirmation\\?token=[A-Za-z0-9_-]{32}$`),
    );
    expect(o.confirmation.url).not.toContain(o._id);
    expect(o.timeline).toEqual([
      expect.objectContaining({ type: 'created', actor: { kind: 'user', name: 'Bilal Ahmed' } }),
    ]);
    const second = (await create()).json().data;
    expect(second.orderNumber).toBe(o.orderNumber + 1);
    expect(second.customer._id).toBe(o.customer._id);
    expect(second.customer.ordersCount).toBe(2);
  });

  it('starts prepaid orders open, without a confirmation link', async () => {
    const o = (await create({ paymentMethod: 'prepaid' })).json().data;
    expect(o.status).toBe('open');
    expect(o.confirmation).toEqual({
      status: 'not_required',
      url: null,
      sentAt: null,
      respondedAt: null,
      answeredBy: null,
      whatsapp: null,
    });
  });

  it.each([
    [{ lineItems: [] }, 'lineItems'],
    [{ lineItems: [{ title: 'x', quantity: 0, unitPrice: 100 }] }, 'lineItems.0.quantity'],
    [{ lineItems: [{ title: 'x', quantity: 1, unitPrice: 10.5 }] }, 'lineItems.0.unitPrice'],
    [{ discount: -1 }, 'discount'],
    [{ discount: 99_999_999 }, 'discount'],
    [{ paymentMethod: 'cash' }, 'paymentMethod'],
    [
      { shippingAddress: { name: 'A', phone: '12345', address: 'House 1 street', city: 'Lahore' } },
      'shippingAddress.phone',
    ],
    [
      { shippingAddress: { name: 'A', phone: '03001234567', address: 'x', city: 'Lahore' } },
      'shippingAddress.address',
    ],
    [{ status: 'Delivered' }, 'status'],
    [{ accountId: '0190c6d8-0000-7000-8000-000000000000' }, 'accountId'],
  ])('refuses bad input %o naming the field', async (overrides, field) => {
    const before = (await t.app.inject({ url: '/api/v1/orders?limit=1', headers: h() })).json().meta.total;
    const res = await create(overrides);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(JSON.stringify(body.details ?? body.message)).toContain(field.split('.').pop());
    expect((await t.app.inject({ url: '/api/v1/orders?limit=1', headers: h() })).json().meta.total).toBe(
      before,
    );
  });

  it('answers a new order exactly as GET reads it after the commit (its answer is built before the counters)', async () => {
    const sharp = (await import('sharp')).default;
    const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    const img = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/products/images',
        headers: { ...h(), 'content-type': 'image/png' },
        payload: picture,
      })
    ).json().data;
    const pictured = await createProduct(t.app, me, { title: 'Pictured kurta', imageIds: [img.id] });
    const backorderable = await createProduct(t.app, me, { title: 'Made to order', allowBackorder: true });
    const buyer = {
      name: 'Rabia Khan',
      phone: '+92 333 4445566',
      address: 'House 9, Gulberg',
      city: 'Lahore',
    };
    const place = (lineItems: object[], paymentMethod = 'COD') =>
      create({ shippingAddress: buyer, lineItems, paymentMethod });
    const same = async (res: Awaited<ReturnType<typeof create>>) => {
      expect(res.statusCode).toBe(201);
      const answer = res.json().data;
      expect((await get(answer._id)).json().data).toEqual(answer);
      return answer;
    };
    // Taken at commit: catalogue lines (one with a picture) beside a line typed in.
    const first = await same(
      await place([
        { variantId: pictured.variants[0]!._id, quantity: 2 },
        { variantId: pictured.variants[1]!._id, quantity: 1 },
        { title: 'Gift wrap', quantity: 1, unitPrice: 5_000 },
      ]),
    );
    expect(first.lineItems[0].thumbnailUrl).toBe(img.thumbnailUrl);
    expect(first.customer).toMatchObject({ name: 'Rabia Khan', ordersCount: 1 });
    // Reserved in the body: a line that may be backordered, more than is in stock, prepaid.
    const second = await same(
      await place([{ variantId: backorderable.variants[0]!._id, quantity: 12 }], 'prepaid'),
    );
    expect(second.lineItems[0].backorderedQty).toBe(2);
    expect(second.timeline.map((e: { type: string }) => e.type)).toEqual(['backordered', 'created']);
    expect(second.customer.ordersCount).toBe(2);
  });

  it('answers 404 for a store of nobody', async () => {
    const res = await create({ storeId: '0190c6d8-0000-7000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
  });
});

describe('Q4 idempotent create', () => {
  it('runs one effect for many parallel requests with one key, and replays the same answer', async () => {
    const key = `order-${Date.now()}-abc`;
    const before = (await t.app.inject({ url: '/api/v1/orders?limit=1', headers: h() })).json().meta.total;
    const n = t.db.kind === 'postgres' ? 50 : 10;
    const results = await Promise.all(
      Array.from({ length: n }, () => create({}, { 'idempotency-key': key })),
    );
    const statuses = new Set(results.map((r) => r.statusCode));
    expect([...statuses]).toEqual([201]);
    const ids = new Set(results.map((r) => r.json().data._id));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(n - 1);
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    expect((await t.app.inject({ url: '/api/v1/orders?limit=1', headers: h() })).json().meta.total).toBe(
      before + 1,
    );
  });

  it('stores the answer in the statement that numbers the order: nothing after it but the commit', async () => {
    const key = `order-${Date.now()}-last`;
    const sent: string[] = [];
    t.db.tapStatements((q) => sent.push(q));
    const res = await create({}, { 'idempotency-key': key });
    t.db.tapStatements(null);
    expect(res.statusCode, res.body).toBe(201);
    const numbered = sent.findIndex((q) => /"store_counters"/.test(q));
    expect(sent[numbered]).toMatch(
      /UPDATE "orders" SET order_number[\s\S]*UPDATE "idempotency_keys" SET status_code/,
    );
    expect(sent.slice(numbered + 1).filter((q) => !/^commit\b/i.test(q))).toEqual([]);
    expect(sent.some((q) => /^update "idempotency_keys"/i.test(q))).toBe(false);
    // The stored answer carries the number the statement gave: the replay is the answer, byte for byte.
    expect(res.json().data.name).toBe(`#${res.json().data.orderNumber}`);
    expect(res.json().data.orderNumber).toBeGreaterThan(1000);
    const again = await create({}, { 'idempotency-key': key });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(res.body);
  });

  it('answers 422 when the key is reused with another body, and keys are per account', async () => {
    const key = `order-${Date.now()}-reuse`;
    expect((await create({}, { 'idempotency-key': key })).statusCode).toBe(201);
    const other = await create({ shipping: 0 }, { 'idempotency-key': key });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const someone = await signup(t.app);
    const theirStore = await createStore(t.app, someone, 'S');
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { ...someone.headers, 'idempotency-key': key },
      payload: orderBody(theirStore),
    });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a malformed key', async () => {
    const res = await create({}, { 'idempotency-key': 'short' });
    expect(res.statusCode).toBe(400);
  });
});

describe('lifecycle', () => {
  /** Drives a fresh order to `status` along allowed moves. */
  async function orderIn(status: OrderStatus): Promise<string> {
    const paths: Record<OrderStatus, OrderStatus[]> = {
      Pending: [],
      open: ['open'],
      Processing: ['open', 'Processing'],
      Booked: ['open', 'Booked'],
      Dispatched: ['open', 'Booked', 'Dispatched'],
      Delivered: ['open', 'Booked', 'Dispatched', 'Delivered'],
      Returned: ['open', 'Booked', 'Dispatched', 'Returned'],
      Cancelled: ['Cancelled'],
    };
    const id = (await create()).json().data._id as string;
    for (const s of paths[status]) expect((await setStatus(id, s)).statusCode).toBe(200);
    return id;
  }

  it('allows exactly the moves of the transition table and answers 409 naming the allowed ones otherwise', async () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        if (from === to) continue;
        const id = await orderIn(from);
        const res = await setStatus(id, to);
        if (ORDER_TRANSITIONS[from].includes(to)) {
          expect(res.statusCode, `${from} → ${to}`).toBe(200);
          expect(res.json().data.status).toBe(to);
        } else {
          expect(res.statusCode, `${from} → ${to}`).toBe(409);
          expect(res.json().code).toBe('ILLEGAL_TRANSITION');
          expect(res.json().message).toContain('Allowed:');
          expect((await get(id)).json().data.status).toBe(from);
        }
      }
    }
  }, 120_000);

  it('records who changed what in the timeline, with the reason', async () => {
    const id = await orderIn('open');
    await setStatus(id, 'Cancelled', 'buyer changed mind');
    const o = (await get(id)).json().data;
    expect(o.timeline[0]).toMatchObject({
      type: 'status_changed',
      message: 'Status changed from Open to Cancelled — buyer changed mind',
      actor: { kind: 'user', name: 'Bilal Ahmed' },
    });
    expect(o.timeline.map((e: { type: string }) => e.type)).toEqual([
      'status_changed',
      'status_changed',
      'created',
    ]);
    expect(o.confirmation.status).toBe('confirmed');
  });

  it('keeps status counts, customer counters and the dashboard in step', async () => {
    const other = await signup(t.app);
    const s = await createStore(t.app, other, 'S');
    const mk = async (phone: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/orders',
          headers: other.headers,
          payload: orderBody(s, {
            shippingAddress: { name: 'Sara', phone, address: 'Flat 3, Clifton Block 5', city: 'Karachi' },
          }),
        })
      ).json().data;
    const a = await mk('03211112222');
    const b = await mk('03211112222');
    const c = await mk('03331234567');
    const move = (id: string, ...to: string[]) =>
      to.reduce<Promise<unknown>>(
        (p, st) =>
          p.then(() =>
            t.app.inject({
              method: 'PUT',
              url: `/api/v1/orders/${id}/status`,
              headers: other.headers,
              payload: { status: st },
            }),
          ),
        Promise.resolve(),
      );
    await move(a._id, 'open', 'Booked', 'Dispatched', 'Delivered');
    await move(b._id, 'open', 'Booked', 'Dispatched', 'Returned');
    await move(c._id, 'Cancelled');
    const list = (await t.app.inject({ url: '/api/v1/orders', headers: other.headers })).json();
    expect(list.meta.statusCounts).toMatchObject({
      Pending: 0,
      open: 0,
      Delivered: 1,
      Returned: 1,
      Cancelled: 1,
    });
    expect(list.meta.total).toBe(3);
    const sara = (
      await t.app.inject({ url: `/api/v1/customers/${a.customer._id}`, headers: other.headers })
    ).json().data;
    expect(sara).toMatchObject({
      ordersCount: 2,
      deliveredCount: 1,
      returnedCount: 1,
      totalSpent: 825_000,
      phone: '03211112222',
    });
    const dash = (await t.app.inject({ url: '/api/v1/dashboard', headers: other.headers })).json().data;
    expect(dash.today).toEqual({ orders: 3, revenue: 825_000 });
    expect(dash.month.orders).toBe(3);
    expect(dash.waiting).toEqual({
      confirmation: 0,
      whatsappFailed: 0,
      booking: 0,
      awaitingPickup: 0,
      inTransit: 0,
    });
    expect(dash.confirmation).toMatchObject({ confirmed: 2, cancelled: 1, rate: 67 });
    expect(dash.daily).toHaveLength(30);
    expect(dash.daily[29]).toMatchObject({ orders: 3, revenue: 825_000 });
  });

  it('warns about a buyer who refuses often or is blocked', async () => {
    const other = await signup(t.app);
    const s = await createStore(t.app, other, 'S');
    const body = orderBody(s, {
      shippingAddress: {
        name: 'Refuser',
        phone: '03451112233',
        address: 'Gulberg III, Main Blvd',
        city: 'Lahore',
      },
    });
    for (let i = 0; i < 3; i++) {
      const id = (
        await t.app.inject({ method: 'POST', url: '/api/v1/orders', headers: other.headers, payload: body })
      ).json().data._id;
      for (const st of ['open', 'Booked', 'Dispatched', 'Returned'])
        await t.app.inject({
          method: 'PUT',
          url: `/api/v1/orders/${id}/status`,
          headers: other.headers,
          payload: { status: st },
        });
    }
    const next = (
      await t.app.inject({ method: 'POST', url: '/api/v1/orders', headers: other.headers, payload: body })
    ).json().data;
    expect(next.customer.warning).toBe('This buyer refused 3 of 3 parcels');
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/customers/${next.customer._id}`,
      headers: other.headers,
      payload: { blocked: true, notes: 'fake orders' },
    });
    const again = (await t.app.inject({ url: `/api/v1/orders/${next._id}`, headers: other.headers })).json()
      .data;
    expect(again.customer.warning).toBe('This buyer is blocked: fake orders');
  });
});

describe('editing', () => {
  it('edits items and amounts before booking, recomputing totals, and refuses after', async () => {
    const o = (await create()).json().data;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/orders/${o._id}`,
      headers: h(),
      payload: {
        lineItems: [{ title: 'Kurta', quantity: 3, unitPrice: 150_000 }],
        discount: 0,
        notes: 'Gift wrap',
        tags: ['VIP', 'vip', 'eid'],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      pricing: { subtotal: 450_000, currentTotalPrice: 475_000 },
      notes: 'Gift wrap',
      tags: ['vip', 'eid'],
    });
    expect(res.json().data.timeline[0].message).toBe('Edited items, notes, tags');
    await setStatus(o._id, 'open');
    await setStatus(o._id, 'Booked');
    const locked = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/orders/${o._id}`,
      headers: h(),
      payload: { notes: 'late' },
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('ORDER_LOCKED');
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/v1/orders/${o._id}`, headers: h(), payload: {} }))
        .statusCode,
    ).toBe(400);
  });

  it('changes the address until dispatch, normalising the phone, and keeps the old one in the timeline', async () => {
    const o = (await create()).json().data;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/orders/${o._id}/address`,
      headers: h(),
      payload: {
        name: 'Ali Raza',
        phone: '923001234568',
        address: 'Shop 7, Liberty Market',
        city: 'Lahore',
        province: 'Punjab',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.shipmentDetails.addresses[0]).toMatchObject({
      phone: '03001234568',
      address: 'Shop 7, Liberty Market',
    });
    expect(res.json().data.timeline[0].type).toBe('address_changed');
    for (const s of ['open', 'Booked', 'Dispatched']) await setStatus(o._id, s);
    const late = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/orders/${o._id}/address`,
      headers: h(),
      payload: { name: 'X', phone: '03001234567', address: 'Too late street', city: 'Lahore' },
    });
    expect(late.statusCode).toBe(409);
  });
});

describe('lists, search and export', () => {
  let ctx: { headers: Record<string, string>; ids: string[] };
  beforeAll(async () => {
    const other = await signup(t.app);
    const s = await createStore(t.app, other, 'S');
    const people = [
      ['Zainab Bibi', '03001111111', 'Multan', 'COD', ['eid']],
      ['Usman Tariq', '03112222222', 'Karachi', 'prepaid', []],
      ['=HYPERLINK("http://x")', '03223333333', 'Peshawar', 'COD', ['vip']],
      ['Ayesha "Ash" Khan', '03334444444', 'Karachi', 'COD', []],
    ] as const;
    const ids: string[] = [];
    for (const [name, phone, city, pm, tags] of people) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/v1/orders',
        headers: other.headers,
        payload: orderBody(s, {
          paymentMethod: pm,
          tags,
          shippingAddress: { name, phone, address: 'Some address 123', city },
        }),
      });
      ids.push(r.json().data._id);
    }
    ctx = { headers: other.headers, ids };
  });
  const list = (qs: string) => t.app.inject({ url: `/api/v1/orders?${qs}`, headers: ctx.headers });

  it('filters by status, payment method, city, tag and date, newest first', async () => {
    expect((await list('')).json().data.map((o: { _id: string }) => o._id)).toEqual([...ctx.ids].reverse());
    expect((await list('status=open')).json().meta.total).toBe(1);
    expect((await list('paymentMethod=COD')).json().meta.total).toBe(3);
    expect((await list('city=karachi')).json().meta.total).toBe(2);
    expect((await list('tag=VIP')).json().meta.total).toBe(1);
    const today = new Date(Date.now() + 5 * 3600_000).toISOString().slice(0, 10);
    expect((await list(`startDate=${today}&endDate=${today}`)).json().meta.total).toBe(4);
    expect((await list('startDate=2020-01-01&endDate=2020-01-31')).json().meta.total).toBe(0);
    expect((await list('startDate=2026-02-30')).statusCode).toBe(400);
    const bad = await list('startDate=2026-05-02&endDate=2026-05-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('endDate');
  });

  it('searches by buyer name, any phone form, order number and returns list rows', async () => {
    expect((await list('search=zainab')).json().data).toHaveLength(1);
    expect((await list('search=%2B92%20300%201111111')).json().data).toHaveLength(1);
    expect((await list('search=0311')).json().data).toHaveLength(1);
    const row = (await list('search=usman')).json().data[0];
    expect(Object.keys(row).sort()).toEqual(
      [
        '_id',
        'confirmationSentAt',
        'confirmationStatus',
        'confirmationUrl',
        'createdAt',
        'itemCount',
        'name',
        'paymentMethod',
        'pricing',
        'shipmentDetails',
        'source',
        'status',
        'storeId',
        'tags',
        'trackingNumber',
      ].sort(),
    );
    expect((await list(`search=${encodeURIComponent(row.name)}`)).json().data[0]._id).toBe(row._id);
    expect((await list('search=%25')).json().data).toHaveLength(0);
    const palette = await t.app.inject({ url: '/api/v1/search?search=ayesha&limit=5', headers: ctx.headers });
    expect(palette.json()).toMatchObject({
      meta: { page: 1, limit: 5, total: 1 },
      data: [{ shipmentDetails: { addresses: [{ name: 'Ayesha "Ash" Khan' }] } }],
    });
    expect(
      (await t.app.inject({ url: '/api/v1/search?search=ayesha&status=open', headers: ctx.headers })).json()
        .data,
    ).toHaveLength(0);
    expect((await t.app.inject({ url: '/api/v1/search?search=', headers: ctx.headers })).statusCode).toBe(
      400,
    );
  });

  it('lists from one compiled statement per shape, each seller and each value their own', async () => {
    // The list's text is built once per shape (db/compiled.ts); every value is a placeholder, so a
    // shape first run by one seller, filter value, search or cursor answers another with its own.
    const sellers: Array<{ headers: Record<string, string>; ids: string[] }> = [];
    for (const [i, city] of ['Quetta', 'Sukkur'].entries()) {
      const s = await signup(t.app);
      const store = await createStore(t.app, s, 'S');
      const ids: string[] = [];
      for (const name of [`Compiled buyer ${i}`, `Other buyer ${i}`]) {
        const r = await t.app.inject({
          method: 'POST',
          url: '/api/v1/orders',
          headers: s.headers,
          payload: orderBody(store, {
            shippingAddress: { name, phone: '03005556666', address: 'Some address 123', city },
          }),
        });
        ids.push(r.json().data._id);
      }
      sellers.push({ headers: s.headers, ids });
    }
    const ids = async (h: Record<string, string>, qs: string) => {
      const r = await t.app.inject({ url: `/api/v1/orders?${qs}`, headers: h });
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data.map((o: { _id: string }) => o._id);
    };
    const shapes = async (i: number) => {
      const h = sellers[i]!.headers;
      const firstPage = await t.app.inject({ url: '/api/v1/orders?limit=1', headers: h });
      return Promise.all([
        ids(h, 'city=Quetta'),
        ids(h, `search=${encodeURIComponent(`compiled buyer ${i}`)}`),
        ids(h, 'search=03005556666'),
        ids(h, `limit=1&cursor=${firstPage.json().meta.nextCursor}`),
      ]);
    };
    const first = await shapes(0);
    const before = compiledCount();
    const second = await shapes(1);
    expect(compiledCount()).toBe(before);
    const [a, b] = sellers as [(typeof sellers)[0], (typeof sellers)[0]];
    expect(first).toEqual([[...a.ids].reverse(), [a.ids[0]], [...a.ids].reverse(), [a.ids[0]]]);
    expect(second).toEqual([[], [b.ids[0]], [...b.ids].reverse(), [b.ids[0]]]);
  });

  it('pages with page numbers and with cursors, in the same order', async () => {
    const p1 = (await list('limit=2')).json();
    const p2 = (await list('limit=2&page=2')).json();
    const c2 = (await list(`limit=2&cursor=${p1.meta.nextCursor}`)).json();
    expect(c2.data.map((o: { _id: string }) => o._id)).toEqual(p2.data.map((o: { _id: string }) => o._id));
    expect((await list('limit=2&cursor=garbage')).statusCode).toBe(400);
    const byTotal = (await list('sort=-total&limit=2')).json();
    const next = (await list(`sort=-total&limit=2&cursor=${byTotal.meta.nextCursor}`)).json();
    expect(next.data).toHaveLength(2);
    expect((await list(`sort=total&cursor=${byTotal.meta.nextCursor}`)).statusCode).toBe(400);
    // Forged cursors of the right sort but the wrong kind of value are refused, not sent on.
    const forged = (s: string, v: unknown) =>
      Buffer.from(JSON.stringify({ s, v, id: p1.data[0]._id })).toString('base64url');
    for (const [sort, v] of [
      ['-createdAt', 1e21],
      ['-createdAt', 5],
      ['-total', '2026-11-29T10:00:00Z'],
      ['-total', 'x'],
    ] as const) {
      const res = await list(`sort=${sort}&limit=2&cursor=${forged(sort, v)}`);
      expect(res.statusCode, `${sort} ${v}`).toBe(400);
      expect(res.json().message).toBe('cursor: not a cursor from this list and sort');
    }
  });

  it('exports CSV with quoting and formula cells neutralised (Q22)', async () => {
    const res = await t.app.inject({ url: '/api/v1/orders/export.csv?sort=createdAt', headers: ctx.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="sauda-orders-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe(
      'Order,Created (PKT),Status,Payment,Buyer,Phone,Address,City,Province,Items,Item count,Subtotal (PKR),Discount (PKR),Shipping (PKR),Total (PKR),Tags,Notes,Confirmation,Tracking',
    );
    expect(lines[1]).toContain(
      'Zainab Bibi,03001111111,Some address 123,Multan,,Lawn suit 3-piece x2 @ 3500.00; Chiffon dupatta x1 @ 1200.00,3,8200.00,200.00,250.00,8250.00,eid,,awaiting,',
    );
    expect(lines[3]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[4]).toContain('"Ayesha ""Ash"" Khan"');
    const filtered = await t.app.inject({
      url: '/api/v1/orders/export.csv?city=Karachi',
      headers: ctx.headers,
    });
    expect(filtered.body.trim().split('\r\n')).toHaveLength(3);
    expect(
      (await t.app.inject({ url: '/api/v1/orders/export.csv?status=nope', headers: ctx.headers })).statusCode,
    ).toBe(400);
  });

  it('bulk-changes statuses, each order on its own', async () => {
    const [a, b, c] = ctx.ids as [string, string, string];
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/orders/${b}/status`,
      headers: ctx.headers,
      payload: { status: 'Cancelled' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders/bulk-status',
      headers: ctx.headers,
      payload: { ids: [a, b, c, 'not-an-id'], status: 'open' },
    });
    expect(res.statusCode).toBe(200);
    const { updated, failed } = res.json().data;
    expect(updated.sort()).toEqual([a, c].sort());
    expect(failed).toEqual([
      { _id: b, name: expect.stringMatching(/^#\d+$/), message: expect.stringContaining('Allowed:') },
      { _id: 'not-an-id', name: null, message: 'Order not found' },
    ]);
  });
});

describe('customers', () => {
  it('lists buyers with search by phone or name, and updates notes', async () => {
    const other = await signup(t.app);
    const s = await createStore(t.app, other, 'S');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: other.headers,
      payload: orderBody(s, {
        shippingAddress: {
          name: 'Hamza Ali',
          phone: '03007654321',
          address: 'DHA Phase 5, Lahore',
          city: 'Lahore',
        },
      }),
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: other.headers,
      payload: orderBody(s),
    });
    const all = (await t.app.inject({ url: '/api/v1/customers', headers: other.headers })).json();
    expect(all.meta.total).toBe(2);
    // The total holds on every page: a short page tells it (lib/paging.ts), a full one or one past
    // the end is counted.
    for (const [query, rows] of [
      ['limit=1', 1],
      ['limit=1&page=2', 1],
      ['limit=1&page=3', 0],
      ['limit=3&page=1', 2],
    ] as const) {
      const page = (await t.app.inject({ url: `/api/v1/customers?${query}`, headers: other.headers })).json();
      expect([query, page.data.length, page.meta.total]).toEqual([query, rows, 2]);
    }
    const byPhone = (
      await t.app.inject({ url: '/api/v1/customers?search=%2B923007654321', headers: other.headers })
    ).json().data;
    expect(byPhone.map((c: { name: string }) => c.name)).toEqual(['Hamza Ali']);
    expect(byPhone[0].lastAddress).toEqual({
      address: 'DHA Phase 5, Lahore',
      city: 'Lahore',
      province: null,
    });
    expect(
      (await t.app.inject({ url: '/api/v1/customers?search=hamza', headers: other.headers })).json().data,
    ).toHaveLength(1);
    const id = byPhone[0]._id;
    const upd = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/customers/${id}`,
      headers: other.headers,
      payload: { notes: 'Prefers evening delivery' },
    });
    expect(upd.json().data.notes).toBe('Prefers evening delivery');
    expect(
      (await t.app.inject({ url: `/api/v1/orders?customerId=${id}`, headers: other.headers })).json().meta
        .total,
    ).toBe(1);
    expect((await t.app.inject({ url: '/api/v1/customers/nope', headers: other.headers })).statusCode).toBe(
      404,
    );
  });
});

describe('large lists', () => {
  it('counts buyers up to 1,000 and says "at least" beyond; the short last page is exact', async () => {
    const big = await signup(t.app);
    // 1,001 buyers written past the API (a seller's book of customers, with no orders needed here).
    await t.db.sql(
      `INSERT INTO customers (id, account_id, phone, name, city, last_order_at)
       SELECT gen_random_uuid(), $1, '+92300' || lpad(g::text, 7, '0'), 'Buyer ' || g, 'Lahore',
         now() - g * interval '1 minute'
       FROM generate_series(1, 1001) g`,
      [big.accountId],
    );
    const list = async (qs: string) => {
      const { result: res, statements } = await statementsDuring(t.db, () =>
        t.app.inject({ url: `/api/v1/customers?${qs}`, headers: big.headers }),
      );
      expect(res.statusCode, res.body).toBe(200);
      return { ...res.json(), counts: countStatements(statements) };
    };
    const first = await list('limit=50');
    expect(first.data).toHaveLength(50);
    expect(first.meta).toMatchObject({ total: 1000, totalCapped: true });
    expect(first.counts).toHaveLength(1);
    expect(first.counts[0]).toMatch(/limit \$\d+/i);
    const last = await list('limit=50&page=21');
    expect(last.data).toHaveLength(1);
    expect(last.meta).toMatchObject({ total: 1001, totalCapped: false });
    expect(last.counts).toEqual([]);
    // Past offset 1,000 a page skips over ids only, then reads its rows: the same order either way.
    expect(last.data.map((c: { name: string }) => c.name)).toEqual(['Buyer 1001']);
    const names = async (qs: string) => ((await list(qs)).data as Array<{ name: string }>).map((c) => c.name);
    expect(await names('limit=20&page=50&sort=name')).toEqual(
      [...Array.from({ length: 1001 }, (_, i) => `Buyer ${i + 1}`)].sort().slice(980, 1000),
    );
    expect(await names('limit=20&page=51&sort=name')).toEqual(['Buyer 999']);
    expect(await names('limit=3&page=334&sort=-lastOrderAt')).toEqual(['Buyer 1000', 'Buyer 1001']);
    const searched = await list('search=Buyer%20100&limit=5');
    // "Buyer 100", "Buyer 1000" and "Buyer 1001": a short page, exact.
    expect(searched.meta).toMatchObject({ total: 3, totalCapped: false });
  });

  it('pages deep offsets like cursors, and caps counts of searches', async () => {
    const other = await signup(t.app);
    const s = await createStore(t.app, other, 'S');
    const seed = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/orders',
        headers: other.headers,
        payload: orderBody(s, { paymentMethod: 'prepaid' }),
      })
    ).json().data;
    // 1,300 more orders straight in SQL (same buyer), one every 2 hours over 108 days, counted
    // in the status table and on their days as createOrder counts them.
    await t.db.sql(
      `INSERT INTO orders (id, account_id, store_id, order_number, name, status, payment_method, source, customer_id, ship_name, ship_phone,
         ship_address, ship_city, subtotal, discount, shipping, total, item_count, confirmation_status, created_at, updated_at)
       SELECT gen_random_uuid(), account_id, store_id, order_number + 10 + g, '#' || (order_number + 10 + g), status, payment_method, source, customer_id,
         ship_name, ship_phone, ship_address, ship_city, subtotal, discount, shipping, total, item_count, confirmation_status,
         created_at - g * interval '2 hours', updated_at
       FROM orders, generate_series(1, 1300) g WHERE id = $1`,
      [seed._id],
    );
    await t.db.sql(
      `UPDATE order_status_counts SET count = count + 1300 WHERE account_id = $1 AND status = 'open'`,
      [other.accountId],
    );
    await recountDaily(t.db.db, other.accountId);
    // Three more through the API today: their day's figure is kept in random shards beside the recount.
    for (let i = 0; i < 3; i++) {
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/v1/orders',
        headers: other.headers,
        payload: orderBody(s, { paymentMethod: 'prepaid' }),
      });
      expect(made.statusCode).toBe(201);
    }
    const list = (qs: string) =>
      t.app.inject({ url: `/api/v1/orders?${qs}`, headers: other.headers }).then((r) => r.json());
    const ids = (r: { data: Array<{ _id: string }> }) => r.data.map((o) => o._id);
    const all = await list('limit=100');
    expect(all.meta).toMatchObject({ total: 1304, totalCapped: false });
    // The whole book by cursor, newest first: what every page by number must show.
    const walk = async (qs: string) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const r = await list(`${qs}&limit=100${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...ids(r));
        cursor = r.meta.nextCursor;
      } while (cursor);
      return seen;
    };
    const book = await walk('sort=-createdAt');
    expect(book).toHaveLength(1304);
    // Deep pages start from the day the kept daily figures put them in (read 64 days, then 256):
    // every page past offset 1,000, at sizes that cut days anywhere, equals the cursor's; the page
    // past the end is empty.
    for (const [limit, page] of [
      [100, 11],
      [100, 12],
      [100, 14],
      [100, 15],
      [50, 21],
      [50, 26],
      [7, 150],
      [7, 187],
      [25, 53],
    ] as const) {
      const { result, statements } = await statementsDuring(t.db, () => list(`limit=${limit}&page=${page}`));
      expect(ids(result), `limit ${limit} page ${page}`).toEqual(
        book.slice((page - 1) * limit, page * limit),
      );
      expect(statements.some((st) => st.includes('order_daily_stats'))).toBe(true);
    }
    // A range of whole days pages the same way, against its own cursor walk.
    const today = new Date(Date.now() + 5 * 3600_000).toISOString().slice(0, 10);
    const daysAgo = (n: number) => new Date(Date.parse(today) - n * 86_400_000).toISOString().slice(0, 10);
    const range = `startDate=${daysAgo(104)}&endDate=${daysAgo(5)}`;
    const inRange = await walk(`sort=-createdAt&${range}`);
    expect(inRange.length).toBeGreaterThan(1000);
    expect(ids(await list(`${range}&limit=10&page=101`))).toEqual(inRange.slice(1000, 1010));
    expect(ids(await list(`${range}&limit=10&page=${Math.ceil(inRange.length / 10)}`))).toEqual(
      inRange.slice(Math.floor((inRange.length - 1) / 10) * 10),
    );
    const searched = await list('search=ali%20raza&limit=10');
    expect(searched.meta).toMatchObject({ total: 10, totalCapped: true });
    expect(searched.data).toHaveLength(10);
    expect(searched.meta.nextCursor).toBeTruthy();
    const filtered = await list('status=open&paymentMethod=prepaid&limit=10');
    expect(filtered.meta).toMatchObject({ total: 1000, totalCapped: true });
    // The filter's short last page tells its exact total, past the cap and without a count.
    const { result: filteredLast, statements } = await statementsDuring(t.db, () =>
      list('status=open&paymentMethod=prepaid&limit=100&page=14'),
    );
    expect(filteredLast.data).toHaveLength(4);
    expect(filteredLast.meta).toMatchObject({ total: 1304, totalCapped: false });
    expect(countStatements(statements)).toEqual([]);
    const last = await list('search=ali%20raza&limit=10&page=131');
    expect(last.meta).toMatchObject({ total: 1304, totalCapped: false });
    expect(last.data).toHaveLength(4);
    const palette = (
      await t.app.inject({ url: '/api/v1/search?search=ali&limit=10', headers: other.headers })
    ).json();
    expect(palette.meta.total).toBe(11);
    expect(palette.data).toHaveLength(10);
  });
});
