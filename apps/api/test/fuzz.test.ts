/**
 * Q21 schema fuzz: every operation in the OpenAPI document gets valid and mutated requests (wrong
 * types, huge strings, unicode, injection strings, extra and missing fields). No answer may be a
 * 5xx or leak a stack trace or SQL; every 2xx answer must match its declared schema.
 */
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORIGIN,
  bearer,
  createTestApp,
  signin,
  signup,
  type Session,
  type TestContext,
} from './helpers/app.ts';
import { LEAK, PATH_IDS, bodyVariants, queryVariants, type JsonSchema } from './helpers/fuzz.ts';

interface Operation {
  parameters?: Array<{ name: string; in: string; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

let t: TestContext;
let me: Session;
let token: string;
let ops: Array<{ method: string; path: string; op: Operation }>;
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'warn' });
  me = await signup(t.app);
  token = me.token;
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
});
afterAll(() => t.close());

async function send(method: string, url: string, payload: unknown) {
  const headers: Record<string, string> = { ...bearer(token), origin: ORIGIN };
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload === undefined
      ? {}
      : { payload: JSON.stringify(payload), headers: { ...headers, 'content-type': 'application/json' } }),
  });
  if (res.statusCode === 401 && !url.includes('/auth/signin')) {
    // A fuzzed logout or password change may have ended our session: sign in again and carry on.
    const again = await signin(t.app, me.email, me.password);
    if (again.statusCode === 200) token = again.json().data.token;
  }
  return res;
}

describe('Q21 schema fuzz over the OpenAPI document', () => {
  it('covers every operation', () => {
    expect(ops.length).toBeGreaterThanOrEqual(17);
  });

  it('never answers 5xx, never leaks internals, and every 2xx matches its schema', async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const { method, path, op } of ops) {
      const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path');
      const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query');
      const bodySchema = op.requestBody?.content['application/json']?.schema;
      const urls = pathParams.length ? PATH_IDS.map((id) => path.replace(/\{\w+\}/g, id)) : [path];
      const queries = queryParams.length ? queryVariants(queryParams) : [{}];
      const bodies = method === 'GET' || method === 'DELETE' ? [undefined] : bodyVariants(bodySchema);
      for (const base of urls) {
        for (const q of queries) {
          const qs = new URLSearchParams(q).toString();
          const url = qs ? `${base}?${qs}` : base;
          for (const body of bodies) {
            requests++;
            const res = await send(method, url, body);
            const where = `${method} ${url.slice(0, 120)} body=${JSON.stringify(body)?.slice(0, 80)}`;
            if (res.statusCode >= 500) failures.push(`${res.statusCode} ${where}: ${res.body.slice(0, 200)}`);
            if (LEAK.test(res.body)) failures.push(`leak ${where}: ${res.body.slice(0, 200)}`);
            if (res.statusCode < 300 && res.headers['content-type']?.toString().includes('json')) {
              const schema = op.responses[String(res.statusCode)]?.content?.['application/json']?.schema;
              if (!schema) failures.push(`undeclared ${res.statusCode} ${where}`);
              else if (!ajv.validate(schema, res.json()))
                failures.push(`schema ${where}: ${ajv.errorsText()}`);
            }
            if (
              res.statusCode >= 400 &&
              res.statusCode !== 404 &&
              !(typeof res.json().message === 'string' && typeof res.json().code === 'string')
            ) {
              failures.push(`error shape ${where}: ${res.body.slice(0, 200)}`);
            }
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(500);
    expect(failures.slice(0, 20)).toEqual([]);
  }, 300_000);
});
