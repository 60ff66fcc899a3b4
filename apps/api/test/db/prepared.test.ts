/**
 * `DATABASE_PREPARED_STATEMENTS` (docs/decisions/032): on a connection that keeps prepared
 * statements, the statements the process sends often are named and parsed once per connection;
 * one-off texts and anything past the cap stay unnamed; the answers are the same. PostgreSQL only
 * (PGlite runs in the process and has no connections to share), on a direct connection: CI's
 * PgBouncer keeps none (`db/pooler.test.ts` holds that nothing is named when the setting is off).
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/client.ts';
import { POOLER_HINT, PREPARED_PER_CONNECTION, PREPARE_AFTER, preparedName } from '../../src/db/prepared.ts';
import { ORIGIN, createStore, createTestApp, orderBody, signup, type TestContext } from '../helpers/app.ts';
import { TEST_DB_KIND } from '../helpers/db.ts';

const onPostgres = TEST_DB_KIND === 'postgres';

// Every name node-postgres is asked to send, whichever client class sends it.
const names: string[] = [];
const baseQuery = pg.Client.prototype.query;
beforeAll(() => {
  pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
    const name = (config as { name?: unknown } | null)?.name;
    if (typeof name === 'string') names.push(name);
    return (baseQuery as (...args: unknown[]) => unknown).call(this, config, ...rest);
  } as typeof baseQuery;
});
afterAll(() => {
  pg.Client.prototype.query = baseQuery;
});

describe.skipIf(!onPostgres)('named prepared statements, when the connection keeps them', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ DATABASE_PREPARED_STATEMENTS: 'true' });
  });
  afterAll(async () => {
    await t?.close();
  });

  // One connection, so every statement below meets the same server session.
  const single = () => openPostgres(t.db.url!, 1, undefined, { prepared: true });
  const prepared = async (db: ReturnType<typeof single>['db']) =>
    (
      (await db.execute(
        sql.raw('SELECT name, statement FROM pg_prepared_statements ORDER BY prepare_time'),
      )) as {
        rows: Array<{ name: string; statement: string }>;
      }
    ).rows;

  it(`names a statement from its ${PREPARE_AFTER}rd use on, and it answers for every value bound to it`, async () => {
    const d = single();
    try {
      const text = 'SELECT $1::int + 1 AS n, $2::text AS s';
      const answers: Array<{ n: number; s: string }> = [];
      for (let i = 0; i < 6; i++) {
        const r = (await d.db.execute(sql`SELECT ${i}::int + 1 AS n, ${`v${i}`}::text AS s`)) as {
          rows: Array<{ n: number; s: string }>;
        };
        answers.push(r.rows[0]!);
        const held = (await prepared(d.db)).filter((p) => p.statement === text);
        expect(
          held.map((p) => p.name),
          `after use ${i + 1}`,
        ).toEqual(i + 1 >= PREPARE_AFTER ? [preparedName(text)] : []);
      }
      expect(answers).toEqual([0, 1, 2, 3, 4, 5].map((i) => ({ n: i + 1, s: `v${i}` })));
    } finally {
      await d.close();
    }
  });

  it(`keeps at most ${PREPARED_PER_CONNECTION} per connection, and never a text sent fewer times`, async () => {
    const d = single();
    try {
      for (let round = 0; round < PREPARE_AFTER; round++)
        for (let i = 0; i < PREPARED_PER_CONNECTION + 20; i++)
          await d.db.execute(sql`SELECT ${i}::int AS ${sql.raw(`n${i}`)}`);
      // Sent once or twice: a text that varies with its data.
      for (let i = 0; i < 50; i++) await d.db.execute(sql`SELECT ${i}::int AS ${sql.raw(`once${i}`)}`);
      const held = await prepared(d.db);
      expect(held).toHaveLength(PREPARED_PER_CONNECTION);
      expect(held.filter((p) => p.statement.includes('once'))).toEqual([]);
      // The ones kept are the first to reach the count; the rest still answer, unnamed.
      expect(held.some((p) => p.statement.includes(' AS n0'))).toBe(true);
      const last = (await d.db.execute(
        sql`SELECT ${7}::int AS ${sql.raw(`n${PREPARED_PER_CONNECTION + 19}`)}`,
      )) as {
        rows: Array<Record<string, number>>;
      };
      expect(last.rows).toEqual([{ [`n${PREPARED_PER_CONNECTION + 19}`]: 7 }]);
    } finally {
      await d.close();
    }
  });

  it('says what to turn off when the server connection lost a statement (a pooler in between)', async () => {
    const d = single();
    try {
      const query = () => d.db.execute(sql`SELECT ${1}::int AS lost_then_found`);
      for (let i = 0; i < PREPARE_AFTER; i++) await query();
      // What a transaction pooler does: the next statement meets a server session without it.
      await d.pool.query('DEALLOCATE ALL');
      const err = await query().then(
        () => null,
        (e: unknown) => e as Error & { code?: string; cause?: Error & { code?: string } },
      );
      const cause = err?.cause ?? err;
      expect(cause?.code).toBe('26000');
      expect(cause?.message).toContain(POOLER_HINT);
    } finally {
      await d.close();
    }
  });

  it('serves a signed-in day the same, with the hot statements named', async () => {
    names.length = 0;
    const me = await signup(t.app);
    const storeId = await createStore(t.app, me);
    const made: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/orders',
        headers: { ...me.headers, origin: ORIGIN },
        payload: orderBody(storeId),
      });
      expect(res.statusCode).toBe(201);
      made.push(res.json().data._id as string);
      const list = await t.app.inject({ url: '/api/v1/orders?limit=10', headers: me.headers });
      expect(list.statusCode).toBe(200);
      expect((list.json().data as Array<{ _id: string }>).map((o) => o._id)).toEqual([...made].reverse());
      for (const id of made) {
        const one = await t.app.inject({ url: `/api/v1/orders/${id}`, headers: me.headers });
        expect(one.statusCode).toBe(200);
        expect(one.json().data._id).toBe(id);
      }
    }
    // The sign-in look-up runs on every request: it is among the named.
    expect(new Set(names).size).toBeGreaterThan(3);
  });
});
