/**
 * Issue 11 §7: job lanes and typed payloads. A booking runs while an import holds the bulk lane;
 * a payload that does not match its kind's schema is refused when queued and fails cleanly when run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner, jobHandlers, type JobDeps } from '../src/jobs/handlers.ts';
import { insertJob } from '../src/jobs/jobs.repo.ts';
import { EnvError, parseEnv } from '../src/config/env.ts';
import { ORIGIN, createTestApp, signup, type Session, type TestContext } from './helpers/app.ts';
import { confirmedOrder, shippingSeller } from './helpers/shipping.ts';

let t: TestContext;
let me: Session;
beforeAll(async () => {
  t = await createTestApp();
  me = await signup(t.app);
});
afterAll(() => t.close());

const deps = (): JobDeps => ({
  secrets: t.secrets,
  apiUrl: t.env.WHATSAPP_API_URL,
  courierRuntime: { sleep: async () => {}, timeoutMs: 1_000 },
  sleep: async () => {},
  lookupDelayMs: 0,
});
const status = async (id: string) =>
  (
    await t.db.sql<{ status: string; progress: number }>('SELECT status, progress FROM jobs WHERE id = $1', [
      id,
    ])
  )[0]!;
async function until<T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`${what}: still ${JSON.stringify(v)} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('§7 lanes', () => {
  it('books parcels while an import holds the bulk lane', async () => {
    const seller = await shippingSeller(t, me, [{ courier: 'sandbox', name: 'Sandbox' }]);
    const order = await confirmedOrder(t, me, seller.storeId);

    // The import is held at its start until the booking is done: with one lane for every kind
    // the booking would wait behind it for good.
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const real = jobHandlers(t.db.db, deps());
    const runner = createJobRunner(
      t.db.db,
      deps(),
      { pollMs: 50 },
      {
        ...real,
        orders_import: async (ctx) => {
          await released;
          return real.orders_import(ctx);
        },
      },
    );
    runner.start();
    try {
      const csv = [
        'Name,Phone,Address,City,Product,Qty,Price,Payment',
        'Asma Tariq,0300 111 2233,"House 5, Street 9, G-11",Islamabad,Khussa,2,"1,850",COD',
      ].join('\n');
      const upload = await t.app.inject({
        method: 'POST',
        url: `/api/v1/orders/imports?storeId=${seller.storeId}`,
        headers: { ...me.headers, origin: ORIGIN, 'content-type': 'text/csv' },
        payload: csv,
      });
      expect(upload.statusCode).toBe(202);
      const importId = upload.json().data._id as string;
      await until(
        'import taken',
        () => status(importId),
        (s) => s.status === 'running',
      );

      const booked = await seller.call('POST', '/v1/orders/booking', {
        orders: [
          {
            orderId: order._id,
            courierId: seller.courierIds.sandbox,
            storeId: seller.storeId,
            shipperId: seller.shipperId,
            shipmentType: 'standard',
          },
        ],
      });
      expect(booked.statusCode).toBe(202);
      runner.kick();
      const bookingJob = (
        await t.db.sql<{ id: string }>(
          `SELECT id FROM jobs WHERE account_id = $1 AND type = 'courier_booking' ORDER BY created_at DESC LIMIT 1`,
          [me.accountId],
        )
      )[0]!.id;
      await until(
        'booking done',
        () => status(bookingJob),
        (s) => s.status === 'succeeded',
      );
      const parcel = await t.db.sql<{ state: string; tracking_number: string | null }>(
        'SELECT state, tracking_number FROM shipments WHERE account_id = $1 AND order_id = $2',
        [me.accountId, order._id],
      );
      expect(parcel[0]).toMatchObject({ state: 'booked', tracking_number: expect.any(String) });
      expect(await status(importId)).toEqual({ status: 'running', progress: 0 });

      release();
      await until(
        'import done',
        () => status(importId),
        (s) => s.status === 'succeeded',
      );
    } finally {
      release();
      await runner.stop();
    }
  });

  it('takes the workers per lane from JOB_LANES, naming a bad value', () => {
    expect(parseEnv({ JOB_LANES: 'booking=3, bulk=0' }).JOB_LANES).toEqual({ booking: 3, bulk: 0 });
    expect(parseEnv({}).JOB_LANES).toEqual({});
    expect(() => parseEnv({ JOB_LANES: 'imports=2' })).toThrow(EnvError);
    expect(() => parseEnv({ JOB_LANES: 'booking=many' })).toThrow(/JOB_LANES/);
  });
});

describe('§7 typed payloads', () => {
  it('refuses to queue a payload that does not match its kind', async () => {
    await expect(
      insertJob(t.db.db, {
        accountId: me.accountId,
        type: 'courier_sync',
        // @ts-expect-error: the contract says courierAccountId
        payload: { courierId: 'x' },
        total: 0,
        createdBy: null,
      }),
    ).rejects.toThrow(/Invalid courier_sync payload: courierAccountId/);
  });

  it('fails a stored job whose payload is wrong, with the reason, and runs the next one', async () => {
    const bad = '019ab000-0000-7000-8000-00000000b001';
    await t.db.sql(
      `INSERT INTO jobs (id, account_id, type, status, payload) VALUES ($1, $2, 'courier_sync', 'queued', $3)`,
      [bad, me.accountId, JSON.stringify({ courierAccountId: 42 })],
    );
    const runner = createJobRunner(t.db.db, deps());
    await runner.drain();
    const row = (
      await t.db.sql<{ status: string; last_error: string }>(
        'SELECT status, last_error FROM jobs WHERE id = $1',
        [bad],
      )
    )[0]!;
    expect(row.status).toBe('failed');
    expect(row.last_error).toMatch(/^Invalid courier_sync payload: courierAccountId/);
  });
});

describe('batch handlers (runner.ts BatchJobHandler)', () => {
  const delivery = (id: string) => ({
    statuses: [{ messageId: id, status: 'sent' as const, at: new Date().toISOString(), error: null }],
    replies: [],
  });

  it('takes a seller’s queued jobs together; when the batch fails, each runs alone and only the bad one fails', async () => {
    const other = await signup(t.app);
    const queue = async (accountId: string, id: string) =>
      (
        await insertJob(t.db.db, {
          accountId,
          type: 'whatsapp_webhook',
          payload: delivery(id),
          total: 1,
          createdBy: null,
        })
      ).id;
    const good1 = await queue(me.accountId, 'wamid.good1');
    const poison = await queue(me.accountId, 'wamid.poison');
    const good2 = await queue(me.accountId, 'wamid.good2');
    const theirs = await queue(other.accountId, 'wamid.theirs');
    const batches: string[][] = [];
    const real = jobHandlers(t.db.db, deps());
    const runner = createJobRunner(t.db.db, deps(), undefined, {
      ...real,
      whatsapp_webhook: {
        batch: 200,
        run: async (ctx) => {
          const ids = ctx.jobs.map((j) => (j.payload as ReturnType<typeof delivery>).statuses[0]!.messageId);
          batches.push(ids);
          if (ids.includes('wamid.poison')) throw new Error('poisoned');
          return ctx.jobs.map(() => ({ progress: 1, errors: [], result: { ok: true } }));
        },
      },
    });
    expect(await runner.runOnce('messages')).toBe(true);
    // One claim took the three of this seller, not the other seller's; then each alone.
    expect(batches).toEqual([
      ['wamid.good1', 'wamid.poison', 'wamid.good2'],
      ['wamid.good1'],
      ['wamid.poison'],
      ['wamid.good2'],
    ]);
    expect((await status(good1)).status).toBe('succeeded');
    expect((await status(good2)).status).toBe('succeeded');
    expect((await status(good2)).progress).toBe(1);
    // The bad one is left to its lease (taken again later, failed after its last attempt).
    expect((await status(poison)).status).toBe('running');
    expect((await status(theirs)).status).toBe('queued');
    await t.db.sql(`UPDATE jobs SET locked_until = now() - interval '1 second', attempts = 3 WHERE id = $1`, [
      poison,
    ]);
    await runner.drain();
    expect((await status(theirs)).status).toBe('succeeded');
    expect(batches.at(-1)).toEqual(['wamid.theirs']);
  });
});

describe('kicks wake the queued job’s lane only', () => {
  it('a kick for a booking leaves the messages lane asleep; a kick for its own type wakes it', async () => {
    const runner = createJobRunner(t.db.db, deps(), { pollMs: 60_000 });
    runner.start();
    try {
      await new Promise((r) => setTimeout(r, 200)); // every worker found nothing and sleeps
      const job = await insertJob(t.db.db, {
        accountId: me.accountId,
        type: 'whatsapp_webhook',
        payload: {
          statuses: [{ messageId: 'wamid.kick', status: 'sent', at: new Date().toISOString(), error: null }],
          replies: [],
        },
        total: 1,
        createdBy: null,
      });
      runner.kick('courier_booking');
      await new Promise((r) => setTimeout(r, 300));
      expect((await status(job.id)).status).toBe('queued');
      runner.kick('whatsapp_webhook');
      await until(
        'webhook job done',
        () => status(job.id),
        (s) => s.status === 'succeeded',
        5_000,
      );
    } finally {
      await runner.stop();
    }
  });
});
