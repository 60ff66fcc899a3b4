/**
 * Issue 11 §8: Sauda outgrows one machine as PostgreSQL plus any number of stateless API
 * processes and workers. Two API server processes and two workers on one database, as deployed
 * (docs/operations.md): a session made on one works on the other; rate limits and idempotency hold
 * across both; 2,000 jobs run exactly once; a worker killed mid-job has its job taken over after
 * the lease, from its last checkpoint.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../src/lib/ids.ts';
import { createTestDatabase, TEST_DB_KIND, type TestDatabase } from './helpers/db.ts';
import { REPO_ROOT } from './helpers/paths.ts';

const SECRETS_KEY = Buffer.alloc(32, 7).toString('base64');
const children: ChildProcess[] = [];
let db: TestDatabase;

function start(script: 'server' | 'worker', env: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, `apps/api/src/${script}.ts`)],
    {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: db.url!,
        SECRETS_KEY,
        PORT: '0',
        HOST: '127.0.0.1',
        PUBLIC_URL: 'http://sauda.test',
        WEB_DIST: '/nonexistent',
        LOG_LEVEL: 'info',
        SEED_DEMO: 'false',
        RUN_JOBS: 'false',
        JOB_POLL_MS: '100',
        JOB_LEASE_SECONDS: '2',
        AUTH_RATE_LIMIT_PER_MINUTE: '5',
        SIGNUP_RATE_LIMIT_PER_HOUR: '1000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start:\n${out}`)), 60_000);
    const check = () => {
      const port = out.match(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/)?.[1];
      if (script === 'server' && port && out.includes('Sauda is running')) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
      if (script === 'worker' && out.includes('worker started')) {
        clearTimeout(timer);
        resolve('');
      }
    };
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    child.on('exit', (code) => reject(new Error(`${script} exited (${code}):\n${out}`)));
  });
  return { child, ready, output: () => out };
}

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await db?.close();
});

describe.runIf(TEST_DB_KIND === 'postgres')('two API processes and two workers on one PostgreSQL', () => {
  let a: string;
  let b: string;
  let token: string;
  let accountId: string;
  const call = (
    base: string,
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    fetch(`${base}/api${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });

  beforeAll(async () => {
    db = await createTestDatabase();
    const servers = [start('server'), start('server')];
    [a, b] = (await Promise.all(servers.map((s) => s.ready))) as [string, string];
    const up = await fetch(`${a}/api/v1/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Scale Out',
        email: `scale.${Date.now()}@example.pk`,
        password: 'kinnow-orchard-42',
        businessName: 'Scale Traders',
      }),
    });
    expect(up.status).toBe(201);
    const data = ((await up.json()) as { data: { token: string; user: { accountId?: string } } }).data;
    token = data.token;
    accountId = (await db.sql<{ account_id: string }>('SELECT account_id FROM sessions LIMIT 1'))[0]!
      .account_id;
  }, 90_000);

  it('takes a session made on one process on the other, and ends it everywhere', async () => {
    expect((await call(b, 'GET', '/v1/auth/session')).status).toBe(200);
    const temp = await fetch(`${b}/api/v1/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: (await db.sql<{ email: string }>('SELECT email FROM users LIMIT 1'))[0]!.email,
        password: 'kinnow-orchard-42',
      }),
    });
    const other = ((await temp.json()) as { data: { token: string } }).data.token;
    expect(
      (await fetch(`${a}/api/v1/auth/logout`, { headers: { authorization: `Bearer ${other}` } })).status,
    ).toBe(200);
    expect(
      (await fetch(`${b}/api/v1/auth/session`, { headers: { authorization: `Bearer ${other}` } })).status,
    ).toBe(401);
  });

  it('counts a rate limit across both processes', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await fetch(`${i % 2 ? b : a}/api/v1/auth/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `nobody.${i}@example.pk` }),
      });
      codes.push(res.status);
    }
    // 5 a minute per client address, whichever process answers.
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });

  it('replays an Idempotency-Key sent to both processes at once: one order', async () => {
    const store = await call(a, 'POST', '/v1/stores', { name: 'Scale store', platform: 'sauda' });
    const storeId = ((await store.json()) as { data: { _id: string } }).data._id;
    const product = await call(a, 'POST', '/v1/products', {
      title: 'Scale kurta',
      status: 'active',
      weightGrams: 300,
      options: [],
      variants: [{ price: 150_000, inventory: 50 }],
    });
    const variantId = ((await product.json()) as { data: { variants: Array<{ _id: string }> } }).data
      .variants[0]!._id;
    const body = {
      storeId,
      paymentMethod: 'prepaid',
      lineItems: [{ variantId, quantity: 1 }],
      shipping: 0,
      shippingAddress: { name: 'Hina', phone: '03001234567', address: 'House 1, Street 2', city: 'Lahore' },
    };
    const key = { 'idempotency-key': `scale-${Date.now()}` };
    const answers = await Promise.all(
      [a, b, a, b].map(async (base) => {
        const res = await call(base, 'POST', '/v1/orders', body, key);
        return { status: res.status, json: (await res.json()) as { data?: { _id: string }; code?: string } };
      }),
    );
    const created = answers.filter((x) => x.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    // Every answer is the same order, or a clear 409 while the first is still being made.
    for (const x of answers) {
      if (x.status === 201) expect(x.json.data!._id).toBe(created[0]!.json.data!._id);
      else expect(x.status).toBe(409);
    }
    const n = await db.sql<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE account_id = $1', [
      accountId,
    ]);
    expect(n[0]!.n).toBe(1);
  });

  it('runs 2,000 jobs exactly once between two workers, and takes over from a worker killed mid-job', async () => {
    const courier = await call(a, 'POST', '/v1/courier', {
      courier: 'sandbox',
      name: 'Sandbox',
      credentials: {},
    });
    const courierAccountId = ((await courier.json()) as { data: { _id: string } }).data._id;
    // Keep the workers' own scheduler from adding syncs of this account while we count.
    await db.sql(
      `UPDATE courier_accounts SET next_sync_at = now() + interval '1 day' WHERE account_id = $1`,
      [accountId],
    );
    const ids = Array.from({ length: 2000 }, () => uuidv7());
    await db.sql(
      `INSERT INTO jobs (id, account_id, type, status, payload)
       SELECT id, $1, 'courier_sync', 'queued', $2::jsonb FROM unnest($3::uuid[]) AS id`,
      [accountId, JSON.stringify({ courierAccountId }), ids],
    );
    const workers = [
      start('worker', { JOB_LANES: 'sync=3' }),
      start('worker', { JOB_LANES: 'sync=3,bulk=0' }),
    ];
    await Promise.all(workers.map((w) => w.ready));
    const until = Date.now() + 120_000;
    for (;;) {
      const [left] = await db.sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM jobs WHERE id = ANY($1::uuid[]) AND status <> 'succeeded'`,
        [ids],
      );
      if (left!.n === 0) break;
      if (Date.now() > until) throw new Error(`${left!.n} jobs still not done`);
      await new Promise((r) => setTimeout(r, 250));
    }
    const [claims] = await db.sql<{ once: number; more: number }>(
      `SELECT count(*) FILTER (WHERE attempts = 1)::int AS once, count(*) FILTER (WHERE attempts <> 1)::int AS more
       FROM jobs WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    expect(claims).toEqual({ once: 2000, more: 0 });
    for (const w of workers) expect(w.output()).not.toMatch(/job failed/);

    // A long import: the worker that takes it is killed between checkpoints; the other finishes it.
    const rows = Array.from(
      { length: 150 },
      (_, i) =>
        `Buyer ${i},0300${String(1_000_000 + i)},"House ${i}, Street 4",Karachi,Scale kurta,1,1500,COD`,
    );
    const store = (
      await db.sql<{ id: string }>('SELECT id FROM stores WHERE account_id = $1 LIMIT 1', [accountId])
    )[0]!.id;
    const upload = await fetch(`${a}/api/v1/orders/imports?storeId=${store}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
      body: ['Name,Phone,Address,City,Product,Qty,Price,Payment', ...rows].join('\n'),
    });
    expect(upload.status).toBe(202);
    const jobId = ((await upload.json()) as { data: { _id: string } }).data._id;
    // Only the first worker runs the bulk lane, so the import is surely in its hands.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [job] = await db.sql<{ progress: number }>('SELECT progress FROM jobs WHERE id = $1', [jobId]);
      if (job!.progress > 0) break;
      if (Date.now() > deadline) throw new Error('import never started');
      await new Promise((r) => setTimeout(r, 20));
    }
    const holder = workers[0]!;
    holder.child.kill('SIGKILL');
    const [held] = await db.sql<{ status: string; progress: number }>(
      'SELECT status, progress FROM jobs WHERE id = $1',
      [jobId],
    );
    expect(held).toMatchObject({ status: 'running' });
    expect(held!.progress).toBeLessThan(150);
    // A new worker (as a supervisor would restart it) takes the job over once the lease runs out.
    const replacement = start('worker', { JOB_LANES: 'sync=0,booking=0,messages=0' });
    await replacement.ready;
    const until2 = Date.now() + 90_000;
    let job: { status: string; progress: number; attempts: number } | undefined;
    for (;;) {
      [job] = await db.sql<{ status: string; progress: number; attempts: number }>(
        'SELECT status, progress, attempts FROM jobs WHERE id = $1',
        [jobId],
      );
      if (job!.status === 'succeeded' || Date.now() > until2) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(job).toMatchObject({ status: 'succeeded', progress: 150, attempts: 2 });
    // Every row once: nothing made twice by the worker that took over from the last checkpoint.
    const [orders] = await db.sql<{ n: number; phones: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT ship_phone)::int AS phones FROM orders
       WHERE account_id = $1 AND ship_name LIKE 'Buyer %'`,
      [accountId],
    );
    expect(orders).toEqual({ n: 150, phones: 150 });
  }, 240_000);
});
