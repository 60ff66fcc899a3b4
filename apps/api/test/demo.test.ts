/**
 * The demo account `npm start` creates (README quick start; issue 12 §2): sixty days of business
 * that make every list, the dashboard and the reports look alive, and its sandbox WhatsApp showing
 * orders in each state of the confirmation (issue 27 §4) once the job runner has applied what the
 * sandbox phone reported. Everything is read through the API, as the demo seller.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@sauda/contracts/orders.ts';
import { BackupError, readBackupManifest, restoreBackup, writeBackup } from '../src/db/backup.ts';
import { openPostgres } from '../src/db/client.ts';
import { DEMO_LOGIN, seedDemoIfEmpty } from '../src/db/seed-demo.ts';
import { resetDemo } from '../src/db/demo/demo-reset.ts';
import { createJobRunner } from '../src/jobs/handlers.ts';
import { SANDBOX_DELIVERY_MS } from '../src/modules/whatsapp/sandbox.service.ts';
import { ORIGIN, bearer, createTestApp, signin, type TestContext } from './helpers/app.ts';
import { TEST_DB_KIND } from './helpers/db.ts';

const SEED_TIMEOUT = 600_000;
let t: TestContext;
let headers: Record<string, string>;
const get = async (url: string) => {
  const res = await t.app.inject({ url: `/api${url}`, headers });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return res.json() as { data: unknown; meta?: { total: number } & Record<string, unknown> };
};
const total = async (url: string) => (await get(url)).meta!.total;

/** Rows per table of the public schema (tables with none left out). */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await t.db.sql<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
  );
  const out: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await t.db.sql<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`);
    if (row!.n > 0) out[name] = row!.n;
  }
  return out;
}

async function signInAfterRunner() {
  // As the server does after seeding: the runner applies the phone's reports.
  const runner = () => createJobRunner(t.db.db, { secrets: t.secrets, apiUrl: t.env.WHATSAPP_API_URL });
  await runner().drain();
  await new Promise((r) => setTimeout(r, SANDBOX_DELIVERY_MS + 100));
  await runner().drain();
  const session = await signin(t.app, DEMO_LOGIN.email, DEMO_LOGIN.password);
  headers = bearer(session.json().data.token);
}

beforeAll(async () => {
  t = await createTestApp();
  const seeding = await seedDemoIfEmpty(t.db.db, { secrets: t.secrets, appUrl: ORIGIN });
  expect(seeding).not.toBeNull();
  const report = await seeding!.history;
  console.log(`demo seeded: ${report.orders} orders in ${report.ms} ms`);
  await signInAfterRunner();
}, SEED_TIMEOUT);
afterAll(() => t.close());

async function expectAlive() {
  const orders = await total('/v1/orders?limit=1');
  expect(orders).toBeGreaterThanOrEqual(250);
  expect(orders).toBeLessThanOrEqual(360);
  for (const status of ORDER_STATUSES)
    expect(await total(`/v1/orders?limit=1&status=${status}`), status).toBeGreaterThan(0);

  const dash = (await get('/v1/dashboard')).data as {
    month: { orders: number; revenue: number };
    waiting: { confirmation: number; booking: number; awaitingPickup: number; inTransit: number };
    confirmation: { sent: number; confirmed: number; cancelled: number; rate: number | null };
    daily: Array<{ orders: number }>;
  };
  expect(dash.month.orders).toBeGreaterThan(0);
  expect(dash.month.revenue).toBeGreaterThan(0);
  expect(dash.waiting.confirmation).toBeGreaterThan(0);
  expect(dash.waiting.booking).toBeGreaterThan(0);
  expect(dash.waiting.inTransit).toBeGreaterThan(0);
  expect(dash.waiting.awaitingPickup).toBeGreaterThan(0);
  expect(dash.confirmation.sent).toBeGreaterThan(0);
  expect(dash.confirmation.rate).toBeGreaterThan(50);
  // Spread over the month, not all on the day it was seeded.
  expect(dash.daily.filter((d) => d.orders > 0).length).toBeGreaterThanOrEqual(20);

  const blocked = (await get('/v1/customers?blocked=true')).data as Array<{ ordersCount: number }>;
  expect(blocked).toHaveLength(1);
  const regulars = (await get('/v1/customers?sort=-ordersCount&limit=5')).data as Array<{
    ordersCount: number;
  }>;
  expect(regulars[0]!.ordersCount).toBeGreaterThanOrEqual(3);

  const sheets = (await get('/v1/load-sheets?limit=100')).data as Array<{ status: string }>;
  expect(sheets.some((s) => s.status === 'handed_over')).toBe(true);
  const advices = (await get('/v1/shipper-advice?status=open')).data as Array<{ deadline: string | null }>;
  expect(advices.length).toBeGreaterThan(0);
  expect(advices.every((a) => a.deadline && Date.parse(a.deadline) > Date.now())).toBe(true);

  const payments = (await get('/v1/cpr?limit=100')).data as Array<{
    counts: { matched: number; short: number };
  }>;
  expect(payments.filter((p) => p.counts.short > 0)).toHaveLength(1);
  expect(payments.filter((p) => p.counts.matched > 0).length).toBeGreaterThan(5);

  const pos = (await get('/v1/purchase-orders?limit=50')).data as Array<{ status: string }>;
  expect(new Set(pos.map((p) => p.status))).toEqual(
    new Set(['draft', 'sent', 'partially_received', 'received', 'cancelled']),
  );
  expect(await total('/v1/inventory?stock=low')).toBeGreaterThanOrEqual(3);

  const parcels = (await get('/v1/shipments?view=all&limit=100')).data as Array<{ status: string | null }>;
  const stages = new Set(parcels.map((p) => p.status));
  for (const s of [
    'booked',
    'picked_up',
    'in_transit',
    'out_for_delivery',
    'attempted',
    'delivered',
    'cancelled',
  ])
    expect(stages, s).toContain(s);
  return orders;
}

describe('the demo account', () => {
  let orders = 0;
  it('has sixty days of business: every status, buyers, parcels, load sheets, advice, CPRs, POs, stock', async () => {
    orders = await total('/v1/orders?limit=1');
    await expectAlive();
  });

  it('is seeded once', async () => {
    expect(await seedDemoIfEmpty(t.db.db, { secrets: t.secrets, appUrl: ORIGIN })).toBeNull();
    expect(await total('/v1/orders?limit=1')).toBe(orders);
  });

  it('has the sandbox WhatsApp on, with orders confirmed by a tap, cancelled by a word, read, and delivered', async () => {
    const settings = (await get('/v1/settings/whatsapp')).data;
    expect(settings).toMatchObject({ sandbox: true, autoConfirm: true });
    const list = (await get('/v1/orders?limit=4')).data as Array<{ _id: string }>;
    const states = [];
    for (const o of [...list].reverse()) {
      const d = (await get(`/v1/orders/${o._id}`)).data as {
        status: string;
        confirmation: { status: string; whatsapp: { status: string } | null };
      };
      states.push([d.status, d.confirmation.status, d.confirmation.whatsapp?.status]);
    }
    expect(states).toEqual([
      ['open', 'confirmed', 'read'],
      ['Cancelled', 'cancelled', 'read'],
      ['Pending', 'awaiting', 'read'],
      ['Pending', 'awaiting', 'delivered'],
    ]);
    const chats = (await get('/v1/whatsapp/sandbox/chats')).data;
    expect(chats).toHaveLength(4);
  });

  // Issue 22 §2, docs/operations.md "Back up and restore": the whole round trip on the demo's sixty
  // days, through the same functions `npm run backup` and `npm run restore` call.
  it(
    'backs up, and a wiped database restored from the backup has every row, the seller, her orders with parcels and history',
    async () => {
      // Backups read every table: not through the test's statement watch (helpers/tenancy.ts),
      // whose rule is for the app's own statements.
      const direct = TEST_DB_KIND === 'postgres' ? openPostgres(t.db.url!, 2) : t.db;
      const work = mkdtempSync(path.join(tmpdir(), 'sauda-backup-'));
      try {
        const filesDir = t.env.FILES_DIR!;
        mkdirSync(path.join(filesDir, 'p'), { recursive: true });
        writeFileSync(path.join(filesDir, 'p', 'demo-image.webp'), 'an uploaded image');
        const shipped = (await get('/v1/orders?status=Delivered&limit=1')).data as Array<{ _id: string }>;
        const id = shipped[0]!._id;
        const order = (await get(`/v1/orders/${id}`)).data;
        const parcels = (await get(`/v1/orders/${id}/parcels`)).data as unknown[];
        expect(parcels.length).toBeGreaterThan(0);
        const counts = await rowCounts();
        expect(counts.orders).toBeGreaterThanOrEqual(250);

        const file = path.join(work, 'sauda.tar.gz');
        const made = await writeBackup(direct, { file, filesDir });
        expect(made).toMatchObject({ rows: Object.values(counts).reduce((a, b) => a + b, 0), files: 1 });

        // Wipe: no schema, no migrations book, no files.
        await t.db.sql('DROP SCHEMA drizzle CASCADE');
        await t.db.sql('DROP SCHEMA public CASCADE');
        await t.db.sql('CREATE SCHEMA public');
        rmSync(filesDir, { recursive: true, force: true });
        expect(await rowCounts()).toEqual({});

        const restored = await restoreBackup(direct, { file, filesDir });
        expect(restored).toMatchObject({ rows: made.rows, files: 1, migratedAfter: 0 });
        expect(await rowCounts()).toEqual(counts);
        expect(readFileSync(path.join(filesDir, 'p', 'demo-image.webp'), 'utf8')).toBe('an uploaded image');

        // The restored database backs up to the same rows, table by table (PostgreSQL's text form
        // of every row, hashed in primary-key order).
        const again = await writeBackup(direct, { file: path.join(work, 'again.tar.gz') });
        expect((await readBackupManifest(again.file)).tables).toEqual(
          (await readBackupManifest(file)).tables,
        );

        // The seller signs in with her password and finds the order as it was.
        await signInAfterRunner();
        expect((await get(`/v1/orders/${id}`)).data).toEqual(order);
        expect((await get(`/v1/orders/${id}/parcels`)).data).toEqual(parcels);

        // A second restore into the now non-empty database is refused, and changes nothing.
        const refused = await restoreBackup(direct, { file, filesDir: path.join(work, 'files') }).catch(
          (e: unknown) => e as Error,
        );
        expect(refused).toBeInstanceOf(BackupError);
        expect((refused as Error).message).toMatch(/^The database is not empty \(\d+ tables hold rows: /);
      } finally {
        if (direct !== t.db) await direct.close();
        rmSync(work, { recursive: true, force: true });
      }
    },
    SEED_TIMEOUT,
  );

  // Seeding twice costs a minute of CI on the embedded database; the reset's statements are the
  // same on both, and the PostgreSQL leg also holds them to the account rules (helpers/tenancy.ts).
  it.skipIf(TEST_DB_KIND !== 'postgres')(
    'demo:reset deletes the demo seller and seeds her again, as on first start',
    async () => {
      const { removed, report } = await resetDemo(t.db.db, { secrets: t.secrets, appUrl: ORIGIN });
      expect(removed).toBe(true);
      expect(report.orders).toBeGreaterThanOrEqual(250);
      await signInAfterRunner();
      await expectAlive();
    },
    SEED_TIMEOUT,
  );
});
