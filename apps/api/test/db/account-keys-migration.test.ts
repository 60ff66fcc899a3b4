/**
 * Issue 28 §2: migration 0017 (account_id in every seller table's keys) keeps every row. A database
 * at the release before it is filled with two sellers' rows in every table 0017 touches (orders with
 * lines and history, parcels with events and payments, purchase orders, courier cities, the sandbox
 * courier's books, pickup codes, counters, listings, sessions), then migrated; each table must hold
 * the same rows with the same values (counts, money sums and a digest of every row), each child row
 * must carry its parent's account, and every public link must name its seller. Both databases.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../src/db/client.ts';
import { createEmptyDatabase, type EmptyDatabase } from '../helpers/db.ts';
import { releaseBefore } from '../helpers/migrations.ts';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const id = (account: string, n: number) =>
  `${account.slice(0, 8)}-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Two sellers, the same shape each, in the schema of the release before 0017. */
function fill(a: string, k: number) {
  const i = (n: number) => `'${id(a, n)}'`;
  const user = i(1);
  return [
    `INSERT INTO accounts (id, name) VALUES ('${a}', 'Seller ${k}')`,
    `INSERT INTO users (id, email, name, password_hash) VALUES (${user}, 'seller${k}@example.pk', 'Seller ${k}', 'x')`,
    `INSERT INTO memberships (account_id, user_id, role) VALUES ('${a}', ${user}, 'owner')`,
    `INSERT INTO sessions (id, token_hash, user_id, account_id, expires_at) VALUES (${i(2)}, 'hash${k}', ${user}, '${a}', now() + interval '1 day')`,
    `INSERT INTO surveys (id, account_id, currently_selling, answers) VALUES (${i(3)}, '${a}', true, '{}')`,
    `INSERT INTO stores (id, account_id, name, platform, shop_id) VALUES (${i(4)}, '${a}', 'Shop ${k}', 'sauda', 'shop-${k}')`,
    `INSERT INTO store_counters (store_id, next_order_number) VALUES (${i(4)}, 1003)`,
    `INSERT INTO customers (id, account_id, phone, name) VALUES (${i(5)}, '${a}', '0300123456${k}', 'Buyer ${k}')`,
    ...[0, 1].map(
      (n) =>
        `INSERT INTO orders (id, account_id, store_id, order_number, name, status, payment_method, source, customer_id,
           ship_name, ship_phone, ship_address, ship_city, subtotal, discount, shipping, total, item_count,
           confirmation_status, confirmation_token)
         VALUES (${i(10 + n)}, '${a}', ${i(4)}, ${1001 + n}, '#${1001 + n}', 'Booked', 'COD', 'manual', ${i(5)},
           'Buyer ${k}', '0300123456${k}', 'House ${n}', 'Lahore', ${150000 * k + n}, 0, 20000, ${170000 * k + n}, 1,
           'awaiting', 'token-${k}-${n}')`,
    ),
    ...[0, 1].map(
      (n) =>
        `INSERT INTO order_items (id, order_id, position, title, quantity, unit_price, total, variant_id)
         VALUES (${i(20 + n)}, ${i(10 + n)}, 0, 'Lawn suit', 1, ${150000 * k + n}, ${150000 * k + n}, ${i(63)})`,
    ),
    ...[0, 1].map(
      (n) =>
        `INSERT INTO order_events (id, order_id, type, message, actor_kind) VALUES (${i(30 + n)}, ${i(10 + n)}, 'created', 'Order created', 'system')`,
    ),
    `INSERT INTO courier_accounts (id, account_id, courier, name) VALUES (${i(40)}, '${a}', 'sandbox', 'Sandbox ${k}')`,
    `INSERT INTO courier_cities (courier_account_id, courier_city_id, courier_city_name, sauda_city, match) VALUES (${i(40)}, 'LHE', 'Lahore', 'Lahore', 'auto'), (${i(40)}, 'KHI', 'Karachi', 'Karachi', 'manual')`,
    `INSERT INTO shippers (id, account_id, name, contact_name, phone, address, city) VALUES (${i(41)}, '${a}', 'Warehouse', 'Ali', '03001234567', 'Street 1', 'Lahore')`,
    `INSERT INTO shipper_courier_codes (shipper_id, courier_account_id, code) VALUES (${i(41)}, ${i(40)}, 'P-${k}')`,
    `INSERT INTO load_sheets (id, account_id, number, courier_account_id, shipper_id, status, parcel_count, cod_total) VALUES (${i(42)}, '${a}', 1, ${i(40)}, ${i(41)}, 'generated', 1, ${170000 * k})`,
    ...[0, 1].map(
      (n) =>
        `INSERT INTO shipments (id, account_id, order_id, store_id, courier_account_id, courier, shipper_id, shipment_type,
           reference, state, status, tracking_number, public_id, cod_amount, weight_grams, description,
           consignee_name, consignee_phone, consignee_address, consignee_city, load_sheet_id)
         VALUES (${i(50 + n)}, '${a}', ${i(10 + n)}, ${i(4)}, ${i(40)}, 'sandbox', ${i(41)}, 'parcel',
           'REF-${k}-${n}', '${n === 0 ? 'booked' : 'cancelled'}', 'booked', 'SBX${k}0${n}', 'pub-${k}-${n}',
           ${170000 * k + n}, 500, 'Lawn suit', 'Buyer ${k}', '03001234567', 'House', 'Lahore', ${n === 0 ? i(42) : 'NULL'})`,
    ),
    `INSERT INTO shipment_events (id, shipment_id, at, status, code, message) VALUES (${i(52)}, ${i(50)}, now(), 'booked', 'BOOKED', 'Booked'), (${i(53)}, ${i(50)}, now() + interval '1 hour', 'picked_up', 'PICKED', 'Picked up')`,
    `INSERT INTO shipper_advices (id, account_id, shipment_id, reason, status) VALUES (${i(54)}, '${a}', ${i(50)}, 'Buyer not home', 'open')`,
    `INSERT INTO courier_payments (id, account_id, courier_account_id, reference, total, source) VALUES (${i(55)}, '${a}', ${i(40)}, 'CPR-${k}', ${160000 * k}, 'api')`,
    `INSERT INTO courier_payment_lines (id, payment_id, account_id, tracking_number, shipment_id, amount) VALUES (${i(56)}, ${i(55)}, '${a}', 'SBX${k}00', ${i(50)}, ${160000 * k})`,
    `INSERT INTO billing_logs (id, account_id, store_id, order_id, shipment_id, amount) VALUES (${i(57)}, '${a}', ${i(4)}, ${i(10)}, ${i(50)}, ${170000 * k})`,
    `INSERT INTO sandbox_parcels (tracking_number, courier_account_id, reference, cod_amount, city, outcome, created_at) VALUES ('SBX${k}00', ${i(40)}, 'REF-${k}-0', ${170000 * k}, 'Lahore', 'deliver', now())`,
    `INSERT INTO courier_city_stats (account_id, courier_account_id, city, delivered) VALUES ('${a}', ${i(40)}, 'Lahore', ${k})`,
    `INSERT INTO categories (id, account_id, name) VALUES (${i(60)}, '${a}', 'Lawn')`,
    `INSERT INTO vendors (id, account_id, name) VALUES (${i(61)}, '${a}', 'Mill ${k}')`,
    `INSERT INTO products (id, account_id, title, status, vendor_id, category_id, options, weight_grams, price_min, price_max, variants_count, public_id, public_store_id)
       VALUES (${i(62)}, '${a}', 'Lawn suit', 'active', ${i(61)}, ${i(60)}, '[]', 500, ${150000 * k}, ${150000 * k}, 1, 'prod-${k}', ${i(4)})`,
    `INSERT INTO product_images (id, account_id, product_id, file_key, width, height, bytes) VALUES (${i(64)}, '${a}', ${i(62)}, 'img${k}', 10, 10, 100)`,
    `INSERT INTO product_variants (id, account_id, product_id, position, title, price, image_id) VALUES (${i(63)}, '${a}', ${i(62)}, 0, 'Default', ${150000 * k}, ${i(64)})`,
    `INSERT INTO stock_locations (id, account_id, name, is_default) VALUES (${i(65)}, '${a}', 'Main', true)`,
    `INSERT INTO inventory_levels (variant_id, location_id, account_id, available, committed) VALUES (${i(63)}, ${i(65)}, '${a}', ${10 * k}, 1)`,
    `INSERT INTO stock_movements (id, account_id, variant_id, location_id, kind, delta_available, delta_committed, available_after, order_id, order_item_id)
       VALUES (${i(66)}, '${a}', ${i(63)}, ${i(65)}, 'reserve', -1, 1, ${10 * k}, ${i(10)}, ${i(20)})`,
    `INSERT INTO purchase_orders (id, account_id, number, vendor_id, location_id, status, total) VALUES (${i(70)}, '${a}', 1001, ${i(61)}, ${i(65)}, 'sent', ${90000 * k})`,
    `INSERT INTO purchase_order_lines (id, purchase_order_id, position, variant_id, quantity, received_qty, unit_cost) VALUES (${i(71)}, ${i(70)}, 0, ${i(63)}, 2, 1, ${45000 * k})`,
    `INSERT INTO purchase_order_events (id, purchase_order_id, message) VALUES (${i(72)}, ${i(70)}, 'Purchase order created')`,
    `INSERT INTO jobs (id, account_id, type, status, payload) VALUES (${i(80)}, '${a}', 'courier_sync', 'succeeded', '{}')`,
  ];
}

/** The tables 0017 changes, each child with the parent it takes its account from. */
const TABLES: Record<string, { parent?: [string, string] }> = {
  order_items: { parent: ['orders', 'order_id'] },
  order_events: { parent: ['orders', 'order_id'] },
  shipment_events: { parent: ['shipments', 'shipment_id'] },
  purchase_order_lines: { parent: ['purchase_orders', 'purchase_order_id'] },
  purchase_order_events: { parent: ['purchase_orders', 'purchase_order_id'] },
  courier_cities: { parent: ['courier_accounts', 'courier_account_id'] },
  sandbox_parcels: { parent: ['courier_accounts', 'courier_account_id'] },
  shipper_courier_codes: { parent: ['shippers', 'shipper_id'] },
  store_counters: { parent: ['stores', 'store_id'] },
  orders: {},
  customers: {},
  stores: {},
  sessions: {},
  surveys: {},
  shipments: {},
  shipper_advices: {},
  load_sheets: {},
  courier_accounts: {},
  courier_payments: {},
  courier_payment_lines: {},
  billing_logs: {},
  courier_city_stats: {},
  shippers: {},
  categories: {},
  vendors: {},
  products: {},
  product_images: {},
  product_variants: {},
  stock_locations: {},
  inventory_levels: {},
  stock_movements: {},
  purchase_orders: {},
  jobs: {},
};

/** Per table: how many rows, the sum of every money or count column, and a digest of every row's values (columns of before). */
async function snapshot(db: EmptyDatabase, columns: Map<string, string[]>) {
  const out: Record<string, { n: number; sums: Record<string, string>; digest: string }> = {};
  for (const [table, cols] of columns) {
    // Sessions still signed in are signed out by 0017: their revocation time is its own change.
    const kept = table === 'sessions' ? cols.filter((c) => c !== 'revoked_at') : cols;
    const numeric = (
      await db.sql<{ c: string }>(
        `SELECT column_name AS c FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name = $1 AND data_type IN ('bigint', 'integer', 'smallint')`,
        [table],
      )
    )
      .map((r) => r.c)
      // Only columns the table had before: a later migration may add some (0020 on product_variants).
      .filter((c) => kept.includes(c));
    const sums = numeric.map((c) => `coalesce(sum("${c}"), 0)::text AS "${c}"`).join(', ');
    const [row] = await db.sql<Record<string, string>>(
      `SELECT count(*)::int AS n${sums ? `, ${sums}` : ''},
              md5(coalesce(string_agg(row_text, '|' ORDER BY row_text), '')) AS digest
         FROM (SELECT ${kept.map((c) => `"${c}"`).join(', ')}, concat_ws(',', ${kept.map((c) => `"${c}"::text`).join(', ')}) AS row_text FROM "${table}") t`,
    );
    const { n, digest, ...rest } = row!;
    out[table] = { n: Number(n), sums: rest, digest: digest! };
  }
  return out;
}

let db: EmptyDatabase;
let older: string;
beforeAll(async () => {
  db = await createEmptyDatabase();
  older = releaseBefore('0017_account_in_keys');
});
afterAll(async () => {
  await db.close();
  fs.rmSync(older, { recursive: true, force: true });
});

describe('migration 0017 keeps every row (issue 28 §2)', () => {
  it('two sellers’ rows in every table it changes: the same rows after, each child with its parent’s account, every public link named', async () => {
    await migrateDatabase(db, older);
    for (const [k, a] of [A, B].entries()) for (const statement of fill(a, k + 1)) await db.sql(statement);
    const columns = new Map<string, string[]>();
    for (const table of Object.keys(TABLES)) {
      const cols = await db.sql<{ c: string }>(
        `SELECT column_name AS c FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`,
        [table],
      );
      columns.set(
        table,
        cols.map((r) => r.c),
      );
    }
    const before = await snapshot(db, columns);
    for (const [table, s] of Object.entries(before)) expect(s.n, `${table} filled`).toBeGreaterThan(0);

    await migrateDatabase(db);

    const after = await snapshot(db, columns);
    expect(after).toEqual(before);
    for (const [table, { parent }] of Object.entries(TABLES)) {
      if (!parent) continue;
      const [p, col] = parent;
      const [r] = await db.sql<{ n: number; wrong: number }>(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE c.account_id IS DISTINCT FROM p.account_id)::int AS wrong
           FROM "${table}" c LEFT JOIN "${p}" p ON p.id = c."${col}"`,
      );
      expect(r, `${table} takes its account from ${p}`).toEqual({ n: before[table]!.n, wrong: 0 });
    }
    const handles = await db.sql<{ kind: string; handle: string; account_id: string }>(
      `SELECT kind, handle, account_id FROM public_handles ORDER BY kind, handle`,
    );
    const expected = [A, B].flatMap((a, k) => [
      { kind: 'cn', handle: `SBX${k + 1}00`, account_id: a },
      { kind: 'cn', handle: `SBX${k + 1}01`, account_id: a },
      { kind: 'confirmation', handle: `token-${k + 1}-0`, account_id: a },
      { kind: 'confirmation', handle: `token-${k + 1}-1`, account_id: a },
      { kind: 'product', handle: `prod-${k + 1}`, account_id: a },
      { kind: 'shop', handle: `shop-${k + 1}`, account_id: a },
      { kind: 'tracking', handle: `pub-${k + 1}-0`, account_id: a },
      { kind: 'tracking', handle: `pub-${k + 1}-1`, account_id: a },
    ]);
    expect(handles).toEqual(
      expected.sort((x, y) => x.kind.localeCompare(y.kind) || x.handle.localeCompare(y.handle)),
    );
    // Sign-ins from before name no account in their token: signed out, kept.
    const sessions = await db.sql<{ live: number }>(
      `SELECT count(*) FILTER (WHERE revoked_at IS NULL)::int AS live FROM sessions`,
    );
    expect(sessions[0]!.live).toBe(0);
  });
});
