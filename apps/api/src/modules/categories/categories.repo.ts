import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern, qualified } from '../../db/raw.ts';
import { categories, products } from '../../db/schema/index.ts';

export type CategoryRecord = typeof categories.$inferSelect;

const productsCount = sql<number>`(SELECT count(*)::int FROM ${products} p WHERE p.category_id = ${qualified(categories.id)})`;
const cover = sql<string | null>`(SELECT p.thumbnail_url FROM ${products} p
  WHERE p.category_id = ${qualified(categories.id)} AND p.thumbnail_url IS NOT NULL ORDER BY p.created_at DESC LIMIT 1)`;

export async function list(
  db: Db,
  accountId: string,
  search: string | undefined,
  page: number,
  limit: number,
) {
  const conds = [eq(categories.accountId, accountId)];
  if (search) conds.push(ilike(categories.name, containsPattern(search)));
  const rows = await db
    .select({ c: categories, productsCount, cover })
    .from(categories)
    .where(and(...conds))
    .orderBy(asc(sql`lower(${categories.name})`))
    .limit(limit)
    .offset((page - 1) * limit);
  const [n] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(categories)
    .where(and(...conds));
  return { rows, total: n?.n ?? 0 };
}

export async function find(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select({ c: categories, productsCount, cover })
    .from(categories)
    .where(and(eq(categories.accountId, accountId), eq(categories.id, id)));
  return row ?? null;
}

export async function byName(db: Db, accountId: string, name: string) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.accountId, accountId), sql`lower(${categories.name}) = lower(${name})`));
  return row ?? null;
}

export async function insert(db: Db, values: typeof categories.$inferInsert) {
  await db.insert(categories).values(values);
}

export async function update(
  db: Db,
  accountId: string,
  id: string,
  patch: Partial<typeof categories.$inferInsert>,
) {
  await db
    .update(categories)
    .set(patch)
    .where(and(eq(categories.accountId, accountId), eq(categories.id, id)));
}

export async function remove(db: Db, accountId: string, id: string) {
  await db.delete(categories).where(and(eq(categories.accountId, accountId), eq(categories.id, id)));
}

export async function productsOfAccount(db: Db, accountId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.accountId, accountId), inArray(products.id, ids)));
}

export async function setCategory(
  db: Db,
  accountId: string,
  ids: string[],
  categoryId: string | null,
  onlyFrom?: string,
) {
  if (ids.length === 0) return;
  const conds = [eq(products.accountId, accountId), inArray(products.id, ids)];
  if (onlyFrom) conds.push(eq(products.categoryId, onlyFrom));
  await db
    .update(products)
    .set({ categoryId, updatedAt: new Date() })
    .where(and(...conds));
}
