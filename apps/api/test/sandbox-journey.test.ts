import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signup, type Session, type TestContext } from './helpers/app.ts';
import { confirmedOrder, drainJobs, shippingSeller, syncCouriers } from './helpers/shipping.ts';

/**
 * The whole life of parcels with the sandbox courier, fast-forwarded (one step = 200 ms): book,
 * load sheet by scanning, hand over, tracking, shipper advice, payment and reconciliation.
 */
const STEP = 200;
let t: TestContext;
let owner: Session;
let s: Awaited<ReturnType<typeof shippingSeller>>;
const runtime = { sandboxStepMs: STEP };
const sync = () => syncCouriers(t, runtime);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls the couriers until `check` holds (or gives up after ~12 s). */
async function until<T>(check: () => Promise<T | false | null | undefined>): Promise<T> {
  for (let i = 0; i < 60; i++) {
    await sync();
    const v = await check();
    if (v) return v;
    await pause(STEP);
  }
  throw new Error('condition not reached');
}

beforeAll(async () => {
  t = await createTestApp({}, { courierRuntime: runtime });
  owner = await signup(t.app);
  s = await shippingSeller(t, owner, [{ courier: 'sandbox', name: 'Sandbox' }]);
});
afterAll(() => t.close());

const order = (id: string) => s.call('GET', `/v1/orders/${id}`).then((r) => r.json().data);
const parcelOf = async (orderId: string) =>
  (await s.call('GET', '/v1/shipments?view=all&limit=500'))
    .json()
    .data.find((p: { orderId: string }) => p.orderId === orderId);

describe('sandbox courier, end to end', () => {
  const o: Record<string, { _id: string; name: string; pricing: { currentTotalPrice: number } }> = {};
  const cn: Record<string, string> = {};
  let sheetId = '';

  it('books three orders', async () => {
    o.deliver = await confirmedOrder(t, owner, s.storeId, {
      address: 'House 1, Block 2, deliver to the gate',
    });
    o.attempt = await confirmedOrder(t, owner, s.storeId, { address: 'Flat 3, attempt street, Saddar' });
    o.refuse = await confirmedOrder(t, owner, s.storeId, { address: 'House 9, refuse lane, Clifton' });
    const rows = Object.values(o).map((x) => ({
      orderId: x._id,
      courierId: s.courierIds.sandbox,
      storeId: s.storeId,
      shipperId: s.shipperId,
      shipmentType: 'standard',
    }));
    expect((await s.call('POST', '/v1/orders/booking', { orders: rows })).statusCode).toBe(202);
    await drainJobs(t, runtime);
    for (const k of Object.keys(o)) {
      const p = await parcelOf(o[k]!._id);
      expect(p.state).toBe('booked');
      cn[k] = p.trackingNumber;
    }
  });

  it('makes a load sheet by scanning, refuses a second scan, prints the manifest and hands over', async () => {
    const scan = (code: string) =>
      s.call('GET', `/v1/shipments/scan?code=${encodeURIComponent(code)}&courierId=${s.courierIds.sandbox}`);
    const ids: string[] = [];
    for (const k of Object.keys(cn)) {
      const r = await scan(cn[k]!);
      expect(r.statusCode).toBe(200);
      ids.push(r.json().data._id);
    }
    const missing = await scan('SBX000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No booked parcel with tracking number SBX000000000');
    const unsheeted = (
      await s.call('GET', `/v1/shipments?view=booked&unsheeted=true&courierId=${s.courierIds.sandbox}`)
    ).json();
    expect(unsheeted.meta.total).toBe(3);

    const res = await s.call('POST', '/v1/load-sheets', {
      courierId: s.courierIds.sandbox,
      shipperId: s.shipperId,
      shipmentIds: ids,
    });
    expect(res.statusCode).toBe(201);
    const sheet = res.json().data;
    sheetId = sheet._id;
    expect(sheet).toMatchObject({
      number: 'LS-1001',
      status: 'generated',
      parcelCount: 3,
      hasCourierPdf: false,
    });
    expect(sheet.codTotal).toBe(Object.values(o).reduce((n, x) => n + x.pricing.currentTotalPrice, 0));
    expect(sheet.courierSheetId).toMatch(/^SBX-LS-/);

    const again = await scan(cn.deliver!);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`${cn.deliver} is already on LS-1001`);
    const twice = await s.call('POST', '/v1/load-sheets', {
      courierId: s.courierIds.sandbox,
      shipmentIds: [ids[0]],
    });
    expect(twice.statusCode).toBe(400);

    const pdf = await s.call('GET', `/v1/load-sheets/${sheetId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await s.call('GET', `/v1/load-sheets/${sheetId}/courier-pdf`)).statusCode).toBe(404);

    const handed = await s.call('POST', `/v1/load-sheets/${sheetId}/handover`);
    expect(handed.json().data.status).toBe('handed_over');
    expect(handed.json().data.parcels.map((p: { status: string }) => p.status)).toEqual([
      'picked_up',
      'picked_up',
      'picked_up',
    ]);
    expect((await order(o.deliver!._id)).status).toBe('Dispatched');
    expect((await s.call('DELETE', `/v1/load-sheets/${sheetId}`)).statusCode).toBe(409);
    const picked = (await s.call('GET', '/v1/shipments?view=picked_up')).json();
    expect(picked.meta.total).toBe(3);
  });

  it('tracks parcels to delivered, attempted and returned; orders and timelines follow', async () => {
    await until(async () => {
      const [d, a, r] = await Promise.all([
        parcelOf(o.deliver!._id),
        parcelOf(o.attempt!._id),
        parcelOf(o.refuse!._id),
      ]);
      return d.status === 'delivered' && a.status === 'attempted' && r.status === 'returned';
    });
    const delivered = await order(o.deliver!._id);
    expect(delivered.status).toBe('Delivered');
    expect(
      delivered.timeline.find(
        (e: { message: string }) =>
          e.message === 'Sauda Sandbox Courier: Delivered — Delivered to the consignee',
      )?.actor,
    ).toEqual({ kind: 'courier', name: 'Sauda Sandbox Courier' });
    // The order's move to Delivered is the courier's doing too.
    expect(
      delivered.timeline.find((e: { type: string; message: string }) => e.message.endsWith('to Delivered'))
        ?.actor,
    ).toEqual({ kind: 'courier', name: 'Sauda Sandbox Courier' });
    expect((await order(o.refuse!._id)).status).toBe('Returned');
    expect((await order(o.attempt!._id)).status).toBe('Dispatched');
  });

  it('shows buyers a public tracking page with no phone, address or amount (Q20)', async () => {
    const p = await parcelOf(o.deliver!._id);
    const byLink = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/tracking/${p.trackingUrl.split('/').pop()}`,
    });
    expect(byLink.statusCode).toBe(200);
    const body = byLink.json().data;
    expect(body).toMatchObject({
      storeName: 'Lawn House',
      courierName: 'Sauda Sandbox Courier',
      trackingNumber: cn.deliver,
      status: 'delivered',
      destinationCity: 'Karachi',
    });
    // Newest first. (On a slow machine the sandbox courier may pick the parcel up by itself before
    // the load sheet is handed over, so the hand-over line can be the newest: not asserted.)
    expect(body.events.map((e: { message: string }) => e.message)).toContain('Delivered to the consignee');
    const times = body.events.map((e: { at: string }) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const text = byLink.body;
    expect(text).not.toContain('03001234567');
    expect(text).not.toContain('House 1');
    // No amount in any field: compared value by value (a random tracking number may hold the
    // same digits), and no text that reads as money.
    const amounts = [o.deliver!.pricing.currentTotalPrice, o.deliver!.pricing.currentTotalPrice / 100];
    const leaves: unknown[] = [];
    const walk = (v: unknown): void => {
      if (v && typeof v === 'object') Object.values(v).forEach(walk);
      else leaves.push(v);
    };
    walk(body);
    for (const leaf of leaves) {
      expect(amounts).not.toContain(typeof leaf === 'string' ? Number(leaf.replace(/,/g, '')) : leaf);
      if (typeof leaf === 'string') expect(leaf).not.toMatch(/\b(Rs\.?|PKR)\s*\d/i);
    }
    const byCn = await t.app.inject({ method: 'GET', url: `/api/v1/orders/tracking/${cn.deliver}` });
    expect(byCn.json().data.trackingNumber).toBe(cn.deliver);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/orders/tracking/NOPE12345' })).statusCode).toBe(
      404,
    );
  });

  it('opens a shipper advice with the buyer history; the answer goes to the courier and the parcel is delivered', async () => {
    const list = (await s.call('GET', '/v1/shipper-advice')).json();
    expect(list.meta.open).toBe(1);
    const adv = list.data[0];
    expect(adv).toMatchObject({
      status: 'open',
      actions: ['reattempt', 'return', 'hold'],
      parcel: { trackingNumber: cn.attempt },
    });
    expect(adv.reason.length).toBeGreaterThan(5);
    expect(adv.deadline).not.toBeNull();
    expect(adv.history).toMatchObject({
      confirmation: { status: 'confirmed' },
      buyer: { orders: expect.any(Number) },
    });
    // The order page shows it with its deadline (issue 12 §1).
    const onOrder = (await s.call('GET', `/v1/orders/${o.attempt!._id}/parcels`)).json().data[0];
    expect(onOrder.advice).toMatchObject({ _id: adv._id, status: 'open', deadline: adv.deadline });
    expect(onOrder.shipment.status).toBe('attempted');

    const bad = await s.call('POST', '/v1/shipper-advice/answer', {
      ids: [adv._id],
      action: 'reattempt',
      address: 'x',
    });
    expect(bad.statusCode).toBe(400);
    const res = await s.call('POST', '/v1/shipper-advice/answer', {
      ids: [adv._id, '01a2b3c4-0000-7000-8000-000000000000'],
      action: 'reattempt',
      remarks: 'Buyer asked for evening delivery',
      address: 'Flat 3, Block B, Saddar',
    });
    expect(res.json().data).toEqual({
      answered: [adv._id],
      failed: [{ _id: '01a2b3c4-0000-7000-8000-000000000000', message: 'Shipper advice not found' }],
    });
    const answered = (await s.call('GET', '/v1/shipper-advice?status=answered')).json().data[0];
    expect(answered.answer).toMatchObject({ action: 'reattempt', address: 'Flat 3, Block B, Saddar' });
    const twice = await s.call('POST', '/v1/shipper-advice/answer', { ids: [adv._id], action: 'return' });
    expect(twice.json().data.failed[0].message).toContain('already answered');

    await until(async () => (await parcelOf(o.attempt!._id)).status === 'delivered');
    expect((await order(o.attempt!._id)).status).toBe('Delivered');
    expect((await s.call('GET', '/v1/shipper-advice')).json().meta.open).toBe(0);
  });

  it('collects the courier payment and reconciles each parcel: COD − charges = paid', async () => {
    const payments = await until(async () => {
      const r = (await s.call('GET', '/v1/cpr')).json();
      const lines = r.data.reduce((n: number, p: { lines: number }) => n + p.lines, 0);
      return lines >= 3 ? r : null;
    });
    expect(payments.data[0].source).toBe('api');
    const detail = (await s.call('GET', `/v1/cpr/${payments.data.at(-1)._id}`)).json().data;
    for (const line of detail.items) {
      expect(line.status).toBe('matched');
      expect(line.chargesKnown).toBe(true);
      expect(line.paid).toBe(line.expected);
    }
    const delivered = detail.items.find((l: { trackingNumber: string }) => l.trackingNumber === cn.deliver);
    if (delivered) expect(delivered.expected).toBe(delivered.codAmount - delivered.deliveryCharges);
    expect(payments.meta.totals.paid).toBe(
      payments.data.reduce((n: number, p: { paid: number }) => n + p.paid, 0),
    );
  });

  it("shows each order's parcel on the order: courier history, load sheet, advice and the courier's payment", async () => {
    const [delivered] = (await s.call('GET', `/v1/orders/${o.deliver!._id}/parcels`)).json().data;
    expect(delivered.shipment).toMatchObject({
      trackingNumber: cn.deliver,
      courierName: 'Sandbox',
      status: 'delivered',
      trackingUrl: expect.stringMatching(/^\/tracking\//),
    });
    expect(delivered.events.map((e: { status: string | null }) => e.status)).toEqual(
      expect.arrayContaining(['booked', 'picked_up', 'delivered']),
    );
    const times = delivered.events.map((e: { at: string }) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(delivered.loadSheet).toMatchObject({ _id: sheetId, number: 'LS-1001', status: 'handed_over' });
    expect(delivered.loadSheet.handedOverAt).not.toBeNull();
    expect(delivered.advice).toBeNull();
    expect(delivered.payment).toMatchObject({ state: 'matched', chargesKnown: true });
    expect(delivered.payment.paid).toBe(delivered.payment.expected);
    // COD collected less the courier's charges.
    expect(delivered.payment.expected).toBeGreaterThan(0);
    expect(delivered.payment.expected).toBeLessThan(delivered.shipment.codAmount);
    expect(delivered.payment.lines[0]).toMatchObject({
      reference: expect.any(String),
      amount: delivered.payment.paid,
    });
    const advised = (await s.call('GET', `/v1/orders/${o.attempt!._id}/parcels`)).json().data[0];
    expect(advised.advice).toMatchObject({ status: 'answered', action: 'reattempt' });

    // An order with no parcel has none; another seller's order and a made-up id are not found.
    const fresh = await confirmedOrder(t, owner, s.storeId);
    expect((await s.call('GET', `/v1/orders/${fresh._id}/parcels`)).json()).toEqual({ data: [] });
    const stranger = await signup(t.app);
    const theirs = await t.app.inject({
      url: `/api/v1/orders/${o.deliver!._id}/parcels`,
      headers: stranger.headers,
    });
    expect(theirs.statusCode).toBe(404);
    expect((await s.call('GET', '/v1/orders/not-an-id/parcels')).statusCode).toBe(404);
  });

  it('imports a payment file once: a second import changes nothing; unknown parcels are unexpected', async () => {
    const csv = `CPR Number,Tracking Number,Net Amount,Payment Date\nCPR-IMP-1,${cn.deliver},"Rs. 1,000.00",2026-11-20\nCPR-IMP-1,UNKNOWN123,500,2026-11-20\nCPR-IMP-1,,12,2026-11-20\n`;
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/cpr/import?courierId=${s.courierIds.sandbox}&fileName=cpr.csv`,
        headers: { ...owner.headers, 'content-type': 'text/csv' },
        payload: csv,
      });
    const first = (await send()).json().data;
    expect(first).toMatchObject({
      payments: 1,
      newPayments: 1,
      lines: 2,
      newLines: 2,
      skipped: [{ row: 4, message: 'No tracking number' }],
    });
    const second = (await send()).json().data;
    expect(second).toMatchObject({ newPayments: 0, newLines: 0 });
    const list = (await s.call('GET', '/v1/cpr')).json().data;
    const imported = list.find((p: { reference: string }) => p.reference === 'CPR-IMP-1');
    expect(imported).toMatchObject({
      source: 'import',
      fileName: 'cpr.csv',
      paid: 150_000,
      counts: { unexpected: 1, over: 1 },
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/v1/cpr/import?courierId=${s.courierIds.sandbox}`,
      headers: { ...owner.headers, 'content-type': 'text/csv' },
      payload: 'foo,bar\n1,2\n',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('tracking-number column');
  });
});
