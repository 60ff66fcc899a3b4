import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildInventoryFigures } from '../src/db/stock-figures.ts';
import {
  ORIGIN,
  createProduct,
  createTestApp,
  signup,
  type Session,
  type TestContext,
} from './helpers/app.ts';
import { statementsDuring } from './helpers/db.ts';

/**
 * Deep pages of the products and inventory lists start at their day of the catalogue
 * (db/product-days.ts, decision 026). Every page past offset 1,000, at sizes that cut days
 * anywhere, must be the page the sort itself gives; the catalogue's days are checked against the
 * products when the file closes (helpers/app.ts), after the writes below moved them.
 */

let t: TestContext;
let me: Session;
let other: Session;

/**
 * 1,300 products over about 100 days (every second pair sharing an instant, a few at exactly a
 * Karachi midnight), in every status, with one to three variants (some deleted), written past the
 * API and then recounted as the API keeps them.
 */
async function fill(accountId: string, seed: number) {
  await t.db.sql(
    `INSERT INTO products (id, account_id, title, status, options, weight_grams, price_min, price_max,
       variants_count, first_sku, total_available, low_stock_threshold, created_at, updated_at)
     SELECT gen_random_uuid(), $1, 'Deep kurta ' || g,
       CASE WHEN g % 10 = 0 THEN 'draft' WHEN g % 7 = 0 THEN 'archived' ELSE 'active' END,
       '[{"name":"Size","values":["S","M","L"]}]'::jsonb, 400, 100000, 100000, 1 + g % 3, 'DK-' || g, g % 9, 5,
       CASE WHEN g % 97 = 0
         THEN (date_trunc('day', now() AT TIME ZONE 'Asia/Karachi') - make_interval(days => g / 13)) AT TIME ZONE 'Asia/Karachi'
         ELSE now() - make_interval(mins => (g / 2) * 222 + $2) END,
       now()
     FROM generate_series(1, 1300) g`,
    [accountId, seed],
  );
  await t.db.sql(
    `INSERT INTO product_variants (id, account_id, product_id, position, title, option_values, sku, price,
       total_available, deleted_at, product_created_at, product_archived)
     SELECT gen_random_uuid(), p.account_id, p.id, n, (ARRAY['S','M','L'])[n + 1], ARRAY[(ARRAY['S','M','L'])[n + 1]], p.first_sku || '-' || n, 100000,
       p.total_available, CASE WHEN n = 1 AND p.total_available = 4 THEN now() END, p.created_at, p.status = 'archived'
     FROM products p, generate_series(0, 2) n
     WHERE p.account_id = $1 AND n < p.variants_count`,
    [accountId],
  );
  await rebuildInventoryFigures(t.db.db, accountId);
  await t.db.sql(
    `INSERT INTO product_status_counts (account_id, status, count)
     SELECT account_id, status, count(*) FROM products WHERE account_id = $1 GROUP BY 1, 2`,
    [accountId],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  me = await signup(t.app);
  other = await signup(t.app);
  await fill(me.accountId, 0);
  // Another seller's catalogue on the same days, in every state: none of it may shift our pages.
  await fill(other.accountId, 37);
});
afterAll(() => t.close());

const get = (url: string) =>
  t.app.inject({ url, headers: { ...me.headers, origin: ORIGIN } }).then((r) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as { data: Array<{ _id?: string; variantId?: string }> };
  });

/** The products list as its sort defines it, read straight from the table. */
const sorted = async (status?: string) =>
  (
    await t.db.sql<{ id: string }>(
      `SELECT id FROM products WHERE account_id = $1 ${status ? 'AND status = $2' : ''}
        ORDER BY created_at DESC, id DESC`,
      status ? [me.accountId, status] : [me.accountId],
    )
  ).map((r) => r.id);

/** The inventory list's rows (live variants of products not archived), as its sort defines them. */
const walked = async () =>
  (
    await t.db.sql<{ id: string }>(
      `SELECT v.id FROM product_variants v JOIN products p ON p.account_id = v.account_id AND p.id = v.product_id
        WHERE v.account_id = $1 AND v.deleted_at IS NULL AND p.status <> 'archived'
        ORDER BY p.created_at DESC, p.id, v.position`,
      [me.accountId],
    )
  ).map((r) => r.id);

/** The inventory list's rows under a stock filter or search (`cond` on v and p), as its sort defines them. */
const walkedWhere = async (cond: string, params: unknown[] = []) =>
  (
    await t.db.sql<{ id: string }>(
      `SELECT v.id FROM product_variants v JOIN products p ON p.account_id = v.account_id AND p.id = v.product_id
        WHERE v.account_id = $1 AND v.deleted_at IS NULL AND p.status <> 'archived' AND ${cond}
        ORDER BY p.created_at DESC, p.id, v.position`,
      [me.accountId, ...params],
    )
  ).map((r) => r.id);

const PAGES = [
  [100, 11],
  [100, 12],
  [50, 21],
  [50, 25],
  [7, 150],
  [7, 171],
  [25, 41],
  [100, 13],
] as const;

/**
 * Every page of `PAGES` (and `more`) of the list at `path` equals its slice of `want`, the ones past
 * offset 1,000 read the catalogue's days, and a page past the end is empty.
 */
async function expectPaged(
  path: string,
  want: string[],
  idOf: (row: { _id?: string; variantId?: string }) => string | undefined,
  more: ReadonlyArray<readonly [number, number]> = [],
) {
  for (const [limit, page] of [...PAGES, ...more]) {
    if ((page - 1) * limit >= want.length + limit) continue;
    const url = `${path}&limit=${limit}&page=${page}`;
    const { result, statements } = await statementsDuring(t.db, () => get(url));
    expect(result.data.map(idOf), url).toEqual(want.slice((page - 1) * limit, page * limit));
    if ((page - 1) * limit >= 1000)
      expect(
        statements.some((s) => s.includes('product_daily_counts')),
        url,
      ).toBe(true);
  }
  const past = `${path}&limit=100&page=${Math.ceil(want.length / 100) + 3}`;
  expect((await get(past)).data, past).toEqual([]);
}

const expectPages = async (tab?: 'active' | 'draft' | 'archived') =>
  expectPaged(`/api/v1/products?${tab ? `tabStatus=${tab}` : ''}`, await sorted(tab), (p) => p._id);

async function expectInventoryPages() {
  const want = await walked();
  expect(want.length).toBeGreaterThan(1500);
  await expectPaged('/api/v1/inventory?', want, (r) => r.variantId, [[100, Math.ceil(want.length / 100)]]);
}

describe('deep pages of the catalogue start at their day', () => {
  it('pages the whole catalogue and each status tab as the sort does, past offset 1,000', async () => {
    expect(await sorted()).toHaveLength(1300);
    await expectPages();
    await expectPages('active');
    // The other tabs hold fewer than 1,000: their pages are read as before, and still right.
    await expectPages('draft');
    await expectPages('archived');
  });

  it('pages the inventory (live variants of products not archived) as its sort does', async () => {
    await expectInventoryPages();
  });

  it('pages the inventory under a stock filter or a search as its sort does, its first page as the rest', async () => {
    // A first page reads its rows in one join; later pages pick their ids first, as an array
    // (decisions 031 and 026 point 8).
    const cases = [
      ['stock=low', 'v.total_available > 0 AND v.total_available <= p.low_stock_threshold', []],
      ['stock=out', 'v.total_available = 0', []],
      ['search=kurta%2012', `(lower(p.title) LIKE $2 OR v.sku ILIKE $2 OR v.title ILIKE $2)`, ['%kurta 12%']],
      ['search=DK-12', `(lower(p.title) LIKE $2 OR v.sku ILIKE $2 OR v.title ILIKE $2)`, ['%dk-12%']],
    ] as const;
    for (const [query, cond, params] of cases) {
      const want = await walkedWhere(cond, [...params]);
      expect(want.length, query).toBeGreaterThan(20);
      for (const [limit, page] of [
        [7, 1],
        [7, 2],
        [7, 3],
        [50, 1],
        [50, 2],
      ] as const) {
        const url = `/api/v1/inventory?${query}&limit=${limit}&page=${page}`;
        const { result, statements } = await statementsDuring(t.db, () => get(url));
        expect(
          result.data.map((r) => r.variantId),
          url,
        ).toEqual(want.slice((page - 1) * limit, page * limit));
        const rows = statements.find((q) => q.includes('AS variant_id'));
        expect(rows?.includes('= ANY(ARRAY(SELECT'), url).toBe(page > 1);
      }
    }
  });

  it('stays right as products are made, archived, restored, edited and deleted', async () => {
    const h = { ...me.headers, origin: ORIGIN };
    const api = (method: 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: h, ...(payload ? { payload } : {}) });
    const made = await createProduct(t.app, me, {
      title: 'Fresh deep kurta',
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: ['S', 'M'].map((s) => ({ optionValues: [s], sku: `FDK-${s}`, price: 1000, inventory: 3 })),
    });
    const old = await t.db.sql<{ id: string; status: string }>(
      `SELECT id, status FROM products WHERE account_id = $1 ORDER BY created_at LIMIT 40`,
      [me.accountId],
    );
    const active = old.filter((p) => p.status === 'active');
    // Archived, moved to draft, restored, deleted: products from the oldest days (past page 10).
    const ok = async (method: 'PUT' | 'DELETE', url: string, payload?: object) => {
      const r = await api(method, url, payload);
      expect(r.statusCode, r.body).toBe(200);
    };
    await ok('PUT', `/api/v1/products/${active[0]!.id}`, { status: 'archived' });
    await ok('PUT', `/api/v1/products/${active[1]!.id}`, { status: 'draft' });
    const archived = old.find((p) => p.status === 'archived')!;
    await ok('PUT', `/api/v1/products/${archived.id}`, { status: 'active' });
    await ok('DELETE', `/api/v1/products/${active[2]!.id}`);
    // A variant removed from the new product (its day is today's).
    const [s] = made.variants as Array<{ _id: string }>;
    const edited = await api('PUT', `/api/v1/products/${made._id}`, {
      options: [{ name: 'Size', values: ['S'] }],
      variants: [{ _id: s!._id, optionValues: ['S'], sku: 'FDK-S', price: 1000 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await expectPages();
    await expectPages('active');
    await expectInventoryPages();
    // The days of the catalogue as the API kept them equal a recount (checked again at close).
    const kept = await t.db.sql<{ day: string; n: number }>(
      `SELECT day::text AS day, (active + draft + archived)::int AS n FROM product_daily_counts
        WHERE account_id = $1 AND active + draft + archived > 0 ORDER BY day`,
      [me.accountId],
    );
    const counted = await t.db.sql<{ day: string; n: number }>(
      `SELECT ((created_at AT TIME ZONE 'Asia/Karachi')::date)::text AS day, count(*)::int AS n FROM products
        WHERE account_id = $1 GROUP BY 1 ORDER BY 1`,
      [me.accountId],
    );
    expect(kept).toEqual(counted);
    expect(kept.length).toBeGreaterThan(64);
  });
});
