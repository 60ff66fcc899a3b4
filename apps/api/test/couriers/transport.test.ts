/**
 * The wire under courier calls (apps/api/src/couriers/transport.ts, docs/decisions/014): what a
 * booking sees when an answer breaks off half-way or stalls after its head, that sockets are kept
 * and reused, and that a socket the server is about to close is never used for a booking.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CourierHttp, CircuitBreaker } from '../../src/couriers/http.ts';
import { CourierError } from '../../src/couriers/types.ts';

const servers: http.Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

/** A server whose handler gets the raw response; counts the connections it was opened. */
async function serve(
  handler: (req: http.IncomingMessage, res: http.ServerResponse) => void,
  keepAliveMs?: number,
) {
  const server = http.createServer(handler);
  if (keepAliveMs !== undefined) server.keepAliveTimeout = keepAliveMs;
  const connections: Socket[] = [];
  server.on('connection', (s) => connections.push(s));
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, connections };
}

const client = (baseUrl: string, timeoutMs = 2_000) =>
  new CourierHttp({
    baseUrl,
    courierName: 'TestEx',
    timeoutMs,
    breaker: new CircuitBreaker(100),
    sleep: async () => {},
  });

async function failure(p: Promise<unknown>) {
  try {
    await p;
  } catch (err) {
    return err as CourierError;
  }
  throw new Error('expected a failure');
}

describe('courier wire', () => {
  it('reports an answer that breaks off after its head as ambiguous for a booking', async () => {
    const { url } = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"trackingNumber":');
      setTimeout(() => res.socket?.destroy(), 20);
    });
    const err = await failure(client(url).request('POST', '/book', { json: { a: 1 } }));
    expect(err).toBeInstanceOf(CourierError);
    expect(err.kind).toBe('ambiguous');
    expect(err.message).toBe('The answer from TestEx broke off');
  });

  it('counts the body against the deadline: a head then silence times out', async () => {
    const { url } = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{');
    });
    const started = Date.now();
    const err = await failure(client(url, 300).request('POST', '/book', { json: {} }));
    expect(err.kind).toBe('ambiguous');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('keeps the connection: ten calls one after another use one socket', async () => {
    const { url, connections } = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
    const c = client(url);
    for (let i = 0; i < 10; i++)
      expect((await c.request('POST', '/book', { json: { i } })).body).toEqual({ ok: true });
    expect(connections).toHaveLength(1);
  });

  it('never sends a booking on a socket the server is about to close (it honours the Keep-Alive hint)', async () => {
    // The server drops idle connections after 2 s and says so (`Keep-Alive: timeout=2`); the
    // client lets a socket go a second before that, so one idle for 1.5 s is not used again.
    let bookings = 0;
    const { url, connections } = await serve((req, res) => {
      req.resume();
      req.on('end', () => {
        bookings++;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"ok":true}');
      });
    }, 2_000);
    const c = client(url);
    await c.request('POST', '/book', { json: {} });
    await c.request('POST', '/book', { json: {} });
    expect(connections).toHaveLength(1); // reused while fresh
    await new Promise((r) => setTimeout(r, 1_500));
    expect((await c.request('POST', '/book', { json: {} })).body).toEqual({ ok: true });
    expect(bookings).toBe(3);
    expect(connections).toHaveLength(2);
  });

  it('reads a body with a byte-order mark as JSON, and one that is not JSON as text', async () => {
    const { url } = await serve((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(req.url === '/bom' ? '\uFEFF{"a":1}' : '<html>maintenance</html>');
    });
    const c = client(url);
    expect((await c.request('GET', '/bom')).body).toEqual({ a: 1 });
    expect((await c.request('GET', '/html')).body).toEqual({ _text: '<html>maintenance</html>' });
  });
});
