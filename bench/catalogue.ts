/**
 * Catalogue and storefront benchmarks (issue #4), on PostgreSQL:
 *   DATABASE_URL=postgres://… npm run bench:catalogue
 * Generates 100,000 products (once) for a bench account, then measures through a real server
 * process at 10 connections: the product list and its filters and searches, the variant picker,
 * the public shop page, and COD checkout throughput (each checkout reserves stock). Ratios are
 * against GET /api/health measured in the same run.
 */
import { randomInt, randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { rebuildInventoryFigures } from '../apps/api/src/db/stock-figures.ts';
import { PREPARED_STATEMENTS, startServerProcess } from './server-process.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const EMAIL = 'catalogue-bench@sauda.pk';
const PASSWORD = 'Bench-password-2026';

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  skipped?: boolean;
}

/** Each client's pace in the paced run (a busy desk); the closed run sends as fast as answers come. */
const RATE = Number(process.env.BENCH_RATE ?? 5);

async function run(name: string, opts: autocannon.Options): Promise<Row> {
  // Let the previous run's last answers finish before measuring (autocannon stops sending at once).
  await new Promise((r) => setTimeout(r, 1500));
  const r = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts });
  return {
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.non2xx + r.errors + r.timeouts,
  };
}

/** The scenario paced (10 clients × RATE req/s), then closed-loop (saturation). */
async function measure(
  name: string,
  opts: autocannon.Options,
  rate = RATE,
): Promise<{ paced: Row; closed: Row }> {
  // BENCH_ONLY=<regex> measures only the matching scenarios (and the baseline).
  const only = process.env.BENCH_ONLY;
  if (only && !name.startsWith('baseline') && !new RegExp(only, 'i').test(name)) {
    const none = { name, rps: 0, p50: 0, p99: 0, errors: 0, skipped: true };
    return { paced: none, closed: none };
  }
  // A second of the scenario first, not measured: the server's first answers on a route (its
  // schemas compiled, its code optimised) are not what a busy desk waits for, and at the paced
  // rate a handful of them would set the p99.
  await run(name, { ...opts, duration: 1 });
  const paced = await run(name, { ...opts, connectionRate: rate });
  const closed = await run(name, opts);
  return { paced, closed };
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log(
      'bench:catalogue skipped: set DATABASE_URL to a PostgreSQL database (100,000 products are generated into it).',
    );
    return;
  }
  const server = await startServerProcess({
    DATABASE_URL: url,
    DATABASE_POOL_MAX: '20',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    SIGNUP_RATE_LIMIT_PER_HOUR: '100000',
    CHECKOUT_RATE_LIMIT_PER_MINUTE: '10000000',
    STOREFRONT_RATE_LIMIT_PER_MINUTE: '10000000',
  });
  const base = server.url;
  const origin = { origin: base, 'content-type': 'application/json' };
  try {
    // The bench account (created once).
    let token: string;
    const signin = await fetch(`${base}/api/v1/auth/signin`, {
      method: 'POST',
      headers: origin,
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    if (signin.ok) token = ((await signin.json()) as { data: { token: string } }).data.token;
    else {
      const up = await json<{ data: { token: string } }>(
        await fetch(`${base}/api/v1/auth/signup`, {
          method: 'POST',
          headers: origin,
          body: JSON.stringify({
            name: 'Catalogue Bench',
            businessName: 'Bench Looms',
            email: EMAIL,
            password: PASSWORD,
          }),
        }),
      );
      token = up.data.token;
    }
    const auth = { ...origin, authorization: `Bearer ${token}` };
    const stores = await json<{ data: Array<{ _id: string; platform: string }> }>(
      await fetch(`${base}/api/v1/stores`, { headers: auth }),
    );
    const storeId =
      stores.data.find((s) => s.platform === 'sauda')?._id ??
      (
        await json<{ data: { _id: string } }>(
          await fetch(`${base}/api/v1/stores`, {
            method: 'POST',
            headers: auth,
            body: JSON.stringify({ name: 'Bench shop', platform: 'sauda' }),
          }),
        )
      ).data._id;
    const locations = await json<{ data: Array<{ _id: string }> }>(
      await fetch(`${base}/api/v1/inventory/locations`, { headers: auth }),
    );
    const locationId = locations.data[0]!._id;

    const db = new pg.Client({ connectionString: url });
    await db.connect();
    const acc = (
      await db.query<{ account_id: string }>(
        `SELECT m.account_id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = $1`,
        [EMAIL],
      )
    ).rows[0]!.account_id;
    const have = Number(
      (await db.query(`SELECT count(*) AS n FROM products WHERE account_id = $1`, [acc])).rows[0].n,
    );
    if (have < PRODUCTS) {
      console.log(`Generating ${(PRODUCTS - have).toLocaleString('en')} products (once)…`);
      const t0 = Date.now();
      await db.query('BEGIN');
      await db.query(
        `INSERT INTO products (id, account_id, title, description_html, status, options, weight_grams, price_min, price_max,
           variants_count, first_sku, total_available, low_stock_threshold, created_at, updated_at)
         SELECT gen_random_uuid(), $1,
           (ARRAY['Lawn','Khaddar','Chiffon','Cotton','Silk','Linen','Karandi','Marina'])[1 + g % 8] || ' ' ||
           (ARRAY['kurta','suit','dupatta','shawl','shirt','trouser','abaya','waistcoat'])[1 + (g / 8) % 8] || ' ' || g,
           '', CASE WHEN g % 10 = 0 THEN 'draft' WHEN g % 37 = 0 THEN 'archived' ELSE 'active' END, '[]'::jsonb, 400,
           100000 + (g % 500) * 1000, 100000 + (g % 500) * 1000, 1, 'SKU-' || g, g % 40, 5,
           now() - make_interval(mins => g), now()
         FROM generate_series($2::int + 1, $3::int) g`,
        [acc, have, PRODUCTS],
      );
      await db.query(
        `INSERT INTO product_variants (id, account_id, product_id, position, title, option_values, sku, price, cost, total_available,
           product_created_at, product_archived)
         SELECT gen_random_uuid(), p.account_id, p.id, 0, 'Default', '{}', p.first_sku, p.price_min, p.price_min / 2, p.total_available,
           p.created_at, p.status = 'archived'
         FROM products p WHERE p.account_id = $1
           AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)`,
        [acc],
      );
      await db.query(
        `INSERT INTO inventory_levels (variant_id, location_id, account_id, available, committed)
         SELECT v.id, $2, v.account_id, p.total_available, 0
         FROM product_variants v JOIN products p ON p.id = v.product_id
         WHERE v.account_id = $1 ON CONFLICT DO NOTHING`,
        [acc, locationId],
      );
      await db.query(`DELETE FROM product_status_counts WHERE account_id = $1`, [acc]);
      await db.query(
        `INSERT INTO product_status_counts (account_id, status, count)
         SELECT account_id, status, count(*) FROM products WHERE account_id = $1 GROUP BY 1, 2`,
        [acc],
      );
      await db.query('COMMIT');
      await db.query('VACUUM ANALYZE products, product_variants, inventory_levels');
      console.log(`…done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }

    // A listed product with plenty of stock for the checkout run.
    const flash = await json<{ data: { _id: string; variants: Array<{ _id: string }> } }>(
      await fetch(`${base}/api/v1/products`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          title: `Checkout bench ${Date.now()}`,
          weightGrams: 300,
          variants: [{ price: 150000, inventory: 100 }],
        }),
      }),
    );
    const variantId = flash.data.variants[0]!._id;
    await db.query(
      `UPDATE inventory_levels SET available = 10000000 WHERE account_id = $1 AND variant_id = $2`,
      [acc, variantId],
    );
    await db.query(
      `UPDATE product_variants SET total_available = 10000000 WHERE account_id = $1 AND id = $2`,
      [acc, variantId],
    );
    await db.query(`UPDATE products SET total_available = 10000000 WHERE account_id = $1 AND id = $2`, [
      acc,
      flash.data._id,
    ]);
    await db.end();
    // Rows written here, not through the API: the account's kept inventory figures are recounted
    // (db/stock-figures.ts), as the summary cards would otherwise read what the API last kept.
    const figures = openPostgres(url, 1);
    await rebuildInventoryFigures(figures.db, acc);
    await figures.close();
    const pub = await json<{ data: { publicId: string; shopUrl: string } }>(
      await fetch(`${base}/api/v1/public-product`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ productId: flash.data._id, storeId }),
      }),
    );
    const shopId = new URL(pub.data.shopUrl).searchParams.get('s')!;

    const get = (path: string) => ({ url: `${base}${path}`, headers: { authorization: `Bearer ${token}` } });
    // Warm up caches and connection pools.
    await autocannon({ ...get('/api/v1/products?limit=50'), connections: CONNECTIONS, duration: 2 });
    const rows: Array<{ paced: Row; closed: Row }> = [];
    rows.push(await measure('baseline GET /api/health', { url: `${base}/api/health` }));
    rows.push(await measure('products: first page of 50', get('/api/v1/products?page=1&limit=50')));
    rows.push(
      await measure(
        'products: existence check (limit 1, active)',
        get('/api/v1/products?page=1&limit=1&status=active'),
      ),
    );
    rows.push(await measure('products: Draft tab', get('/api/v1/products?tabStatus=draft&limit=50')));
    rows.push(
      await measure('products: low-stock filter', get('/api/v1/products?prodStatus=low_stock&limit=50')),
    );
    rows.push(await measure('products: page 200 (offset 9,950)', get('/api/v1/products?page=200&limit=50')));
    rows.push(
      await measure(
        'products: search title "shawl 4242"',
        get('/api/v1/products?search=shawl%204242&limit=50'),
      ),
    );
    rows.push(
      await measure('products: search SKU "SKU-77777"', get('/api/v1/products?search=SKU-77777&limit=50')),
    );
    rows.push(
      await measure(
        'variant picker: "silk kurta"',
        get('/api/v1/products/variants?search=silk%20kurta&limit=20'),
      ),
    );
    rows.push(await measure('inventory: first page', get('/api/v1/inventory?limit=50')));
    rows.push(
      await measure('public shop page (no sign-in)', { url: `${base}/api/v1/shop/${shopId}?limit=24` }),
    );
    rows.push(
      await measure(
        'checkout: COD order + stock reservation (paced 150/s)',
        {
          url: `${base}/api/v1/checkout`,
          method: 'POST',
          headers: origin,
          requests: [
            {
              // As the shop's checkout form sends it: a fresh Idempotency-Key per order.
              setupRequest: (req) => ({
                ...req,
                headers: { ...req.headers, 'idempotency-key': `bench-${randomUUID()}` },
                body: JSON.stringify({
                  shopId,
                  items: [{ publicId: pub.data.publicId, variantId, quantity: 1 }],
                  name: 'Bench Buyer',
                  phone: `0300${String(randomInt(1_000_000, 9_999_999))}`,
                  city: 'Karachi',
                  address: 'House 1, Street 2, Clifton Block 5',
                }),
              }),
            },
          ],
        },
        // 10 connections × 15 a second: the issue's 150 orders a second.
        15,
      ),
    );
    // The slow whole-catalogue scenarios last: a closed-loop run of them leaves seconds of work in
    // flight that would otherwise land on the next scenario's measurement.
    rows.push(await measure('inventory: low-stock filter', get('/api/v1/inventory?stock=low&limit=50')));
    rows.push(
      await measure('inventory: page 200 (offset 9,950)', get('/api/v1/inventory?page=200&limit=50')),
    );
    rows.push(await measure('inventory: summary cards (whole catalogue)', get('/api/v1/inventory/summary')));
    const basePaced = rows[0]!.paced.p99 || 1;
    const baseClosed = rows[0]!.closed.p99 || 1;
    console.log(
      `\nSauda catalogue benchmarks — PostgreSQL (prepared statements ${PREPARED_STATEMENTS ? 'on' : 'off'}), ${PRODUCTS.toLocaleString('en')} products, ${CONNECTIONS} connections, ${SECONDS} s each;` +
        `\n  paced: each connection ${RATE} req/s (a busy desk); closed: as fast as answers come (saturation); × = p99 against the baseline's in the same mode`,
    );
    console.log(
      `${'scenario'.padEnd(46)} ${'paced p50/p99 ms'.padStart(17)} ${'×'.padStart(6)} ${'closed req/s'.padStart(12)} ${'p50/p99 ms'.padStart(14)} ${'×'.padStart(6)} ${'errors'.padStart(7)}`,
    );
    for (const { paced: a, closed: c } of rows.filter((r) => !r.paced.skipped)) {
      console.log(
        `${a.name.padEnd(46)} ${`${a.p50.toFixed(1)} / ${a.p99.toFixed(1)}`.padStart(17)} ${`${(a.p99 / basePaced).toFixed(1)}×`.padStart(6)} ${String(c.rps).padStart(12)} ${`${c.p50.toFixed(1)} / ${c.p99.toFixed(1)}`.padStart(14)} ${`${(c.p99 / baseClosed).toFixed(1)}×`.padStart(6)} ${String(a.errors + c.errors).padStart(7)}`,
      );
    }
  } finally {
    await server.stop();
  }
}

await main();
