/**
 * The transaction's last lock at the end of its counters' statement (db/tx.ts `flushCounters`'s
 * `last`, decision 023): it rides on the final chained statement when there is one, goes alone when
 * there is none, and answers its final part's rows either way; a part may read the rows of the part
 * before it (`prev`), not only their count.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  addToRows,
  bump,
  chainedCounterKind,
  flushCounters,
  transaction,
  type ChainPart,
} from '../../src/db/tx.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/db.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await t.sql('CREATE TABLE chain_counts (k text PRIMARY KEY, n int NOT NULL)');
  await t.sql('CREATE TABLE chain_seq (k text PRIMARY KEY, next int NOT NULL)');
  await t.sql('CREATE TABLE chain_items (id int PRIMARY KEY, number int)');
});
afterAll(() => t.close());

const counts = chainedCounterKind<string>('chain test counts', 90, (_tx, entries) => [
  addToRows(
    'chain_counts',
    ['k'],
    ['n'],
    entries.map((e) => [sql`${e.key}::text`, sql`${e.delta.n ?? 0}::int`]),
  ),
]);

/** Like a store's order number: take the next from a counter row, then write it on an item. */
const numbering = (item: number): ChainPart[] => [
  (after) => sql`INSERT INTO chain_seq (k, next) SELECT 's', 2 FROM ${after}
      ON CONFLICT (k) DO UPDATE SET next = chain_seq.next + 1 RETURNING next - 1 AS n`,
  (_after, prev) => sql`UPDATE chain_items SET number = p.n FROM ${prev} AS p
      WHERE chain_items.id = ${item} RETURNING chain_items.number AS n`,
];

async function numbered(item: number, withCounter: boolean) {
  const sent: string[] = [];
  t.tapStatements((q) => sent.push(q));
  const rows = await transaction(t.db, async (tx) => {
    await tx.execute(sql`INSERT INTO chain_items (id) VALUES (${item})`);
    if (withCounter) await bump(tx, counts, 'a', { n: 1 });
    return flushCounters(tx, numbering(item));
  });
  t.tapStatements(null);
  return { rows, sent: sent.filter((q) => !/^(begin|commit)/i.test(q)) };
}

it('rides on the counters’ statement and answers its last part', async () => {
  const { rows, sent } = await numbered(1, true);
  expect(rows.map((r) => Number(r.n))).toEqual([1]);
  expect(sent).toHaveLength(2);
  expect(sent[1]).toMatch(
    /^WITH c0 AS \(INSERT INTO chain_counts[\s\S]*c1 AS \(INSERT INTO chain_seq[\s\S]*c2 AS \(UPDATE chain_items/,
  );
  expect(await t.sql('SELECT n FROM chain_counts')).toEqual([{ n: 1 }]);
});

it('goes alone when no counter is due, and numbers follow on without a gap', async () => {
  const { rows, sent } = await numbered(2, false);
  expect(rows.map((r) => Number(r.n))).toEqual([2]);
  expect(sent).toHaveLength(2);
  expect(sent[1]).toMatch(/^WITH c0 AS \(INSERT INTO chain_seq[\s\S]*c1 AS \(UPDATE chain_items/);
  expect(await t.sql('SELECT id, number FROM chain_items ORDER BY id')).toEqual([
    { id: 1, number: 1 },
    { id: 2, number: 2 },
  ]);
});

it('is refused outside a transaction', async () => {
  await expect(flushCounters(t.db, numbering(3))).rejects.toThrow(/outside a transaction/);
});
