/**
 * Q13 tenant isolation matrix. Every route that takes an id (in its path, query or body) must be
 * listed in CASES: account B aims at account A's object and must get 404 with nothing changed.
 * The route list comes from the server's own route table and OpenAPI document, so a new id-route
 * without a case fails this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, createTestApp, signin, signup, type Session, type TestContext } from './helpers/app.ts';

let t: TestContext;
let A: Session;
let B: Session;
beforeAll(async () => {
  t = await createTestApp();
  A = await signup(t.app, { businessName: 'Account A' });
  B = await signup(t.app, { businessName: 'Account B' });
});
afterAll(() => t.close());

interface IsolationCase {
  /** Creates A's object; returns the request B makes against it and a check that A's data is intact. */
  setup(): Promise<{
    request: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };
    unchanged(): Promise<void>;
  }>;
}

const CASES: Record<string, IsolationCase> = {
  'PUT /api/v1/stores/:id': {
    async setup() {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/stores',
        headers: A.headers,
        payload: { name: 'A shop', platform: 'sauda' },
      });
      const id = res.json().data._id as string;
      return {
        request: { method: 'PUT', url: `/api/v1/stores/${id}`, payload: { name: 'Stolen by B' } },
        async unchanged() {
          const list = await t.app.inject({ url: '/api/v1/stores', headers: A.headers });
          expect(list.json().data.find((s: { _id: string }) => s._id === id).name).toBe('A shop');
        },
      };
    },
  },
  'DELETE /api/v1/auth/sessions/:id': {
    async setup() {
      const second = (await signin(t.app, A.email, A.password)).json().data.token as string;
      const list = await t.app.inject({
        url: '/api/v1/auth/sessions',
        headers: { authorization: `Bearer ${second}` },
      });
      const id = list.json().data.find((s: { current: boolean }) => s.current)._id as string;
      return {
        request: { method: 'DELETE', url: `/api/v1/auth/sessions/${id}` },
        async unchanged() {
          const me = await t.app.inject({
            url: '/api/v1/auth/session',
            headers: { authorization: `Bearer ${second}` },
          });
          expect(me.statusCode).toBe(200);
        },
      };
    },
  },
};

const ID_FIELD = /(^id$|^_id$|Id$|_id$)/;

async function idRoutes(): Promise<string[]> {
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Array<{ name: string; in: string }>;
          requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
        }
      >
    >;
  };
  const found = new Set<string>();
  for (const r of t.app.routeTable) {
    if (
      r.url.startsWith('/api/') &&
      !r.url.startsWith('/api/docs') &&
      r.method !== 'HEAD' &&
      /:[A-Za-z_]*id\b/i.test(r.url)
    )
      found.add(`${r.method} ${r.url}`);
  }
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const query = (op.parameters ?? []).filter((p) => p.in === 'query' && ID_FIELD.test(p.name));
      const body = Object.keys(op.requestBody?.content['application/json']?.schema.properties ?? {}).filter(
        (k) => ID_FIELD.test(k),
      );
      if (query.length || body.length)
        found.add(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
    }
  }
  return [...found].sort();
}

describe('Q13 tenant isolation', () => {
  it('has a case for every route that takes an id', async () => {
    const routes = await idRoutes();
    expect(routes.length).toBeGreaterThan(0);
    const missing = routes.filter((r) => !CASES[r]);
    expect(missing, `id-routes without an isolation case: ${missing.join(', ')}`).toEqual([]);
  });

  for (const [route, c] of Object.entries(CASES)) {
    it(`${route}: account B gets 404 on account A's object and changes nothing`, async () => {
      const { request, unchanged } = await c.setup();
      const res = await t.app.inject({ ...request, headers: { ...B.headers, origin: ORIGIN } });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
      await unchanged();
    });
  }

  it('lists only the signed-in account’s stores', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/stores',
      headers: A.headers,
      payload: { name: 'Only A', platform: 'sauda' },
    });
    const b = await t.app.inject({ url: '/api/v1/stores', headers: B.headers });
    expect(b.json().data.map((s: { name: string }) => s.name)).not.toContain('Only A');
    expect((await t.app.inject({ url: '/api/v1/survey', headers: B.headers })).json().data).toBeNull();
  });
});
