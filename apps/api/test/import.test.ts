import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner } from '../src/jobs/handlers.ts';
import { JobRunner } from '../src/jobs/runner.ts';
import { runImport } from '../src/modules/orders/import.service.ts';
import {
  ORIGIN,
  createTestApp,
  orderBody,
  signup,
  type Session,
  type TestContext,
  createStore,
} from './helpers/app.ts';

let t: TestContext;
let me: Session;
let storeId: string;
beforeAll(async () => {
  t = await createTestApp();
  me = await signup(t.app);
  storeId = await createStore(t.app, me, 'Import here');
});
afterAll(() => t.close());

const upload = (csv: string, store = storeId, headers = me.headers) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/orders/imports?storeId=${store}`,
    headers: { ...headers, origin: ORIGIN, 'content-type': 'text/csv' },
    payload: csv,
  });
const job = async (id: string, headers = me.headers) =>
  (await t.app.inject({ url: `/api/v1/jobs/${id}`, headers })).json().data;
const runner = () => createJobRunner(t.db.db, { secrets: t.secrets, apiUrl: t.env.WHATSAPP_API_URL });

describe('CSV import', () => {
  it('round-trips: orders exported from one account import into another with the same buyers, items and totals', async () => {
    const src = await signup(t.app);
    const s = await createStore(t.app, src, 'S');
    const made = [];
    for (const [name, phone, pm, tags] of [
      ['Nadia Jamil', '03015550001', 'COD', ['eid']],
      ['Omar "OJ" Javed', '03025550002', 'prepaid', []],
      ['Saima, Lahore', '03035550003', 'COD', ['vip', 'repeat']],
    ] as const) {
      made.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/orders',
            headers: src.headers,
            payload: orderBody(s, {
              paymentMethod: pm,
              tags,
              notes: `note for ${name}`,
              shippingAddress: {
                name,
                phone,
                address: 'Plot 9, Phase 2, Hayatabad',
                city: 'Peshawar',
                province: 'Khyber Pakhtunkhwa',
              },
            }),
          })
        ).json().data,
      );
    }
    const csv = (
      await t.app.inject({ url: '/api/v1/orders/export.csv?sort=createdAt', headers: src.headers })
    ).body;
    const queued = await upload(csv);
    expect(queued.statusCode).toBe(202);
    expect(queued.json().data).toMatchObject({ status: 'queued', progress: 0, total: 3 });
    await runner().drain();
    const done = await job(queued.json().data._id);
    expect(done).toMatchObject({
      status: 'succeeded',
      progress: 3,
      total: 3,
      errors: [],
      result: { created: 3, failed: 0 },
    });
    const mine = (
      await t.app.inject({
        url: `/api/v1/orders?storeId=${storeId}&sort=createdAt&limit=100`,
        headers: me.headers,
      })
    ).json().data;
    const imported = await Promise.all(
      mine
        .slice(-3)
        .map(
          async (r: { _id: string }) =>
            (await t.app.inject({ url: `/api/v1/orders/${r._id}`, headers: me.headers })).json().data,
        ),
    );
    const shape = (
      o: Record<string, unknown> & {
        lineItems: Array<Record<string, unknown>>;
        shipmentDetails: { addresses: unknown[] };
      },
    ) => ({
      paymentMethod: o.paymentMethod,
      status: o.status,
      pricing: o.pricing,
      tags: o.tags,
      notes: o.notes,
      address: o.shipmentDetails.addresses[0],
      items: o.lineItems.map((l) => [l.title, l.quantity, l.unitPrice]),
    });
    expect(imported.map(shape)).toEqual(made.map(shape));
    expect(imported[0].timeline[0].actor.name).toBe('Bilal Ahmed');
  });

  it('imports good rows and reports each bad row with its line number and field', async () => {
    const csv = [
      'Name,Phone,Address,City,Product,Qty,Price,Payment',
      'Asma Tariq,0300 111 2233,"House 5, Street 9, G-11",Islamabad,Khussa,2,"1,850",COD',
      'Bad Phone,12345,"House 6, Street 9, G-11",Islamabad,Khussa,1,1850,COD',
      'Rafiq Ahmed,+923004445566,"Shop 3, Saddar Bazaar",Rawalpindi,Shawl,1,2400.50,prepaid',
      'No Price,03007778899,"Flat 2, Block 7, Clifton",Karachi,Shawl,1,abc,COD',
      'Bad Payment,03009990000,"Flat 3, Block 7, Clifton",Karachi,Shawl,1,100,bitcoin',
    ].join('\n');
    const queued = (await upload(csv)).json().data;
    await runner().drain();
    const done = await job(queued._id);
    expect(done.status).toBe('succeeded');
    expect(done.result).toEqual({ created: 2, failed: 3 });
    expect(done.errors).toEqual([
      { row: 3, message: expect.stringMatching(/^phone: /) },
      { row: 5, message: expect.stringMatching(/^Unit price: "abc" is not an amount/) },
      { row: 6, message: expect.stringMatching(/^Payment: /) },
    ]);
    const asma = (await t.app.inject({ url: '/api/v1/orders?search=asma', headers: me.headers })).json()
      .data[0];
    expect(asma).toMatchObject({
      status: 'Pending',
      pricing: { currentTotalPrice: 370_000 },
      shipmentDetails: { addresses: [{ phone: '03001112233' }] },
    });
    const rafiq = (await t.app.inject({ url: '/api/v1/orders?search=rafiq', headers: me.headers })).json()
      .data[0];
    expect(rafiq).toMatchObject({ status: 'open', pricing: { currentTotalPrice: 240_050 } });
    const list = (await t.app.inject({ url: '/api/v1/orders/imports', headers: me.headers })).json().data;
    expect(list[0]._id).toBe(queued._id);
  });

  it('refuses files it cannot read, before queueing anything', async () => {
    const missing = await upload('Name,Phone\nAli,03001234567');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'CSV_COLUMNS' });
    expect(missing.json().message).toContain('address');
    expect((await upload('Name,Phone,Address,City,Items\n')).json().code).toBe('CSV_EMPTY');
    const header = 'Name,Phone,Address,City,Item,Price\n';
    const big = header + 'Ali,03001234567,House 1 Street 2,Lahore,Shirt,100\n'.repeat(5001);
    const tooMany = await upload(big);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe('CSV_TOO_MANY_ROWS');
    const huge = await upload(header + 'x'.repeat(1024 * 1024));
    expect(huge.statusCode).toBe(413);
    expect((await upload('a,b', 'not-a-store')).statusCode).toBe(404);
    const jobs = await t.db.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs WHERE account_id = $1 AND total > 5000`,
      [me.accountId],
    );
    expect(jobs[0]!.n).toBe(0);
  });

  it('resumes after a crash from its checkpoint without creating any order twice (Q10)', async () => {
    const rows = Array.from(
      { length: 60 },
      (_, i) =>
        `Buyer ${i},0300${String(1000000 + i).padStart(7, '0')},"House ${i}, Street 1",Lahore,Kurta,1,1000`,
    );
    const queued = (await upload(['Name,Phone,Address,City,Item,Qty,Price', ...rows].join('\n'))).json().data;
    // First worker dies between two checkpoints: rows 25–49 were created but progress says 25.
    const crashing = new JobRunner(t.db.db, {
      orders_import: (ctx) =>
        runImport({
          ...ctx,
          checkpoint: async (progress, errors) => {
            if (progress >= 50) throw new Error('worker killed');
            await ctx.checkpoint(progress, errors);
          },
        }),
    });
    await crashing.runOnce();
    expect(await job(queued._id)).toMatchObject({ status: 'running', progress: 25 });
    const before = await t.db.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders WHERE account_id = $1 AND ship_name LIKE 'Buyer %'`,
      [me.accountId],
    );
    expect(before[0]!.n).toBe(50);
    // Its lease runs out; another worker takes the job over from row 25.
    await t.db.sql(`UPDATE jobs SET locked_until = now() - interval '1 second' WHERE id = $1`, [queued._id]);
    await runner().drain();
    expect(await job(queued._id)).toMatchObject({
      status: 'succeeded',
      progress: 60,
      result: { created: 60, failed: 0 },
    });
    const after = await t.db.sql<{ n: number; distinct_phones: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT ship_phone)::int AS distinct_phones FROM orders WHERE account_id = $1 AND ship_name LIKE 'Buyer %'`,
      [me.accountId],
    );
    expect(after[0]).toEqual({ n: 60, distinct_phones: 60 });
  });

  it('still imports when the person who started it is gone', async () => {
    const queued = (
      await upload(
        'Name,Phone,Address,City,Item,Price\nOrphan Buyer,03001230000,House 1 Street 2,Lahore,Shirt,100',
      )
    ).json().data;
    await t.db.sql('UPDATE jobs SET created_by = NULL WHERE id = $1', [queued._id]);
    await runner().drain();
    expect(await job(queued._id)).toMatchObject({ status: 'succeeded', result: { created: 1, failed: 0 } });
    const row = (await t.app.inject({ url: '/api/v1/orders?search=orphan', headers: me.headers })).json()
      .data[0];
    const order = (await t.app.inject({ url: `/api/v1/orders/${row._id}`, headers: me.headers })).json().data;
    expect(order.timeline[0].actor).toEqual({ kind: 'user', name: 'CSV import' });
  });

  it('keeps jobs private to their account', async () => {
    const other = await signup(t.app);
    const queued = (
      await upload('Name,Phone,Address,City,Item,Price\nAli,03001234567,House 1 Street 2,Lahore,Shirt,100')
    ).json().data;
    expect(
      (await t.app.inject({ url: `/api/v1/jobs/${queued._id}`, headers: other.headers })).statusCode,
    ).toBe(404);
    expect(
      (
        await upload(
          'Name,Phone,Address,City,Item,Price\nAli,03001234567,House 1 Street 2,Lahore,Shirt,100',
          storeId,
          other.headers,
        )
      ).statusCode,
    ).toBe(404);
    await runner().drain();
  });
});
