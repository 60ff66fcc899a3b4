import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** Rows of a hand-written query; both drivers answer `{ rows }`. bigint columns come back as strings on pg. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
