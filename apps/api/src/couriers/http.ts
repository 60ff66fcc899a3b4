import { send, type WireAnswer } from './transport.ts';
import { CourierError } from './types.ts';

/**
 * Outbound calls to couriers (quality-checks Q7): every call has a timeout; retries are bounded, with
 * exponential backoff and jitter, and honour Retry-After; a circuit breaker per courier account
 * stops calling a courier that keeps failing, so a courier that is down costs milliseconds, not
 * timeouts. Only calls that are safe to repeat are retried after an ambiguous failure; for the
 * others (booking) the failure is reported as `ambiguous` and the caller looks the work up.
 */

export interface HttpOptions {
  baseUrl: string;
  /** For messages: "PostEx". */
  courierName: string;
  timeoutMs?: number;
  retries?: number;
  /** Upper bound for one wait between attempts (Retry-After included), ms. */
  maxWaitMs?: number;
  breaker?: CircuitBreaker;
  headers?: Record<string, string>;
  sleep?: (ms: number) => Promise<void>;
}

export interface RequestOptions {
  query?: Record<string, string | number | undefined>;
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** Safe to repeat after a timeout or 5xx (reads, cancels by tracking number…). Default: GET only. */
  idempotent?: boolean;
  /** Read the body as bytes (PDFs). */
  binary?: boolean;
  timeoutMs?: number;
}

export interface HttpAnswer<T = unknown> {
  status: number;
  /** Parsed JSON (or null when the body is not JSON), or a Buffer when `binary`. */
  body: T;
  headers: WireAnswer['headers'];
}

const pause = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export class CircuitBreaker {
  private failures = 0;
  private openedAt = 0;
  constructor(
    public threshold = 5,
    public cooldownMs = 30_000,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Throws when open; lets one trial call through after the cool-down (half-open). */
  check(courierName: string) {
    if (this.failures < this.threshold) return;
    const waited = this.clock() - this.openedAt;
    if (waited < this.cooldownMs) {
      const left = Math.ceil((this.cooldownMs - waited) / 1000);
      throw new CourierError(
        'unavailable',
        `${courierName} is not answering; calls are paused for ${left} s`,
        left,
      );
    }
    // Half-open: allow this call; one more failure re-opens for a full cool-down.
    this.failures = this.threshold - 1;
  }
  success() {
    this.failures = 0;
  }
  failure() {
    this.failures++;
    if (this.failures >= this.threshold) this.openedAt = this.clock();
  }
  get isOpen() {
    return this.failures >= this.threshold && this.clock() - this.openedAt < this.cooldownMs;
  }
}

/** Breakers live per courier account for the life of the process. */
const breakers = new Map<string, CircuitBreaker>();
export function breakerFor(key: string, o: { threshold?: number; cooldownMs?: number } = {}) {
  let b = breakers.get(key);
  if (!b) breakers.set(key, (b = new CircuitBreaker(o.threshold, o.cooldownMs)));
  // The process's configuration wins over whatever made the breaker first.
  if (o.threshold) b.threshold = o.threshold;
  if (o.cooldownMs) b.cooldownMs = o.cooldownMs;
  return b;
}

/** Closes every breaker (tests that break a courier on purpose, then need it back). */
export function resetBreakers() {
  breakers.clear();
}

const REFUSED = /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH/;

export class CourierHttp {
  readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly retries: number;
  private readonly maxWaitMs: number;
  private readonly breaker: CircuitBreaker;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly opts: HttpOptions) {
    this.baseUrl = opts.baseUrl.replace(/\/$/, '');
    this.timeoutMs = opts.timeoutMs ?? 15_000;
    this.retries = opts.retries ?? 2;
    this.maxWaitMs = opts.maxWaitMs ?? 5_000;
    this.breaker = opts.breaker ?? new CircuitBreaker();
    this.sleep = opts.sleep ?? pause;
  }

  url(path: string, query?: RequestOptions['query']) {
    const u = new URL(path.startsWith('http') ? path : `${this.baseUrl}/${path.replace(/^\//, '')}`);
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) u.searchParams.set(k, String(v));
    return u.toString();
  }

  async request<T = unknown>(method: string, path: string, o: RequestOptions = {}): Promise<HttpAnswer<T>> {
    const idempotent = o.idempotent ?? method === 'GET';
    const name = this.opts.courierName;
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...this.opts.headers,
      ...o.headers,
    };
    let body: string | undefined;
    if (o.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(o.json);
    } else if (o.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(o.form).toString();
    }
    const url = this.url(path, o.query);
    for (let attempt = 0; ; attempt++) {
      this.breaker.check(name);
      let res: WireAnswer;
      try {
        res = await send(url, { method, headers, body, timeoutMs: o.timeoutMs ?? this.timeoutMs });
      } catch (err) {
        this.breaker.failure();
        const refused = REFUSED.test(String((err as { code?: unknown }).code ?? ''));
        if ((refused || idempotent) && attempt < this.retries) {
          await this.sleep(this.backoff(attempt));
          continue;
        }
        if (refused) throw new CourierError('unavailable', `${name} could not be reached; try again later`);
        const timedOut = err instanceof Error && err.name === 'TimeoutError';
        throw new CourierError(
          idempotent ? 'unavailable' : 'ambiguous',
          timedOut ? `${name} did not answer in time` : `The connection to ${name} broke off`,
        );
      }
      let parsed: unknown;
      try {
        parsed = o.binary && res.ok ? await res.body() : readJson(await res.body());
      } catch {
        // The body broke off half-way: the courier may have done the work.
        this.breaker.failure();
        if (idempotent && attempt < this.retries) {
          await this.sleep(this.backoff(attempt));
          continue;
        }
        throw new CourierError(idempotent ? 'unavailable' : 'ambiguous', `The answer from ${name} broke off`);
      }
      if (res.status === 429 || res.status === 503) {
        // Not processed (rate limit / maintenance): safe to retry, whatever the method.
        const wait = retryAfterMs(res.headers.get('retry-after'));
        if (attempt < this.retries) {
          await this.sleep(Math.min(this.maxWaitMs, wait ?? this.backoff(attempt)));
          continue;
        }
        if (res.status === 503) this.breaker.failure();
        throw new CourierError(
          'unavailable',
          res.status === 429 ? `${name} asked us to slow down; try again shortly` : `${name} is unavailable`,
          wait !== null ? Math.ceil(wait / 1000) : undefined,
        );
      }
      if (res.status >= 500) {
        this.breaker.failure();
        if (idempotent && attempt < this.retries) {
          await this.sleep(this.backoff(attempt));
          continue;
        }
        throw new CourierError(
          idempotent ? 'unavailable' : 'ambiguous',
          `${name} answered with an error (HTTP ${res.status})`,
        );
      }
      this.breaker.success();
      return { status: res.status, body: parsed as T, headers: res.headers };
    }
  }

  private backoff(attempt: number) {
    const base = 200 * 2 ** attempt;
    return Math.min(this.maxWaitMs, base + Math.floor(Math.random() * base));
  }
}

function readJson(bytes: Buffer): unknown {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { _text: text.slice(0, 500) };
  }
}

function retryAfterMs(h: string | null): number | null {
  if (!h) return null;
  const s = Number(h);
  if (Number.isFinite(s) && s >= 0) return s * 1000;
  const t = Date.parse(h);
  return Number.isNaN(t) ? null : Math.max(0, t - Date.now());
}

/** 4xx auth answers: the same message for every courier. */
export function authFailed(courierName: string, status: number) {
  return new CourierError(
    'auth',
    `${courierName} refused the credentials (HTTP ${status}); check them in Courier management`,
  );
}
