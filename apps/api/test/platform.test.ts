import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { EnvError, parseEnv } from '../src/config/env.ts';
import {
  ORIGIN,
  STRONG_PASSWORD,
  bearer,
  createTestApp,
  linkFrom,
  signin,
  signup,
  tokenFrom,
  type TestContext,
} from './helpers/app.ts';
import { createTestDatabase } from './helpers/db.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('Q22 limits', () => {
  it('answers 413 to a body over 1 MiB', async () => {
    const s = await signup(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stores',
      headers: { ...s.headers, origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10), platform: 'sauda' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('caps list limits and names the field', async () => {
    const s = await signup(t.app);
    const res = await t.app.inject({ url: '/api/v1/stores?limit=5000', headers: s.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('limit');
    const ok = await t.app.inject({ url: '/api/v1/stores?limit=100&page=2', headers: s.headers });
    expect(ok.json().meta).toMatchObject({ page: 2, limit: 100 });
  });

  it('refuses text PostgreSQL cannot store with a 400 naming the field', async () => {
    const s = await signup(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stores',
      headers: { ...s.headers, origin: ORIGIN },
      payload: { name: 'bad\u0000name', platform: 'sauda' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'name', message: expect.any(String) }]);
  });
});

describe('Q24 log redaction', () => {
  it('never writes passwords or session tokens to the log', async () => {
    const from = t.logs.length;
    const password = 'secret-shalimar-garden-77';
    const s = await signup(t.app, { password });
    const again = await signin(t.app, s.email, password);
    const token2 = again.json().data.token as string;
    await t.app.inject({ url: '/api/v1/auth/session', headers: { cookie: `sauda_session=${s.token}` } });
    await t.app.inject({ url: '/api/v1/stores', headers: bearer(token2) });
    const newPassword = 'another-secret-badshahi-88';
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/users',
      headers: bearer(token2),
      payload: { currentPassword: password, newPassword },
    });
    expect(change.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      headers: { origin: ORIGIN },
      payload: { email: s.email },
    });
    const reset = tokenFrom(
      linkFrom(
        (await t.smtp.waitFor(s.email, (m) => m.text.includes('create-password'))).text,
        '/create-password',
      ),
    );
    await t.app.inject({ url: `/api/v1/auth/verify?token=${reset}` });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/set-new-password',
      headers: { origin: ORIGIN },
      payload: { token: reset, password: 'third-secret-minar-99' },
    });
    // A failing request logs its error too.
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: { origin: ORIGIN },
      payload: { email: s.email, password: 'wrong-secret-lalbagh' },
    });
    const text = t.logs.slice(from).join('');
    expect(text.length).toBeGreaterThan(500);
    expect(text).toContain('/api/v1/auth/verify?token=[REDACTED]');
    for (const secret of [
      password,
      newPassword,
      'third-secret-minar-99',
      'wrong-secret-lalbagh',
      s.token,
      token2,
      reset,
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('errors and routing', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/v1/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No API route GET /api/v1/does-not-exist', code: 'NOT_FOUND' });
  });

  it('answers broken JSON and wrong content types with clear 4xx', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Request body is not valid JSON', code: 'BAD_REQUEST' });
    const type = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: { origin: ORIGIN, 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(type.statusCode).toBe(415);
    expect(type.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const ui = await t.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.info.title).toBe('Sauda API');
    expect(Object.keys(doc.paths)).toContain('/api/v1/auth/signin');
  });
});

describe('configuration', () => {
  it('names the bad variable', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
  });

  it('defaults to the embedded database when DATABASE_URL is absent', () => {
    const env = parseEnv({});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(3000);
  });
});

describe('web app serving', () => {
  it('serves index.html for app routes and assets as files, but JSON 404 for /api', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sauda-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Sauda</title><div id="root"></div>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
    const database = await createTestDatabase();
    const app = await buildApp({ env: parseEnv({ WEB_DIST: dist, LOG_LEVEL: 'silent' }), database });
    try {
      const page = await app.inject({ url: '/orders/123', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['content-security-policy']).toContain("object-src 'none'");
      const asset = await app.inject({ url: '/assets/app-123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      expect((await app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
      const api = await app.inject({ url: '/api/v1/nope' });
      expect(api.statusCode).toBe(404);
      expect(api.json().code).toBe('NOT_FOUND');
      expect((await app.inject({ url: '/../../etc/passwd' })).body).not.toContain('root:');
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('sign-up without SMTP', () => {
  it('keeps the mail in the outbox and prints its link to the log', async () => {
    const noSmtp = await createTestApp({ SMTP_URL: '' });
    try {
      const res = await noSmtp.app.inject({
        method: 'POST',
        url: '/api/v1/auth/signup',
        headers: { origin: ORIGIN },
        payload: { name: 'Offline', email: 'offline@example.pk', password: STRONG_PASSWORD },
      });
      expect(res.statusCode).toBe(201);
      await noSmtp.app.mailer.close();
      const rows = await noSmtp.db.sql<{ status: string; to: string }>(
        'SELECT status, "to" FROM outbox_emails',
      );
      expect(rows).toEqual([{ status: 'logged', to: 'offline@example.pk' }]);
      expect(noSmtp.logs.join('')).toMatch(/\/verify\?token=[A-Za-z0-9_-]{40,}/);
    } finally {
      await noSmtp.close();
    }
  });
});
