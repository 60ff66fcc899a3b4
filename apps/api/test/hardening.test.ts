/**
 * Issue 11: what a hostile or careless client can send. §1 content types and body limits, §2 deep
 * nesting. Each check fails on the code before the fix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORIGIN,
  createProduct,
  createTestApp,
  signup,
  type Session,
  type TestContext,
} from './helpers/app.ts';

let t: TestContext;
let me: Session;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  me = await signup(t.app);
  productId = (await createProduct(t.app, me))._id;
});
afterAll(() => t.close());

const h = (extra: Record<string, string> = {}) => ({ ...me.headers, origin: ORIGIN, ...extra });

describe('§1 content types and bodies', () => {
  it('refuses a type the route does not document with 415, small and without echoing the body', async () => {
    const junk = Buffer.alloc(1024 * 1024, 0x41);
    for (const type of [
      'application/octet-stream',
      'text/plain',
      'image/png',
      'application/x-www-form-urlencoded',
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/products/${productId}`,
        headers: h({ 'content-type': type }),
        payload: junk,
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
      expect(res.json().message).toContain('application/json');
      expect(res.body.length).toBeLessThan(1024);
      expect(res.body).not.toContain('AAAA');
    }
  });

  it('keeps raw uploads to the routes that take them', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/products/images',
      headers: h({ 'content-type': 'application/json' }),
      payload: JSON.stringify({ a: 1 }),
    });
    expect(json.statusCode).toBe(415);
    const csvAsImage = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders/imports',
      headers: h({ 'content-type': 'image/png' }),
      payload: Buffer.from('x'),
    });
    expect(csvAsImage.statusCode).toBe(415);
    expect(csvAsImage.json().message).toContain('text/csv');
  });

  it('asks for a session before it judges the body', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/products/${productId}`,
      headers: { origin: ORIGIN, 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(10),
    });
    expect(res.statusCode).toBe(401);
  });

  it('takes a bodiless DELETE that names application/json', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/products/${productId}`,
      headers: h({ 'content-type': 'application/json' }),
    });
    expect(res.statusCode).toBe(200);
  });

  it('keeps validation answers a few KB whatever the input', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/products',
      headers: h(),
      payload: { title: 'x', variants: Array.from({ length: 5000 }, () => ({ price: 'no', sku: { a: 1 } })) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.length).toBeLessThan(8 * 1024);
    expect(res.json().details.length).toBeLessThanOrEqual(20);
  });
});

describe('§2 nesting', () => {
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it('answers 400 naming the depth limit to thousands of nested arrays, signed in or not', async () => {
    for (const [url, headers] of [
      ['/api/v1/auth/signin', { origin: ORIGIN }],
      ['/api/v1/products', h()],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: `{"email":${nested(5000)}}`,
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toContain('32');
    }
  });

  it('counts brackets inside strings as text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: nested(100), password: '"[[[' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('email');
  });

  it('walks deep parsed input without recursion', async () => {
    const { findUnstorable } = await import('../src/plugins/input.ts');
    let deep: unknown = 'bad\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findUnstorable(deep)).toMatch(/^0(\.0)+$/);
    expect(findUnstorable(Buffer.alloc(2 * 1024 * 1024))).toBeNull();
  });
});
