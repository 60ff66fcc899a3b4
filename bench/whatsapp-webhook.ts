/**
 * `npm run bench:webhook` (in `npm run bench`; issue 27 §5): how many of Meta's webhook deliveries
 * Sauda acknowledges a second, and how fast. Each delivery is a signed status (the documentation's
 * shape, `apps/api/test/fakes/whatsapp.ts`), checked and queued as a job before the 200. Paced
 * (WEBHOOK_BENCH_RPS a second, default 500; latency from the scheduled time) and closed-loop (16
 * senders back to back), each beside `GET /api/health` measured the same way in the same run.
 * Target: ≥ 500 deliveries/s acknowledged with p99 ≤ 50 ms. Runs on the database in use
 * (`DATABASE_URL` for PostgreSQL). Bounded; stops by itself.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { metaSignature, statusDelivery } from '../apps/api/test/fakes/whatsapp.ts';
import { startServerProcess } from './server-process.ts';

const RPS = Number(process.env.WEBHOOK_BENCH_RPS ?? 500);
const SECONDS = Number(process.env.WEBHOOK_BENCH_SECONDS ?? 15);
const CLOSED_SECONDS = 10;
const CLIENTS = 16;
const SECRET = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const NUMBER = '106540352242922';
const METRICS = crypto.randomBytes(16).toString('hex');

/**
 * The load generator shares the machine's two cores with Sauda and PostgreSQL: it sends with
 * Node's own `http` on kept-alive sockets (a fraction of `fetch`'s CPU a request), so less of what
 * is measured is the generator. Health and deliveries go the same way, so their ratio stays fair.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
function send(url: string, method: 'GET' | 'POST', headers: Record<string, string> = {}, body?: string) {
  return new Promise<number>((resolve, reject) => {
    const req = http.request(url, { method, agent, headers, timeout: 30_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

const pct = (xs: number[], p: number) => {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const f1 = (n: number) => n.toFixed(1);

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sauda-webhook-'));
  const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    SIGNUP_RATE_LIMIT_PER_HOUR: '100000',
    // No Meta here: the settings save unchecked (the intake is what is measured).
    WHATSAPP_API_URL: 'http://127.0.0.1:9/v21.0',
    SECRETS_KEY: crypto.randomBytes(32).toString('base64'),
    METRICS_TOKEN: METRICS,
    // The statuses are applied by the same process, as on a one-machine install (RUN_JOBS=false
    // measures the intake alone).
    RUN_JOBS: process.env.RUN_JOBS ?? 'true',
  });
  const base = server.url;
  try {
    const signup = await fetch(`${base}/api/v1/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Webhook Bench',
        email: `webhook.${Date.now()}@example.pk`,
        password: 'benchmark-password-2026',
        businessName: 'Webhook Traders',
      }),
    });
    const { token, user } = (
      (await signup.json()) as { data: { token: string; user: { accountId: string } } }
    ).data;
    const saved = await fetch(`${base}/api/v1/settings/whatsapp`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        phoneNumberId: NUMBER,
        accessToken: 'EAAG-bench-token-00000000000000001',
        appSecret: SECRET,
      }),
    });
    if (!saved.ok) throw new Error(`settings: ${saved.status} ${await saved.text()}`);
    const url = `${base}/api/v1/webhooks/whatsapp/${user.accountId}`;

    // Distinct messages and statuses, signed ahead of time as Meta would send them.
    const statuses = ['sent', 'delivered', 'read'];
    const bodies = Array.from({ length: 3000 }, (_, i) => {
      const raw = JSON.stringify(
        statusDelivery(NUMBER, [{ id: `wamid.bench${Math.floor(i / 3)}`, status: statuses[i % 3]! }]),
      );
      return { raw, signature: metaSignature(SECRET, raw) };
    });
    let next = 0;
    let non200 = 0;
    let acked = 0;
    const deliver = async () => {
      const b = bodies[next++ % bodies.length]!;
      try {
        const status = await send(
          url,
          'POST',
          {
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(b.raw)),
            'x-hub-signature-256': b.signature,
          },
          b.raw,
        );
        if (status !== 200) non200++;
        else acked++;
      } catch {
        non200++; // refused or timed out: Meta would retry it
      }
    };
    const health = async () => {
      await send(`${base}/api/health`, 'GET').catch(() => 0);
    };

    /** What the server saw since the last call: its slowest embedded statements (the tail's cause). */
    async function serverSide() {
      const res = await fetch(`${base}/api/metrics`, { headers: { authorization: `Bearer ${METRICS}` } });
      const m = (await res.json()) as {
        eventLoopDelayMs: { p99: number; max: number };
        jobsFinished: Record<string, { succeeded: number; failed: number }>;
        embeddedStatements: { count: number; maxMs: number; slow: Array<{ ms: number; sql: string }> };
      };
      return m;
    }
    async function paced(fn: () => Promise<void>, rps: number, seconds: number) {
      const out: number[] = [];
      const start = performance.now();
      const all: Array<Promise<void>> = [];
      for (let i = 0; i < rps * seconds; i++) {
        const due = start + (i * 1000) / rps;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        all.push(fn().finally(() => out.push(performance.now() - due)));
      }
      await Promise.all(all);
      return { rps: out.length / ((performance.now() - start) / 1000), p50: pct(out, 50), p99: pct(out, 99) };
    }
    async function closed(fn: () => Promise<void>, seconds: number) {
      const out: number[] = [];
      const end = performance.now() + seconds * 1000;
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (performance.now() < end) {
            const t0 = performance.now();
            await fn();
            out.push(performance.now() - t0);
          }
        }),
      );
      return { rps: out.length / seconds, p50: pct(out, 50), p99: pct(out, 99) };
    }

    await paced(deliver, 100, 2); // warm-up
    console.log(
      `\nSauda webhook intake — ${kind}: signed status deliveries, ${RPS}/s for ${SECONDS} s, then ${CLOSED_SECONDS} s closed-loop (${CLIENTS})\n`,
    );
    const h = await paced(health, RPS, SECONDS);
    await serverSide(); // from here on
    const d = await paced(deliver, RPS, SECONDS);
    const ds = await serverSide();
    const hc = await closed(health, CLOSED_SECONDS);
    const dc = await closed(deliver, CLOSED_SECONDS);
    console.log(`paced ${RPS}/s   health      p50 ${f1(h.p50)} ms  p99 ${f1(h.p99)} ms`);
    console.log(
      `paced ${RPS}/s   deliveries  ${d.rps.toFixed(0)}/s acknowledged  p50 ${f1(d.p50)} ms  p99 ${f1(d.p99)} ms (${(d.p99 / h.p99).toFixed(1)}× health; target ≤ 50 ms)`,
    );
    const slow = [...ds.embeddedStatements.slow].sort((a, b) => b.ms - a.ms);
    console.log(
      `               server during it: event-loop delay p99 ${f1(ds.eventLoopDelayMs.p99)} ms, max ${f1(ds.eventLoopDelayMs.max)} ms` +
        (ds.embeddedStatements.count > 0
          ? `; slowest embedded statement ${f1(ds.embeddedStatements.maxMs)} ms${slow.length ? ` (${slow.length} of 50 ms or more, e.g. ${slow[0]!.ms} ms: ${slow[0]!.sql.slice(0, 70)})` : ''}`
          : ''),
    );
    console.log(`closed-loop    health      ${hc.rps.toFixed(0)} req/s  p99 ${f1(hc.p99)} ms`);
    console.log(
      `closed-loop    deliveries  ${dc.rps.toFixed(0)}/s (${(dc.rps / hc.rps).toFixed(2)}× health; target ≥ 500/s)  p50 ${f1(dc.p50)} ms  p99 ${f1(dc.p99)} ms`,
    );
    console.log(`deliveries not acknowledged (other status, refused or timed out): ${non200}`);
    // Every acknowledged delivery is applied (one job each): how long after the last answer.
    let applied = true;
    if ((process.env.RUN_JOBS ?? 'true') === 'true') {
      const t0 = performance.now();
      let done = 0;
      let failed = 0;
      while (performance.now() - t0 < 120_000) {
        const m = await serverSide();
        done = m.jobsFinished.whatsapp_webhook?.succeeded ?? 0;
        failed = m.jobsFinished.whatsapp_webhook?.failed ?? 0;
        if (done + failed >= acked) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      applied = done === acked && failed === 0;
      console.log(
        `applied by the same process: ${done} of ${acked} deliveries (${failed} failed), the last ${f1((performance.now() - t0) / 1000)} s after the last answer`,
      );
    } else console.log('statuses not applied (RUN_JOBS=false: the intake alone)');
    const ok = d.p99 <= 50 && dc.rps >= 500 && d.rps >= RPS * 0.95 && non200 === 0 && applied;
    console.log(ok ? '\nwebhook targets met' : '\nwebhook targets NOT met');
  } finally {
    agent.destroy();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
