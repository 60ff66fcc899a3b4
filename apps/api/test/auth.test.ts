import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORIGIN,
  STRONG_PASSWORD,
  VALID_SURVEY,
  bearer,
  createTestApp,
  linkFrom,
  signin,
  signup,
  tokenFrom,
  uniqueEmail,
  type TestContext,
} from './helpers/app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { origin: ORIGIN, ...headers } });

describe('sign-up', () => {
  it('creates the account, owner and session, and answers user and token', async () => {
    const email = uniqueEmail();
    const res = await post('/api/v1/auth/signup', {
      name: '  Sana Malik ',
      email: email.toUpperCase(),
      password: STRONG_PASSWORD,
      businessName: 'Sana Boutique',
    });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.user).toMatchObject({
      name: 'Sana Malik',
      email,
      role: 'owner',
      accountName: 'Sana Boutique',
      emailVerified: false,
    });
    // The token names its account (session-token.ts), then 256 random bits.
    expect(data.token).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[A-Za-z0-9_-]{43}$/,
    );
    expect(data.saudaSurvey).toBeNull();
    expect(data.stores).toEqual([]);
    const me = await t.app.inject({ url: '/api/v1/auth/session', headers: bearer(data.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.email).toBe(email);
  });

  it('refuses a duplicate e-mail, in any letter case, with 409 naming the field', async () => {
    const s = await signup(t.app);
    const res = await post('/api/v1/auth/signup', {
      name: 'Other',
      email: s.email.toUpperCase(),
      password: STRONG_PASSWORD,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN', details: [{ field: 'email' }] });
  });

  it('lets exactly one of ten simultaneous sign-ups with one e-mail through', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('/api/v1/auth/signup', { name: 'Racer', email, password: STRONG_PASSWORD }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const rows = await t.db.sql<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE email = $1', [
      email,
    ]);
    expect(rows[0]!.n).toBe(1);
  });

  it.each([
    ['short', 'short1!', 'password'],
    ['common', 'password123', 'password'],
    ['the e-mail itself', 'SAME', 'password'],
  ])('rejects a weak password (%s) with 400', async (_label, password, field) => {
    const email = uniqueEmail();
    const res = await post('/api/v1/auth/signup', {
      name: 'Weak',
      email,
      password: password === 'SAME' ? email : password,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    const rows = await t.db.sql('SELECT 1 FROM users WHERE email = $1', [email]);
    expect(rows).toHaveLength(0);
  });

  it('names every bad field and rejects unknown ones', async () => {
    const res = await post('/api/v1/auth/signup', {
      email: 'not-an-email',
      password: STRONG_PASSWORD,
      role: 'admin',
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'email']));
    expect(JSON.stringify(res.json())).toMatch(/role/);
  });
});

describe('e-mail verification', () => {
  it('verifies once with the e-mailed link; the link is then dead', async () => {
    const s = await signup(t.app);
    const mail = await t.smtp.waitFor(s.email, (m) => m.text.includes('/verify?token='));
    const link = linkFrom(mail.text, '/verify');
    expect(link.startsWith(`${ORIGIN}/verify?token=`)).toBe(true);
    const token = tokenFrom(link);
    const ok = await t.app.inject({ url: `/api/v1/auth/verify?token=${token}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.emailVerified).toBe(true);
    const again = await t.app.inject({ url: `/api/v1/auth/verify?token=${token}` });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
    const me = await t.app.inject({ url: '/api/v1/auth/session', headers: s.headers });
    expect(me.json().data.user.emailVerified).toBe(true);
  });

  it('verifies with the 6-digit code, and locks the code after five wrong tries', async () => {
    const s = await signup(t.app);
    const mail = await t.smtp.waitFor(s.email);
    const code = mail.text.match(/code on the verification page: (\d{6})/)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await t.app.inject({
      url: `/api/v1/auth/verify?email=${encodeURIComponent(s.email)}&code=${wrong}`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_CODE');
    const good = await t.app.inject({
      url: `/api/v1/auth/verify?email=${encodeURIComponent(s.email)}&code=${code}`,
    });
    expect(good.statusCode).toBe(200);

    const s2 = await signup(t.app);
    const mail2 = await t.smtp.waitFor(s2.email);
    const code2 = mail2.text.match(/code on the verification page: (\d{6})/)![1]!;
    const wrong2 = code2 === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const r = await t.app.inject({
        url: `/api/v1/auth/verify?email=${encodeURIComponent(s2.email)}&code=${wrong2}`,
      });
      expect(r.statusCode).toBe(400);
    }
    const locked = await t.app.inject({
      url: `/api/v1/auth/verify?email=${encodeURIComponent(s2.email)}&code=${code2}`,
    });
    expect(locked.statusCode).toBe(429);
  });

  it('refuses an expired link', async () => {
    const s = await signup(t.app);
    const mail = await t.smtp.waitFor(s.email);
    const token = tokenFrom(linkFrom(mail.text, '/verify'));
    await t.db.sql(`UPDATE auth_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [
      s.userId,
    ]);
    const res = await t.app.inject({ url: `/api/v1/auth/verify?token=${token}` });
    expect(res.statusCode).toBe(400);
  });

  it('resends a new link that replaces the old one', async () => {
    const s = await signup(t.app);
    const first = tokenFrom(linkFrom((await t.smtp.waitFor(s.email)).text, '/verify'));
    const res = await post('/api/v1/auth/verify/resend', {}, s.headers);
    expect(res.statusCode).toBe(200);
    const second = tokenFrom(
      linkFrom((await t.smtp.waitFor(s.email, (m) => !m.text.includes(first))).text, '/verify'),
    );
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: `/api/v1/auth/verify?token=${first}` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/v1/auth/verify?token=${second}` })).statusCode).toBe(200);
    expect((await post('/api/v1/auth/verify/resend', {}, s.headers)).statusCode).toBe(409);
  });
});

describe('sign-in and sign-out', () => {
  it('answers saudaSurvey, stores, user and token', async () => {
    const s = await signup(t.app);
    await post('/api/v1/survey', VALID_SURVEY, s.headers);
    await post('/api/v1/stores', { name: 'Main store', platform: 'sauda' }, s.headers);
    const res = await signin(t.app, s.email, s.password);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(Object.keys(data).sort()).toEqual(['saudaSurvey', 'stores', 'token', 'user']);
    expect(data.saudaSurvey).toMatchObject({ currentlySelling: true, city: 'Karachi' });
    expect(data.stores).toMatchObject([{ name: 'Main store', platform: 'sauda' }]);
    expect(data.token).not.toBe(s.token);
  });

  it('treats e-mail case-insensitively', async () => {
    const s = await signup(t.app);
    expect((await signin(t.app, `  ${s.email.toUpperCase()} `, s.password)).statusCode).toBe(200);
  });

  it('rejects a wrong password with 401', async () => {
    const s = await signup(t.app);
    const res = await signin(t.app, s.email, 'not-the-password');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
  });

  it('signs out: answers a message and the token stops working', async () => {
    const s = await signup(t.app);
    const res = await t.app.inject({ url: '/api/v1/auth/logout', headers: s.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBeTruthy();
    const cleared = res.cookies.find((c) => c.name === 'sauda_session');
    expect(cleared?.value).toBe('');
    expect((await t.app.inject({ url: '/api/v1/auth/session', headers: s.headers })).statusCode).toBe(401);
  });

  it('restore-session answers 401 without a session', async () => {
    const res = await t.app.inject({ url: '/api/v1/auth/session' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('forgot and reset password', () => {
  it('e-mails a single-use link that sets a new password and ends every session', async () => {
    const s = await signup(t.app);
    const res = await post('/api/v1/auth/forgot-password', { email: s.email });
    expect(res.statusCode).toBe(200);
    const mail = await t.smtp.waitFor(s.email, (m) => m.text.includes('/create-password?token='));
    const token = tokenFrom(linkFrom(mail.text, '/create-password'));
    const newPassword = 'mango-season-in-multan';
    const set = await post('/api/v1/auth/set-new-password', { token, password: newPassword });
    expect(set.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/auth/session', headers: s.headers })).statusCode).toBe(401);
    expect((await signin(t.app, s.email, s.password)).statusCode).toBe(401);
    expect((await signin(t.app, s.email, newPassword)).statusCode).toBe(200);
    const reuse = await post('/api/v1/auth/set-new-password', { token, password: 'another-fine-password' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().code).toBe('INVALID_TOKEN');
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const known = await signup(t.app);
    const a = await post('/api/v1/auth/forgot-password', { email });
    const b = await post('/api/v1/auth/forgot-password', { email: known.email });
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.json()).toEqual(b.json());
    await t.smtp.waitFor(known.email, (m) => m.text.includes('create-password'));
    expect(t.smtp.mails.some((m) => m.to.includes(email))).toBe(false);
  });

  it('refuses an expired reset link and keeps it unused when the new password is weak', async () => {
    const s = await signup(t.app);
    await post('/api/v1/auth/forgot-password', { email: s.email });
    const token = tokenFrom(
      linkFrom(
        (await t.smtp.waitFor(s.email, (m) => m.text.includes('create-password'))).text,
        '/create-password',
      ),
    );
    const weak = await post('/api/v1/auth/set-new-password', { token, password: '12345678' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('WEAK_PASSWORD');
    await t.db.sql(
      `UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND purpose = 'reset_password'`,
      [s.userId],
    );
    const expired = await post('/api/v1/auth/set-new-password', { token, password: 'a-perfectly-good-one' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('INVALID_TOKEN');
  });
});

describe('profile and password change', () => {
  it('updates name and normalises the phone number', async () => {
    const s = await signup(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/users',
      headers: s.headers,
      payload: { name: ' Hina ', phone: '+92 300 1234567' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ name: 'Hina', phone: '03001234567' });
  });

  it('needs the right current password, then kills every old token', async () => {
    const s = await signup(t.app);
    const other = await signin(t.app, s.email, s.password);
    const otherToken = other.json().data.token as string;
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/users',
      headers: s.headers,
      payload: { newPassword: 'brand-new-password' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].field).toBe('currentPassword');
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/users',
      headers: s.headers,
      payload: { currentPassword: 'nope-nope-nope', newPassword: 'brand-new-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/users',
      headers: s.headers,
      payload: { currentPassword: s.password, newPassword: 'brand-new-password' },
    });
    expect(ok.statusCode).toBe(200);
    const fresh = ok.cookies.find((c) => c.name === 'sauda_session')!.value;
    expect((await t.app.inject({ url: '/api/v1/auth/session', headers: s.headers })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/v1/auth/session', headers: bearer(otherToken) })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/auth/session', headers: bearer(fresh) })).statusCode).toBe(
      200,
    );
    expect((await signin(t.app, s.email, 'brand-new-password')).statusCode).toBe(200);
  });
});

describe('sessions list', () => {
  it('lists devices, marks this one, and signs out everywhere else', async () => {
    const s = await signup(t.app);
    await signin(t.app, s.email, s.password);
    await signin(t.app, s.email, s.password);
    const list = await t.app.inject({ url: '/api/v1/auth/sessions', headers: s.headers });
    expect(list.json().data).toHaveLength(3);
    expect(list.json().data.filter((x: { current: boolean }) => x.current)).toHaveLength(1);
    const res = await post('/api/v1/auth/sessions/revoke-others', {}, s.headers);
    expect(res.json().data.revoked).toBe(2);
    const after = await t.app.inject({ url: '/api/v1/auth/sessions', headers: s.headers });
    expect(after.json().data).toHaveLength(1);
  });

  it('signs out one other device by id, and 404s on an unknown id', async () => {
    const s = await signup(t.app);
    const other = (await signin(t.app, s.email, s.password)).json().data.token as string;
    const list = (await t.app.inject({ url: '/api/v1/auth/sessions', headers: s.headers })).json()
      .data as Array<{ _id: string; current: boolean }>;
    const target = list.find((x) => !x.current)!;
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${target._id}`,
      headers: { ...s.headers, origin: ORIGIN },
    });
    expect(del.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/auth/session', headers: bearer(other) })).statusCode).toBe(
      401,
    );
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/auth/sessions/not-a-uuid',
      headers: s.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('notification preferences', () => {
  it('starts with defaults and stores changes', async () => {
    const s = await signup(t.app);
    const first = await t.app.inject({ url: '/api/v1/auth/notification-preferences', headers: s.headers });
    expect(first.json().data.newOrderEmail).toBe(true);
    const prefs = { ...first.json().data, newOrderEmail: false, weeklySummary: true };
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/notification-preferences',
      headers: s.headers,
      payload: prefs,
    });
    expect(put.statusCode).toBe(200);
    const again = await t.app.inject({ url: '/api/v1/auth/notification-preferences', headers: s.headers });
    expect(again.json().data).toEqual(prefs);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/notification-preferences',
      headers: s.headers,
      payload: { newOrderEmail: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('survey and stores', () => {
  it('keeps the questionnaire: null, then created once, then updated', async () => {
    const s = await signup(t.app);
    expect((await t.app.inject({ url: '/api/v1/survey', headers: s.headers })).json()).toEqual({
      data: null,
    });
    const created = await post('/api/v1/survey', VALID_SURVEY, s.headers);
    expect(created.statusCode).toBe(201);
    expect((await post('/api/v1/survey', VALID_SURVEY, s.headers)).statusCode).toBe(409);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/survey',
      headers: s.headers,
      payload: { ...VALID_SURVEY, currentlySelling: false },
    });
    expect(put.json().data.currentlySelling).toBe(false);
    const bad = await post('/api/v1/survey', { ...VALID_SURVEY, couriers: [] }, s.headers);
    expect(bad.statusCode).toBe(400);
  });

  it('creates, lists and renames stores', async () => {
    const s = await signup(t.app);
    const a = await post('/api/v1/stores', { name: 'Karachi Kurtas', platform: 'sauda' }, s.headers);
    const b = await post('/api/v1/stores', { name: 'Shopify shop', platform: 'shopify' }, s.headers);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    const list = await t.app.inject({ url: '/api/v1/stores', headers: s.headers });
    expect(list.json().meta).toEqual({ page: 1, limit: 50, total: 2 });
    expect(list.json().data.map((x: { name: string }) => x.name)).toEqual(['Shopify shop', 'Karachi Kurtas']);
    const id = a.json().data._id;
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/stores/${id}`,
      headers: s.headers,
      payload: { name: 'Lahore Lawn' },
    });
    expect(renamed.json().data).toMatchObject({ _id: id, name: 'Lahore Lawn', platform: 'sauda' });
    expect((await post('/api/v1/stores', { name: 'x', platform: 'woocommerce' }, s.headers)).statusCode).toBe(
      400,
    );
    expect((await post('/api/v1/stores', { name: '   ', platform: 'sauda' }, s.headers)).statusCode).toBe(
      400,
    );
  });
});
