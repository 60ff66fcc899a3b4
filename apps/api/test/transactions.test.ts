/**
 * Issue 21 §6: queries inside one transaction run one after another. node-postgres warns about a
 * query sent while its client is busy ("client.query() when the client is already executing a
 * query") and will refuse it in pg@9; `Promise.all` over a transaction handle did exactly that.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bump, counterKind, readAll, transaction } from '../src/db/tx.ts';
import { ORIGIN, createStore, createTestApp, orderBody, signup, type TestContext } from './helpers/app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Reads that record how many of them run at the same moment. */
function probes(n: number) {
  let active = 0;
  let most = 0;
  const order: number[] = [];
  const reads = Array.from({ length: n }, (_, i) => async () => {
    active++;
    most = Math.max(most, active);
    await new Promise((r) => setTimeout(r, 5));
    order.push(i);
    active--;
    return i;
  });
  return { reads, most: () => most, order };
}

describe('reads that do not depend on each other', () => {
  it('run one after another inside a transaction, in order, and at once outside one', async () => {
    const inside = probes(4);
    const got = await transaction(t.db.db, (tx) => readAll(tx, inside.reads));
    expect(got).toEqual([0, 1, 2, 3]);
    expect(inside.most()).toBe(1);
    expect(inside.order).toEqual([0, 1, 2, 3]);

    const outside = probes(4);
    expect(await readAll(t.db.db, outside.reads)).toEqual([0, 1, 2, 3]);
    expect(outside.most()).toBe(4);
  });

  it('creating an order (it reads the order back inside its transaction) sends no overlapping query', async () => {
    const warnings: string[] = [];
    const listen = (w: Error) => warnings.push(w.message);
    process.on('warning', listen);
    try {
      const me = await signup(t.app);
      const storeId = await createStore(t.app, me);
      for (let i = 0; i < 3; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/orders',
          headers: { ...me.headers, origin: ORIGIN },
          payload: orderBody(storeId),
        });
        expect(res.statusCode).toBe(201);
      }
      await new Promise((r) => setImmediate(r));
    } finally {
      process.off('warning', listen);
    }
    expect(warnings.filter((w) => w.includes('already executing'))).toEqual([]);
  });

  it('no module sends Promise.all over database reads (they use readAll)', () => {
    const root = path.join(import.meta.dirname, '..', 'src');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) files.push(full);
      }
    };
    walk(root);
    // Promise.all over things that are not queries on one handle: files, QR images, the booking
    // workers (each opens its own transactions), the runner's workers, mail in flight, and the
    // courier adapters' HTTP calls (src/couriers).
    const allowed = /files\.remove|qrPng|worker\)|this\.workers|inFlight|Promise\.allSettled/;
    const offenders = files.flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${path.relative(root, f)}:${i + 1}` }))
        .filter(
          ({ line }) =>
            /Promise\.all\(/.test(line) &&
            !allowed.test(line) &&
            !f.endsWith('tx.ts') &&
            !f.includes(`${path.sep}couriers${path.sep}`),
        )
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});

describe('commit-time counters that feed later ones', () => {
  it('apply by rank, including counters bumped while another is applied, and refuse one fed backwards', async () => {
    const applied: string[] = [];
    const late = counterKind<string>('probe.late', 12, async (_tx, key, d) => {
      applied.push(`late ${key} ${d.n}`);
    });
    const early = counterKind<string>('probe.early', 5, async (tx, key, d) => {
      applied.push(`early ${key} ${d.n}`);
      await bump(tx, late, 'x', { n: d.n! * 10 });
    });
    const middle = counterKind<string>('probe.middle', 10, async (_tx, key, d) => {
      applied.push(`middle ${key} ${d.n}`);
    });
    await transaction(t.db.db, async (tx) => {
      await bump(tx, middle, 'm', { n: 1 });
      await bump(tx, early, 'b', { n: 2 });
      await bump(tx, early, 'a', { n: 3 });
    });
    // early a, early b, then middle, then late with both of early's bumps summed.
    expect(applied).toEqual(['early a 3', 'early b 2', 'middle m 1', 'late x 50']);

    const backwards = counterKind<string>('probe.backwards', 20, async (tx) => {
      await bump(tx, early, 'z', { n: 1 });
    });
    await expect(transaction(t.db.db, (tx) => bump(tx, backwards, 'k', { n: 1 }))).rejects.toThrow(
      /probe\.early \(rank 5\) was bumped after rank 20/,
    );
  });
});
