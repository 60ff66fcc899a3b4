import { and, asc, count, desc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/raw.ts';
import { customers } from '../../db/schema/index.ts';
import { uuidv7 } from '../../lib/ids.ts';

const columns = {
  id: customers.id,
  name: customers.name,
  phone: customers.phone,
  city: customers.city,
  lastAddress: customers.lastAddress,
  lastProvince: customers.lastProvince,
  notes: customers.notes,
  blocked: customers.blocked,
  ordersCount: customers.ordersCount,
  totalSpent: customers.totalSpent,
  deliveredCount: customers.deliveredCount,
  returnedCount: customers.returnedCount,
  cancelledCount: customers.cancelledCount,
  lastOrderAt: customers.lastOrderAt,
  createdAt: customers.createdAt,
};
export type CustomerRow = {
  id: string;
  name: string;
  phone: string;
  city: string | null;
  lastAddress: string | null;
  lastProvince: string | null;
  notes: string | null;
  blocked: boolean;
  ordersCount: number;
  totalSpent: number;
  deliveredCount: number;
  returnedCount: number;
  cancelledCount: number;
  lastOrderAt: Date | null;
  createdAt: Date;
};

/** Finds or creates the buyer by phone and counts the new order, in the caller's transaction. */
export async function recordOrder(
  tx: Db,
  accountId: string,
  c: {
    phone: string;
    name: string;
    city: string;
    address: string;
    province: string | null;
    total: number;
    at: Date;
  },
): Promise<CustomerRow> {
  const [row] = await tx
    .insert(customers)
    .values({
      id: uuidv7(),
      accountId,
      phone: c.phone,
      name: c.name,
      city: c.city,
      lastAddress: c.address,
      lastProvince: c.province,
      ordersCount: 1,
      totalSpent: c.total,
      lastOrderAt: c.at,
    })
    .onConflictDoUpdate({
      target: [customers.accountId, customers.phone],
      set: {
        name: sql`excluded.name`,
        city: sql`excluded.city`,
        lastAddress: sql`excluded.last_address`,
        lastProvince: sql`excluded.last_province`,
        ordersCount: sql`${customers.ordersCount} + 1`,
        totalSpent: sql`${customers.totalSpent} + ${c.total}`,
        lastOrderAt: sql`greatest(${customers.lastOrderAt}, excluded.last_order_at)`,
        updatedAt: sql`now()`,
      },
    })
    .returning(columns);
  return row!;
}

export async function adjustCounters(
  tx: Db,
  accountId: string,
  id: string,
  d: Partial<{
    ordersCount: number;
    totalSpent: number;
    deliveredCount: number;
    returnedCount: number;
    cancelledCount: number;
  }>,
) {
  const set: Record<string, SQL> = {};
  if (d.ordersCount) set.ordersCount = sql`${customers.ordersCount} + ${d.ordersCount}`;
  if (d.totalSpent) set.totalSpent = sql`greatest(0, ${customers.totalSpent} + ${d.totalSpent})`;
  if (d.deliveredCount)
    set.deliveredCount = sql`greatest(0, ${customers.deliveredCount} + ${d.deliveredCount})`;
  if (d.returnedCount) set.returnedCount = sql`greatest(0, ${customers.returnedCount} + ${d.returnedCount})`;
  if (d.cancelledCount)
    set.cancelledCount = sql`greatest(0, ${customers.cancelledCount} + ${d.cancelledCount})`;
  if (Object.keys(set).length === 0) return;
  await tx
    .update(customers)
    .set(set)
    .where(and(eq(customers.id, id), eq(customers.accountId, accountId)));
}

export async function findCustomer(db: Db, accountId: string, id: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select(columns)
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.accountId, accountId)));
  return row ?? null;
}

export async function findByPhone(db: Db, accountId: string, phone: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select(columns)
    .from(customers)
    .where(and(eq(customers.accountId, accountId), eq(customers.phone, phone)));
  return row ?? null;
}

const SORTS = {
  '-lastOrderAt': [sql`${customers.lastOrderAt} DESC NULLS LAST`, desc(customers.id)],
  '-ordersCount': [desc(customers.ordersCount), desc(customers.id)],
  '-totalSpent': [desc(customers.totalSpent), desc(customers.id)],
  name: [asc(customers.name), asc(customers.id)],
} as const;

export async function listCustomers(
  db: Db,
  accountId: string,
  q: {
    search?: { phonePrefix?: string; text?: string };
    blocked?: boolean;
    sort: keyof typeof SORTS;
    limit: number;
    offset: number;
  },
) {
  const conds: SQL[] = [eq(customers.accountId, accountId)];
  if (q.blocked !== undefined) conds.push(eq(customers.blocked, q.blocked));
  if (q.search?.phonePrefix) conds.push(like(customers.phone, `${q.search.phonePrefix}%`));
  if (q.search?.text) {
    const pattern = containsPattern(q.search.text);
    conds.push(or(ilike(customers.name, pattern), ilike(customers.city, pattern))!);
  }
  const where = and(...conds);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(customers)
      .where(where)
      .orderBy(...SORTS[q.sort])
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(customers).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function updateCustomer(
  db: Db,
  accountId: string,
  id: string,
  patch: Partial<{ name: string; notes: string | null; blocked: boolean }>,
): Promise<CustomerRow | null> {
  const [row] = await db
    .update(customers)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(customers.id, id), eq(customers.accountId, accountId)))
    .returning(columns);
  return row ?? null;
}
