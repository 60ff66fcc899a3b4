import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMBEDDED_SLICE_MS,
  PGLITE_EXTENSIONS,
  SLOW_STATEMENT_MS,
  embeddedStatements,
  openPglite,
  type Database,
} from '../src/db/client.ts';

/**
 * The embedded database runs each statement on this process's one thread (db/client.ts
 * `sharedThread`; docs/decisions/010-many-hands.md point 6). These tests open their own in-memory
 * PGlite, so they run once, in the PGlite lane (vitest.config.ts, `NO_LANE_DATABASE`).
 */
let database: Database;
let client: PGlite;
beforeAll(async () => {
  client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  database = await openPglite(client);
});
afterAll(() => database.close());

/** Work that holds the thread for a while on any machine (a count over generated rows). */
const heavy = (rows: number) =>
  client.query('SELECT count(*)::int AS n FROM generate_series(1, $1::int)', [rows]);

describe('the embedded database shares the thread (issue 24)', () => {
  it('gives timers a turn between statements waiting in its queue', async () => {
    embeddedStatements.maxMs = 0;
    const events: string[] = [];
    let ticking = true;
    const tick = () => {
      events.push('tick');
      if (ticking) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    // Eight requests' statements queue at once. Before the slice was taken inside PGlite's queue,
    // the queue handed over in microtasks and all eight ran in one macrotask: no timer between them.
    await Promise.all(Array.from({ length: 8 }, () => heavy(300_000).then(() => events.push('statement'))));
    ticking = false;
    // Each statement outlasted a slice, or this test would prove nothing.
    expect(embeddedStatements.maxMs).toBeGreaterThanOrEqual(EMBEDDED_SLICE_MS);
    const finished = events.flatMap((e, i) => (e === 'statement' ? [i] : []));
    expect(finished).toHaveLength(8);
    for (let k = 1; k < finished.length; k++)
      expect(
        events.slice(finished[k - 1]! + 1, finished[k]),
        `timer between statements ${k} and ${k + 1}`,
      ).toContain('tick');
  });

  it('keeps statements that held the thread long, with their SQL', async () => {
    embeddedStatements.slow.splice(0);
    const before = embeddedStatements.count;
    // Grow the work until one statement holds the thread past the threshold (machines differ).
    for (let rows = 1_000_000; embeddedStatements.slow.length === 0 && rows <= 64_000_000; rows *= 2)
      await heavy(rows);
    expect(embeddedStatements.count).toBeGreaterThan(before);
    const slow = embeddedStatements.slow.at(-1)!;
    expect(slow.ms).toBeGreaterThanOrEqual(SLOW_STATEMENT_MS);
    expect(slow.sql).toContain('generate_series');
  });
});
