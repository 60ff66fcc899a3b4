import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signup, type Session, type TestContext } from './helpers/app.ts';
import { countStatements, statementsDuring } from './helpers/db.ts';
import { confirmedOrder, drainJobs, shippingSeller } from './helpers/shipping.ts';
import { startFakePostex, type FakePostex } from './fakes/postex.ts';
import { resetBreakers } from '../src/couriers/http.ts';

let t: TestContext;
let px: FakePostex;
let owner: Session;
let s: Awaited<ReturnType<typeof shippingSeller>>;
const runtime = () => ({ baseUrls: { postex: px.url } });
const drain = () => drainJobs(t, runtime());

beforeAll(async () => {
  px = await startFakePostex();
  t = await createTestApp({}, { courierRuntime: { ...runtime(), timeoutMs: 1_000, sleep: async () => {} } });
  owner = await signup(t.app);
  s = await shippingSeller(t, owner, [
    { courier: 'postex', name: 'PostEx', credentials: { token: px.token } },
    { courier: 'sandbox', name: 'Sandbox' },
  ]);
});
afterAll(async () => {
  await t.close();
  await px.close();
});

const row = (orderId: string, over: Record<string, unknown> = {}) => ({
  orderId,
  courierId: s.courierIds.postex,
  storeId: s.storeId,
  shipperId: s.shipperId,
  shipmentType: 'Normal',
  ...over,
});

describe('booking validation', () => {
  it('rejects a row without the product-rules §5 fields with exactly `Missing fields in "{order}": {list}`', async () => {
    const o = await confirmedOrder(t, owner, s.storeId);
    const res = await s.call('POST', '/v1/orders/booking', {
      orders: [{ orderId: o._id, storeId: s.storeId, shipmentType: 'Normal' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Missing fields in "${o.name}": courierId, shipperId`);
    expect(res.json().details.map((d: { field: string }) => d.field)).toEqual([
      'orders.0.courierId',
      'orders.0.shipperId',
    ]);
    const none = await s.call('POST', '/v1/orders/booking', { orders: [{ courierId: s.courierIds.postex }] });
    expect(none.json().message).toBe('Missing fields in "row 1": orderId, storeId, shipperId, shipmentType');
    expect((await s.call('GET', '/v1/shipments?view=all')).json().meta.total).toBe(0);
  });

  it('names every other problem and books nothing when one row is bad', async () => {
    const good = await confirmedOrder(t, owner, s.storeId);
    const pendingRes = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: owner.headers,
      payload: { ...(await import('./helpers/app.ts')).orderBody(s.storeId) },
    });
    const pending = pendingRes.json().data;
    const res = await s.call('POST', '/v1/orders/booking', {
      orders: [
        row(good._id),
        row(pending._id),
        row(good._id, { shipmentType: 'Overnight' }),
        row(good._id, { shipperId: '01a2b3c4-0000-7000-8000-000000000000' }),
      ],
    });
    expect(res.statusCode).toBe(400);
    const messages = res.json().details.map((d: { message: string }) => d.message);
    expect(messages).toContain(`${pending.name} is waiting for the buyer's confirmation`);
    expect(messages).toContain(`${good.name} is listed twice`);
    expect(messages.join('\n')).toContain('PostEx has no shipment type "Overnight"');
    expect(messages.join('\n')).toContain('Pickup address 01a2b3c4-0000-7000-8000-000000000000 not found');
    expect((await s.call('GET', '/v1/shipments?view=all')).json().meta.total).toBe(0);
  });

  it('refuses a destination the courier has no city for, pointing to Booking cities', async () => {
    const o = await confirmedOrder(t, owner, s.storeId, { city: 'Multan' });
    const res = await s.call('POST', '/v1/orders/booking', { orders: [row(o._id)] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('PostEx has no city mapped to Multan; map it in Booking cities');
  });
});

describe('booking with a courier API', () => {
  it('books in a background job: progress, tracking numbers from the courier, orders Booked, billing written', async () => {
    const a = await confirmedOrder(t, owner, s.storeId);
    const b = await confirmedOrder(t, owner, s.storeId, { paymentMethod: 'prepaid' });
    const res = await s.call('POST', '/v1/orders/booking', { orders: [row(a._id), row(b._id)] });
    expect(res.statusCode).toBe(202);
    const job = res.json().data;
    expect(job).toMatchObject({ status: 'queued', total: 2, progress: 0 });
    expect(job.results.map((r: { state: string }) => r.state)).toEqual(['pending', 'pending']);

    await drain();
    const done = (await s.call('GET', `/v1/orders/booking/jobs/${job._id}`)).json().data;
    expect(done).toMatchObject({ status: 'succeeded', progress: 2, total: 2 });
    for (const r of done.results) {
      expect(r.state).toBe('booked');
      const parcel = px.parcels.find((p) => p.trackingNumber === r.trackingNumber)!;
      expect(parcel).toBeDefined();
      expect(parcel.body.cityName).toBe('Karachi');
    }
    const cod = px.parcels.find((p) => p.trackingNumber === done.results[0].trackingNumber)!;
    expect(cod.body.invoicePayment).toBe(a.pricing.currentTotalPrice / 100);
    expect(
      px.parcels.find((p) => p.trackingNumber === done.results[1].trackingNumber)!.body.invoicePayment,
    ).toBe(0);

    const order = (await s.call('GET', `/v1/orders/${a._id}`)).json().data;
    expect(order).toMatchObject({ status: 'Booked', trackingNumber: done.results[0].trackingNumber });
    const booked = order.timeline.find((e: { type: string }) => e.type === 'booked');
    expect(booked).toMatchObject({
      message: `Booked with PostEx — tracking number ${done.results[0].trackingNumber}`,
      // The courier accepted the booking: the timeline says so, not "Sauda".
      actor: { kind: 'courier', name: 'PostEx' },
    });
    const billing = await t.db.sql<{ amount: string }>(
      'SELECT amount FROM billing_logs WHERE order_id = $1',
      [a._id],
    );
    expect(billing.map((x) => Number(x.amount))).toEqual([a.pricing.currentTotalPrice]);

    // Booked orders leave Dispatch and cannot be booked twice.
    const again = await s.call('POST', '/v1/orders/booking', { orders: [row(a._id)] });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('NOT_BOOKABLE');
    expect(again.json().message).toContain('already booked');
    const list = (await s.call('GET', '/v1/shipments?view=booked')).json();
    expect(list.data.map((x: { orderId: string }) => x.orderId)).toEqual(
      expect.arrayContaining([a._id, b._id]),
    );
    expect(list.data[0].trackingUrl).toMatch(/^\/tracking\/[\w-]{22}$/);
    // A full page is counted, but only up to the cap (docs/architecture.md, "Request life cycle",
    // list totals): the count reads at most 1,001 parcels, however many the seller has.
    const { result: first, statements } = await statementsDuring(t.db, () =>
      s.call('GET', '/v1/shipments?view=booked&limit=1'),
    );
    const firstOne = first.json();
    expect(firstOne.data).toHaveLength(1);
    expect(firstOne.meta).toMatchObject({ total: list.meta.total, totalCapped: false });
    const counts = countStatements(statements);
    expect(counts).toHaveLength(1);
    expect(counts[0]).toMatch(/limit \$\d+/i);
    // Newest first, page by page; a page past offset 1,000 takes the ids-first path (none here).
    const second = (await s.call('GET', '/v1/shipments?view=booked&limit=1&page=2')).json();
    expect([firstOne.data[0]._id, second.data[0]._id]).toEqual(
      list.data.slice(0, 2).map((x: { _id: string }) => x._id),
    );
    const deep = (await s.call('GET', '/v1/shipments?view=booked&limit=1&page=1001')).json();
    expect(deep.data).toEqual([]);
    expect(deep.meta).toMatchObject({ total: list.meta.total, totalCapped: false });
  });

  it('replays the same answer for the same Idempotency-Key (one job, one parcel)', async () => {
    const o = await confirmedOrder(t, owner, s.storeId);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/orders/booking',
        headers: { ...owner.headers, 'idempotency-key': `book-${o._id}` },
        payload: { orders: [row(o._id)] },
      });
    const [r1, r2] = await Promise.all([send(), send()]);
    expect([r1.statusCode, r2.statusCode]).toEqual([202, 202]);
    expect(r1.json().data._id).toBe(r2.json().data._id);
    await drain();
    expect(px.parcels.filter((p) => p.body.customerName === 'Ali Raza').length).toBeGreaterThan(0);
    const rows = await t.db.sql('SELECT id FROM shipments WHERE order_id = $1', [o._id]);
    expect(rows).toHaveLength(1);
  });

  it('records a courier refusal as failed with its message; the order stays in Dispatch and can be retried', async () => {
    const o = await confirmedOrder(t, owner, s.storeId, { phone: '0421234567' });
    const job = (await s.call('POST', '/v1/orders/booking', { orders: [row(o._id)] })).json().data;
    await drain();
    const r = (await s.call('GET', `/v1/orders/booking/jobs/${job._id}`)).json().data.results[0];
    expect(r).toMatchObject({ state: 'failed', trackingNumber: null });
    expect(r.message).toBe('PostEx refused to book the parcel: Invalid customer phone');
    const dispatch = (await s.call('GET', `/v1/orders/dispatch?search=${encodeURIComponent(o.name)}`)).json()
      .data;
    expect(dispatch[0]).toMatchObject({ _id: o._id, lastBooking: { state: 'failed' } });
    expect((await s.call('GET', '/v1/shipments?view=problems')).json().data[0].error).toContain(
      'Invalid customer phone',
    );
    // Fix the phone on the order, then retry.
    await s.call('PUT', `/v1/orders/${o._id}/address`, {
      name: 'Ali Raza',
      phone: '03001234567',
      address: 'House 12, Street 4, Model Town',
      city: 'Karachi',
    });
    const retry = await s.call('POST', `/v1/shipments/${r.shipmentId}/retry`);
    expect(retry.statusCode).toBe(202);
    await drain();
    const after = (await s.call('GET', `/v1/shipments/${r.shipmentId}`)).json().data;
    // The parcel keeps the consignee it was queued with, so the courier refuses it again.
    expect(after).toMatchObject({ state: 'failed' });
  });

  it('looks the booking up after a 500 once the courier did the work: one parcel, our number = theirs (Q6)', async () => {
    const o = await confirmedOrder(t, owner, s.storeId);
    const before = px.parcels.length;
    px.inject('POST /services/integration/api/order/v3/create-order', '500-after');
    await s.call('POST', '/v1/orders/booking', { orders: [row(o._id)] });
    await drain();
    expect(px.parcels.length).toBe(before + 1);
    const order = (await s.call('GET', `/v1/orders/${o._id}`)).json().data;
    expect(order.trackingNumber).toBe(px.parcels.at(-1)!.trackingNumber);
    expect(px.hits.some((h) => h.path.endsWith('/get-all-order'))).toBe(true);
  });

  it('marks a parcel unknown when the courier cannot be asked, and never books it twice', async () => {
    const o = await confirmedOrder(t, owner, s.storeId);
    const before = px.parcels.length;
    // Every booking call breaks after the work, and every lookup fails: we cannot know.
    px.inject('POST /services/integration/api/order/v3/create-order', 'reset-after');
    px.inject('GET /services/integration/api/order/v1/get-all-order', ...Array(20).fill('500-before'));
    const job = (await s.call('POST', '/v1/orders/booking', { orders: [row(o._id)] })).json().data;
    await drain();
    const r = (await s.call('GET', `/v1/orders/booking/jobs/${job._id}`)).json().data.results[0];
    expect(r.state).toBe('unknown');
    expect(r.message).toContain('Could not confirm with PostEx');
    expect(px.parcels.length).toBe(before + 1);
    // Once the courier answers again, a retry finds the parcel instead of booking another.
    px.clearFaults();
    // Those failures opened the circuit breaker for this PostEx account: calls pause for 30 s.
    const paused = await s.call('POST', `/v1/courier/${s.courierIds.postex}/test`);
    expect(paused.json().data.message).toMatch(/not answering; calls are paused/);
    resetBreakers();
    const retry = await s.call('POST', `/v1/shipments/${r.shipmentId}/retry`);
    expect(retry.statusCode).toBe(202);
    await drain();
    const after = (await s.call('GET', `/v1/shipments/${r.shipmentId}`)).json().data;
    expect(after).toMatchObject({ state: 'booked', trackingNumber: px.parcels.at(-1)!.trackingNumber });
    expect(px.parcels.length).toBe(before + 1);
  });

  it('cancelling an unconfirmed parcel finds it at the courier and cancels it there too', async () => {
    const o = await confirmedOrder(t, owner, s.storeId);
    px.inject('POST /services/integration/api/order/v3/create-order', 'reset-after');
    px.inject('GET /services/integration/api/order/v1/get-all-order', ...Array(9).fill('500-before'));
    const job = (await s.call('POST', '/v1/orders/booking', { orders: [row(o._id)] })).json().data;
    await drain();
    px.clearFaults();
    resetBreakers();
    const r = (await s.call('GET', `/v1/orders/booking/jobs/${job._id}`)).json().data.results[0];
    expect(r.state).toBe('unknown');
    const atCourier = px.parcels.at(-1)!;
    expect(atCourier.cancelled).toBe(false);
    const res = await s.call('PUT', `/v1/orders/booking-cancel/${r.shipmentId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.state).toBe('cancelled');
    expect(atCourier.cancelled).toBe(true);
    expect(
      (await s.call('GET', `/v1/orders/dispatch?search=${encodeURIComponent(o.name)}`)).json().data,
    ).toHaveLength(1);
  });

  it('cancels a booking with the courier; the order goes back to Processing and to Dispatch', async () => {
    const o = await confirmedOrder(t, owner, s.storeId);
    const job = (await s.call('POST', '/v1/orders/booking', { orders: [row(o._id)] })).json().data;
    await drain();
    const r = (await s.call('GET', `/v1/orders/booking/jobs/${job._id}`)).json().data.results[0];
    const res = await s.call('PUT', `/v1/orders/booking-cancel/${o._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'cancelled', status: 'cancelled' });
    expect(px.parcels.find((p) => p.trackingNumber === r.trackingNumber)!.cancelled).toBe(true);
    const order = (await s.call('GET', `/v1/orders/${o._id}`)).json().data;
    expect(order).toMatchObject({ status: 'Processing', trackingNumber: null });
    expect(
      (await s.call('GET', `/v1/orders/dispatch?search=${encodeURIComponent(o.name)}`)).json().data,
    ).toHaveLength(1);
  });

  it('asks PostEx for its own load sheet, keeps its PDF privately and adds our manifest', async () => {
    const o = await confirmedOrder(t, owner, s.storeId);
    const job = (await s.call('POST', '/v1/orders/booking', { orders: [row(o._id)] })).json().data;
    await drain();
    const r = (await s.call('GET', `/v1/orders/booking/jobs/${job._id}`)).json().data.results[0];
    const res = await s.call('POST', '/v1/load-sheets', {
      courierId: s.courierIds.postex,
      shipperId: s.shipperId,
      shipmentIds: [r.shipmentId],
    });
    expect(res.statusCode).toBe(201);
    const sheet = res.json().data;
    expect(sheet).toMatchObject({ hasCourierPdf: true, parcelCount: 1 });
    const sent = px.hits.filter((h) => h.path.endsWith('/generate-load-sheet')).at(-1)!.body as {
      trackingNumbers: string[];
    };
    expect(sent.trackingNumbers).toEqual([r.trackingNumber]);
    const theirs = await s.call('GET', `/v1/load-sheets/${sheet._id}/courier-pdf`);
    expect(theirs.rawPayload.toString()).toBe('%PDF-1.4 fake load sheet');
    const ours = await s.call('GET', `/v1/load-sheets/${sheet._id}/pdf`);
    expect(ours.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The courier's file is not reachable through the public /files/ route.
    const files = await t.app.inject({ method: 'GET', url: '/files/private/' });
    expect(files.statusCode).toBe(404);
    // A courier that refuses the sheet: nothing is saved, the parcel stays free.
    const o2 = await confirmedOrder(t, owner, s.storeId);
    const job2 = (await s.call('POST', '/v1/orders/booking', { orders: [row(o2._id)] })).json().data;
    await drain();
    const r2 = (await s.call('GET', `/v1/orders/booking/jobs/${job2._id}`)).json().data.results[0];
    px.inject('POST /services/integration/api/order/v2/generate-load-sheet', '503', '503', '503');
    const refused = await s.call('POST', '/v1/load-sheets', {
      courierId: s.courierIds.postex,
      shipmentIds: [r2.shipmentId],
    });
    expect(refused.statusCode).toBe(502);
    expect((await s.call('GET', `/v1/shipments/${r2.shipmentId}`)).json().data.loadSheetId).toBeNull();
    px.clearFaults();
    resetBreakers();
  });

  it('prints airway bills as a real PDF with several labels per page', async () => {
    const list = (await s.call('GET', '/v1/shipments?view=booked')).json().data;
    const ids = list.map((x: { _id: string }) => x._id).join(',');
    const res = await s.call('GET', `/v1/shipments/labels?ids=${ids}&perPage=4`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = (res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
    expect(pages).toBe(Math.ceil(list.length / 4));
    const one = await s.call('GET', `/v1/shipments/labels?ids=${list[0]._id}&perPage=1`);
    expect(one.statusCode).toBe(200);
    expect((await s.call('GET', '/v1/shipments/labels?ids=nope')).statusCode).toBe(404);
  });
});

describe('manual booking and billing', () => {
  it('records a parcel booked elsewhere with an MC + 10 digit reference and moves it on by hand', async () => {
    const o = await confirmedOrder(t, owner, s.storeId, { city: 'Multan' });
    const res = await s.call('POST', '/orders/saveShipmentRecord', {
      orderId: o._id,
      storeId: s.storeId,
      trackingCompany: 'Call Courier',
      shipmentType: 'overnight',
    });
    expect(res.statusCode).toBe(201);
    const p = res.json().data;
    expect(p.trackingNumber).toMatch(/^MC\d{10}$/);
    expect(p).toMatchObject({ courier: 'manual', courierName: 'Call Courier', state: 'booked' });
    expect((await s.call('GET', `/v1/orders/${o._id}`)).json().data.status).toBe('Booked');
    const picked = await s.call('PUT', `/v1/shipments/${p._id}/status`, { status: 'picked_up' });
    expect(picked.json().data.status).toBe('picked_up');
    expect((await s.call('GET', `/v1/orders/${o._id}`)).json().data.status).toBe('Dispatched');
    await s.call('PUT', `/v1/shipments/${p._id}/status`, { status: 'delivered', note: 'Signed by brother' });
    expect((await s.call('GET', `/v1/orders/${o._id}`)).json().data.status).toBe('Delivered');
    const other = await confirmedOrder(t, owner, s.storeId);
    const own = await s.call('POST', '/orders/saveShipmentRecord', {
      orderId: other._id,
      storeId: s.storeId,
      trackingCompany: 'BlueEx',
      shipmentType: 'standard',
      trackingNumber: 'BX-5550001',
    });
    expect(own.statusCode).toBe(201);
    expect(own.json().data.trackingNumber).toBe('BX-5550001');
    // The same order cannot be recorded twice.
    const twice = await s.call('POST', '/orders/saveShipmentRecord', {
      orderId: other._id,
      storeId: s.storeId,
      trackingCompany: 'BlueEx',
      shipmentType: 'standard',
    });
    expect(twice.statusCode).toBe(409);
  });

  it('saves a billing entry in PKR and refuses bad amounts naming the field', async () => {
    const ok = await s.call('POST', '/v1/billingLogs/saveBilling', {
      storeId: s.storeId,
      current_total_price: '1499.50',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.amount).toBe(149_950);
    const bad = await s.call('POST', '/v1/billingLogs/saveBilling', {
      storeId: s.storeId,
      current_total_price: 'lots',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('current_total_price');
  });
});
