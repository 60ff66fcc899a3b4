/**
 * Compiled statements (db/compiled.ts, issue 21 §6): built once per shape, then only filled in,
 * on the pool and inside a transaction, on both drivers; values given at each run (never the first
 * run's), nulls and instants in SET, column encoders for placeholders in WHERE.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compiledCount,
  insertRows,
  p,
  runCompiled,
  setFromPlaceholders,
  setValues,
} from '../../src/db/compiled.ts';
import { customers } from '../../src/db/schema/index.ts';
import { transaction } from '../../src/db/tx.ts';
import { uuidv7 } from '../../src/lib/ids.ts';
import { createTestApp, signup, type TestContext } from '../helpers/app.ts';

let t: TestContext;
let me: Awaited<ReturnType<typeof signup>>;
beforeAll(async () => {
  t = await createTestApp();
  me = await signup(t.app);
});
afterAll(() => t.close());

async function newCustomer(name: string) {
  const id = uuidv7();
  await t.db.db
    .insert(customers)
    .values({ id, accountId: me.accountId, name, phone: `0300${Math.floor(Math.random() * 1e7)}` });
  return id;
}

/** Renames a customer (and sets or clears its notes) through one compiled statement per shape. */
const rename = (db: typeof t.db.db, id: string, patch: { name?: string; notes?: string | null }) => {
  const keys = Object.keys(patch).sort() as Array<'name' | 'notes'>;
  return runCompiled(
    db,
    `test.rename:${keys.join(',')}`,
    (db) =>
      db
        .update(customers)
        .set({ ...setFromPlaceholders(keys), updatedAt: sql`${p('now')}` })
        .where(and(eq(customers.accountId, p('accountId')), eq(customers.id, p('id'))))
        .returning({
          id: customers.id,
          name: customers.name,
          notes: customers.notes,
          updatedAt: customers.updatedAt,
        }),
    {
      ...setValues(keys, patch),
      now: new Date('2026-11-27T10:00:00Z').toISOString(),
      accountId: me.accountId,
      id,
    },
  );
};

describe('a compiled statement', () => {
  it('is built once per shape and takes each run’s values, not the first run’s', async () => {
    const a = await newCustomer('Ayesha');
    const b = await newCustomer('Bilal');
    const [ra] = await rename(t.db.db, a, { name: 'Ayesha Khan' });
    const shapes = compiledCount();
    const [rb] = await rename(t.db.db, b, { name: 'Bilal Ahmed' });
    expect(compiledCount()).toBe(shapes);
    expect(ra).toMatchObject({ id: a, name: 'Ayesha Khan' });
    expect(rb).toMatchObject({ id: b, name: 'Bilal Ahmed' });
    // Result fields are mapped as Drizzle maps them: a timestamp is a Date.
    expect(rb!.updatedAt).toBeInstanceOf(Date);
    expect(rb!.updatedAt.toISOString()).toBe('2026-11-27T10:00:00.000Z');
    // Another shape is another statement.
    await rename(t.db.db, b, { name: 'Bilal', notes: 'calls after 6 pm' });
    expect(compiledCount()).toBe(shapes + 1);
  });

  it('writes NULL for a null value and runs inside a transaction that can roll back', async () => {
    const c = await newCustomer('Sana');
    await rename(t.db.db, c, { name: 'Sana', notes: 'gate 2' });
    const [cleared] = await rename(t.db.db, c, { name: 'Sana Malik', notes: null });
    expect(cleared).toMatchObject({ name: 'Sana Malik', notes: null });
    await expect(
      transaction(t.db.db, async (tx) => {
        const [r] = await rename(tx, c, { name: 'Never saved' });
        expect(r!.name).toBe('Never saved');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const [row] = await t.db.db
      .select()
      .from(customers)
      .where(and(eq(customers.accountId, me.accountId), eq(customers.id, c)));
    expect(row!.name).toBe('Sana Malik');
  });

  it('matches nothing of another seller (the account is a value, not frozen in)', async () => {
    const other = await signup(t.app);
    const id = uuidv7();
    await t.db.db
      .insert(customers)
      .values({ id, accountId: other.accountId, name: 'Other', phone: '03009999999' });
    expect(await rename(t.db.db, id, { name: 'Taken over' })).toEqual([]);
    const [row] = await t.db.db
      .select()
      .from(customers)
      .where(and(eq(customers.accountId, other.accountId), eq(customers.id, id)));
    expect(row!.name).toBe('Other');
  });

  it('refuses an object for a SET value (JSON goes through SQL)', () => {
    expect(() => setValues(['data'], { data: { a: 1 } })).toThrow(/data is an object/);
  });

  it('inserts many rows with one parameter per column, every character and null kept', async () => {
    const awkward = [
      'Ali "Bhai" Khan',
      'C:\\path\\to, {braces}',
      'محمد عمران، مکان نمبر 5',
      'NULL',
      '',
      "O'Brien\nnew line",
    ];
    const rows = awkward.map((name, i) => ({
      id: uuidv7(),
      accountId: me.accountId,
      name,
      phone: `0311${String(1000000 + i)}`,
      notes: i % 2 ? null : `note ${i}`,
      createdAt: new Date(Date.UTC(2026, 10, 27, 8, i)),
    }));
    await insertRows(t.db.db, customers, rows);
    const got = await t.db.db
      .select({
        id: customers.id,
        name: customers.name,
        notes: customers.notes,
        createdAt: customers.createdAt,
      })
      .from(customers)
      .where(
        and(
          eq(customers.accountId, me.accountId),
          inArray(
            customers.id,
            rows.map((r) => r.id),
          ),
        ),
      );
    const byId = new Map(got.map((r) => [r.id, r]));
    for (const r of rows) {
      expect(byId.get(r.id)).toEqual({ id: r.id, name: r.name, notes: r.notes, createdAt: r.createdAt });
    }
  });

  it('skips rows that break a unique index only when told, and refuses rows of different columns', async () => {
    const id = uuidv7();
    const row = { id, accountId: me.accountId, name: 'Once', phone: '03125550000' };
    await insertRows(t.db.db, customers, [row]);
    await expect(insertRows(t.db.db, customers, [row])).rejects.toThrow();
    await insertRows(t.db.db, customers, [row], { onConflictDoNothing: true });
    await expect(
      insertRows(t.db.db, customers, [row, { ...row, id: uuidv7(), phone: '03125550001', notes: 'x' }]),
    ).rejects.toThrow(/row 1 gives other columns/);
  });
});
