/**
 * `npm run bench:pooler` (issue 28 §1): Sauda behind a transaction pooler beside Sauda connected
 * directly, in the same run, on the same database. Two server processes: one with DATABASE_URL
 * (direct), one with POOLER_URL (the same server through PgBouncer in transaction pooling). For
 * the orders list (first page) and order creation, each is measured paced (10 clients × 5 reads
 * or 2 orders a second, a busy desk) and closed-loop (10 clients back to back), with `GET /api/health` on each server as
 * the baseline. Target: through the pooler ≤ 1.15× direct (p99 paced; throughput closed-loop).
 *
 *   DATABASE_URL=postgres://…:5432/db POOLER_URL=postgres://…:6432/db npm run bench:pooler
 *
 * Skipped (with a line saying so) without both. Bounded: BENCH_SECONDS (default 8) per measurement.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { orderBody } from '../apps/api/test/helpers/app.ts';
import { startServerProcess } from './server-process.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
/** Requests a second per client when paced: a busy desk, below what one store can take. */
const RATE = { read: 5, create: 2 };

interface Figure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(opts: autocannon.Options, rate: number | null): Promise<Figure> {
  const r = await autocannon({
    connections: CONNECTIONS,
    duration: SECONDS,
    ...(rate ? { connectionRate: rate } : {}),
    ...opts,
  });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.non2xx + r.errors + r.timeouts,
  };
}

async function main() {
  const direct = process.env.DATABASE_URL;
  const pooled = process.env.POOLER_URL;
  if (!direct || !pooled) {
    console.log(
      'bench:pooler skipped: set DATABASE_URL (direct) and POOLER_URL (the same database through PgBouncer in transaction pooling).',
    );
    return;
  }
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'sauda-pooler-')));
  const common = { SIGNUP_RATE_LIMIT_PER_HOUR: '100000', AUTH_RATE_LIMIT_PER_MINUTE: '100000' };
  const a = await startServerProcess({
    ...common,
    DATA_DIR: dirs[0]!,
    DATABASE_URL: direct,
    DATABASE_POOL_MAX: '20',
  });
  const b = await startServerProcess({
    ...common,
    DATA_DIR: dirs[1]!,
    DATABASE_URL: pooled,
    DATABASE_POOL_MAX: '20',
  });
  try {
    const signup = await fetch(`${a.url}/api/v1/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Pooler Bench',
        email: `pooler.${Date.now()}@example.pk`,
        password: 'benchmark-password-2026',
        businessName: 'Pooler Traders',
      }),
    });
    const { token } = ((await signup.json()) as { data: { token: string } }).data;
    const auth = { authorization: `Bearer ${token}` };
    const store = await fetch(`${a.url}/api/v1/stores`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Pooler store', platform: 'sauda' }),
    });
    const storeId = ((await store.json()) as { data: { _id: string } }).data._id;
    const body = JSON.stringify(orderBody(storeId));
    const create: autocannon.Options = {
      url: '',
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body,
    };
    // An order book to list: 300 orders, created through the direct server.
    await autocannon({ ...create, url: `${a.url}/api/v1/orders`, connections: 10, amount: 300 });

    const scenarios: Array<{ name: string; rate: number; opts: (base: string) => autocannon.Options }> = [
      { name: 'GET /api/health', rate: RATE.read, opts: (base) => ({ url: `${base}/api/health` }) },
      {
        name: 'orders list (first page)',
        rate: RATE.read,
        opts: (base) => ({ url: `${base}/api/v1/orders?limit=50`, headers: auth }),
      },
      // One store's orders take their numbers from one counter row, one transaction at a time.
      {
        name: 'order creation',
        rate: RATE.create,
        opts: (base) => ({ ...create, url: `${base}/api/v1/orders` }),
      },
    ];
    console.log(
      `\nSauda through a transaction pooler — ${CONNECTIONS} clients, ${SECONDS} s per measurement; paced, then closed-loop (back to back)\n`,
    );
    const f1 = (n: number) => n.toFixed(1);
    let ok = true;
    for (const sc of scenarios) {
      // Warm-up on both (JIT, pools, PostgreSQL's caches), then each measured in turn.
      for (const s of [a, b]) await autocannon({ ...sc.opts(s.url), connections: CONNECTIONS, duration: 1 });
      const dp = await measure(sc.opts(a.url), sc.rate);
      const pp = await measure(sc.opts(b.url), sc.rate);
      const dc = await measure(sc.opts(a.url), null);
      const pc = await measure(sc.opts(b.url), null);
      const pacedRatio = pp.p99 / Math.max(dp.p99, 0.1);
      const closedRatio = dc.rps / Math.max(pc.rps, 0.1);
      const errors = dp.errors + pp.errors + dc.errors + pc.errors;
      const met = pacedRatio <= 1.15 && closedRatio <= 1.15 && errors === 0;
      if (sc.name !== 'GET /api/health') ok &&= met;
      console.log(
        `${sc.name.padEnd(26)} paced (${sc.rate * CONNECTIONS}/s) p99 direct ${f1(dp.p99)} ms, pooler ${f1(pp.p99)} ms (${pacedRatio.toFixed(2)}×)` +
          ` · closed direct ${dc.rps.toFixed(0)}/s, pooler ${pc.rps.toFixed(0)}/s (${closedRatio.toFixed(2)}× slower)` +
          (errors ? ` · errors ${errors}` : '') +
          (sc.name === 'GET /api/health' ? ' (baseline: no database)' : met ? ' · ok' : ' · MISS'),
      );
    }
    console.log(ok ? '\npooler target met (≤ 1.15×)' : '\npooler target NOT met (≤ 1.15×)');
  } finally {
    await a.stop();
    await b.stop();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
