import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORIGIN,
  STRONG_PASSWORD,
  bearer,
  browser,
  createTestApp,
  signin,
  signup,
  uniqueEmail,
  type TestContext,
} from './helpers/app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('Q16 sessions', () => {
  it('sets an HttpOnly, SameSite cookie holding a ≥128-bit random token, not Secure over plain http', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      headers: { origin: ORIGIN },
      payload: { name: 'Cookie', email: uniqueEmail(), password: STRONG_PASSWORD },
    });
    const cookie = res.cookies.find((c) => c.name === 'sauda_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.secure).toBeFalsy();
    // `{accountId}.{random}` (auth/session-token.ts): the random part alone is ≥ 128 bits.
    const random = cookie.value.split('.')[1]!;
    expect(Buffer.from(random, 'base64url').length).toBeGreaterThanOrEqual(16);
    const expires = new Date(cookie.expires!).getTime();
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(7);
  });

  it('marks the cookie Secure when served over https', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://app.sauda.pk' });
    try {
      const res = await https.app.inject({
        method: 'POST',
        url: '/api/v1/auth/signup',
        headers: { origin: 'https://app.sauda.pk' },
        payload: { name: 'Secure', email: uniqueEmail(), password: STRONG_PASSWORD },
      });
      expect(res.statusCode).toBe(201);
      expect(res.cookies.find((c) => c.name === 'sauda_session')!.secure).toBe(true);
    } finally {
      await https.close();
    }
  });

  it('a token names its seller: with another seller’s account in front, or none, it opens nothing', async () => {
    const a = await signup(t.app);
    const b = await signup(t.app);
    const [accountA, random] = a.token.split('.') as [string, string];
    const [accountB] = b.token.split('.') as [string];
    expect(accountA).toMatch(/^[0-9a-f-]{36}$/);
    expect(accountB).not.toBe(accountA);
    const status = async (token: string) =>
      (await t.app.inject({ url: '/api/v1/auth/session', headers: bearer(token) })).statusCode;
    expect(await status(a.token)).toBe(200);
    expect(await status(`${accountB}.${random}`)).toBe(401);
    expect(await status(random)).toBe(401);
    expect(await status(`not-an-account.${random}`)).toBe(401);
    expect(await status(`${accountA}.`)).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const s = await signup(t.app);
    const rows = await t.db.sql<{ token_hash: string }>(
      'SELECT token_hash FROM sessions WHERE user_id = $1',
      [s.userId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(s.token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('issues a new token on every sign-in and retires the one the browser held', async () => {
    const s = await signup(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: browser(s.token),
      payload: { email: s.email, password: s.password },
    });
    const fresh = res.json().data.token;
    expect(fresh).not.toBe(s.token);
    expect((await t.app.inject({ url: '/api/v1/auth/session', headers: bearer(s.token) })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ url: '/api/v1/auth/session', headers: bearer(fresh) })).statusCode).toBe(
      200,
    );
  });

  it('kills the token when the account is disabled', async () => {
    const s = await signup(t.app);
    await t.db.sql('UPDATE users SET disabled_at = now() WHERE id = $1', [s.userId]);
    expect((await t.app.inject({ url: '/api/v1/auth/session', headers: s.headers })).statusCode).toBe(401);
    const again = await signin(t.app, s.email, s.password);
    expect(again.statusCode).toBe(401);
  });

  it('kills the token when its membership of the account is gone', async () => {
    const s = await signup(t.app);
    await t.db.sql('DELETE FROM memberships WHERE account_id = $1 AND user_id = $2', [s.accountId, s.userId]);
    for (const url of ['/api/v1/auth/session', '/api/v1/products', '/api/v1/orders'])
      expect((await t.app.inject({ url, headers: s.headers })).statusCode, url).toBe(401);
  });

  it('expires sessions after 7 days', async () => {
    const s = await signup(t.app);
    await t.db.sql(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [
      s.userId,
    ]);
    expect((await t.app.inject({ url: '/api/v1/auth/session', headers: s.headers })).statusCode).toBe(401);
  });
});

describe('Q17 passwords', () => {
  it('hashes with argon2id m=19456 t=2 p=1', async () => {
    const s = await signup(t.app);
    const [row] = await t.db.sql<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [
      s.userId,
    ]);
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('accepts 8 and 128 characters, refuses 7 and 129', async () => {
    const ok8 = await signup(t.app, { password: 'qz8#Lm2v' });
    expect(ok8.token).toBeTruthy();
    const long = 'k'.repeat(60) + 'Lahore-Karachi-Peshawar-Quetta-'.repeat(3).slice(0, 68);
    expect(long).toHaveLength(128);
    expect((await signup(t.app, { password: long })).token).toBeTruthy();
    for (const password of ['qz8#Lm2', long + 'x']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/signup',
        headers: { origin: ORIGIN },
        payload: { name: 'Len', email: uniqueEmail(), password },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].field).toBe('password');
    }
  });

  it('does not truncate: a long password differing only past byte 72 is a different password', async () => {
    const base = 'the-quick-brown-fox-jumps-over-the-lazy-dog-in-lahore-on-a-hot-day-while-the-kettle-boils';
    expect(base.length).toBeGreaterThan(72);
    const s = await signup(t.app, { password: base + '-A' });
    expect((await signin(t.app, s.email, base + '-B')).statusCode).toBe(401);
    expect((await signin(t.app, s.email, base + '-A')).statusCode).toBe(200);
  });

  it('has no composition rules: a long all-lowercase passphrase is fine; a common one is not', async () => {
    expect((await signup(t.app, { password: 'chai with extra elaichi' })).token).toBeTruthy();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      headers: { origin: ORIGIN },
      payload: { name: 'C', email: uniqueEmail(), password: 'pakistan123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('WEAK_PASSWORD');
  });
});

describe('Q18 brute force', () => {
  it('backs off a client after 5 wrong passwords for one e-mail, whatever X-Forwarded-For says, and never locks the seller out', async () => {
    const s = await signup(t.app);
    const from = (ip: string, password: string, xff = '') =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/signin',
        remoteAddress: ip,
        headers: { origin: ORIGIN, ...(xff ? { 'x-forwarded-for': xff } : {}) },
        payload: { email: s.email, password },
      });
    for (let i = 0; i < 5; i++)
      expect((await from('203.0.113.9', `wrong-password-${i}`, `198.51.100.${i}`)).statusCode).toBe(401);
    const blocked = await from('203.0.113.9', s.password, '198.51.100.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_REQUESTS');
    const wait = Number(blocked.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30);
    // The seller, elsewhere, signs in as usual: the attacker cannot lock the account.
    expect((await from('192.0.2.44', s.password)).statusCode).toBe(200);
    // Once the wait is over, the right password works from there too.
    await t.db.sql(
      `UPDATE login_attempts SET created_at = created_at - interval '31 seconds' WHERE email = $1`,
      [s.email],
    );
    expect((await from('203.0.113.9', s.password)).statusCode).toBe(200);
  });

  it('doubles the wait with each further failure, up to the 15-minute window', async () => {
    const { signinWait } = await import('../src/modules/auth/auth.service.ts');
    const now = Date.parse('2026-11-25T12:00:00Z');
    const at = (n: number) => ({
      pair: n,
      lastOfPair: new Date(now),
      client: n,
      firstOfClient: new Date(now),
    });
    expect(signinWait(at(4), 30, now)).toBe(0);
    expect(signinWait(at(5), 30, now)).toBe(30);
    expect(signinWait(at(6), 30, now)).toBe(60);
    expect(signinWait(at(8), 30, now)).toBe(240);
    expect(signinWait(at(12), 30, now)).toBe(900);
    expect(signinWait(at(5), 30, now + 30_000)).toBe(0);
    expect(signinWait({ ...at(0), client: 30 }, 30, now)).toBe(900);
  });

  it('makes one client that tries many e-mails wait the window out', async () => {
    const ip = '203.0.113.77';
    const limited = await createTestApp({ LOGIN_FAILURES_PER_CLIENT: '30' });
    try {
      for (let i = 0; i < 30; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/v1/auth/signin',
          remoteAddress: ip,
          headers: { origin: ORIGIN },
          payload: { email: uniqueEmail(`spray${i}`), password: 'guess-password-1' },
        });
        expect(res.statusCode).toBe(401);
      }
      const s = await signup(limited.app);
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/v1/auth/signin',
        remoteAddress: ip,
        headers: { origin: ORIGIN },
        payload: { email: s.email, password: s.password },
      });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
      expect((await signin(limited.app, s.email, s.password)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('answers an unknown user and a wrong password with the same status and body', async () => {
    const s = await signup(t.app);
    const unknown = await signin(t.app, uniqueEmail('nobody'), 'some-password-here');
    const wrong = await signin(t.app, s.email, 'some-password-here');
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
  });

  it('rate limits the public auth endpoints per client IP', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/v1/auth/forgot-password',
          headers: { origin: ORIGIN, 'x-forwarded-for': `192.0.2.${i}` },
          payload: { email: 'x@example.pk' },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('Q19 CSRF', () => {
  it('refuses a state-changing request from another origin', async () => {
    const s = await signup(t.app);
    const evil = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stores',
      headers: { cookie: `sauda_session=${s.cookie}`, origin: 'https://evil.example' },
      payload: { name: 'Hijack', platform: 'sauda' },
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().code).toBe('CSRF');
    const fetchMeta = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stores',
      headers: { cookie: `sauda_session=${s.cookie}`, 'sec-fetch-site': 'cross-site' },
      payload: { name: 'Hijack', platform: 'sauda' },
    });
    expect(fetchMeta.statusCode).toBe(403);
    const logout = await t.app.inject({
      url: '/api/v1/auth/logout',
      headers: { cookie: `sauda_session=${s.cookie}`, 'sec-fetch-site': 'cross-site' },
    });
    expect(logout.statusCode).toBe(403);
    const rows = await t.db.sql('SELECT 1 FROM stores WHERE account_id = $1', [s.accountId]);
    expect(rows).toHaveLength(0);
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stores',
      headers: { cookie: `sauda_session=${s.cookie}`, origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
      payload: { name: 'Mine', platform: 'sauda' },
    });
    expect(same.statusCode).toBe(201);
  });

  it('refuses a cross-site login (login CSRF)', async () => {
    const s = await signup(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: { origin: 'https://evil.example' },
      payload: { email: s.email, password: s.password },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('Q23 security headers', () => {
  it('sends CSP, nosniff, Referrer-Policy, no X-Powered-By, and no-store on authenticated JSON', async () => {
    const s = await signup(t.app);
    for (const res of [
      await t.app.inject({ url: '/api/v1/stores', headers: s.headers }),
      await t.app.inject({ url: '/api/v1/nothing-here' }),
      await t.app.inject({ url: '/api/health' }),
    ]) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('permissions are declared on every route', () => {
  it('every /api route declares its access', () => {
    const api = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
    expect(api.length).toBeGreaterThan(10);
    for (const r of api) expect(r.access, `${r.method} ${r.url}`).toBeTruthy();
  });

  it('a non-public route answers 401 without a session', async () => {
    const closed = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && r.access && r.access !== 'public' && r.method !== 'HEAD',
    );
    for (const r of closed) {
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: r.url.replace(':id', '00000000-0000-7000-8000-000000000000'),
        headers: { origin: ORIGIN },
        payload: r.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
  });
});
