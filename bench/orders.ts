/**
 * Order desk benchmarks against a large order book in PostgreSQL (issue #3):
 *   DATABASE_URL=postgres://… npm run bench:orders      (generates BENCH_ORDERS=1,000,000 if missing)
 * For each scenario the API is measured at 10 concurrent connections, and beside it the very
 * statements the API issued for that request (captured from Drizzle) are replayed directly
 * through pg by 10 concurrent clients, in the same run. Targets: list p99 ≤ 25 ms, search p95 ≤
 * 30 ms, dashboard ≤ 100 ms, API ≤ 1.5× the direct queries.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { parseEnv } from '../apps/api/src/config/env.ts';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { BENCH_EMAIL, BENCH_PASSWORD, generate } from './generate-orders.ts';
import { PREPARED_STATEMENTS, startServerProcess } from './server-process.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
/** Each of the ten clients sends this many requests a second (a busy desk, not a flood). */
const RATE = Number(process.env.BENCH_RATE ?? 5);

interface Stats {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
}

function percentiles(samples: number[], seconds: number): Stats {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
  // p97.5 is what autocannon reports between p90 and p99; it stands in for (and is stricter than) p95.
  return { p50: at(0.5), p95: at(0.975), p99: at(0.99), rps: s.length / seconds };
}

/** `paced`: each client sends RATE a second (a busy desk); otherwise as fast as answers come (saturation). */
async function direct(
  pool: pg.Pool,
  statements: Array<{ sql: string; params: unknown[] }>,
  paced = true,
  seconds = SECONDS,
): Promise<Stats> {
  const samples: number[] = [];
  const until = Date.now() + seconds * 1000;
  const gap = paced ? 1000 / RATE : 0;
  await Promise.all(
    // All clients start together, as autocannon's connections do.
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const t0 = performance.now();
        // The same statements, in the same order, one after another as the request issued them.
        // As an object, so the pool names it as the server's does when prepared statements are on.
        for (const st of statements) await pool.query({ text: st.sql, values: st.params });
        const took = performance.now() - t0;
        samples.push(took);
        if (gap) await new Promise((r) => setTimeout(r, Math.max(0, gap - took)));
      }
    }),
  );
  return percentiles(samples, seconds);
}

async function api(
  url: string,
  headers: Record<string, string>,
  paced = true,
): Promise<Stats & { errors: number }> {
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    ...(paced ? { connectionRate: RATE } : {}),
    duration: SECONDS,
    headers,
  });
  return {
    p50: r.latency.p50,
    p95: r.latency.p97_5 ?? r.latency.p90,
    p99: r.latency.p99,
    rps: r.requests.average,
    errors: r.non2xx + r.errors + r.timeouts,
  };
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log(
      'bench:orders skipped: set DATABASE_URL to a PostgreSQL database (1M orders are generated into it).',
    );
    return;
  }
  const check = new pg.Client({ connectionString: url });
  await check.connect();
  const have = await check
    .query<{ n: string }>(
      `SELECT count(*) AS n FROM orders o JOIN memberships m ON m.account_id = o.account_id JOIN users u ON u.id = m.user_id WHERE u.email = $1`,
      [BENCH_EMAIL],
    )
    .catch(() => ({ rows: [{ n: '0' }] }));
  await check.end();
  const wanted = Number(process.env.BENCH_ORDERS ?? 1_000_000);
  if (Number(have.rows[0]?.n ?? 0) < wanted) {
    console.log(`Generating ${wanted.toLocaleString('en')} orders (once)…`);
    await generate(url, wanted);
  }

  let capture: Array<{ sql: string; params: unknown[] }> | null = null;
  const database = openPostgres(url, 20, (sql, params) => capture?.push({ sql, params }), {
    prepared: PREPARED_STATEMENTS,
  });
  const app = await buildApp({
    env: parseEnv({ LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_PER_MINUTE: '100000' }),
    database,
    serveWeb: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  // The app above only captures the statements each request issues; the load goes to a real
  // server process, so autocannon does not share the server's event loop.
  const server = await startServerProcess({
    DATABASE_URL: url,
    DATABASE_POOL_MAX: '20',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  });
  const signin = await fetch(`${base}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
  });
  const token = ((await signin.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };

  const first = (await (await fetch(`${base}/api/v1/orders?limit=50`, { headers })).json()) as {
    data: Array<{ shipmentDetails: { addresses: Array<{ phone: string }> } }>;
  };
  const phone = first.data[0]!.shipmentDetails.addresses[0]!.phone;
  const deep = (await (await fetch(`${base}/api/v1/orders?limit=50&page=400`, { headers })).json()) as {
    meta: { nextCursor: string };
  };
  const day = (offset: number) =>
    new Date(Date.now() + 5 * 3600_000 - offset * 86_400_000).toISOString().slice(0, 10);

  const scenarios: Array<{ name: string; path: string; target: string; limit: (s: Stats) => boolean }> = [
    {
      name: 'list: first page',
      path: '/api/v1/orders?limit=50',
      target: 'p99 ≤ 25',
      limit: (s) => s.p99 <= 25,
    },
    {
      name: 'list: page 400 (offset)',
      path: '/api/v1/orders?limit=50&page=400',
      target: 'p99 ≤ 25',
      limit: (s) => s.p99 <= 25,
    },
    {
      name: 'list: page 401 (cursor)',
      path: `/api/v1/orders?limit=50&cursor=${deep.meta.nextCursor}`,
      target: 'p99 ≤ 25',
      limit: (s) => s.p99 <= 25,
    },
    {
      name: 'list: status + 60-day range',
      path: `/api/v1/orders?limit=50&status=Delivered&startDate=${day(60)}&endDate=${day(0)}`,
      target: 'p99 ≤ 25',
      limit: (s) => s.p99 <= 25,
    },
    {
      name: 'search: phone',
      path: `/api/v1/orders?limit=50&search=${phone}`,
      target: 'p95 ≤ 30',
      limit: (s) => s.p95 <= 30,
    },
    {
      name: 'search: buyer name',
      path: '/api/v1/orders?limit=50&search=zainab',
      target: 'p95 ≤ 30',
      limit: (s) => s.p95 <= 30,
    },
    {
      name: 'palette: /v1/search',
      path: '/api/v1/search?search=zainab&status=open&limit=50',
      target: 'p95 ≤ 30',
      limit: (s) => s.p95 <= 30,
    },
    { name: 'dashboard', path: '/api/v1/dashboard', target: 'p99 ≤ 100', limit: (s) => s.p99 <= 100 },
  ];

  const rows: string[] = [];
  // BENCH_ONLY=<regex> measures only the matching scenarios, as bench:catalogue does.
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
  for (const sc of scenarios) {
    if (only && !only.test(sc.name)) continue;
    capture = [];
    const res = await fetch(`${base}${sc.path}`, { headers });
    if (!res.ok) throw new Error(`${sc.path}: ${res.status} ${await res.text()}`);
    const statements = capture;
    capture = null;
    // Warm up (JIT, connection pool, PostgreSQL caches) before measuring, the API and the direct
    // clients alike: a pool's first connections (new backends, empty caches) would otherwise land in
    // the direct side's first paced run and flatter the API's ratio against it.
    await autocannon({ url: `${server.url}${sc.path}`, connections: CONNECTIONS, duration: 2, headers });
    await direct(database.pool, statements, false, 2);
    const a = await api(`${server.url}${sc.path}`, headers);
    const d = await direct(database.pool, statements);
    // Saturation: the same ten clients with no pause between answers, API and direct alike.
    const ac = await api(`${server.url}${sc.path}`, headers, false);
    const dc = await direct(database.pool, statements, false);
    const ratio = a.p99 / Math.max(d.p99, 0.01);
    const ok = sc.limit(a) && ratio <= 1.5;
    const okClosed = sc.limit(ac);
    rows.push(
      [
        sc.name.padEnd(30),
        String(statements.length).padStart(4),
        `${a.p50.toFixed(1)} / ${a.p95.toFixed(1)} / ${a.p99.toFixed(1)}`.padStart(22),
        `${d.p99.toFixed(1)}`.padStart(7),
        `${ratio.toFixed(2)}×`.padStart(7),
        `${ac.rps.toFixed(0)}/s ${ac.p95.toFixed(1)} / ${ac.p99.toFixed(1)}`.padStart(22),
        `${dc.rps.toFixed(0)}/s ${dc.p99.toFixed(1)}`.padStart(15),
        `${(ac.rps / Math.max(dc.rps, 1)).toFixed(2)}×`.padStart(6),
        sc.target.padStart(10),
        (ok ? 'ok' : 'MISS').padStart(5),
        (okClosed ? 'ok' : 'MISS').padStart(5),
        a.errors + ac.errors ? ` errors=${a.errors + ac.errors}` : '',
      ].join(' '),
    );
  }
  console.log(
    `\nOrder desk — PostgreSQL (prepared statements ${PREPARED_STATEMENTS ? 'on' : 'off'}), ${CONNECTIONS} clients, ${SECONDS} s per measurement (ms: p50 / p97.5 / p99; p97.5 checked against the p95 targets)` +
      `\n  paced: each client ${RATE} req/s (a busy desk), API beside the same statements sent directly (p99 ×);` +
      `\n  closed: the ten clients send as fast as answers come (saturation): req/s and p97.5 / p99, API beside direct (req/s ×)\n`,
  );
  console.log(
    [
      'scenario'.padEnd(30),
      'sql'.padStart(4),
      'paced API'.padStart(22),
      'pg p99'.padStart(7),
      'p99 ×'.padStart(7),
      'closed API'.padStart(22),
      'closed pg'.padStart(15),
      'rps ×'.padStart(6),
      'target'.padStart(10),
      'paced'.padStart(5),
      'closed'.padStart(5),
    ].join(' '),
  );
  for (const r of rows) console.log(r);
  await server.stop();
  await app.close();
  await database.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
