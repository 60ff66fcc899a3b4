/**
 * The orders, products and inventory lists read their page and their account's kept figures (the
 * tab counts, the catalogue's totals) in one statement (db/figures-beside.ts, docs/decisions/030):
 * one round trip less on every page. An empty page has no row to carry them and reads them alone,
 * so its figures are the same. Another seller's rows, in every state, are never counted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { karachiDay } from '../src/lib/pakistan-time.ts';
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
import { statementsDuring } from './helpers/db.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A seller's shop: three products (one a draft, one low on stock) and four orders: pending, open, processing and cancelled. */
async function shop(me: Session, word: string) {
  const h = { ...me.headers, origin: ORIGIN };
  const storeId = await createStore(t.app, me, `${word} Looms`);
  const kurta = await createProduct(t.app, me, { title: `${word} kurta` });
  await createProduct(t.app, me, { title: `${word} shawl`, status: 'draft' });
  await createProduct(t.app, me, {
    title: `${word} dupatta`,
    options: [],
    variants: [{ optionValues: [], sku: `${word}-DP`, price: 90_000, inventory: 2 }],
  });
  const ids: string[] = [];
  for (let i = 0; i < 4; i++) {
    const o = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: h,
      payload: orderBody(storeId, { lineItems: [{ variantId: kurta.variants[0]!._id, quantity: 1 }] }),
    });
    expect(o.statusCode, o.body).toBe(201);
    ids.push(o.json().data._id);
  }
  for (const [id, status] of [
    [ids[0], 'open'],
    [ids[0], 'Cancelled'],
    [ids[1], 'open'],
    [ids[2], 'open'],
    [ids[2], 'Processing'],
  ] as const) {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/orders/${id}/status`,
      headers: h,
      payload: { status },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** The request's answer, and the statements that read `table`. */
async function read(me: Session, url: string, table: string) {
  const { result, statements } = await statementsDuring(t.db, () =>
    t.app.inject({ url, headers: me.headers }),
  );
  expect(result.statusCode, result.body).toBe(200);
  return { body: result.json(), reading: statements.filter((q) => q.includes(`"${table}"`)) };
}

describe('a list page and its figures', () => {
  let me: Session;
  beforeAll(async () => {
    // Another seller's shop, with orders in several states and a draft, lies beside this one.
    await shop(await signup(t.app), 'Other');
    me = await signup(t.app);
    await shop(me, 'Mine');
  });

  it('the orders list counts its tabs in the page statement, and an empty page counts them alone', async () => {
    const page = await read(me, '/api/v1/orders?limit=2', 'order_status_counts');
    expect(page.body.data).toHaveLength(2);
    expect(page.reading).toHaveLength(1);
    expect(page.reading[0]).toMatch(/from "orders"/i);
    const counts = page.body.meta.statusCounts;
    expect(counts).toMatchObject({ Pending: 1, open: 1, Processing: 1, Cancelled: 1, Booked: 0 });
    expect(page.body.meta.total).toBe(4);

    const none = await read(me, '/api/v1/orders?search=nobody%20by%20this%20name', 'order_status_counts');
    expect(none.body.data).toEqual([]);
    // The page's statement found no row to carry them: one more statement reads them alone.
    expect(none.reading).toHaveLength(2);
    expect(none.reading[1]).not.toMatch(/from "orders"/i);
    expect(none.body.meta.statusCounts).toEqual(counts);
  });

  it('the orders list counts a filter on its first page and a cursor page in the page statement', async () => {
    const day = karachiDay(new Date());
    const url = `/api/v1/orders?limit=2&startDate=${day}&endDate=${day}&paymentMethod=COD`;
    const { result, statements } = await statementsDuring(t.db, () =>
      t.app.inject({ url, headers: me.headers }),
    );
    expect(result.statusCode, result.body).toBe(200);
    const body = result.json();
    // A full page: its total is counted (four orders today), in the page's own statement.
    expect(body.data).toHaveLength(2);
    expect(body.meta).toMatchObject({ total: 4, totalCapped: false });
    expect(statements.filter((q) => /from "orders"/i.test(q))).toHaveLength(1);
    expect(statements.filter((q) => /count\(/i.test(q) && !/from "orders"/i.test(q))).toEqual([]);

    const next = await statementsDuring(t.db, () =>
      t.app.inject({
        url: `/api/v1/orders?limit=2&paymentMethod=COD&cursor=${encodeURIComponent(body.meta.nextCursor)}`,
        headers: me.headers,
      }),
    );
    expect(next.result.statusCode, next.result.body).toBe(200);
    expect(next.result.json().meta).toMatchObject({ total: 4, totalCapped: false });
    expect(next.statements.filter((q) => /from "orders"/i.test(q))).toHaveLength(1);
  });

  it('the products list counts its tabs in the page statement, and an empty page counts them alone', async () => {
    const page = await read(me, '/api/v1/products?limit=2', 'product_status_counts');
    expect(page.body.data).toHaveLength(2);
    expect(page.reading).toHaveLength(1);
    expect(page.reading[0]).toMatch(/from "products"/i);
    expect(page.body.meta.counts).toEqual({ all: 3, active: 2, draft: 1, archived: 0 });
    expect(page.body.meta.total).toBe(3);

    const none = await read(me, '/api/v1/products?search=no-such-thing', 'product_status_counts');
    expect(none.body.data).toEqual([]);
    // The page's statement found no row to carry them: one more statement reads them alone.
    expect(none.reading).toHaveLength(2);
    expect(none.reading[1]).not.toMatch(/from "products"/i);
    expect(none.body.meta.counts).toEqual(page.body.meta.counts);
  });

  it('the products list counts a filter on its first page in the page statement, not a search', async () => {
    // Read whole, the filter's page is not full and tells its own total.
    const whole = await read(me, '/api/v1/products?prodStatus=in_stock&limit=50', 'products');
    const n = whole.body.data.length as number;
    expect(n).toBeGreaterThanOrEqual(2);
    expect(whole.body.meta).toMatchObject({ total: n, totalCapped: false });
    // A full first page: counted, in the page's own statement.
    const first = await read(me, '/api/v1/products?prodStatus=in_stock&limit=1', 'products');
    expect(first.body.data).toHaveLength(1);
    expect(first.body.meta).toMatchObject({ total: n, totalCapped: false });
    expect(first.reading).toHaveLength(1);
    expect(first.reading[0]).toMatch(/count\(/i);
    // A later full page is counted apart; a search's first page is never counted in its statement.
    const second = await read(me, '/api/v1/products?prodStatus=in_stock&limit=1&page=2', 'products');
    expect(second.body.meta).toMatchObject({ total: n, totalCapped: false });
    expect(second.reading).toHaveLength(2);
    const search = await read(me, '/api/v1/products?search=Mine&limit=1', 'products');
    expect(search.body.meta).toMatchObject({ total: 3, totalCapped: false });
    expect(search.reading).toHaveLength(2);
    expect(search.reading[0]).not.toMatch(/count\(/i);
  });

  it('the inventory list takes its totals from the kept figures in the page statement, and past the end alone', async () => {
    // Two sizes of the kurta and of the shawl, and the dupatta: five variants, one low (2 of 5).
    const all = await read(me, '/api/v1/inventory?limit=2', 'inventory_summaries');
    expect(all.body.data).toHaveLength(2);
    expect(all.reading).toHaveLength(1);
    expect(all.reading[0]).toMatch(/"product_variants"/);
    expect(all.body.meta.total).toBe(5);

    const low = await read(me, '/api/v1/inventory?stock=low&limit=2', 'inventory_summaries');
    expect(low.body.data.map((r: { productTitle: string }) => r.productTitle)).toEqual(['Mine dupatta']);
    expect(low.reading).toHaveLength(1);
    expect(low.body.meta.total).toBe(1);

    const past = await read(me, '/api/v1/inventory?limit=2&page=9', 'inventory_summaries');
    expect(past.body.data).toEqual([]);
    expect(past.reading).toHaveLength(2);
    expect(past.reading[1]).not.toMatch(/"product_variants"/);
    expect(past.body.meta.total).toBe(5);
  });
});
