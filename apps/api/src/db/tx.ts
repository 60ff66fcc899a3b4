import type { Db } from './client.ts';

/** Runs `fn` in one transaction: everything it writes commits together or not at all. */
export function transaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as Db));
}
