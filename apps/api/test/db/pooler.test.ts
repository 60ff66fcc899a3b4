/**
 * Issue 28 §1: Sauda runs behind a transaction pooler (PgBouncer in transaction mode), where each
 * statement may land on another server connection. A named prepared statement breaks that: the
 * next request meets "prepared statement … already exists" (every signed-in request answered 500
 * while the session look-up was prepared as "find_active_session"). So no statement Sauda sends
 * has a name: every one Drizzle prepares, on either driver, and every one node-postgres is asked to
 * send, is watched through a signed-in day. (`DATABASE_PREPARED_STATEMENTS`, off by default, names
 * statements for connections that keep them: db/prepared.test.ts.)
 */
import pg from 'pg';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import { PgliteSession } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, createStore, createTestApp, orderBody, signup, type TestContext } from '../helpers/app.ts';

let t: TestContext;
const named: string[] = [];
const restore: Array<() => void> = [];
beforeAll(async () => {
  for (const Session of [NodePgSession, PgliteSession] as unknown as Array<{
    prototype: Record<string, unknown>;
  }>) {
    const original = Session.prototype.prepareQuery as (...args: unknown[]) => unknown;
    Session.prototype.prepareQuery = function (this: unknown, ...args: unknown[]) {
      const name = args[2];
      if (name) named.push(String(name));
      return original.apply(this, args);
    };
    restore.push(() => (Session.prototype.prepareQuery = original));
  }
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
    const name = (config as { name?: unknown } | null)?.name;
    if (name !== undefined) named.push(`pg: ${String(name)}`);
    return (query as (...args: unknown[]) => unknown).call(this, config, ...rest);
  } as typeof query;
  restore.push(() => (pg.Client.prototype.query = query));
  t = await createTestApp();
});
afterAll(async () => {
  for (const r of restore) r();
  await t.close();
});

describe('behind a transaction pooler', () => {
  it('sends no named prepared statement through sign-up, signed-in reads and writes', async () => {
    const me = await signup(t.app);
    const storeId = await createStore(t.app, me);
    for (let i = 0; i < 3; i++) {
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/v1/orders',
        headers: { ...me.headers, origin: ORIGIN },
        payload: orderBody(storeId),
      });
      expect(made.statusCode).toBe(201);
      for (const url of [
        '/api/v1/orders?limit=5',
        '/api/v1/auth/session',
        `/api/v1/orders/${made.json().data._id}`,
      ])
        expect((await t.app.inject({ url, headers: me.headers })).statusCode).toBe(200);
    }
    expect(named).toEqual([]);
  });
});
