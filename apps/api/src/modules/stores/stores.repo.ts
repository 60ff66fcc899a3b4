import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stores } from '../../db/schema/index.ts';
import { uuidv7 } from '../../lib/ids.ts';

const columns = { id: stores.id, name: stores.name, platform: stores.platform, createdAt: stores.createdAt };
export type StoreRow = { id: string; name: string; platform: 'shopify' | 'sauda'; createdAt: Date };

export async function listStores(
  db: Db,
  accountId: string,
  page: { limit: number; offset: number },
): Promise<StoreRow[]> {
  return db
    .select(columns)
    .from(stores)
    .where(eq(stores.accountId, accountId))
    .orderBy(desc(stores.createdAt), desc(stores.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countStores(db: Db, accountId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(stores).where(eq(stores.accountId, accountId));
  return row?.n ?? 0;
}

export async function insertStore(
  db: Db,
  accountId: string,
  s: { name: string; platform: 'shopify' | 'sauda' },
) {
  const [row] = await db
    .insert(stores)
    .values({ id: uuidv7(), accountId, ...s })
    .returning(columns);
  return row!;
}

export async function renameStore(
  db: Db,
  accountId: string,
  id: string,
  name: string,
): Promise<StoreRow | null> {
  const [row] = await db
    .update(stores)
    .set({ name })
    .where(and(eq(stores.id, id), eq(stores.accountId, accountId)))
    .returning(columns);
  return row ?? null;
}
