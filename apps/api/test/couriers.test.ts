import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signup, type Session, type TestContext } from './helpers/app.ts';
import { startFakePostex, type FakePostex } from './fakes/postex.ts';

let t: TestContext;
let px: FakePostex;
let owner: Session;

beforeAll(async () => {
  px = await startFakePostex('secret-postex-token-123');
  t = await createTestApp(
    {},
    { courierRuntime: { baseUrls: { postex: px.url }, timeoutMs: 2_000, sleep: async () => {} } },
  );
  owner = await signup(t.app);
});
afterAll(async () => {
  await t.close();
  await px.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: owner.headers, ...(payload ? { payload } : {}) });

describe('courier accounts', () => {
  let postexId: string;

  it('connects the sandbox courier with no credentials', async () => {
    const res = await call('POST', '/v1/courier', { courier: 'sandbox', name: 'Sandbox' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ courier: 'sandbox', enabled: true, lastTestOk: true });
  });

  it('names each missing credential field and writes nothing', async () => {
    const res = await call('POST', '/v1/courier', { courier: 'postex', name: 'PostEx', credentials: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'credentials.token', message: 'Enter the API token' }]);
    const extra = await call('POST', '/v1/courier', {
      courier: 'postex',
      name: 'PostEx',
      credentials: { token: 'x', pin: '1' },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().details[0].field).toBe('credentials.pin');
    expect((await call('GET', '/v1/courier')).json().data).toHaveLength(1);
  });

  it('stores credentials encrypted, never returns or logs them, and tests them on connect', async () => {
    const bad = await call('POST', '/v1/courier', {
      courier: 'postex',
      name: 'PostEx wrong',
      credentials: { token: 'nope-nope' },
    });
    expect(bad.statusCode).toBe(201);
    expect(bad.json().data).toMatchObject({ lastTestOk: false });
    expect(bad.json().data.lastTestMessage).toContain('refused the credentials');

    const res = await call('POST', '/v1/courier', {
      courier: 'postex',
      name: 'PostEx Lahore',
      credentials: { token: 'secret-postex-token-123' },
    });
    expect(res.statusCode).toBe(201);
    postexId = res.json().data._id;
    expect(res.json().data).toMatchObject({ lastTestOk: true, secretsSet: ['token'], publicCredentials: {} });
    const list = await call('GET', '/v1/courier');
    expect(list.body).not.toContain('secret-postex-token-123');
    expect(t.logs.join('')).not.toContain('secret-postex-token-123');
    const stored = await t.db.sql('SELECT credentials_sealed FROM courier_accounts WHERE id = $1', [
      postexId,
    ]);
    expect(JSON.stringify(stored)).not.toContain('secret-postex-token-123');
    // The fake saw the token in its header: the adapter really used it.
    expect(px.hits.some((h) => h.headers.token === 'secret-postex-token-123')).toBe(true);
  });

  it('keeps the stored secret when an edit leaves it empty, and re-tests after a change', async () => {
    const res = await call('PUT', `/v1/courier/${postexId}`, {
      name: 'PostEx LHR',
      credentials: { token: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'PostEx LHR', lastTestOk: true });
    const test = await call('POST', `/v1/courier/${postexId}/test`);
    expect(test.json().data).toEqual({ ok: true, message: 'Connected to PostEx' });
    const off = await call('PUT', `/v1/courier/${postexId}`, { enabled: false });
    expect(off.json().data.enabled).toBe(false);
    await call('PUT', `/v1/courier/${postexId}`, { enabled: true });
  });

  it('fetches the courier cities and maps them by name; manual fixes survive a refresh', async () => {
    const res = await call('GET', `/v1/courier/${postexId}/cites`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ total: 4, mapped: 4, unmapped: 0 });
    expect(body.data).toContainEqual(
      expect.objectContaining({ courierCityName: 'D.I. Khan', saudaCity: 'Dera Ismail Khan', match: 'auto' }),
    );
    const fix = await call('PUT', `/v1/courier/${postexId}/cities`, {
      mappings: [{ courierCityId: 'Islamabad', saudaCity: 'Rawalpindi' }],
    });
    expect(fix.statusCode).toBe(200);
    const again = await call('GET', `/v1/courier/${postexId}/cites?refresh=true`);
    expect(again.json().data).toContainEqual(
      expect.objectContaining({ courierCityId: 'Islamabad', saudaCity: 'Rawalpindi', match: 'manual' }),
    );
    const bad = await call('PUT', `/v1/courier/${postexId}/cities`, {
      mappings: [{ courierCityId: 'Lahore', saudaCity: 'Dubai' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toEqual({
      field: 'mappings.0.saudaCity',
      message: 'Dubai is not a Sauda city',
    });
    const unknown = await call('PUT', `/v1/courier/${postexId}/cities`, {
      mappings: [{ courierCityId: 'Atlantis', saudaCity: 'Lahore' }],
    });
    expect(unknown.statusCode).toBe(400);
    const only = await call('GET', `/v1/courier/${postexId}/cites?match=manual`);
    expect(only.json().data).toHaveLength(1);
  });

  it('serves the canonical Sauda city list', async () => {
    const res = await call('GET', '/v1/courier/sauda-cities');
    expect(res.json().data).toContainEqual({ name: 'Karachi', province: 'Sindh' });
    expect(res.json().data.length).toBeGreaterThan(150);
  });
});

describe('pickup addresses (shippers)', () => {
  const body = {
    name: 'Main warehouse',
    contactName: 'Bilal Ahmed',
    phone: '+92 321 1234567',
    address: '45 Main Boulevard, Gulberg III',
    city: 'lhr',
  };
  let id: string;

  it('adds one (first is the default), normalises phone and city, and registers it with PostEx', async () => {
    const res = await call('POST', '/v1/shippers', body);
    expect(res.statusCode).toBe(201);
    const s = res.json().data;
    id = s._id;
    expect(s).toMatchObject({ phone: '03211234567', city: 'Lahore', isDefault: true });
    // The working PostEx account got a code; the one with a wrong token records why it did not.
    expect(s.courierCodes).toContainEqual(expect.objectContaining({ code: 'PK-ADDR-77', error: null }));
    expect(s.courierCodes).toContainEqual(
      expect.objectContaining({ code: null, error: expect.stringContaining('refused the credentials') }),
    );
    const sent = px.hits.filter((h) => h.path.endsWith('create-merchant-address')).at(-1)!.body;
    expect(sent).toMatchObject({ cityName: 'Lahore', addressTypeId: 2, contactPersonName: 'Bilal Ahmed' });
  });

  it('refuses bad input naming the field', async () => {
    for (const [patch, field] of [
      [{ city: 'Dubai' }, 'city'],
      [{ phone: '123' }, 'phone'],
      [{ address: 'x' }, 'address'],
      [{ name: '' }, 'name'],
    ] as const) {
      const res = await call('POST', '/v1/shippers', { ...body, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
    expect((await call('GET', '/v1/shippers')).json().data).toHaveLength(1);
  });

  it('moves the default, edits and deletes', async () => {
    const second = (
      await call('POST', '/v1/shippers', {
        ...body,
        name: 'Karachi office',
        city: 'Karachi',
        isDefault: true,
      })
    ).json().data;
    const list = (await call('GET', '/v1/shippers')).json().data;
    expect(list.map((s: { name: string; isDefault: boolean }) => [s.name, s.isDefault])).toEqual([
      ['Karachi office', true],
      ['Main warehouse', false],
    ]);
    const edit = await call('PUT', `/v1/shippers/${id}`, {
      ...body,
      address: '46 Main Boulevard, Gulberg III',
    });
    expect(edit.json().data.address).toBe('46 Main Boulevard, Gulberg III');
    expect((await call('DELETE', `/v1/shippers/${second._id}`)).statusCode).toBe(200);
    expect((await call('GET', `/v1/shippers/${second._id}`)).statusCode).toBe(404);
  });
});
