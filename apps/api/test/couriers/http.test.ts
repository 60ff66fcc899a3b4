/** quality-checks Q7: timeouts, bounded retries with backoff and jitter, Retry-After, circuit breaker. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CircuitBreaker, CourierHttp } from '../../src/couriers/http.ts';
import { CourierError } from '../../src/couriers/types.ts';
import { startFakeServer, type FakeServer } from '../fakes/fake-server.ts';

let fake: FakeServer;
let busy = 0;
beforeAll(async () => {
  fake = await startFakeServer({
    'GET /ok': () => ({ json: { ok: true } }),
    'POST /book': () => ({ json: { ok: true } }),
    'GET /busy': () =>
      busy-- > 0
        ? { status: 429, json: { m: 'slow' }, headers: { 'retry-after': '2' } }
        : { json: { ok: true } },
  });
});
afterAll(() => fake.close());

function client(o: { retries?: number; breaker?: CircuitBreaker } = {}) {
  const waits: number[] = [];
  const http = new CourierHttp({
    baseUrl: fake.url,
    courierName: 'TestEx',
    timeoutMs: 300,
    retries: o.retries ?? 2,
    maxWaitMs: 5_000,
    breaker: o.breaker ?? new CircuitBreaker(1000),
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  return { http, waits };
}
const hitsOf = (path: string) => fake.hits.filter((h) => h.path === path).length;
const failure = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (err) {
    return err as CourierError;
  }
  throw new Error('expected a failure');
};

describe('courier HTTP client', () => {
  it('times out; a read is retried a bounded number of times with growing, jittered waits', async () => {
    const { http, waits } = client();
    fake.inject('GET /ok', 'timeout', 'timeout', 'timeout');
    const before = hitsOf('/ok');
    const err = await failure(http.request('GET', '/ok'));
    expect(err).toBeInstanceOf(CourierError);
    expect(err.kind).toBe('unavailable');
    expect(err.message).toBe('TestEx did not answer in time');
    expect(hitsOf('/ok') - before).toBe(3);
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(200);
    expect(waits[0]).toBeLessThan(400);
    expect(waits[1]).toBeGreaterThanOrEqual(400);
    expect(waits[1]).toBeLessThan(800);
  });

  it('never repeats a booking after a timeout or a 500: it reports it as ambiguous', async () => {
    const { http } = client();
    for (const fault of ['timeout', '500-after', 'reset-after'] as const) {
      fake.inject('POST /book', fault);
      const before = hitsOf('/book');
      const err = await failure(http.request('POST', '/book', { json: {} }));
      expect(err.kind, fault).toBe('ambiguous');
      expect(hitsOf('/book') - before).toBe(1);
    }
  });

  it('retries a 429 even for a booking, waiting as long as Retry-After says', async () => {
    const { http, waits } = client();
    busy = 1;
    const res = await http.request('GET', '/busy');
    expect(res.body).toEqual({ ok: true });
    expect(waits).toEqual([2000]);
    fake.inject('POST /book', '429');
    expect((await http.request('POST', '/book', { json: {} })).status).toBe(200);
  });

  it('gives up on 429 after its retries, saying when to come back', async () => {
    const { http } = client({ retries: 1 });
    busy = 5;
    const err = await failure(http.request('GET', '/busy'));
    expect(err.kind).toBe('unavailable');
    expect(err.retryAfter).toBe(2);
    busy = 0;
  });

  it('opens the circuit after repeated failures: calls fail at once without reaching the courier, then a trial call closes it', async () => {
    let now = 0;
    const breaker = new CircuitBreaker(3, 30_000, () => now);
    const { http } = client({ retries: 0, breaker });
    fake.inject('GET /ok', '500-before', '500-before', '500-before');
    for (let i = 0; i < 3; i++) expect((await failure(http.request('GET', '/ok'))).kind).toBe('unavailable');
    expect(breaker.isOpen).toBe(true);
    const before = hitsOf('/ok');
    const err = await failure(http.request('GET', '/ok'));
    expect(err.message).toBe('TestEx is not answering; calls are paused for 30 s');
    expect(err.retryAfter).toBe(30);
    expect(hitsOf('/ok')).toBe(before); // nothing reached the courier
    now += 30_001;
    expect((await http.request('GET', '/ok')).body).toEqual({ ok: true });
    expect(breaker.isOpen).toBe(false);
  });

  it('refuses redirects (a courier host cannot send us elsewhere)', async () => {
    const redirecting = await startFakeServer({
      'GET /r': () => ({ status: 302, headers: { location: 'http://127.0.0.1:9/' }, json: null }),
    });
    const http = new CourierHttp({
      baseUrl: redirecting.url,
      courierName: 'TestEx',
      retries: 0,
      breaker: new CircuitBreaker(1000),
    });
    const err = await failure(http.request('GET', '/r'));
    expect(err).toBeInstanceOf(CourierError);
    await redirecting.close();
  });
});
