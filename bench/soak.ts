/**
 * `npm run bench:soak` (issue 24): a busy day compressed. Three sellers, a realistic mix — order
 * lists and pages, new COD and prepaid orders from the catalogue, confirmations, dashboards,
 * products, customers, the public tracking page, static pages, and bookings with the sandbox
 * courier whose parcels keep moving (its sync runs in the server, as in embedded mode) — against a
 * real server process on 127.0.0.1, on PGlite or on PostgreSQL when DATABASE_URL is set.
 *
 * The mix (per 100 requests): 25 order lists, 15 order pages, 6 new orders, 4 confirmations,
 * 6 dashboards, 6 product lists, 5 customer lists, 8 public tracking pages, 15 static pages, 5
 * parcel lists and 5 dispatch lists, each followed by a booking of what it shows.
 *
 * Paced: SOAK_RPS requests a second (default 40, a busy desk) for SOAK_MINUTES (default 5), sent
 * on schedule whatever the answers (latency counted from the scheduled time). Reported per
 * minute: p50/p95/p99, event-loop delay p99 and max (GET /api/metrics), RSS, database size and
 * 5xx. Then closed-loop (saturation): SOAK_CLOSED_SECONDS (default 60) with 16 clients back to
 * back. Sandbox parcels move one step every SOAK_SANDBOX_STEP_SECONDS (default 20). Each phase has its baseline in the same run: GET /api/health, paced and closed-loop.
 * Bounded in count and time; stops by itself.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../apps/api/src/db/client.ts';
import { startServerProcess } from './server-process.ts';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 5);
const RPS = Number(process.env.SOAK_RPS ?? 40);
const CLOSED_SECONDS = Number(process.env.SOAK_CLOSED_SECONDS ?? 60);
const CLOSED_CLIENTS = 16;
const METRICS_TOKEN = 'soak-metrics-token-0123456789';

type Req = { method: string; path: string; body?: unknown; auth?: string; public?: boolean; key?: string };
interface Sample {
  at: number;
  ms: number;
  status: number;
  op: string;
}

const pct = (xs: number[], p: number) => {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const f1 = (n: number) => (Math.round(n * 10) / 10).toFixed(1);
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sauda-soak-'));
  let dbUrl = '';
  let admin: pg.Client | null = null;
  const dbName = `sauda_soak_${Date.now().toString(36)}`;
  if (process.env.DATABASE_URL) {
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = `/${dbName}`;
    dbUrl = u.toString();
  }
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: dbUrl,
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    SIGNUP_RATE_LIMIT_PER_HOUR: '100000',
    STOREFRONT_RATE_LIMIT_PER_MINUTE: '100000',
    CHECKOUT_RATE_LIMIT_PER_MINUTE: '100000',
    RUN_JOBS: 'true',
    JOB_POLL_MS: '500',
    SANDBOX_STEP_SECONDS: process.env.SOAK_SANDBOX_STEP_SECONDS ?? '20',
    METRICS_TOKEN,
    LOG_LEVEL: 'warn',
  });
  const base = server.url;

  const send = async (r: Req): Promise<{ status: number; json: unknown }> => {
    const res = await fetch(base + r.path, {
      method: r.method,
      headers: {
        ...(r.auth ? { authorization: `Bearer ${r.auth}` } : {}),
        ...(r.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(r.key ? { 'idempotency-key': r.key } : {}),
      },
      ...(r.body !== undefined ? { body: JSON.stringify(r.body) } : {}),
    });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* static pages */
    }
    return { status: res.status, json };
  };
  const must = async (r: Req) => {
    const res = await send(r);
    if (res.status >= 300)
      throw new Error(`${r.method} ${r.path}: ${res.status} ${JSON.stringify(res.json)}`);
    return (res.json as { data: Record<string, unknown> & Array<Record<string, unknown>> }).data;
  };

  // Three sellers, each with a store, the sandbox courier, a pickup address and 4 products.
  interface Seller {
    token: string;
    storeId: string;
    courierId: string;
    shipperId: string;
    variants: string[];
    orders: string[];
    pending: string[];
    tracking: string[];
  }
  const sellers: Seller[] = [];
  for (let i = 0; i < 3; i++) {
    const up = await must({
      method: 'POST',
      path: '/api/v1/auth/signup',
      body: {
        name: `Soak ${i}`,
        email: `soak.${i}.${Date.now()}@example.pk`,
        password: 'soak-password-2026',
        businessName: `Soak Traders ${i}`,
      },
    });
    const token = (up as unknown as { token: string }).token;
    const store = await must({
      method: 'POST',
      path: '/api/v1/stores',
      auth: token,
      body: { name: `Soak store ${i}`, platform: 'sauda' },
    });
    const courier = await must({
      method: 'POST',
      path: '/api/v1/courier',
      auth: token,
      body: { courier: 'sandbox', name: 'Sandbox', credentials: {} },
    });
    await must({ method: 'GET', path: `/api/v1/courier/${courier._id}/cites`, auth: token });
    const shipper = await must({
      method: 'POST',
      path: '/api/v1/shippers',
      auth: token,
      body: {
        name: 'Warehouse',
        contactName: 'Bilal',
        phone: '03211234567',
        address: '45 Main Boulevard',
        city: 'Lahore',
      },
    });
    const variants: string[] = [];
    for (let p = 0; p < 4; p++) {
      const prod = await must({
        method: 'POST',
        path: '/api/v1/products',
        auth: token,
        body: {
          title: `Soak kurta ${p}`,
          status: 'active',
          weightGrams: 400,
          options: [{ name: 'Size', values: ['M', 'L'] }],
          variants: [
            { optionValues: ['M'], price: 250_000, inventory: 100_000 },
            { optionValues: ['L'], price: 260_000, inventory: 100_000 },
          ],
        },
      });
      for (const v of prod.variants as unknown as Array<{ _id: string }>) variants.push(v._id);
    }
    sellers.push({
      token,
      storeId: store._id as string,
      courierId: courier._id as string,
      shipperId: shipper._id as string,
      variants,
      orders: [],
      pending: [],
      tracking: [],
    });
  }

  let n = 0;
  const pick = <T>(xs: T[]): T | undefined => xs[Math.floor(Math.random() * xs.length)];
  /** The next request of the mix, and what to remember from its answer. */
  function next(): { op: string; req: Req; after?: (json: unknown) => void } {
    const s = sellers[n++ % sellers.length]!;
    const r = Math.random() * 100;
    const auth = s.token;
    if (r < 25) return { op: 'orders list', req: { method: 'GET', path: '/api/v1/orders?limit=20', auth } };
    if (r < 40 && s.orders.length)
      return { op: 'order page', req: { method: 'GET', path: `/api/v1/orders/${pick(s.orders)}`, auth } };
    if (r < 46) {
      const cod = Math.random() < 0.7;
      return {
        op: 'create order',
        req: {
          method: 'POST',
          path: '/api/v1/orders',
          auth,
          // As the order form sends it (one key per attempt).
          key: `soak-${n}-${Date.now().toString(36)}`,
          body: {
            storeId: s.storeId,
            paymentMethod: cod ? 'COD' : 'prepaid',
            lineItems: [{ variantId: pick(s.variants), quantity: 1 + (n % 2) }],
            shipping: 20_000,
            shippingAddress: {
              name: `Buyer ${n % 200}`,
              phone: `0300${String(1_000_000 + (n % 200))}`,
              address: `House ${n % 90}, Street ${n % 12}, ${['deliver', 'attempt', 'refuse'][n % 3]} lane`,
              city: 'Karachi',
            },
          },
        },
        after: (json) => {
          const o = (json as { data?: { _id: string; status: string } }).data;
          if (!o) return;
          s.orders.push(o._id);
          if (o.status === 'Pending') s.pending.push(o._id);
          if (s.orders.length > 2000) s.orders.splice(0, 1000);
        },
      };
    }
    if (r < 50 && s.pending.length) {
      const id = s.pending.shift()!;
      return {
        op: 'confirm',
        req: { method: 'PUT', path: `/api/v1/orders/${id}/status`, auth, body: { status: 'open' } },
      };
    }
    if (r < 56) return { op: 'dashboard', req: { method: 'GET', path: '/api/v1/dashboard', auth } };
    if (r < 62) return { op: 'products', req: { method: 'GET', path: '/api/v1/products?limit=20', auth } };
    if (r < 67) return { op: 'customers', req: { method: 'GET', path: '/api/v1/customers?limit=20', auth } };
    if (r < 75 && s.tracking.length)
      return {
        op: 'public tracking',
        req: { method: 'GET', path: `/api/v1/orders/tracking/${pick(s.tracking)}` },
      };
    if (r < 90)
      return { op: 'static page', req: { method: 'GET', path: Math.random() < 0.5 ? '/' : '/login' } };
    if (r < 95)
      return {
        op: 'parcels',
        req: { method: 'GET', path: '/api/v1/shipments?view=all&limit=20', auth },
        after: (json) => {
          const rows = (json as { data?: Array<{ trackingNumber: string | null }> }).data ?? [];
          for (const p of rows)
            if (p.trackingNumber && !s.tracking.includes(p.trackingNumber)) s.tracking.push(p.trackingNumber);
          if (s.tracking.length > 200) s.tracking.splice(0, 100);
        },
      };
    // Booking: the dispatch list, then up to 5 of its orders with the sandbox courier.
    return {
      op: 'dispatch',
      req: { method: 'GET', path: '/api/v1/orders/dispatch?limit=5', auth },
      after: (json) => {
        const rows = (json as { data?: Array<{ _id: string }> }).data ?? [];
        if (rows.length === 0) return;
        void timed(
          'book',
          {
            method: 'POST',
            path: '/api/v1/orders/booking',
            auth,
            body: {
              orders: rows.map((o) => ({
                orderId: o._id,
                courierId: s.courierId,
                storeId: s.storeId,
                shipperId: s.shipperId,
                shipmentType: 'standard',
              })),
            },
          },
          performance.now(),
        );
      },
    };
  }

  let samples: Sample[] = [];
  async function timed(op: string, req: Req, scheduled: number, after?: (json: unknown) => void) {
    let status: number;
    try {
      const res = await send(req);
      status = res.status;
      if (status < 300 && after) after(res.json);
    } catch {
      status = 599;
    }
    samples.push({ at: scheduled, ms: performance.now() - scheduled, status, op });
  }

  // Statements that held the embedded database's thread ≥ 50 ms, per phase (reset by each read).
  let phase = 'paced';
  const slowStatements: Array<{ phase: string; ms: number; sql: string }> = [];
  const metrics = async () => {
    const x = (await fetch(`${base}/api/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    }).then((r) => r.json())) as {
      rssBytes: number;
      eventLoopDelayMs: { p99: number; max: number };
      embeddedStatements: { slow: Array<{ ms: number; sql: string }> };
    };
    for (const st of x.embeddedStatements.slow) slowStatements.push({ phase, ...st });
    return x;
  };
  const dbSize = async () => {
    if (admin) return Number((await admin.query(`SELECT pg_database_size('${dbName}') AS n`)).rows[0].n);
    return Number(execFileSync('du', ['-sb', dataDir]).toString().split('\t')[0]);
  };

  /** Sends `rps` requests a second for `seconds`, on schedule; `op` picks each request. */
  async function paced(
    seconds: number,
    rps: number,
    make: () => { op: string; req: Req; after?: (j: unknown) => void },
  ) {
    const start = performance.now();
    const inflight = new Set<Promise<void>>();
    for (let i = 0; i < seconds * rps; i++) {
      const due = start + (i * 1000) / rps;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const m = make();
      const p = timed(m.op, m.req, due, m.after).finally(() => inflight.delete(p));
      inflight.add(p);
    }
    await Promise.all(inflight);
  }

  async function closed(seconds: number, make: () => { op: string; req: Req; after?: (j: unknown) => void }) {
    const end = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: CLOSED_CLIENTS }, async () => {
        while (performance.now() < end) {
          const m = make();
          await timed(m.op, m.req, performance.now(), m.after);
        }
      }),
    );
  }
  const health = () => ({ op: 'health', req: { method: 'GET', path: '/api/health' } });
  const summary = (xs: Sample[]) => {
    const ms = xs.map((x) => x.ms);
    return {
      n: xs.length,
      p50: pct(ms, 50),
      p95: pct(ms, 95),
      p99: pct(ms, 99),
      e5: xs.filter((x) => x.status >= 500).length,
    };
  };

  console.log(
    `\nSauda soak — ${kind}: ${RPS} req/s for ${MINUTES} min, then ${CLOSED_SECONDS} s closed-loop (${CLOSED_CLIENTS} clients)\n`,
  );
  // Baseline, paced.
  samples = [];
  await paced(15, RPS, health);
  const baseP = summary(samples);
  await metrics();

  // The day, paced, minute by minute.
  const rows: string[] = [];
  const perMinute: Array<
    ReturnType<typeof summary> & { eldP99: number; eldMax: number; rss: number; db: number }
  > = [];
  for (let m = 1; m <= MINUTES; m++) {
    samples = [];
    let eldMax = 0;
    let eldP99 = 0;
    const poll = setInterval(() => {
      void metrics().then((x) => {
        eldMax = Math.max(eldMax, x.eventLoopDelayMs.max);
        eldP99 = Math.max(eldP99, x.eventLoopDelayMs.p99);
      });
    }, 5_000);
    await paced(60, RPS, next);
    clearInterval(poll);
    const x = await metrics();
    eldMax = Math.max(eldMax, x.eventLoopDelayMs.max);
    eldP99 = Math.max(eldP99, x.eventLoopDelayMs.p99);
    const rss = x.rssBytes;
    const s = summary(samples);
    const db = await dbSize();
    perMinute.push({ ...s, eldP99, eldMax, rss, db });
    const line = `min ${String(m).padStart(2)}  ${String(s.n).padStart(5)} req  p50 ${f1(s.p50).padStart(6)} ms  p95 ${f1(s.p95).padStart(6)} ms  p99 ${f1(s.p99).padStart(6)} ms  loop p99 ${f1(eldP99).padStart(6)} ms max ${f1(eldMax).padStart(6)} ms  rss ${mb(rss).padStart(9)}  db ${mb(db).padStart(9)}  5xx ${s.e5}`;
    rows.push(line);
    console.log(line);
    if (process.env.SOAK_BY_OP) {
      const ops = [...new Set(samples.map((x) => x.op))].map((op) => ({
        op,
        ...summary(samples.filter((x) => x.op === op)),
      }));
      for (const o of ops.sort((a, b) => b.p99 - a.p99))
        console.log(
          `        ${o.op.padEnd(16)} ${String(o.n).padStart(5)}  p50 ${f1(o.p50).padStart(7)}  p99 ${f1(o.p99).padStart(8)}`,
        );
    }
  }
  const first = perMinute[0]!;
  const last = perMinute.at(-1)!;
  const all = perMinute.reduce((a, b) => ({ e5: a.e5 + b.e5, eldMax: Math.max(a.eldMax, b.eldMax) }), {
    e5: 0,
    eldMax: 0,
  });
  const rssSlope = perMinute.length > 1 ? (last.rss - perMinute[1]!.rss) / (perMinute.length - 2 || 1) : 0;

  // Saturation: baseline then the mix, closed-loop.
  await metrics();
  phase = 'closed';
  samples = [];
  await closed(Math.min(15, CLOSED_SECONDS), health);
  const baseC = summary(samples);
  const baseRps = baseC.n / Math.min(15, CLOSED_SECONDS);
  samples = [];
  await metrics();
  await closed(CLOSED_SECONDS, next);
  const mixC = summary(samples);
  const closedEld = await metrics();

  console.log('');
  console.log(`paced baseline GET /api/health        p50 ${f1(baseP.p50)} ms  p99 ${f1(baseP.p99)} ms`);
  console.log(
    `paced mix, minute ${perMinute.length} vs minute 1        p99 ${f1(last.p99)} ms vs ${f1(first.p99)} ms = ${(last.p99 / first.p99).toFixed(2)}× (target ≤ 1.5×); p99 ${(last.p99 / baseP.p99).toFixed(1)}× the health p99`,
  );
  console.log(`event-loop delay max over the run      ${f1(all.eldMax)} ms (target ≤ 100 ms)`);
  console.log(`5xx over the run                       ${all.e5} (target 0)`);
  console.log(`RSS slope from minute 2                ${mb(rssSlope)} per minute`);
  console.log(`closed-loop health                     ${baseRps.toFixed(0)} req/s  p99 ${f1(baseC.p99)} ms`);
  console.log(
    `closed-loop mix (${CLOSED_CLIENTS} clients)          ${(mixC.n / CLOSED_SECONDS).toFixed(0)} req/s (${(mixC.n / CLOSED_SECONDS / baseRps).toFixed(3)}× health)  p50 ${f1(mixC.p50)} ms  p99 ${f1(mixC.p99)} ms  loop max ${f1(closedEld.eventLoopDelayMs.max)} ms  5xx ${mixC.e5}`,
  );
  const TOP = `SELECT relname, pg_total_relation_size(c.oid) AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
       WHERE s.nspname = 'public' AND c.relkind = 'r' ORDER BY (relname = 'idempotency_keys') DESC, n DESC LIMIT 7`;
  const tables = (rows: Array<{ relname: string; n: unknown }>) =>
    console.log(
      `largest tables (and idempotency keys): ${rows.map((r) => `${r.relname} ${mb(Number(r.n))}`).join(', ')}`,
    );
  if (admin) {
    const big = new pg.Client({ connectionString: dbUrl });
    await big.connect();
    tables((await big.query(TOP)).rows);
    await big.end();
  }
  await server.stop();
  if (process.env.SOAK_SERVER_OUTPUT) fs.writeFileSync(process.env.SOAK_SERVER_OUTPUT, server.output());
  // What held the embedded database's thread (GET /api/metrics embeddedStatements), worst first.
  if (slowStatements.length) {
    const worst = new Map<string, { phase: string; n: number; max: number }>();
    for (const st of slowStatements) {
      const key = `${st.phase}|${st.sql.slice(0, 90)}`;
      const w = worst.get(key) ?? { phase: st.phase, n: 0, max: 0 };
      w.n++;
      w.max = Math.max(w.max, st.ms);
      worst.set(key, w);
    }
    console.log('statements that held the embedded thread ≥ 50 ms (phase, count, max, statement):');
    for (const [key, w] of [...worst].sort((a, b) => b[1].max - a[1].max).slice(0, 15))
      console.log(
        `  ${w.phase.padEnd(6)} ×${String(w.n).padEnd(3)} ${String(w.max).padStart(4)} ms  ${key.slice(key.indexOf('|') + 1)}`,
      );
  }
  if (!admin) {
    const lite = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
    tables((await lite.query<{ relname: string; n: unknown }>(TOP)).rows);
    await lite.close();
  }
  if (admin) {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
  if (process.env.SOAK_KEEP_DATA) console.log(`data kept in ${dataDir}`);
  else fs.rmSync(dataDir, { recursive: true, force: true });
  const ok = all.e5 === 0 && all.eldMax <= 100 && last.p99 <= 1.5 * first.p99;
  console.log(ok ? '\nsoak targets met' : '\nsoak targets NOT met');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
