/**
 * `npm run bench`: HTTP benchmarks of the foundation against a server on 127.0.0.1
 * (PGlite in a temporary folder, or PostgreSQL when DATABASE_URL is set), served by a separate
 * server process. Each figure is reported with its
 * ratio to the baseline measured in the same run (GET /api/health: routing, headers, no database).
 * Bounded: every scenario runs BENCH_SECONDS (default 5) with 10 connections, then it stops.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServerProcess } from './server-process.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

interface Figure {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(name: string, opts: autocannon.Options): Promise<Figure> {
  const r = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts });
  const non2xx = r.non2xx + r.errors + r.timeouts;
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: non2xx };
}

async function main() {
  // The server runs in its own process (as in production); autocannon stays in this one.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sauda-bench-'));
  const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    SIGNUP_RATE_LIMIT_PER_HOUR: '100000',
  });
  const base = server.url;

  const email = `bench.${Date.now()}@example.pk`;
  const password = 'benchmark-password-2026';
  const signup = await fetch(`${base}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench', email, password, businessName: 'Bench Traders' }),
  });
  const token = ((await signup.json()) as { data: { token: string } }).data.token;
  const auth = { authorization: `Bearer ${token}` };
  for (let i = 0; i < 5; i++) {
    await fetch(`${base}/api/v1/stores`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Store ${i}`, platform: 'sauda' }),
    });
  }

  const figures: Figure[] = [];
  figures.push(await measure('baseline GET /api/health', { url: `${base}/api/health` }));
  figures.push(
    await measure('GET /api/v1/auth/session (restore session)', {
      url: `${base}/api/v1/auth/session`,
      headers: auth,
    }),
  );
  figures.push(
    await measure('GET /api/v1/stores (authenticated list)', { url: `${base}/api/v1/stores`, headers: auth }),
  );
  figures.push(
    await measure('POST /api/v1/auth/signin (argon2id verify)', {
      url: `${base}/api/v1/auth/signin`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }),
  );

  const baseline = figures[0]!;
  console.log(`\nSauda benchmarks — ${kind}, ${CONNECTIONS} connections, ${SECONDS} s each\n`);
  console.log(
    'scenario'.padEnd(46) +
      'req/s'.padStart(9) +
      'p50 ms'.padStart(9) +
      'p99 ms'.padStart(9) +
      '  p99 vs baseline  errors',
  );
  for (const f of figures) {
    console.log(
      f.name.padEnd(46) +
        f.rps.toFixed(0).padStart(9) +
        f.p50.toFixed(1).padStart(9) +
        f.p99.toFixed(1).padStart(9) +
        `${(f.p99 / Math.max(baseline.p99, 0.001)).toFixed(1)}×`.padStart(18) +
        String(f.errors).padStart(8),
    );
  }
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
