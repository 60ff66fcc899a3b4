import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type AppDeps } from '../../src/app.ts';
import { parseEnv, type Env } from '../../src/config/env.ts';
import { Secrets } from '../../src/lib/secrets.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';
import { productDayDrift } from '../../src/db/product-days.ts';
import { inventoryFigureDrift } from '../../src/db/stock-figures.ts';
import { startSmtp, type SmtpCapture } from './smtp.ts';
import { OPEN_ORDER_STATUSES } from '@sauda/contracts/orders.ts';

export const ORIGIN = 'http://sauda.test';
export const STRONG_PASSWORD = 'kinnow-orchard-42';

export interface TestContext {
  app: App;
  env: Env;
  secrets: Secrets;
  db: TestDatabase;
  smtp: SmtpCapture;
  logs: string[];
  /**
   * An account whose rows the test has written past the API on purpose (old rows holding huge
   * numbers): the inventory figures check at close() leaves it out.
   */
  figuresOutOfStepFor(accountId: string): void;
  close(): Promise<void>;
}

/** One app per test file, on its own database, with a real SMTP receiver and captured logs. */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  extra: Partial<Pick<AppDeps, 'whatsappSendOptions' | 'courierRuntime'>> = {},
): Promise<TestContext> {
  const smtp = await startSmtp();
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      logs.push(chunk.toString());
      cb();
    },
  });
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    PUBLIC_URL: ORIGIN,
    SMTP_URL: smtp.url,
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    SIGNUP_RATE_LIMIT_PER_HOUR: '100000',
    LOGIN_FAILURES_PER_CLIENT: '100000',
    CHECKOUT_RATE_LIMIT_PER_MINUTE: '100000',
    STOREFRONT_RATE_LIMIT_PER_MINUTE: '100000',
    FILES_DIR: mkdtempSync(path.join(tmpdir(), 'sauda-files-')),
    ...envOverrides,
  });
  const db = await createTestDatabase({ prepared: env.DATABASE_PREPARED_STATEMENTS });
  // A given SECRETS_KEY is shared with child processes (worker crash tests); otherwise a random one.
  const secrets = envOverrides.SECRETS_KEY ? Secrets.fromEnv(env) : Secrets.withKey(randomBytes(32));
  // Every answer's status must be one its operation declares (issue 29); close() fails otherwise.
  const undeclared = new Set<string>();
  const unchecked = new Set<string>();
  const app = await buildApp({
    env,
    database: db,
    onUndeclaredStatus: (line) => undeclared.add(line),
    logStream,
    serveWeb: false,
    secrets,
    ...extra,
  });
  await app.ready();
  return {
    app,
    env,
    secrets,
    db,
    smtp,
    logs,
    figuresOutOfStepFor: (accountId) => unchecked.add(accountId),
    close: async () => {
      // Every account's kept inventory figures against a recount (db/stock-figures.ts): a write
      // path that changes stock, a threshold, a status or a cost without touching its product
      // fails the file that exercised it.
      const drift: string[] = [];
      for (const { id } of await db.sql<{ id: string }>('SELECT id FROM accounts')) {
        if (unchecked.has(id)) continue;
        const d = await inventoryFigureDrift(db.db, id);
        // The catalogue's days against its products (db/product-days.ts): deep pages of the
        // products and inventory lists start from them, so a product or variant counted on no day,
        // or the wrong one, fails here.
        for (const c of await productDayDrift(db.db, id))
          drift.push(
            `account ${id} catalogue day ${c.day}: kept ${c.kept || '-'} (active draft archived variants), counted ${c.counted || '-'}`,
          );
        for (const p of d.products)
          drift.push(`account ${id} product ${p.id}: kept ${p.stored}, counted ${p.counted}`);
        for (const v of d.variants)
          drift.push(`account ${id} variant ${v}: its copy of the product's created_at / archived differs`);
        if (d.summary)
          drift.push(
            `account ${id} summary: kept ${JSON.stringify(d.summary.kept)}, products sum ${JSON.stringify(d.summary.summed)}`,
          );
      }
      // The daily order figure against the orders themselves: deep pages of the order list start
      // from it (orders.repo dayAnchor), so an order counted on another day, or not at all, fails here.
      const days = await db.sql<{
        account: string;
        day: string;
        kept: number | null;
        counted: number | null;
      }>(
        `SELECT coalesce(k.account_id, c.account_id) AS account, coalesce(k.day, c.day)::text AS day,
                k.n AS kept, c.n AS counted
           FROM (SELECT account_id, day, sum(orders)::int AS n FROM order_daily_stats
                  GROUP BY account_id, day HAVING sum(orders) <> 0) k
           FULL JOIN (SELECT account_id, (created_at AT TIME ZONE 'Asia/Karachi')::date AS day, count(*)::int AS n
                        FROM orders GROUP BY account_id, day) c
             ON c.account_id = k.account_id AND c.day = k.day
          WHERE k.n IS DISTINCT FROM c.n`,
      );
      for (const d of days)
        if (!unchecked.has(d.account))
          drift.push(
            `account ${d.account} day ${d.day}: ${d.kept ?? 0} orders kept, ${d.counted ?? 0} counted`,
          );
      // A line holds a backorder only while its order is open: the inventory list reads the lines
      // without their orders (db/stock-figures.ts `openBackorderLines`, decision 028).
      const closedBackorders = await db.sql<{ account: string; name: string; status: string }>(
        `SELECT o.account_id AS account, o.name, o.status FROM order_items oi
           JOIN orders o ON o.account_id = oi.account_id AND o.id = oi.order_id
          WHERE oi.backordered_qty > 0 AND NOT (o.status = ANY($1::text[]))`,
        [[...OPEN_ORDER_STATUSES]],
      );
      for (const o of closedBackorders)
        if (!unchecked.has(o.account))
          drift.push(`account ${o.account} order ${o.name}: ${o.status}, yet a line still holds a backorder`);
      await app.close();
      await smtp.close();
      await db.close();
      if (drift.length) throw new Error(`Kept figures out of step:\n${drift.slice(0, 20).join('\n')}`);
      if (undeclared.size)
        throw new Error(`Answers the API document does not declare:\n${[...undeclared].join('\n')}`);
    },
  };
}

let counter = 0;
export const uniqueEmail = (prefix = 'seller') =>
  `${prefix}.${Date.now().toString(36)}.${++counter}@example.pk`;

export interface Session {
  token: string;
  cookie: string;
  userId: string;
  accountId: string;
  email: string;
  password: string;
  headers: Record<string, string>;
}

export function cookieFrom(res: LightMyRequestResponse): string | null {
  const set = res.cookies.find((c) => c.name === 'sauda_session');
  return set && set.value ? set.value : null;
}

/** Bearer headers (what API clients use). */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** What a browser on our origin sends with the session cookie. */
export const browser = (token: string) => ({ cookie: `sauda_session=${token}`, origin: ORIGIN });

export async function signup(
  app: App,
  overrides: Partial<{ name: string; email: string; password: string; businessName: string }> = {},
): Promise<Session> {
  const body = {
    name: 'Bilal Ahmed',
    email: uniqueEmail(),
    password: STRONG_PASSWORD,
    businessName: 'Bilal Traders',
    ...overrides,
  };
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: body,
    headers: { origin: ORIGIN },
  });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const { data } = res.json();
  return {
    token: data.token,
    cookie: cookieFrom(res)!,
    userId: data.user._id,
    accountId: data.user.accountId,
    email: body.email,
    password: body.password,
    headers: bearer(data.token),
  };
}

export async function signin(app: App, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/signin',
    payload: { email, password },
    headers: { origin: ORIGIN },
  });
}

export const VALID_SURVEY = {
  currentlySelling: true,
  businessName: 'Bilal Traders',
  city: 'Karachi',
  whatYouSell: ['Electronics & accessories'],
  monthlyOrders: '101-500',
  couriers: ['PostEx', 'TCS'],
  salesPlatforms: ['Shopify'],
};

export function linkFrom(text: string, path: string): string {
  const m = text.match(new RegExp(`https?://[^\\s"<>]+${path.replace('/', '\\/')}\\?token=[A-Za-z0-9_-]+`));
  if (!m) throw new Error(`no ${path} link in mail:\n${text}`);
  return m[0];
}
export const tokenFrom = (link: string) => new URL(link).searchParams.get('token')!;

/** A valid COD order body for a store (buyer in Lahore). */
export function orderBody(storeId: string, overrides: Record<string, unknown> = {}) {
  return {
    storeId,
    paymentMethod: 'COD',
    lineItems: [
      { title: 'Lawn suit 3-piece', sku: 'LAWN-3P', quantity: 2, unitPrice: 350_000 },
      { title: 'Chiffon dupatta', quantity: 1, unitPrice: 120_000 },
    ],
    discount: 20_000,
    shipping: 25_000,
    shippingAddress: {
      name: 'Ali Raza',
      phone: '+92 300 1234567',
      address: 'House 12, Street 4, Model Town',
      city: 'Lahore',
      province: 'Punjab',
    },
    ...overrides,
  };
}

/** Creates a `sauda` store for a signed-up seller and returns its id. */
export async function createStore(app: App, owner: Session, name = 'S'): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/stores',
    headers: owner.headers,
    payload: { name, platform: 'sauda' },
  });
  if (res.statusCode !== 201) throw new Error(`store creation failed: ${res.statusCode} ${res.body}`);
  return res.json().data._id;
}

/** A product body: two sizes of one shirt (Rs 2,500 each), 10 of each in stock, 10% off. */
export function productBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Khaddar kurta',
    descriptionHtml: '<p>Warm <strong>khaddar</strong> kurta.</p>',
    status: 'active',
    weightGrams: 400,
    discount: 10,
    options: [{ name: 'Size', values: ['M', 'L'] }],
    variants: [
      { optionValues: ['M'], sku: 'KK-M', price: 250_000, cost: 120_000, inventory: 10 },
      { optionValues: ['L'], sku: 'KK-L', price: 250_000, cost: 120_000, inventory: 10 },
    ],
    ...overrides,
  };
}

/** Creates a product and answers it (throws on failure). */
export async function createProduct(app: App, owner: Session, overrides: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/products',
    headers: { ...owner.headers, origin: ORIGIN },
    payload: productBody(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`product creation failed: ${res.statusCode} ${res.body}`);
  return res.json().data as {
    _id: string;
    variants: Array<{ _id: string; available: number; committed: number; sku: string | null }>;
  };
}
