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
    expect((await t.app.inject({ url: '/api/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    await t.app.inject({ url: '/api/health' });
    await signup(t.app);
    const res = await t.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    const m = res.json();
    expect(m.rssBytes).toBeGreaterThan(1_000_000);
    expect(m.eventLoopDelayMs.max).toBeGreaterThanOrEqual(0);
    expect(m.requests.total).toBeGreaterThanOrEqual(3);
    expect(m.requests.serverErrors).toBe(0);
    // The embedded database's statements are counted where they hold the thread; none on PostgreSQL.
    if (t.db.kind === 'pglite') expect(m.embeddedStatements.count).toBeGreaterThan(0);
    else expect(m.embeddedStatements).toEqual({ count: 0, maxMs: 0, slow: [] });
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
