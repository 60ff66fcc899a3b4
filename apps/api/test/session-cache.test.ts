import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionCacheStats } from '../src/modules/auth/sessions.repo.ts';
import {
  ORIGIN,
  STRONG_PASSWORD,
  bearer,
  createTestApp,
  signin,
  signup,
  type TestContext,
} from './helpers/app.ts';

/**
 * On the embedded database the signed-in look-up is answered from memory (sessions.repo.ts): each
 * test here uses a token first, so it is remembered, and then checks that whatever ends or changes
 * the session is seen by the very next request.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token: string) => t.app.inject({ url: '/api/v1/auth/session', headers: bearer(token) });
const tokenOf = (res: { json(): { data: { token: string } } }) => res.json().data.token;

describe('remembered sessions (embedded database only)', () => {
  it('asks the database once per session on PGlite, and every time on PostgreSQL', async () => {
    const s = await signup(t.app);
    const before = { ...sessionCacheStats };
    for (let i = 0; i < 5; i++) expect((await me(s.token)).statusCode).toBe(200);
    const hits = sessionCacheStats.hits - before.hits;
    const misses = sessionCacheStats.misses - before.misses;
    if (t.db.kind === 'pglite') expect({ hits, misses }).toEqual({ hits: 4, misses: 1 });
    else expect({ hits, misses }).toEqual({ hits: 0, misses: 0 });
  });

  it('sign-out ends the remembered session at once', async () => {
    const s = await signup(t.app);
    expect((await me(s.token)).statusCode).toBe(200);
    const out = await t.app.inject({
      url: '/api/v1/auth/logout',
      headers: { ...bearer(s.token), origin: ORIGIN },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(s.token)).statusCode).toBe(401);
  });

  it('signing out one device, or every other one, ends those at once', async () => {
    const s = await signup(t.app);
    const second = tokenOf(await signin(t.app, s.email, s.password));
    const third = tokenOf(await signin(t.app, s.email, s.password));
    for (const token of [s.token, second, third]) expect((await me(token)).statusCode).toBe(200);

    const list = await t.app.inject({ url: '/api/v1/auth/sessions', headers: bearer(s.token) });
    const ids = (list.json().data as Array<{ _id: string; current: boolean }>).filter((x) => !x.current);
    const secondId = (await t.app.inject({ url: '/api/v1/auth/sessions', headers: bearer(second) }))
      .json()
      .data.find((x: { current: boolean }) => x.current)._id as string;
    expect(ids.map((x) => x._id)).toContain(secondId);
    const one = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${secondId}`,
      headers: { ...bearer(s.token), origin: ORIGIN },
    });
    expect(one.statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(third)).statusCode).toBe(200);

    const others = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sessions/revoke-others',
      headers: { ...bearer(s.token), origin: ORIGIN },
    });
    expect(others.json().data.revoked).toBe(1);
    expect((await me(third)).statusCode).toBe(401);
    expect((await me(s.token)).statusCode).toBe(200);
  });

  it('a new name shows at once, and a new password ends the other sessions at once', async () => {
    const s = await signup(t.app);
    const other = tokenOf(await signin(t.app, s.email, s.password));
    expect((await me(other)).json().data.user.name).toBe('Bilal Ahmed');
    const put = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/auth/users',
        headers: { ...bearer(s.token), origin: ORIGIN },
        payload: body,
      });
    expect((await put({ name: 'Bilal A. Khan' })).statusCode).toBe(200);
    expect((await me(other)).json().data.user.name).toBe('Bilal A. Khan');

    const changed = await put({ currentPassword: STRONG_PASSWORD, newPassword: 'shalimar-garden-77' });
    expect(changed.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(s.token)).statusCode).toBe(401);
  });

  it('a session that expires while remembered is refused', async () => {
    const s = await signup(t.app);
    expect((await me(s.token)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 8 * 86_400_000); // past the 7-day session
      expect((await me(s.token)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('every write that can end or change a session forgets the remembered ones', () => {
    // A tripwire for modules to come (team, admin): any repository statement that updates or deletes
    // sessions, users, memberships or accounts must sit in a file that calls forgetSessions, or be
    // listed here with the reason it cannot affect a live session.
    const allowed: Record<string, string> = {
      'modules/auth/auth.repo.ts:accounts': 'account name only; the session row does not carry it',
      'jobs/maintenance.repo.ts:sessions': 'retention deletes sessions expired or revoked a week ago',
    };
    const root = path.resolve(import.meta.dirname, '../src');
    const files = (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) =>
      f.endsWith('.repo.ts'),
    );
    const missing: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      for (const m of text.matchAll(/\.(update|delete)\((sessions|users|memberships|accounts)\)/g)) {
        const key = `${file}:${m[2]}`;
        if (allowed[key] || text.includes('forgetSessions(')) continue;
        missing.push(`${key} (${m[1]})`);
      }
    }
    expect(missing).toEqual([]);
    expect(files.length).toBeGreaterThan(10);
  });
});
