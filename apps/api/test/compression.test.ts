/**
 * Issue 12 §3: API answers above 1 KB go compressed to a client that accepts it (plugins/compress.ts):
 * Brotli when offered, else gzip; small answers, clients that accept neither, and what is not text
 * go as they are, and the answer says it varies by Accept-Encoding.
 */
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding } from '../src/plugins/compress.ts';
import {
  ORIGIN,
  createStore,
  createTestApp,
  orderBody,
  signup,
  type Session,
  type TestContext,
} from './helpers/app.ts';

let t: TestContext;
let s: Session;
beforeAll(async () => {
  t = await createTestApp();
  s = await signup(t.app);
  const storeId = await createStore(t.app, s);
  for (let i = 0; i < 8; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { ...s.headers, origin: ORIGIN },
      payload: orderBody(storeId),
    });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(() => t.close());

const list = (acceptEncoding?: string) =>
  t.app.inject({
    url: '/api/v1/orders?limit=50',
    headers: { ...s.headers, ...(acceptEncoding !== undefined ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('compressed API answers', () => {
  it('sends a page of orders with Brotli or gzip as offered, the same JSON once decoded', async () => {
    const plain = await list();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);

    const br = await list('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await list('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());

    for (const none of ['identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const res = await list(none);
      expect(res.headers['content-encoding'], none).toBeUndefined();
      expect(res.json()).toEqual(plain.json());
    }
  });

  it('leaves small answers as they are', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('reads Accept-Encoding as RFC 9110 says: weights, wildcards, refusals', () => {
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('')).toBeNull();
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.1')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('GZIP')).toBe('gzip');
  });
});
