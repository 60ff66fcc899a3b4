/**
 * One route at saturation, with the server's CPU profile, for finding where a list's time goes:
 *   DATABASE_URL=postgres://… node --import tsx bench/profile-route.ts <path> <email> <password>
 * Starts the real server in its own process with `--cpu-prof` (the profile lands in
 * BENCH_PROFILE_DIR, default /tmp/sauda-prof), signs in, warms up for 3 s, then sends the path from
 * ten closed-loop clients for BENCH_SECONDS (15) and prints req/s and p50 / p99. Open the
 * .cpuprofile in Chrome DevTools. `bench/explain.ts` gives the same path's statements and plans.
 * BENCH_PROFILE=0 runs the server without the profiler: one route's req/s and p99 alone, e.g. to
 * compare settings (docs/decisions/032).
 */
import autocannon from 'autocannon';
import { startServerProcess } from './server-process.ts';

const url = process.env.DATABASE_URL;
const [path, email, password] = process.argv.slice(2);
if (!url || !path || !email || !password) {
  console.log('usage: DATABASE_URL=… node --import tsx bench/profile-route.ts <path> <email> <password>');
  process.exit(1);
}
const dir = process.env.BENCH_PROFILE_DIR ?? '/tmp/sauda-prof';
const profiling = process.env.BENCH_PROFILE !== '0';
if (profiling) process.env.BENCH_SERVER_NODE_ARGS = `--cpu-prof --cpu-prof-dir=${dir}`;
const server = await startServerProcess({
  DATABASE_URL: url,
  DATABASE_POOL_MAX: '20',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
});
try {
  const signin = await fetch(`${server.url}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!signin.ok) throw new Error(`sign-in: ${signin.status} ${await signin.text()}`);
  const token = ((await signin.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };
  await autocannon({ url: `${server.url}${path}`, connections: 10, duration: 3, headers });
  const r = await autocannon({
    url: `${server.url}${path}`,
    connections: 10,
    duration: Number(process.env.BENCH_SECONDS ?? 15),
    headers,
  });
  console.log(
    `${path}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ` +
      `${r.non2xx + r.errors} errors${profiling ? `; the server's profile: ${dir}/*.cpuprofile` : ''}`,
  );
} finally {
  await server.stop();
}
