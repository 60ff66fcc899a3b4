/**
 * Every trigram ("contains") index takes its entries at once, not through GIN's pending list that
 * each search would read through until a vacuum (docs/decisions/029). Sales and status changes
 * rewrite products, orders and customers (not HOT updates), so each would add to it.
 * The indexes are found in PostgreSQL's catalogue: one a new module adds without the option fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORIGIN,
  createProduct,
  createStore,
  createTestApp,
  orderBody,
  signup,
  type TestContext,
} from './helpers/app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('trigram indexes', () => {
  it('hold nothing pending after products, sales, edits and status changes', async () => {
    const me = await signup(t.app);
    const h = { ...me.headers, origin: ORIGIN };
    const storeId = await createStore(t.app, me, 'Trigram Looms');
    const p = await createProduct(t.app, me, { title: 'Banarsi silk saree' });
    for (let i = 0; i < 3; i++) {
      const o = await t.app.inject({
        method: 'POST',
        url: '/api/v1/orders',
        headers: h,
        payload: orderBody(storeId, { lineItems: [{ variantId: p.variants[0]!._id, quantity: 1 }] }),
      });
      expect(o.statusCode).toBe(201);
      const id = o.json().data._id;
      for (const status of ['open', 'Cancelled'])
        expect(
          (
            await t.app.inject({
              method: 'PUT',
              url: `/api/v1/orders/${id}/status`,
              headers: h,
              payload: { status },
            })
          ).statusCode,
        ).toBe(200);
    }
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/products/${p._id}`,
      headers: h,
      payload: { title: 'Banarsi silk saree, red' },
    });
    expect(renamed.statusCode).toBe(200);

    const indexes = await t.db.sql<{ name: string }>(
      `SELECT indexrelid::regclass::text AS name FROM pg_index i JOIN pg_opclass c ON c.oid = ANY(i.indclass)
        WHERE c.opcname = 'gin_trgm_ops' ORDER BY 1`,
    );
    expect(indexes.map((i) => i.name)).toEqual(
      expect.arrayContaining([
        'customers_name_trgm_idx',
        'orders_ship_name_trgm_idx',
        'products_title_trgm_idx',
      ]),
    );
    for (const { name } of indexes) {
      // Pages merged from the pending list: none when entries go straight into the index.
      const [merged] = await t.db.sql<{ pages: number }>(
        `SELECT gin_clean_pending_list($1::regclass)::int AS pages`,
        [name],
      );
      expect(merged!.pages, name).toBe(0);
    }
  });
});
