import type { Category } from '@sauda/contracts/products.ts';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/tx.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isUuid, uuidv7 } from '../../lib/ids.ts';
import * as repo from './categories.repo.ts';

type Row = NonNullable<Awaited<ReturnType<typeof repo.find>>>;
const toCategory = ({ c, productsCount, cover }: Row): Category => ({
  _id: c.id,
  name: c.name,
  description: c.description,
  productsCount,
  thumbnailUrl: cover,
  createdAt: c.createdAt.toISOString(),
});

export async function list(db: Db, accountId: string, q: { page: number; limit: number; search?: string }) {
  const r = await repo.list(db, accountId, q.search || undefined, q.page, q.limit);
  return { data: r.rows.map(toCategory), meta: { page: q.page, limit: q.limit, total: r.total } };
}

export async function get(db: Db, accountId: string, id: string) {
  const row = isUuid(id) ? await repo.find(db, accountId, id) : null;
  if (!row) throw notFound('Category');
  return toCategory(row);
}

const taken = (name: string) =>
  conflict('NAME_TAKEN', `A category called ${name} already exists`, [
    { field: 'name', message: 'Already exists' },
  ]);

export async function create(db: Db, accountId: string, body: { name: string; description: string }) {
  return transaction(db, async (tx) => {
    if (await repo.byName(tx, accountId, body.name)) throw taken(body.name);
    const id = uuidv7();
    await repo.insert(tx, { id, accountId, name: body.name, description: body.description });
    return get(tx, accountId, id);
  });
}

export async function update(
  db: Db,
  accountId: string,
  id: string,
  body: { name?: string; description?: string },
) {
  return transaction(db, async (tx) => {
    const current = await get(tx, accountId, id);
    if (
      body.name &&
      body.name.toLowerCase() !== current.name.toLowerCase() &&
      (await repo.byName(tx, accountId, body.name))
    )
      throw taken(body.name);
    await repo.update(tx, accountId, id, body);
    return get(tx, accountId, id);
  });
}

export async function remove(db: Db, accountId: string, id: string) {
  const c = await get(db, accountId, id);
  await repo.remove(db, accountId, c._id);
  return {
    message: c.productsCount
      ? `${c.name} was deleted; its ${c.productsCount} products are now uncategorised`
      : `${c.name} was deleted`,
  };
}

export async function changeProducts(
  db: Db,
  accountId: string,
  id: string,
  body: { add: string[]; remove: string[] },
) {
  return transaction(db, async (tx) => {
    const c = await get(tx, accountId, id);
    const ids = [...new Set([...body.add, ...body.remove])];
    const found = ids.every(isUuid) ? await repo.productsOfAccount(tx, accountId, ids) : [];
    if (found.length !== ids.length) throw notFound('Product');
    await repo.setCategory(tx, accountId, body.add, c._id);
    await repo.setCategory(tx, accountId, body.remove, null, c._id);
    return get(tx, accountId, id);
  });
}
