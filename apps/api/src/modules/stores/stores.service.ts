import type { Store } from '@sauda/contracts/stores.ts';
import type { Db } from '../../db/client.ts';
import { readAll } from '../../db/tx.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import * as repo from './stores.repo.ts';

/** An account may hold this many stores; protects lists and the session answer. */
export const MAX_STORES_PER_ACCOUNT = 50;

export const toStore = (r: repo.StoreRow): Store => ({
  _id: r.id,
  name: r.name,
  platform: r.platform,
  createdAt: r.createdAt.toISOString(),
});

export async function listStores(db: Db, accountId: string, page = 1, limit = MAX_STORES_PER_ACCOUNT) {
  const [rows, total] = await readAll(db, [
    () => repo.listStores(db, accountId, { limit, offset: (page - 1) * limit }),
    () => repo.countStores(db, accountId),
  ]);
  return { data: rows.map(toStore), meta: { page, limit, total } };
}

export async function createStore(
  db: Db,
  accountId: string,
  body: { name: string; platform: 'shopify' | 'sauda' },
) {
  if ((await repo.countStores(db, accountId)) >= MAX_STORES_PER_ACCOUNT) {
    throw conflict('STORE_LIMIT', `An account can have at most ${MAX_STORES_PER_ACCOUNT} stores`);
  }
  return toStore(await repo.insertStore(db, accountId, body));
}

export async function renameStore(db: Db, accountId: string, id: string, name: string) {
  if (!isUuid(id)) throw notFound('Store');
  const row = await repo.renameStore(db, accountId, id, name);
  if (!row) throw notFound('Store');
  return toStore(row);
}
