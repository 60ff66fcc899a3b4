import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signup, type TestContext } from './helpers/app.ts';

const TOKEN = 'metrics-token-for-tests-0123';
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => t.close());

describe('GET /api/metrics (operators, issue 24)', () => {
  it('answers only the metrics token, with memory, event-loop delay and request counts', async () => {
    const read = () => t.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    // The figures are the process's, and test files share a worker's process: compare with a first read.
    const before = (await read()).json();
    expect((await t.app.inject({ url: '/api/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    await t.app.inject({ url: '/api/health' });
    await signup(t.app);
    const res = await read();
    expect(res.statusCode).toBe(200);
    const m = res.json();
    expect(m.rssBytes).toBeGreaterThan(1_000_000);
    expect(m.eventLoopDelayMs.max).toBeGreaterThanOrEqual(0);
    expect(m.requests.total - before.requests.total).toBeGreaterThanOrEqual(3);
    expect(m.requests.serverErrors - before.requests.serverErrors).toBe(0);
    // The embedded database's statements are counted where they hold the thread; none on PostgreSQL.
    if (t.db.kind === 'pglite')
      expect(m.embeddedStatements.count).toBeGreaterThan(before.embeddedStatements.count);
    else expect(m.embeddedStatements.count).toBe(before.embeddedStatements.count);
  });

  it('writes one log line per API request and none for health checks', async () => {
    const before = t.logs.length;
    await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: '/api/v1/stores' });
    const lines = t.logs
      .slice(before)
      .map((l) => JSON.parse(l) as { msg: string; url?: string; status?: number });
    expect(lines.filter((l) => l.url?.startsWith('/api/health'))).toEqual([]);
    expect(lines.filter((l) => l.url === '/api/v1/stores')).toEqual([
      expect.objectContaining({ msg: 'request', status: 401 }),
    ]);
  });
});
