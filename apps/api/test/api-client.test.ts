/**
 * Issue 29: a client generated from the API document alone (openapi-typescript's types, driven by
 * openapi-fetch) runs a seller's day. The types live in `generated/sauda-api.ts`; this test fails
 * when they no longer match the document the server serves (regenerate with
 * `npm run api:client`), and `npm run typecheck` checks every call below against them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, STRONG_PASSWORD, createTestApp, uniqueEmail, type TestContext } from './helpers/app.ts';
import type { paths } from './generated/sauda-api.ts';

const GENERATED = path.join(import.meta.dirname, 'generated', 'sauda-api.ts');
const HEADER = '// Generated from the Sauda API document by `npm run api:client`. Do not edit.\n';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** openapi-fetch's fetch, answered in-process by the app (no socket). */
async function injectFetch(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  const res = await t.app.inject({
    method: request.method as 'GET',
    url: url.pathname + url.search,
    headers: Object.fromEntries(request.headers),
    ...(body ? { payload: body } : {}),
  });
  const headers = new Headers();
  for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers.set(k, String(v));
  const empty = res.statusCode === 204 || res.statusCode === 304;
  return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers });
}

describe('a typed client generated from the document', () => {
  it('is the one generated from the document the server serves', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const fresh = HEADER + astToString(await openapiTS(doc, { alphabetize: true }));
    if (process.env.UPDATE_API_CLIENT === '1') writeFileSync(GENERATED, fresh);
    expect(readFileSync(GENERATED, 'utf8'), 'stale: run `npm run api:client`').toBe(fresh);
  });

  it("runs a seller's day through it: sign up, survey, product, order, confirm, find, report, sign out", async () => {
    const api = createClient<paths>({ baseUrl: 'http://sauda.test', fetch: injectFetch });
    const email = uniqueEmail('client');
    const up = await api.POST('/api/v1/auth/signup', {
      body: { name: 'Client Seller', email, password: STRONG_PASSWORD, businessName: 'Typed Traders' },
      headers: { origin: ORIGIN },
    });
    expect(up.response.status).toBe(201);
    const token = up.data!.data.token;
    const auth = { authorization: `Bearer ${token}`, origin: ORIGIN };

    const survey = await api.POST('/api/v1/survey', {
      headers: auth,
      body: {
        currentlySelling: true,
        businessName: 'Typed Traders',
        city: 'Lahore',
        whatYouSell: ['Clothing & fashion'],
        monthlyOrders: '101-500',
        couriers: ['PostEx', 'TCS'],
        salesPlatforms: ['WhatsApp'],
      },
    });
    expect(survey.response.status).toBe(201);

    const stores = await api.GET('/api/v1/stores', { headers: auth, params: { query: {} } });
    let storeId = stores.data?.data[0]?._id;
    if (!storeId) {
      const made = await api.POST('/api/v1/stores', {
        headers: auth,
        body: { name: 'Typed store', platform: 'sauda' },
      });
      storeId = made.data!.data._id;
    }

    const product = await api.POST('/api/v1/products', {
      headers: auth,
      body: {
        title: 'Khaddar kurta',
        status: 'active',
        weightGrams: 400,
        options: [{ name: 'Size', values: ['M'] }],
        variants: [{ optionValues: ['M'], sku: 'TK-M', price: 250_000, cost: 120_000, inventory: 5 }],
      },
    });
    expect(product.response.status, JSON.stringify(product.error)).toBe(201);
    const variantId = product.data!.data.variants[0]!._id;

    const order = await api.POST('/api/v1/orders', {
      headers: { ...auth, 'idempotency-key': `typed-client-${Date.now()}` },
      body: {
        storeId,
        paymentMethod: 'COD',
        lineItems: [{ variantId, quantity: 2 }],
        shippingAddress: {
          name: 'Ali Raza',
          phone: '0300 1234567',
          address: 'House 12, Street 4, Model Town',
          city: 'Lahore',
        },
      },
    });
    expect(order.response.status).toBe(201);
    const orderId = order.data!.data._id;

    const confirmed = await api.PUT('/api/v1/orders/{id}/status', {
      headers: auth,
      params: { path: { id: orderId } },
      body: { status: 'open' },
    });
    expect(confirmed.response.status, JSON.stringify(confirmed.error)).toBe(200);
    expect(confirmed.data!.data.status).toBe('open');

    const listed = await api.GET('/api/v1/orders', {
      headers: auth,
      params: { query: { status: 'open' } },
    });
    expect(listed.data!.data.map((o) => o._id)).toContain(orderId);

    const found = await api.GET('/api/v1/search', {
      headers: auth,
      params: { query: { search: 'Ali Raza' } },
    });
    expect(found.response.status).toBe(200);

    const customers = await api.GET('/api/v1/customers', { headers: auth, params: { query: {} } });
    expect(customers.data!.data[0]).toMatchObject({ name: 'Ali Raza', phone: '03001234567' });

    const stock = await api.GET('/api/v1/inventory/summary', { headers: auth });
    expect(stock.response.status).toBe(200);
    const day = await api.GET('/api/v1/dashboard', { headers: auth });
    expect(day.response.status).toBe(200);

    const csv = await api.GET('/api/v1/orders/export.csv', {
      headers: auth,
      params: { query: {} },
      parseAs: 'text',
    });
    expect(csv.response.headers.get('content-type')).toContain('text/csv');
    expect(csv.data).toContain('Ali Raza');

    // A declared error arrives typed as the API's error body.
    const missing = await api.GET('/api/v1/orders/{id}', {
      headers: auth,
      params: { path: { id: 'no-such-order' } },
    });
    expect(missing.response.status).toBe(404);
    expect(missing.error).toMatchObject({ code: 'NOT_FOUND' });

    const out = await api.GET('/api/v1/auth/logout', { headers: auth });
    expect(out.response.status).toBe(200);
    const after = await api.GET('/api/v1/auth/session', { headers: auth });
    expect(after.response.status).toBe(401);
    expect(after.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });

    // The types bite: a path the document lacks does not compile.
    // @ts-expect-error -- no such operation in the document
    await api.GET('/api/v1/no-such-path', { headers: auth });
  });
});
