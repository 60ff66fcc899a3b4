import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/db/client.ts';
import {
  ORIGIN,
  createProduct,
  createStore,
  createTestApp,
  orderBody,
  signup,
  type Session,
  type TestContext,
} from './helpers/app.ts';
import { TEST_DB_KIND } from './helpers/db.ts';
import { inventoryFigureDrift } from '../src/db/stock-figures.ts';

let t: TestContext;
let me: Session;
let storeId: string;

beforeAll(async () => {
  t = await createTestApp();
  me = await signup(t.app);
  storeId = await createStore(t.app, me, 'Stock shop');
});
afterAll(() => t.close());

const h = () => ({ ...me.headers, origin: ORIGIN });
const api = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: h(), ...(payload ? { payload } : {}) });
const product = async (id: string) => (await api('GET', `/api/v1/products/${id}`)).json().data;
const order = (lineItems: object[]) => api('POST', '/api/v1/orders', orderBody(storeId, { lineItems }));
const status = (id: string, s: string) => api('PUT', `/api/v1/orders/${id}/status`, { status: s });
const ledgerOf = async (variantId: string) =>
  (await api('GET', `/api/v1/inventory/movements?variantId=${variantId}&limit=100`)).json().data as Array<{
    kind: string;
    deltaAvailable: number;
    deltaCommitted: number;
    availableAfter: number;
  }>;

describe('orders reserve and release stock', () => {
  it('reserves on create, ships on dispatch, restocks once on return', async () => {
    const p = await createProduct(t.app, me, { title: 'Reserve kurta' });
    const v = p.variants[0]!._id;
    const res = await order([{ variantId: v, quantity: 3 }]);
    expect(res.statusCode).toBe(201);
    const o = res.json().data;
    expect(o.lineItems[0]).toMatchObject({
      variantId: v,
      productId: p._id,
      title: 'Reserve kurta — M',
      unitPrice: 225_000,
      backorderedQty: 0,
    });
    expect((await product(p._id)).variants[0]).toMatchObject({ available: 7, committed: 3 });
    for (const s of ['open', 'Booked', 'Dispatched']) expect((await status(o._id, s)).statusCode).toBe(200);
    expect((await product(p._id)).variants[0]).toMatchObject({ available: 7, committed: 0 });
    expect((await status(o._id, 'Returned')).statusCode).toBe(200);
    expect((await product(p._id)).variants[0]).toMatchObject({ available: 10, committed: 0 });
    expect((await ledgerOf(v)).map((m) => [m.kind, m.deltaAvailable, m.deltaCommitted])).toEqual([
      ['return', 3, 0],
      ['fulfil', 0, -3],
      ['order', -3, 3],
      ['initial', 10, 0],
    ]);
  });

  it('refuses to sell more than is in stock with a clear 409, and writes nothing', async () => {
    const p = await createProduct(t.app, me, { title: 'Scarce' });
    const [m, l] = p.variants;
    const res = await order([
      { variantId: l!._id, quantity: 2 },
      { variantId: m!._id, quantity: 11 },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Only 10 of Scarce — M left in stock; you asked for 11',
      details: [{ field: 'lineItems.1.quantity', message: 'Only 10 in stock' }],
    });
    const after = await product(p._id);
    expect(
      after.variants.map((v: { available: number; committed: number }) => [v.available, v.committed]),
    ).toEqual([
      [10, 0],
      [10, 0],
    ]);
    const list = (await api('GET', '/api/v1/orders?search=Ali&limit=100')).json().data;
    expect(
      list.some(
        (x: { pricing: { currentTotalPrice: number } }) =>
          x.pricing.currentTotalPrice === 11 * 225_000 + 2 * 225_000,
      ),
    ).toBe(false);
  });

  it('takes a new order’s stock at commit, after its answer is read, in its last statement (decisions 022, 023)', async () => {
    const p = await createProduct(t.app, me, { title: 'At commit' });
    const v = p.variants[0]!._id;
    const buyer = {
      name: 'Sana Iqbal',
      phone: '+92 321 5550101',
      address: 'Flat 3, Block B',
      city: 'Karachi',
    };
    const place = (quantities: number[]) =>
      api(
        'POST',
        '/api/v1/orders',
        orderBody(storeId, {
          shippingAddress: buyer,
          lineItems: quantities.map((quantity) => ({ variantId: v, quantity })),
        }),
      );
    expect((await place([1])).statusCode).toBe(201);

    // The statements of the second order, in the order sent.
    const sent: string[] = [];
    t.db.tapStatements((q) => sent.push(q));
    const res = await place([2, 3]);
    t.db.tapStatements(null);
    expect(res.statusCode).toBe(201);
    const levelTaken = sent.findIndex((q) => /update "?inventory_levels"?/i.test(q));
    // The body's last statements: its timeline written, the order read back for the answer.
    const answerRead = Math.max(
      sent.findLastIndex((q) => /^insert into "order_events"/i.test(q)),
      sent.findLastIndex((q) => /^select .* from "orders" where/i.test(q)),
    );
    const numbered = sent.findIndex((q) => /"store_counters"/i.test(q));
    expect(answerRead).toBeGreaterThan(-1);
    expect(levelTaken, 'the level row is taken after the answer is read').toBeGreaterThan(answerRead);
    // The order's only stock row: the take, the variant's and the product's totals, the summary, the
    // counters and the store number are one statement, the last before the commit, each part reading
    // the one before (decision 023): the level is held for that statement and the commit.
    expect(numbered, 'the store number in the same statement').toBe(levelTaken);
    expect(
      sent.slice(numbered + 1).filter((q) => !/^commit/i.test(q)),
      'the last statement',
    ).toEqual([]);
    expect(sent.some((q) => /^WITH f AS/.test(q))).toBe(false);
    const chain = sent[numbered]!.split(/(?=\bc\d+ AS \()/).slice(1);
    expect(chain.map((part) => part.match(/^c\d+ AS \((\w+ (?:INTO )?\S+)/i)?.[1])).toEqual([
      'UPDATE inventory_levels',
      'INSERT INTO "stock_movements"',
      'UPDATE product_variants',
      'UPDATE products',
      // the product's low / out shift, written only when one moved
      'INSERT INTO inventory_summaries',
      'update "customers"',
      'INSERT INTO order_status_counts',
      'INSERT INTO order_daily_stats',
      'INSERT INTO "store_counters"',
      'UPDATE "orders"',
    ]);
    // The level is taken only with enough stock (quality-checks Q1), and the product keeps its own
    // low / out counts under its row lock: no recount.
    expect(chain[0]).toMatch(/AND available >= /);
    expect(chain[3]).toMatch(/inv_low = products\.inv_low \+/);
    expect(chain[4]).toMatch(/WHERE s\.low <> 0 OR s\.out <> 0/);
    // The number is read from the counter's part, not from its count.
    expect(chain.at(-1)).toMatch(/FROM c\d+ AS next WHERE/);
    chain.forEach((part, i) => {
      // (its count, `(SELECT count(*) FROM c4) AS after_`, or its rows, `FROM c0 AS lvl`)
      if (i > 0) expect(part, 'each part reads the one before').toMatch(new RegExp(`FROM c${i - 1}\\b`));
    });

    // The answer reads as committed: the lines reserved, the buyer's figures with this order in them.
    const o = res.json().data;
    expect(o.lineItems.map((l: { backorderedQty: number }) => l.backorderedQty)).toEqual([0, 0]);
    const customer = (await api('GET', `/api/v1/customers/${o.customer._id}`)).json().data;
    expect(customer.ordersCount).toBe(2);
    expect(o.customer).toMatchObject({ ordersCount: 2, name: 'Sana Iqbal' });
    expect((await product(p._id)).variants[0]).toMatchObject({ available: 4, committed: 6 });
    // One ledger row a line, each with the balance after it.
    const ledger = await ledgerOf(v);
    expect(ledger.filter((m) => m.kind === 'order').map((m) => [m.deltaAvailable, m.availableAfter])).toEqual(
      [
        [-3, 4],
        [-2, 7],
        [-1, 9],
      ],
    );

    // Refused at commit: the same 409, and nothing of the order is left, the buyer not counted.
    const over = await place([5]);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Only 4 of At commit — M left in stock; you asked for 5',
      details: [{ field: 'lineItems.0.quantity', message: 'Only 4 in stock' }],
    });
    expect((await api('GET', `/api/v1/customers/${o.customer._id}`)).json().data.ordersCount).toBe(2);
    expect((await product(p._id)).variants[0]).toMatchObject({ available: 4, committed: 6 });
    expect((await ledgerOf(v)).filter((m) => m.kind === 'order')).toHaveLength(3);
  });

  it('an order of two variants takes both levels before either variant’s total (lock order)', async () => {
    const p = await createProduct(t.app, me, {
      title: 'Two at commit',
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: ['S', 'M'].map((s) => ({ optionValues: [s], sku: `TWO-${s}`, price: 100_000, inventory: 5 })),
    });
    const [a, b] = p.variants as Array<{ _id: string }>;
    const sent: string[] = [];
    t.db.tapStatements((q) => sent.push(q));
    const res = await order([
      { variantId: b!._id, quantity: 1 },
      { variantId: a!._id, quantity: 2 },
    ]);
    t.db.tapStatements(null);
    expect(res.statusCode, res.body).toBe(201);
    const takes = sent.flatMap((q, i) => (/^WITH lvl AS/.test(q) ? [i] : []));
    expect(takes).toHaveLength(2);
    // Neither take carries a variant's total (a variant row between two levels deadlocked, decision 022).
    for (const i of takes) expect(sent[i]).not.toMatch(/UPDATE product_variants/);
    const variantTotals = sent.flatMap((q, i) => (/^update "product_variants"/i.test(q) ? [i] : []));
    expect(variantTotals).toHaveLength(2);
    expect(Math.min(...variantTotals)).toBeGreaterThan(Math.max(...takes));
    expect((await product(p._id)).variants.map((v: { available: number }) => v.available)).toEqual([3, 4]);
  });

  it('a product form that sets stock locks the level rows before any variant row (lock order)', async () => {
    const p = await createProduct(t.app, me, {
      title: 'Form stock',
      allowBackorder: true,
      options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
      variants: ['S', 'M', 'L'].map((s, i) => ({
        optionValues: [s],
        sku: `FORM-${s}`,
        price: 100_000 + i,
        inventory: 5,
      })),
    });
    const [s, m] = p.variants as Array<{ _id: string }>;
    // An order waiting for 2 of S: the form's stock comes in and fills it (orders locked before levels).
    expect((await order([{ variantId: s!._id, quantity: 7 }])).statusCode).toBe(201);
    const sent: string[] = [];
    t.db.tapStatements((q) => sent.push(q));
    const res = await api('PUT', `/api/v1/products/${p._id}`, {
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { _id: s!._id, optionValues: ['S'], sku: 'FORM-S', price: 100_000, inventory: 9 },
        { _id: m!._id, optionValues: ['M'], sku: 'FORM-M', price: 100_001, inventory: 2 },
      ],
    });
    t.db.tapStatements(null);
    expect(res.statusCode, res.body).toBe(200);
    const first = (re: RegExp) => sent.findIndex((q) => re.test(q));
    const levelsLocked = first(/from "inventory_levels".* for update/i);
    const ordersLocked = first(/from "orders".* for update/i);
    const variantWritten = first(/^(update|delete from) "product_variants"/i);
    expect(variantWritten).toBeGreaterThan(-1);
    expect(ordersLocked, 'the waiting orders are locked first').toBeGreaterThan(-1);
    expect(levelsLocked, 'then the level rows').toBeGreaterThan(ordersLocked);
    expect(variantWritten, 'and only then a variant row').toBeGreaterThan(levelsLocked);
    // Every level row the form moves (S, M) or deletes (L) is among the first locked: none is
    // written before that statement.
    expect(first(/^(update|insert into|delete from) "inventory_levels"/i)).toBeGreaterThan(levelsLocked);
    const after = await product(p._id);
    expect(after.variants.map((v: { sku: string; available: number }) => [v.sku, v.available])).toEqual([
      ['FORM-S', 7],
      ['FORM-M', 2],
    ]);
  });

  it('releases on cancel exactly once, however many cancels race (Q2)', async () => {
    const p = await createProduct(t.app, me, { title: 'Race kurta' });
    const v = p.variants[0]!._id;
    const o = (await order([{ variantId: v, quantity: 4 }])).json().data;
    const answers = await Promise.all(Array.from({ length: 20 }, () => status(o._id, 'Cancelled')));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect((await product(p._id)).variants[0]).toMatchObject({ available: 10, committed: 0 });
    expect((await ledgerOf(v)).filter((m) => m.kind === 'cancel')).toHaveLength(1);
  });

  it('returns restock once even when returns race (Q2)', async () => {
    const p = await createProduct(t.app, me, { title: 'Return race' });
    const v = p.variants[1]!._id;
    const o = (await order([{ variantId: v, quantity: 2 }])).json().data;
    for (const s of ['open', 'Booked', 'Dispatched']) expect((await status(o._id, s)).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => status(o._id, 'Returned')));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect((await product(p._id)).variants[1]).toMatchObject({ available: 10, committed: 0 });
    expect((await ledgerOf(v)).filter((m) => m.kind === 'return')).toHaveLength(1);
  });

  it('editing an order’s lines gives back the old reservation and takes the new one', async () => {
    const p = await createProduct(t.app, me, { title: 'Edit lines' });
    const [m, l] = p.variants;
    const o = (await order([{ variantId: m!._id, quantity: 2 }])).json().data;
    const res = await api('PUT', `/api/v1/orders/${o._id}`, {
      lineItems: [{ variantId: l!._id, quantity: 5 }],
    });
    expect(res.statusCode).toBe(200);
    const after = await product(p._id);
    expect(
      after.variants.map((v: { available: number; committed: number }) => [v.available, v.committed]),
    ).toEqual([
      [10, 0],
      [5, 5],
    ]);
  });

  it('the ledger is append-only', async () => {
    const err = await t.db.db.execute('UPDATE stock_movements SET delta_available = 999' as never).then(
      () => null,
      (e: unknown) => e as Error & { cause?: unknown },
    );
    expect(String(err?.cause ?? err)).toMatch(/append-only/);
  });
});

describe('adjustments and locations', () => {
  it('adjusts by a delta or to a count, never below zero, with the reason in the ledger', async () => {
    const p = await createProduct(t.app, me, { title: 'Adjust me' });
    const v = p.variants[0]!._id;
    const down = await api('POST', '/api/v1/inventory/adjustments', {
      variantId: v,
      delta: -3,
      reason: 'damaged',
      note: 'Water',
    });
    expect(down.json().data).toMatchObject({ available: 7, onHand: 7 });
    const count = await api('POST', '/api/v1/inventory/adjustments', {
      variantId: v,
      setTo: 12,
      reason: 'count',
    });
    expect(count.json().data.available).toBe(12);
    const tooMany = await api('POST', '/api/v1/inventory/adjustments', {
      variantId: v,
      delta: -13,
      reason: 'lost',
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(
      'Only 12 of Adjust me — M available at Main warehouse; cannot remove 13',
    );
    const both = await api('POST', '/api/v1/inventory/adjustments', {
      variantId: v,
      delta: 1,
      setTo: 1,
      reason: 'count',
    });
    expect(both.statusCode).toBe(400);
    const ledger = await ledgerOf(v);
    expect(ledger.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'adjustment', deltaAvailable: 5, reason: 'count' }),
      expect.objectContaining({ kind: 'adjustment', deltaAvailable: -3, reason: 'damaged', note: 'Water' }),
    ]);
  });

  it('keeps stock per location; orders take from the default one', async () => {
    const p = await createProduct(t.app, me, { title: 'Two places' });
    const v = p.variants[0]!._id;
    const shop = await api('POST', '/api/v1/inventory/locations', { name: 'Shop floor', city: 'Lahore' });
    expect(shop.statusCode).toBe(201);
    const shopId = shop.json().data._id;
    await api('POST', '/api/v1/inventory/adjustments', {
      variantId: v,
      locationId: shopId,
      delta: 4,
      reason: 'received',
    });
    const atShop = (await api('GET', `/api/v1/inventory?locationId=${shopId}&search=Two%20places`)).json()
      .data;
    expect(atShop.find((r: { variantId: string }) => r.variantId === v)).toMatchObject({ available: 4 });
    const all = (await api('GET', '/api/v1/inventory?search=Two%20places')).json().data;
    expect(all.find((r: { variantId: string }) => r.variantId === v)).toMatchObject({ available: 14 });
    // Out of stock over the whole catalogue: the list's total is the summary's count, and the list
    // leaves the catalogue-wide low/out counts to the summary (issue 12 §3).
    const out = (await api('GET', '/api/v1/inventory?stock=out')).json();
    const summary = (await api('GET', '/api/v1/inventory/summary')).json().data;
    expect(out.meta).toMatchObject({ total: summary.outCount, totalCapped: false });
    expect(out.meta.outCount).toBeUndefined();
    expect(out.data.some((r: { variantId: string }) => r.variantId === v)).toBe(false);
    // At the shop only `v` has stock: every other variant is out there, and the counts are the shop's.
    const outAtShop = (await api('GET', `/api/v1/inventory?locationId=${shopId}&stock=out`)).json();
    expect(outAtShop.meta.total).toBeGreaterThan(out.meta.total);
    expect(outAtShop.meta).toMatchObject({ outCount: outAtShop.meta.total, lowCount: 1 });
    expect(outAtShop.data.some((r: { variantId: string }) => r.variantId === v)).toBe(false);
    const unknown = await api('GET', '/api/v1/inventory?locationId=01a20471-dfe2-710d-9e48-7d2969125c2f');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('backorders, procurement and purchase orders', () => {
  it('sends backorders to Procure, raises a PO, receiving it fills the orders first at a new average cost', async () => {
    const vendor = (
      await api('POST', '/api/v1/vendors', {
        name: 'Faisalabad Looms',
        email: 'orders@looms.pk',
        phone: '+923001234567',
      })
    ).json().data;
    expect(vendor.phone).toBe('03001234567');
    const p = await createProduct(t.app, me, {
      title: 'Made to order',
      vendorId: vendor._id,
      allowBackorder: true,
      options: [],
      variants: [{ price: 300_000, cost: 100_000, sku: 'MTO', inventory: 1 }],
    });
    const v = p.variants[0]!._id;
    const o = (await order([{ variantId: v, quantity: 3 }])).json().data;
    expect(o.procurementStatus).toBe('waiting');
    expect(o.lineItems[0].backorderedQty).toBe(2);
    expect(o.timeline.map((e: { type: string }) => e.type)).toContain('backordered');
    expect((await product(p._id)).variants[0]).toMatchObject({ available: 0, committed: 1, backordered: 2 });

    const procure = (await api('GET', '/api/v1/procure')).json().data;
    const group = procure.find((g: { vendor: { _id: string } | null }) => g.vendor?._id === vendor._id);
    expect(group.items[0]).toMatchObject({
      variantId: v,
      waitingQty: 2,
      onOrderQty: 0,
      orders: [{ _id: o._id, quantity: 2 }],
    });

    const raised = await api('POST', '/api/v1/procure/purchase-order', { vendorId: vendor._id });
    expect(raised.statusCode).toBe(201);
    const po = raised.json().data;
    expect(po).toMatchObject({
      number: 'PO-1001',
      status: 'draft',
      total: 200_000,
      lines: [{ variantId: v, quantity: 2, unitCost: 100_000 }],
    });
    const twice = await api('POST', '/api/v1/procure/purchase-order', { vendorId: vendor._id });
    expect(twice.json().code).toBe('ALREADY_ON_ORDER');

    // Change the line: 5 units at Rs 1,300, then send it (e-mail with the PDF).
    const edited = await api('PUT', `/api/v1/purchase-orders/${po._id}`, {
      lines: [{ variantId: v, quantity: 5, unitCost: 130_000 }],
    });
    expect(edited.json().data.total).toBe(650_000);
    const pdf = await api('GET', `/api/v1/purchase-orders/${po._id}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Mail to a vendor needs a verified sender (issue 11 §5).
    const unverified = await api('POST', `/api/v1/purchase-orders/${po._id}/send`, { email: true });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect((await api('GET', `/api/v1/purchase-orders/${po._id}`)).json().data.status).toBe('draft');
    await t.db.sql('UPDATE users SET email_verified_at = now() WHERE id = $1', [me.userId]);
    const sent = await api('POST', `/api/v1/purchase-orders/${po._id}/send`, {
      email: true,
      message: 'Please deliver by Friday',
    });
    expect(sent.json().data.status).toBe('sent');
    const mail = await t.smtp.waitFor('orders@looms.pk');
    expect(mail.raw).toMatch(/Subject: Purchase order PO-1001 from /);
    expect(mail.raw).toMatch(/PO-1001\.pdf/);

    const lineId = edited.json().data.lines[0]._id;
    const over = await api('POST', `/api/v1/purchase-orders/${po._id}/receive`, {
      lines: [{ lineId, quantity: 6 }],
    });
    expect(over.statusCode).toBe(409);
    const part = await api('POST', `/api/v1/purchase-orders/${po._id}/receive`, {
      lines: [{ lineId, quantity: 3 }],
    });
    expect(part.json().data).toMatchObject({ status: 'partially_received', receivedQty: 3 });
    // 2 of the 3 went to the waiting order; 1 is free. Cost: (1 on hand × 1,000 + 3 × 1,300) / 4 = 1,225.
    const after = await product(p._id);
    expect(after.variants[0]).toMatchObject({ available: 1, committed: 3, backordered: 0, cost: 122_500 });
    const filled = (await api('GET', `/api/v1/orders/${o._id}`)).json().data;
    expect(filled.procurementStatus).toBe('procured');
    expect(filled.timeline.find((e: { type: string }) => e.type === 'backorder_filled').message).toBe(
      '2 units reserved from PO-1001; nothing is waiting any more',
    );
    const rest = await api('POST', `/api/v1/purchase-orders/${po._id}/receive`, {
      lines: [{ lineId, quantity: 2 }],
    });
    expect(rest.json().data.status).toBe('received');
    expect((await product(p._id)).variants[0].available).toBe(3);
    const cancel = await api('POST', `/api/v1/purchase-orders/${po._id}/cancel`);
    expect(cancel.statusCode).toBe(409);
    const ledger = await ledgerOf(v);
    expect(ledger.filter((m) => m.kind === 'receipt').map((m) => m.deltaAvailable)).toEqual([2, 3]);
    const vendorDelete = await api('DELETE', `/api/v1/vendors/${vendor._id}`);
    expect(vendorDelete.json().code).toBe('VENDOR_IN_USE');
  });

  it('marks and unmarks orders as procured by hand, and lists failures', async () => {
    const p = await createProduct(t.app, me, {
      title: 'Outside buy',
      allowBackorder: true,
      options: [],
      variants: [{ price: 100_000 }],
    });
    const o = (await order([{ variantId: p.variants[0]!._id, quantity: 1 }])).json().data;
    const plain = (await order([{ title: 'Free text', quantity: 1, unitPrice: 100_000 }])).json().data;
    const mark = await api('PUT', '/api/v1/orders/procure-status', { ids: [o._id, plain._id] });
    expect(mark.json().data.updated).toEqual([o._id]);
    expect(mark.json().data.failed).toEqual([
      { _id: plain._id, name: plain.name, message: `Order ${plain.name} is not waiting for stock` },
    ]);
    expect(
      (await api('GET', '/api/v1/procure?status=procured'))
        .json()
        .data.flatMap((g: { items: Array<{ orders: Array<{ _id: string }> }> }) =>
          g.items.flatMap((i) => i.orders.map((x) => x._id)),
        ),
    ).toContain(o._id);
    const unmark = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/orders/procure-status',
      headers: h(),
      payload: { ids: [o._id] },
    });
    expect(unmark.json().data.updated).toEqual([o._id]);
    expect((await api('GET', `/api/v1/orders/${o._id}`)).json().data.procurementStatus).toBe('waiting');
    // Cancelling takes it off the Procure list.
    await status(o._id, 'Cancelled');
    const waiting = (await api('GET', '/api/v1/procure')).json().data;
    expect(JSON.stringify(waiting)).not.toContain(o._id);
  });

  it('shows on the inventory what open orders wait for, until each is cancelled or dispatched', async () => {
    // The list reads the order lines without their orders (decision 028): cancel and dispatch must
    // clear a line's backorder, or the variant would stay "backordered" for a closed order.
    const p = await createProduct(t.app, me, {
      title: 'Waited-for shawl',
      allowBackorder: true,
      options: [],
      variants: [{ price: 300_000, cost: 100_000, sku: 'WFS', inventory: 1 }],
    });
    const v = p.variants[0]!._id;
    const row = async () => {
      const all = (await api('GET', '/api/v1/inventory?search=Waited-for%20shawl')).json().data;
      const filtered = (
        await api('GET', '/api/v1/inventory?stock=backordered&search=Waited-for%20shawl')
      ).json().data;
      expect(all).toHaveLength(1);
      return { backordered: all[0].backordered, inFilter: filtered.length === 1 };
    };
    expect(await row()).toEqual({ backordered: 0, inFilter: false });
    const first = (await order([{ variantId: v, quantity: 3 }])).json().data; // 1 reserved, 2 waiting
    const second = (await order([{ variantId: v, quantity: 4 }])).json().data; // 4 waiting
    expect(await row()).toEqual({ backordered: 6, inFilter: true });
    expect((await status(second._id, 'Cancelled')).statusCode).toBe(200);
    expect(await row()).toEqual({ backordered: 2, inFilter: true });
    for (const s of ['open', 'Booked', 'Dispatched'])
      expect((await status(first._id, s)).statusCode).toBe(200);
    expect(await row()).toEqual({ backordered: 0, inFilter: false });
    const lines = await t.db.sql<{ n: number }>(
      'SELECT count(*)::int AS n FROM order_items WHERE variant_id = $1 AND backordered_qty > 0',
      [v],
    );
    expect(lines[0]!.n).toBe(0);
  });

  it('refuses bad purchase orders', async () => {
    const vendor = (await api('POST', '/api/v1/vendors', { name: 'Bad PO vendor' })).json().data;
    const p = await createProduct(t.app, me, { title: 'PO item' });
    const empty = await api('POST', '/api/v1/purchase-orders', { vendorId: vendor._id, lines: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0].field).toBe('lines');
    const dup = await api('POST', '/api/v1/purchase-orders', {
      vendorId: vendor._id,
      lines: [
        { variantId: p.variants[0]!._id, quantity: 1, unitCost: 1 },
        { variantId: p.variants[0]!._id, quantity: 2, unitCost: 1 },
      ],
    });
    expect(dup.statusCode).toBe(400);
    const noEmail = await api('POST', '/api/v1/purchase-orders', {
      vendorId: vendor._id,
      lines: [{ variantId: p.variants[0]!._id, quantity: 1, unitCost: 1 }],
    });
    const send = await api('POST', `/api/v1/purchase-orders/${noEmail.json().data._id}/send`, {
      email: true,
    });
    expect(send.json().code).toBe('VENDOR_NO_EMAIL');
    const badVendor = await api('POST', '/api/v1/vendors', { name: 'x', email: 'not-an-email' });
    expect(badVendor.json().details[0].field).toBe('email');
  });
});

describe.runIf(TEST_DB_KIND === 'postgres')('concurrency on PostgreSQL', () => {
  it('mixed orders over the same variants in opposite orders never deadlock', async () => {
    const a = await createProduct(t.app, me, {
      title: 'Deadlock A',
      options: [],
      variants: [{ price: 100_000, inventory: 100 }],
    });
    const b = await createProduct(t.app, me, {
      title: 'Deadlock B',
      options: [],
      variants: [{ price: 100_000, inventory: 100 }],
    });
    const va = a.variants[0]!._id;
    const vb = b.variants[0]!._id;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        order(
          i % 2
            ? [
                { variantId: va, quantity: 1 },
                { variantId: vb, quantity: 1 },
              ]
            : [
                { variantId: vb, quantity: 1 },
                { variantId: va, quantity: 1 },
              ],
        ),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(40).fill(201));
    expect((await product(a._id)).variants[0]).toMatchObject({ available: 60, committed: 40 });
    expect((await product(b._id)).variants[0]).toMatchObject({ available: 60, committed: 40 });
  });
});

describe('the stock filters follow every change', () => {
  it('lists exactly the low and out variants as stock, thresholds and statuses change', async () => {
    const shop = await signup(t.app);
    const sh = { ...shop.headers, origin: ORIGIN };
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: sh, ...(payload ? { payload } : {}) });
    const make = (title: string, stock: number[]) =>
      createProduct(t.app, shop, {
        title,
        options: [{ name: 'Size', values: stock.map((_, i) => `S${i}`) }],
        variants: stock.map((n, i) => ({ optionValues: [`S${i}`], price: 1000, inventory: n })),
      });
    // Low only, out only, both, neither (the threshold is 5).
    const lowOnly = await make('Low only', [2, 40]);
    const outOnly = await make('Out only', [0, 40]);
    const both = await make('Both', [3, 0]);
    const neither = await make('Neither', [40]);
    const listed = async (stock: 'low' | 'out') => {
      const res = await call('GET', `/api/v1/inventory?stock=${stock}&limit=100`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { data: Array<{ variantId: string }>; meta: { total: number } };
      expect(body.meta.total).toBe(body.data.length);
      return body.data.map((r) => r.variantId).sort();
    };
    const ids = (...vs: Array<{ _id: string }>) => vs.map((v) => v._id).sort();
    expect(await listed('low')).toEqual(ids(lowOnly.variants[0]!, both.variants[0]!));
    expect(await listed('out')).toEqual(ids(outOnly.variants[0]!, both.variants[1]!));
    // Stock moves: the low variant is refilled, one of "Neither" sold down to 1.
    await call('POST', '/api/v1/inventory/adjustments', {
      variantId: lowOnly.variants[0]!._id,
      delta: 30,
      reason: 'received',
    });
    await call('POST', '/api/v1/inventory/adjustments', {
      variantId: neither.variants[0]!._id,
      setTo: 1,
      reason: 'count',
    });
    expect(await listed('low')).toEqual(ids(both.variants[0]!, neither.variants[0]!));
    // A higher threshold makes the 40s of "Out only" low; archiving "Both" takes it off both lists.
    const edited = await call('PUT', `/api/v1/products/${outOnly._id}`, { lowStockThreshold: 50 });
    expect(edited.statusCode, edited.body).toBe(200);
    const archived = await call('PUT', `/api/v1/products/${both._id}`, { status: 'archived' });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(await listed('low')).toEqual(ids(neither.variants[0]!, outOnly.variants[1]!));
    expect(await listed('out')).toEqual(ids(outOnly.variants[0]!));
  });
});

describe('a large catalogue', () => {
  it('counts the whole inventory list exactly, a searched one up to 1,000 ("at least" beyond), paging on', async () => {
    const big = await signup(t.app);
    // 25 sizes × 4 colours: 100 variants a product (an option holds at most 30 values).
    const sizes = Array.from({ length: 25 }, (_, i) => `S${i}`);
    const colours = ['Red', 'Blue', 'Green', 'Black'];
    const combos = sizes.flatMap((sz) => colours.map((c) => [sz, c]));
    for (let n = 0; n < 11; n++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/products',
        headers: { ...big.headers, origin: ORIGIN },
        payload: {
          title: `Bulk ${n}`,
          status: 'active',
          weightGrams: 300,
          options: [
            { name: 'Size', values: sizes },
            { name: 'Colour', values: colours },
          ],
          variants: combos.map((o) => ({ optionValues: o, price: 100_000, inventory: n === 0 ? 3 : 50 })),
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const get = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: big.headers })).json();
    const first = await get('/api/v1/inventory?limit=100');
    // The whole catalogue is counted by the kept figures (db/stock-figures.ts): exact at any size.
    expect(first.meta).toMatchObject({ total: 1100, totalCapped: false });
    expect(first.data).toHaveLength(100);
    // A search is counted row by row, up to the cap, and says "at least" beyond it.
    const searched = await get(`/api/v1/inventory?limit=100&search=${encodeURIComponent('Bulk')}`);
    expect(searched.meta).toMatchObject({ total: 1000, totalCapped: true });
    expect(searched.data).toHaveLength(100);
    // Its short last page tells the exact total, past the cap.
    const searchedLast = await get(`/api/v1/inventory?limit=30&page=37&search=Bulk`);
    expect(searchedLast.data).toHaveLength(20);
    expect(searchedLast.meta).toMatchObject({ total: 1100, totalCapped: false });
    // Paging goes on past the count: the 11th page of 100 is the last, with all 1,100 seen once.
    const seen = new Set<string>();
    for (let page = 1; page <= 11; page++) {
      const rows = (await get(`/api/v1/inventory?limit=100&page=${page}`)).data as Array<{
        variantId: string;
      }>;
      expect(rows).toHaveLength(100);
      for (const r of rows) seen.add(r.variantId);
    }
    expect(seen.size).toBe(1100);
    expect((await get('/api/v1/inventory?limit=100&page=12')).data).toHaveLength(0);
    // A filter under the cap is counted exactly: the 100 variants holding 3 are low (threshold 5).
    const low = await get('/api/v1/inventory?stock=low&limit=50');
    expect(low.meta).toMatchObject({ total: 100, totalCapped: false });
    expect((await get('/api/v1/inventory?stock=low&limit=50&search=Bulk%200')).meta).toMatchObject({
      total: 100,
    });
    const summary = (await get('/api/v1/inventory/summary')).data;
    // Units: 100 × 3 + 1,000 × 50.
    expect(summary).toMatchObject({ lowCount: 100, outCount: 0, units: 50_300 });
  }, 120_000);
});

describe('variant stock totals', () => {
  /** Each variant's totals against the sum of its levels; how many variants there are. */
  async function totalsAgainstLevels() {
    const rows = await t.db.sql<{ id: string; ta: number; tc: number; la: number; lc: number }>(`
      SELECT v.id, v.total_available AS ta, v.total_committed AS tc,
             coalesce(sum(l.available), 0)::int AS la, coalesce(sum(l.committed), 0)::int AS lc
      FROM product_variants v LEFT JOIN inventory_levels l ON l.account_id = v.account_id AND l.variant_id = v.id
      GROUP BY v.id, v.total_available, v.total_committed`);
    expect(rows.length).toBeGreaterThan(1000);
    expect(rows.some((r) => r.la > 0 && r.lc > 0)).toBe(true);
    for (const r of rows) expect([r.ta, r.tc], r.id).toEqual([r.la, r.lc]);
  }

  it('after every move above, each variant’s totals (the inventory list’s and summary’s) equal its levels', async () => {
    // product_variants.total_available / total_committed are kept at commit by applyDelta
    // (inventory.repo, variantStockKind): orders, cancels, returns, edits, adjustments, locations,
    // purchase orders and backorders all ran through it in this file.
    await totalsAgainstLevels();
  });

  it('the migration that added them (0020) fills them in from the levels', async () => {
    await t.db.sql('UPDATE product_variants SET total_available = 0, total_committed = 0');
    const file = fs.readFileSync(path.join(MIGRATIONS_DIR, '0020_variant_stock_totals.sql'), 'utf8');
    await t.db.sql(file.split('--> statement-breakpoint').at(-1)!);
    await totalsAgainstLevels();
  });
});

describe('inventory figures kept at commit', () => {
  it('the summary follows stock, thresholds, costs, archiving, variants removed and products deleted', async () => {
    const seller = await signup(t.app);
    const api = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
      const res = await t.app.inject({
        method,
        url: `/api${url}`,
        headers: { ...seller.headers, origin: ORIGIN },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
      return res.json();
    };
    /** The summary as kept, and as counted over the variants (the formula it replaced). */
    const both = async () => {
      const kept = (await api('GET', '/v1/inventory/summary')).data;
      const [c] = await t.db.sql<{ low: number; out: number; units: number; value: string }>(
        `SELECT count(*) FILTER (WHERE v.total_available > 0 AND v.total_available <= p.low_stock_threshold)::int AS low,
           count(*) FILTER (WHERE v.total_available = 0)::int AS out,
           coalesce(sum(v.total_available + v.total_committed), 0)::int AS units,
           coalesce(sum((v.total_available + v.total_committed)::numeric * coalesce(v.cost, 0)), 0)::text AS value
         FROM product_variants v JOIN products p ON p.account_id = v.account_id AND p.id = v.product_id
         WHERE v.account_id = $1 AND v.deleted_at IS NULL AND p.status <> 'archived'`,
        [seller.accountId],
      );
      const counted = { lowCount: c!.low, outCount: c!.out, units: c!.units, stockValue: Number(c!.value) };
      expect({
        lowCount: kept.lowCount,
        outCount: kept.outCount,
        units: kept.units,
        stockValue: kept.stockValue,
      }).toEqual(counted);
      // The list's rows (the variants' own walk, product_variants_inventory_walk_idx) and its count.
      const list = await api('GET', '/v1/inventory?limit=50');
      expect(list.data).toHaveLength(list.meta.total);
      return { ...counted, listed: list.meta.total as number };
    };
    expect(await both()).toEqual({ lowCount: 0, outCount: 0, units: 0, stockValue: 0, listed: 0 });

    const created = await api('POST', '/v1/products', {
      title: 'Figures kurta',
      status: 'active',
      weightGrams: 300,
      options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
      variants: [
        { optionValues: ['S'], price: 200_000, cost: 100_000, inventory: 3 },
        { optionValues: ['M'], price: 200_000, cost: 100_000, inventory: 0 },
        { optionValues: ['L'], price: 200_000, cost: 100_000, inventory: 20 },
      ],
    });
    const p = created.data as { _id: string; variants: Array<{ _id: string; optionValues: string[] }> };
    const [s, m, l] = p.variants;
    // Threshold 5: S (3) is low, M (0) is out; 23 units at Rs 1,000 each.
    expect(await both()).toEqual({ lowCount: 1, outCount: 1, units: 23, stockValue: 2_300_000, listed: 3 });

    // A stock move: L falls to 4, under the threshold.
    await api('POST', '/v1/inventory/adjustments', { variantId: l!._id, delta: -16, reason: 'damaged' });
    expect(await both()).toMatchObject({ lowCount: 2, outCount: 1, units: 7 });

    // The threshold: at 3, only S is low.
    await api('PUT', `/v1/products/${p._id}`, { lowStockThreshold: 3 });
    expect(await both()).toMatchObject({ lowCount: 1, outCount: 1 });

    // A cost edit moves the stock value.
    const variantsNow = (cost: number, keep = [s!, m!, l!]) =>
      keep.map((v) => ({ _id: v._id, optionValues: v.optionValues, price: 200_000, cost }));
    await api('PUT', `/v1/products/${p._id}`, { variants: variantsNow(150_000) });
    expect(await both()).toMatchObject({ units: 7, stockValue: 1_050_000 });

    // An order commits stock: units stay, S's available falls to 2 (still low; L's 4 is not, at 3).
    const store = await createStore(t.app, seller);
    await api('POST', '/v1/orders', {
      storeId: store,
      paymentMethod: 'COD',
      lineItems: [{ variantId: s!._id, quantity: 1 }],
      shipping: 0,
      shippingAddress: { name: 'Ayesha', phone: '03001234567', address: 'House 1, Street 2', city: 'Lahore' },
    });
    expect(await both()).toMatchObject({ lowCount: 1, outCount: 1, units: 7 });

    // Archived, the product leaves the figures; back to active, it returns.
    await api('PUT', `/v1/products/${p._id}`, { status: 'archived' });
    expect(await both()).toEqual({ lowCount: 0, outCount: 0, units: 0, stockValue: 0, listed: 0 });
    await api('PUT', `/v1/products/${p._id}`, { status: 'active' });
    expect(await both()).toMatchObject({ lowCount: 1, outCount: 1, units: 7, listed: 3 });

    // A variant removed (M, out of stock) leaves them.
    await api('PUT', `/v1/products/${p._id}`, {
      options: [{ name: 'Size', values: ['S', 'L'] }],
      variants: variantsNow(150_000, [s!, l!]),
    });
    expect(await both()).toMatchObject({ outCount: 0, listed: 2 });

    // A second product, deleted (no orders): its figures go with it.
    const other = await api('POST', '/v1/products', {
      title: 'Figures shawl',
      status: 'active',
      weightGrams: 300,
      variants: [{ price: 100_000, cost: 50_000, inventory: 0 }],
    });
    expect(await both()).toMatchObject({ outCount: 1, listed: 3 });
    // Newest product first, then the product's own variant order.
    const listed = (await api('GET', '/v1/inventory?limit=50')).data as Array<{ variantId: string }>;
    expect(listed.map((r) => r.variantId)).toEqual([other.data.variants[0]._id, s!._id, l!._id]);
    await api('DELETE', `/v1/products/${other.data._id}`);
    expect(await both()).toMatchObject({ outCount: 0, listed: 2 });

    // Orders whose stock crosses the lines, each its transaction's only stock take, which keeps the
    // product's figures in its own statement (decision 023): L 4 → 3 (now low at 3), S 2 → 0 (low →
    // out), L 3 → 1 (stays low). Units stay: they move from available to committed.
    const orderOf = (variantId: string, quantity: number) =>
      api('POST', '/v1/orders', {
        storeId: store,
        paymentMethod: 'COD',
        lineItems: [{ variantId, quantity }],
        shipping: 0,
        shippingAddress: {
          name: 'Ayesha',
          phone: '03001234567',
          address: 'House 1, Street 2',
          city: 'Lahore',
        },
      });
    await orderOf(l!._id, 1);
    expect(await both()).toMatchObject({ lowCount: 2, outCount: 0, units: 7 });
    await orderOf(s!._id, 2);
    expect(await both()).toMatchObject({ lowCount: 1, outCount: 1, units: 7 });
    await orderOf(l!._id, 2);
    expect(await both()).toMatchObject({ lowCount: 1, outCount: 1, units: 7 });
    expect(await inventoryFigureDrift(t.db.db, seller.accountId)).toEqual({
      products: [],
      summary: null,
      variants: [],
    });
  });

  it('the migration that added them (0021) fills them in from the variants', async () => {
    await t.db.sql(
      'UPDATE products SET inv_variants = 0, inv_low = 0, inv_out = 0, inv_units = 0, inv_value = 0',
    );
    await t.db.sql('DELETE FROM inventory_summaries');
    const file = fs.readFileSync(path.join(MIGRATIONS_DIR, '0021_inventory_summary.sql'), 'utf8');
    for (const statement of file.split('--> statement-breakpoint').slice(-2)) await t.db.sql(statement);
    const accounts = await t.db.sql<{ id: string }>('SELECT id FROM accounts');
    for (const { id } of accounts)
      expect(await inventoryFigureDrift(t.db.db, id), id).toEqual({
        products: [],
        summary: null,
        variants: [],
      });
    const [sums] = await t.db.sql<{ variants: number; low: number; units: string }>(
      'SELECT sum(variants)::int AS variants, sum(low_count)::int AS low, sum(units)::text AS units FROM inventory_summaries',
    );
    expect(sums!.variants).toBeGreaterThan(1100);
    expect(sums!.low).toBeGreaterThan(100);
    expect(Number(sums!.units)).toBeGreaterThan(50_000);
  });
});
