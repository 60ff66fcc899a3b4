/**
 * Loads a large, realistic order book into PostgreSQL for the benchmarks:
 *   DATABASE_URL=postgres://… npm run bench:generate -- [orders=1000000]
 * One big seller ("Bench Traders", bench@sauda.pk / Bench-password-2026) gets N orders spread
 * over two years (Pakistani cities and names, a realistic status mix, 1–3 line items each), and
 * ten small sellers get 2,000 each so the account filter matters. Runs migrations first; replaces
 * any previous bench data. Generation happens inside PostgreSQL (generate_series), so it is quick.
 */
import type pg from 'pg';
import { hashPassword } from '../apps/api/src/modules/auth/passwords.ts';
import { migrateDatabase, openPostgres } from '../apps/api/src/db/client.ts';

export const BENCH_EMAIL = 'bench@sauda.pk';
export const BENCH_PASSWORD = 'Bench-password-2026';

const FIRST = [
  'Ali',
  'Ayesha',
  'Bilal',
  'Fatima',
  'Hamza',
  'Hina',
  'Imran',
  'Iqra',
  'Kamran',
  'Mahnoor',
  'Noman',
  'Rabia',
  'Saad',
  'Sana',
  'Tariq',
  'Usman',
  'Zainab',
  'Zara',
  'Asad',
  'Maryam',
  'Fahad',
  'Amna',
  'Waqas',
  'Sadia',
];
const LAST = [
  'Khan',
  'Ahmed',
  'Malik',
  'Raza',
  'Hussain',
  'Butt',
  'Chaudhry',
  'Qureshi',
  'Sheikh',
  'Siddiqui',
  'Abbasi',
  'Javed',
  'Iqbal',
  'Aslam',
  'Mirza',
  'Baig',
];
const CITIES: Array<[string, string]> = [
  ['Karachi', 'Sindh'],
  ['Lahore', 'Punjab'],
  ['Faisalabad', 'Punjab'],
  ['Rawalpindi', 'Punjab'],
  ['Islamabad', 'Islamabad Capital Territory'],
  ['Multan', 'Punjab'],
  ['Hyderabad', 'Sindh'],
  ['Gujranwala', 'Punjab'],
  ['Peshawar', 'Khyber Pakhtunkhwa'],
  ['Quetta', 'Balochistan'],
  ['Sialkot', 'Punjab'],
  ['Bahawalpur', 'Punjab'],
  ['Sargodha', 'Punjab'],
  ['Sukkur', 'Sindh'],
  ['Abbottabad', 'Khyber Pakhtunkhwa'],
  ['Mardan', 'Khyber Pakhtunkhwa'],
];
const PRODUCTS = [
  'Lawn suit 3-piece',
  'Chiffon dupatta',
  'Khaddar shawl',
  'Embroidered kurta',
  'Leather chappal',
  'Wireless earbuds',
  'Phone cover',
  'Smart watch',
  'Face serum',
  'Mehndi cone pack',
  'Kids kurta pajama',
  'Prayer mat',
  'Ceramic dinner set',
  'Handbag',
  'Power bank',
];
// status, cumulative share (out of 100)
const STATUS_MIX: Array<[string, number]> = [
  ['Delivered', 55],
  ['Returned', 67],
  ['Cancelled', 75],
  ['Dispatched', 81],
  ['Booked', 86],
  ['Processing', 90],
  ['open', 95],
  ['Pending', 100],
];

const arr = (xs: string[]) => `ARRAY[${xs.map((x) => `'${x.replaceAll("'", "''")}'`).join(',')}]`;

async function generateFor(
  client: pg.PoolClient,
  accountId: string,
  storeId: string,
  n: number,
  customers: number,
) {
  const statusCase = `CASE ${STATUS_MIX.map(([s, c]) => `WHEN r.s < ${c} THEN '${s}'`).join(' ')} END`;
  await client.query(
    `
    INSERT INTO customers (id, account_id, phone, name, city)
    SELECT gen_random_uuid(), $1, '03' || lpad((10000000 + g)::text, 9, '0'),
           (${arr(FIRST)})[1 + (g * 7) % ${FIRST.length}] || ' ' || (${arr(LAST)})[1 + (g * 13) % ${LAST.length}],
           (${arr(CITIES.map((c) => c[0]))})[1 + (g * 3) % ${CITIES.length}]
    FROM generate_series(1, $2::int) g`,
    [accountId, customers],
  );
  await client.query(
    `
    CREATE TEMP TABLE bench_c ON COMMIT DROP AS
    SELECT row_number() OVER (ORDER BY phone) AS k, id, phone, name, city FROM customers WHERE account_id = $1`,
    [accountId],
  );
  await client.query(
    `
    INSERT INTO orders (id, account_id, store_id, order_number, name, status, payment_method, source, customer_id,
      ship_name, ship_phone, ship_address, ship_city, ship_province, subtotal, discount, shipping, total, item_count,
      tags, confirmation_status, confirmation_token, created_at, updated_at)
    SELECT gen_random_uuid(), $1, $2, 1000 + g, '#' || (1000 + g), st.status,
      CASE WHEN g % 10 < 8 THEN 'COD' ELSE 'prepaid' END, 'manual', c.id,
      c.name, c.phone, 'House ' || (g % 300) || ', Street ' || (g % 40) || ', Block ' || chr(65 + g % 8), c.city,
      (${arr(CITIES.map((x) => x[1]))})[1 + (c.k * 3 - 3) % ${CITIES.length}],
      amt.sub, 0, 25000, amt.sub + 25000, 1 + g % 3,
      CASE WHEN g % 17 = 0 THEN ARRAY['vip'] WHEN g % 23 = 0 THEN ARRAY['eid'] ELSE '{}'::text[] END,
      CASE WHEN g % 10 >= 8 THEN 'not_required' WHEN st.status = 'Pending' THEN 'awaiting' WHEN st.status = 'Cancelled' THEN 'cancelled' ELSE 'confirmed' END,
      CASE WHEN g % 10 < 8 THEN md5(g::text || '${accountId}') END,
      ts.t, ts.t
    FROM generate_series(1, $3::int) g
    CROSS JOIN LATERAL (SELECT (abs(hashint4(g)) % 100) AS s) r
    CROSS JOIN LATERAL (SELECT ${statusCase} AS status) st
    CROSS JOIN LATERAL (SELECT (150000 + abs(hashint4(g * 31)) % 1500000) / 100 * 100 AS sub) amt
    CROSS JOIN LATERAL (SELECT now() - ((($3::int - g)::float / $3::int) * interval '730 days') AS t) ts
    JOIN bench_c c ON c.k = 1 + (abs(hashint4(g * 7)) % $4::int)
    -- Rows land in the order they were placed, as a real order book's do (its orders arrive over
    -- time): the table's physical order follows created_at, which its index scans rely on.
    ORDER BY g`,
    [accountId, storeId, n, customers],
  );
  await client.query(
    `
    INSERT INTO order_items (id, account_id, order_id, position, title, sku, quantity, unit_price, total)
    SELECT gen_random_uuid(), o.account_id, o.id, p - 1, (${arr(PRODUCTS)})[1 + (o.order_number + p) % ${PRODUCTS.length}], NULL, 1,
           o.subtotal / o.item_count, o.subtotal / o.item_count
    FROM orders o CROSS JOIN LATERAL generate_series(1, o.item_count) p
    WHERE o.account_id = $1
    ORDER BY o.created_at, p`,
    [accountId],
  );
  await client.query(
    `INSERT INTO store_counters (account_id, store_id, next_order_number) VALUES ($1, $2, $3)`,
    [accountId, storeId, 1001 + n],
  );
  await client.query(
    `INSERT INTO order_status_counts (account_id, status, count) SELECT $1, status, count(*) FROM orders WHERE account_id = $1 GROUP BY status`,
    [accountId],
  );
  await client.query(
    `
    INSERT INTO order_daily_stats (account_id, day, orders, revenue, confirmations_sent, confirmed, buyer_cancelled)
    SELECT $1, (created_at AT TIME ZONE 'Asia/Karachi')::date, count(*),
           coalesce(sum(total) FILTER (WHERE status NOT IN ('Cancelled', 'Returned')), 0),
           count(*) FILTER (WHERE payment_method = 'COD'), count(*) FILTER (WHERE confirmation_status = 'confirmed'),
           count(*) FILTER (WHERE confirmation_status = 'cancelled')
    FROM orders WHERE account_id = $1 GROUP BY 2`,
    [accountId],
  );
  await client.query(
    `
    UPDATE customers c SET orders_count = a.n, total_spent = a.spent, delivered_count = a.d, returned_count = a.r, cancelled_count = a.x, last_order_at = a.last
    FROM (SELECT customer_id, count(*) n, coalesce(sum(total) FILTER (WHERE status NOT IN ('Cancelled','Returned')), 0) spent,
                 count(*) FILTER (WHERE status = 'Delivered') d, count(*) FILTER (WHERE status = 'Returned') r,
                 count(*) FILTER (WHERE status = 'Cancelled') x, max(created_at) last
          FROM orders WHERE account_id = $1 GROUP BY customer_id) a
    WHERE c.id = a.customer_id`,
    [accountId],
  );
}

async function createSeller(client: pg.PoolClient, email: string, name: string, passwordHash: string) {
  const {
    rows: [acc],
  } = await client.query<{ id: string }>(
    `INSERT INTO accounts (id, name) VALUES (gen_random_uuid(), $1) RETURNING id`,
    [name],
  );
  const {
    rows: [user],
  } = await client.query<{ id: string }>(
    `INSERT INTO users (id, email, name, password_hash, email_verified_at) VALUES (gen_random_uuid(), $1, $2, $3, now()) RETURNING id`,
    [email, name, passwordHash],
  );
  await client.query(`INSERT INTO memberships (account_id, user_id, role) VALUES ($1, $2, 'owner')`, [
    acc!.id,
    user!.id,
  ]);
  await client.query(
    `INSERT INTO surveys (id, account_id, currently_selling, answers) VALUES (gen_random_uuid(), $1, true, '{"businessName":"Bench","city":"Lahore","whatYouSell":["Other"],"monthlyOrders":"10000+","couriers":["PostEx"],"salesPlatforms":["Shopify"]}')`,
    [acc!.id],
  );
  const {
    rows: [store],
  } = await client.query<{ id: string }>(
    `INSERT INTO stores (id, account_id, name, platform) VALUES (gen_random_uuid(), $1, $2, 'sauda') RETURNING id`,
    [acc!.id, name],
  );
  return { accountId: acc!.id, storeId: store!.id };
}

export async function generate(url: string, n: number, log = console.log) {
  const database = openPostgres(url, 2);
  await migrateDatabase(database);
  const client = await database.pool.connect();
  const started = Date.now();
  try {
    await client.query(
      `DELETE FROM accounts WHERE id IN (SELECT m.account_id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email LIKE '%@bench.sauda.pk' OR u.email = $1)`,
      [BENCH_EMAIL],
    );
    await client.query(`DELETE FROM users WHERE email LIKE '%@bench.sauda.pk' OR email = $1`, [BENCH_EMAIL]);
    const hash = await hashPassword(BENCH_PASSWORD);
    await client.query('BEGIN');
    const big = await createSeller(client, BENCH_EMAIL, 'Bench Traders', hash);
    await generateFor(client, big.accountId, big.storeId, n, Math.max(1000, Math.round(n / 4)));
    await client.query('COMMIT');
    log(
      `  ${n.toLocaleString('en')} orders for ${BENCH_EMAIL} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    for (let i = 0; i < 10; i++) {
      await client.query('BEGIN');
      const s = await createSeller(client, `seller${i}@bench.sauda.pk`, `Small seller ${i}`, hash);
      await generateFor(client, s.accountId, s.storeId, 2000, 500);
      await client.query('COMMIT');
    }
    // A live book's older rows have been vacuumed (autovacuum): its visibility map is set, so index-only
    // scans read no heap. Measuring before autovacuum came round would measure that moment instead.
    await client.query('VACUUM ANALYZE');
    log(`  + 10 small sellers × 2,000 orders; total ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return big;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('Set DATABASE_URL to a PostgreSQL database to fill (its bench data is replaced).');
    process.exit(1);
  }
  const n = Number(process.argv[2] ?? 1_000_000);
  console.log(`Generating ${n.toLocaleString('en')} orders…`);
  generate(url, n).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
