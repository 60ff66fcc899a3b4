import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local HTTP server that speaks one courier's contract, for adapter tests. Routes are keyed
 * `'METHOD /path'` (path without query). Faults can be injected per request (quality-checks Q5/Q7):
 * - `500-before` / `reset-before` / `429` / `503`: refuse without doing the work;
 * - `500-after` / `reset-after`: do the work, then answer 500 / drop the connection;
 * - `timeout`: do the work and never answer (the client times out);
 * - `stall`: wait `stallMs` before doing the work and answering.
 */
export type Fault =
  'timeout' | 'stall' | '500-before' | '500-after' | 'reset-before' | 'reset-after' | '429' | '503';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  /** JSON body, or form fields as an object, or null. */
  body: Record<string, unknown> | unknown[] | null;
  rawBody: string;
  /** Values of `:name` segments in the matched route key. */
  params: Record<string, string>;
}

export interface FakeReply {
  status?: number;
  json?: unknown;
  /** Raw bytes (PDFs). */
  bytes?: Buffer;
  contentType?: string;
  headers?: Record<string, string>;
}

export type FakeRoute = (req: FakeRequest) => FakeReply | Promise<FakeReply>;

export interface FakeServer {
  url: string;
  /** Every request received, in order. */
  hits: FakeRequest[];
  /** The most requests this server was answering at one moment (a client's concurrency). */
  mostAtOnce(): number;
  /** Faults for the next requests to a route, consumed one per request. */
  inject(routeKey: string, ...faults: Fault[]): void;
  /** Drops every queued fault. */
  clearFaults(): void;
  /** A fault chooser consulted for every request without a queued fault. */
  setChaos(fn: ((routeKey: string, req: FakeRequest) => Fault | null) | null): void;
  close(): Promise<void>;
}

/** Exact `'METHOD /path'` first, then keys with `:name` segments. */
function match(routes: Record<string, FakeRoute>, req: FakeRequest): [string, FakeRoute | undefined] {
  const exact = `${req.method} ${req.path}`;
  if (routes[exact]) return [exact, routes[exact]];
  const segs = req.path.split('/');
  for (const [key, route] of Object.entries(routes)) {
    const [method, path] = key.split(' ');
    if (method !== req.method || !path?.includes(':')) continue;
    const want = path.split('/');
    if (want.length !== segs.length) continue;
    const params: Record<string, string> = {};
    if (
      want.every((w, i) => {
        if (w.startsWith(':')) return (params[w.slice(1)] = decodeURIComponent(segs[i] ?? '')) !== '';
        return w === segs[i];
      })
    ) {
      req.params = params;
      return [key, route];
    }
  }
  return [exact, undefined];
}

export async function startFakeServer(
  routes: Record<string, FakeRoute>,
  opts: { stallMs?: number } = {},
): Promise<FakeServer> {
  const hits: FakeRequest[] = [];
  const queued = new Map<string, Fault[]>();
  let chaos: ((routeKey: string, req: FakeRequest) => Fault | null) | null = null;
  const sockets = new Set<Socket>();

  let atOnce = 0;
  let mostAtOnce = 0;
  const server = http.createServer((req, res) => {
    atOnce++;
    mostAtOnce = Math.max(mostAtOnce, atOnce);
    res.on('close', () => atOnce--);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const u = new URL(req.url ?? '/', 'http://fake');
        const rawBody = Buffer.concat(chunks).toString('utf8');
        let body: FakeRequest['body'] = null;
        const type = String(req.headers['content-type'] ?? '');
        if (rawBody && type.includes('json')) {
          try {
            body = JSON.parse(rawBody) as FakeRequest['body'];
          } catch {
            body = null;
          }
        } else if (rawBody && type.includes('x-www-form-urlencoded')) {
          body = Object.fromEntries(new URLSearchParams(rawBody));
        }
        const fr: FakeRequest = {
          method: req.method ?? 'GET',
          path: u.pathname,
          query: u.searchParams,
          headers: req.headers,
          body,
          rawBody,
          params: {},
        };
        hits.push(fr);
        const [key, route] = match(routes, fr);
        if (!route) {
          res.writeHead(404, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ message: `no route ${key}` }));
          return;
        }
        const fault = queued.get(key)?.shift() ?? chaos?.(key, fr) ?? null;
        if (fault === 'reset-before') return req.socket.destroy();
        if (fault === '500-before') {
          res.writeHead(500, { 'content-type': 'text/html' });
          return res.end('<h1>Internal Server Error</h1>');
        }
        if (fault === '429' || fault === '503') {
          res.writeHead(Number(fault), { 'retry-after': '0', 'content-type': 'application/json' });
          return res.end(JSON.stringify({ message: 'slow down' }));
        }
        if (fault === 'stall') await new Promise((r) => setTimeout(r, opts.stallMs ?? 3_000));
        const reply = await route(fr);
        if (fault === 'timeout') return; // did the work, never answers
        if (fault === 'reset-after') return req.socket.destroy();
        if (fault === '500-after') {
          res.writeHead(500, { 'content-type': 'text/html' });
          return res.end('<h1>Internal Server Error</h1>');
        }
        if (reply.bytes) {
          res.writeHead(reply.status ?? 200, {
            'content-type': reply.contentType ?? 'application/pdf',
            ...reply.headers,
          });
          return res.end(reply.bytes);
        }
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
        res.end(JSON.stringify(reply.json ?? null));
      })().catch((err: unknown) => {
        res.writeHead(599, { 'content-type': 'text/plain' });
        res.end(`fake server bug: ${String(err)}`);
      });
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    mostAtOnce: () => mostAtOnce,
    inject(routeKey, ...faults) {
      queued.set(routeKey, [...(queued.get(routeKey) ?? []), ...faults]);
    },
    clearFaults() {
      queued.clear();
    },
    setChaos(fn) {
      chaos = fn;
    },
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}
