import http from 'node:http';
import https from 'node:https';

/**
 * The wire under courier calls: Node's own HTTP client on keep-alive sockets. It replaced `fetch`
 * (undici), whose per-call work was a fifth of Sauda's CPU while booking (docs/decisions/014).
 * What the caller sees is what it saw with fetch: the head of the answer, then its body, either of
 * which can fail; a deadline covering both; redirects refused.
 */
export interface WireAnswer {
  status: number;
  ok: boolean;
  headers: { get(name: string): string | null };
  /** The whole body; rejects when it breaks off or the deadline passes. */
  body(): Promise<Buffer>;
}

export interface WireRequest {
  method: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

/** A connection or deadline failure, shaped like fetch's: `name` TimeoutError, `code` ECONNREFUSED… */
export class WireError extends Error {
  constructor(
    message: string,
    public readonly code?: string,
    name = 'WireError',
  ) {
    super(message);
    this.name = name;
  }
}

// Idle sockets close after 4 s, sooner when the server's Keep-Alive hint says so (Node's agent
// honours `timeout=`): a server drops an idle connection after 5 s by default, and a booking sent
// on a socket it is closing would come back "broken off", which costs a look-up.
const agents = {
  'http:': new http.Agent({ keepAlive: true, timeout: 4_000 }),
  'https:': new https.Agent({ keepAlive: true, timeout: 4_000 }),
};

export function send(url: string, r: WireRequest): Promise<WireAnswer> {
  const u = new URL(url);
  const protocol = u.protocol as 'http:' | 'https:';
  if (protocol !== 'http:' && protocol !== 'https:')
    return Promise.reject(new WireError(`Unsupported protocol ${u.protocol}`));
  const lib = protocol === 'https:' ? https : http;
  const headers: Record<string, string | number> = { ...r.headers };
  const payload = r.body === undefined ? undefined : Buffer.from(r.body);
  if (payload) headers['content-length'] = payload.length;

  return new Promise<WireAnswer>((resolve, reject) => {
    let answered = false;
    // The body, once whole, or what broke it; and who waits for it.
    let whole: Buffer | null = null;
    let broken: Error | null = null;
    let waiter: { ok: (b: Buffer) => void; no: (e: Error) => void } | null = null;
    const fail = (err: Error) => {
      clearTimeout(deadline);
      if (!answered) {
        answered = true;
        reject(err);
        return;
      }
      if (whole || broken) return;
      broken = err;
      waiter?.no(err);
    };
    const req = lib.request(
      {
        protocol,
        hostname: u.hostname.replace(/^\[|\]$/g, ''),
        port: u.port || undefined,
        path: `${u.pathname}${u.search}`,
        method: r.method,
        headers,
        agent: agents[protocol],
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          res.resume();
          req.destroy();
          fail(new WireError(`Redirect to ${res.headers.location ?? '?'} refused`));
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          clearTimeout(deadline);
          if (broken) return;
          whole = Buffer.concat(chunks);
          waiter?.ok(whole);
        });
        res.on('error', fail);
        res.on('close', () => {
          if (!res.complete) fail(new WireError('The answer broke off', 'ECONNRESET'));
        });
        answered = true;
        resolve({
          status,
          ok: status >= 200 && status < 300,
          headers: {
            get: (name) => {
              const v = res.headers[name.toLowerCase()];
              return v === undefined ? null : Array.isArray(v) ? v.join(', ') : v;
            },
          },
          body: () =>
            whole
              ? Promise.resolve(whole)
              : broken
                ? Promise.reject(broken)
                : new Promise<Buffer>((ok, no) => {
                    waiter = { ok, no };
                  }),
        });
      },
    );
    const deadline = setTimeout(() => {
      const err = new WireError('The courier did not answer in time', 'ETIMEDOUT', 'TimeoutError');
      fail(err);
      req.destroy(err);
    }, r.timeoutMs);
    req.on('error', fail);
    req.end(payload);
  });
}
