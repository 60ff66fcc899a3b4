/**
 * Issue 29, defects: what a client reading only the API's document tripped over. Each test fails
 * on the code before the fix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, createTestApp, signup, type Session, type TestContext } from './helpers/app.ts';

let t: TestContext;
let me: Session;
beforeAll(async () => {
  t = await createTestApp();
  me = await signup(t.app);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...me.headers, origin: ORIGIN },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

describe('issue 29 defects', () => {
  it('answers an empty update with 400 "Nothing to change", never 500', async () => {
    const made = await call('POST', '/api/v1/categories', { name: `Lawn ${Date.now()}` });
    expect(made.statusCode).toBe(201);
    const res = await call('PUT', `/api/v1/categories/${made.json().data._id}`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('Nothing to change'),
    });
    // Every update route: an empty body is a 4xx.
    const updates = t.app.routeTable.filter(
      (r) => (r.method === 'PUT' || r.method === 'PATCH') && r.url.startsWith('/api/v1/'),
    );
    expect(updates.length).toBeGreaterThan(10);
    for (const r of updates) {
      const url = r.url.replace(/:[A-Za-z]+/g, made.json().data._id);
      const answer = await call(r.method as 'PUT', url, {});
      expect(answer.statusCode, `${r.method} ${r.url}: ${answer.body.slice(0, 200)}`).toBeLessThan(500);
    }
  });

  it('takes at most 64 characters before the @, wherever an address is taken', async () => {
    const long = `${'a'.repeat(65)}@example.pk`;
    const ok = `${'b'.repeat(64)}@example.pk`;
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      headers: { origin: ORIGIN },
      payload: { name: 'Long', email: long, password: 'kinnow-orchard-42' },
    });
    expect(up.statusCode).toBe(400);
    expect(up.json().details[0]).toEqual({ field: 'email', message: 'At most 64 characters before the @' });
    const vendor = await call('POST', '/api/v1/vendors', { name: 'Long vendor', email: long });
    expect(vendor.statusCode).toBe(400);
    expect(vendor.json().details[0].field).toBe('email');
    const shipper = await call('POST', '/api/v1/shippers', {
      name: 'Long shipper',
      contactName: 'Bilal',
      phone: '03211234567',
      address: '45 Main Boulevard',
      city: 'Lahore',
      email: long,
    });
    expect(shipper.statusCode).toBe(400);
    expect(shipper.json().details[0].field).toBe('email');
    expect((await call('POST', '/api/v1/vendors', { name: 'Fine vendor', email: ok })).statusCode).toBe(201);
  });

  it('answers a very long path id in the API shape and headers, after the session check', async () => {
    const url = `/api/v1/orders/${'x'.repeat(300)}`;
    const anonymous = await t.app.inject({ url });
    expect(anonymous.statusCode).toBe(401);
    const res = await call('GET', url);
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 405 with Allow for a method the path does not have, and 404 for a path that does not exist', async () => {
    const res = await call('DELETE', '/api/v1/stores');
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, POST');
    expect(res.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
    const byId = await call('POST', `/api/v1/orders/${me.userId}/status`);
    expect(byId.statusCode).toBe(405);
    expect(byId.headers.allow).toContain('PUT');
    expect((await call('GET', '/api/v1/nothing-here')).statusCode).toBe(404);
  });

  it('refuses unknown query keys on the store list like every other list', async () => {
    const res = await call('GET', '/api/v1/stores?colour=green');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('says how to authenticate on 401', async () => {
    const res = await t.app.inject({ url: '/api/v1/orders' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="Sauda"');
  });

  it('takes a bodiless DELETE sent with Content-Type: application/json', async () => {
    const made = await call('POST', '/api/v1/categories', { name: `Gone ${Date.now()}` });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/categories/${made.json().data._id}`,
      headers: { ...me.headers, origin: ORIGIN, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('signs up an address with exactly 64 characters before the @', async () => {
    const email = `${'c'.repeat(50)}${Date.now()}`.slice(0, 64) + '@example.pk';
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      headers: { origin: ORIGIN },
      payload: { name: 'Exact', email, password: 'kinnow-orchard-42' },
    });
    expect(up.statusCode).toBe(201);
  });
});
