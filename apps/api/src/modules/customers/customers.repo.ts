import { and, asc, desc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { IDS_FIRST_FROM, containsPattern, countUpTo, onPage } from '../../db/raw.ts';
import { COUNTER_RANK, bump, chainedCounterKind, pendingCounter } from '../../db/tx.ts';
import { customers } from '../../db/schema/index.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { listTotal } from '../../lib/paging.ts';

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

const COUNTER_FIELDS = {
  ordersCount: customers.ordersCount,
  totalSpent: customers.totalSpent,
  deliveredCount: customers.deliveredCount,
  returnedCount: customers.returnedCount,
  cancelledCount: customers.cancelledCount,
} as const;
type CounterField = keyof typeof COUNTER_FIELDS;

/** A buyer's counters and latest contact details, applied when the transaction commits (db/tx.ts). */
const customerKind = chainedCounterKind<string>('customers', COUNTER_RANK.customer, (tx, entries) =>
  entries.flatMap(({ key, delta, extra }) => {
    const update = customerUpdate(tx, key, delta, extra);
    return update ? [(after: SQL) => update.from(after).returning({ one: sql`1` })] : [];
  }),
);

/** The update that applies a buyer's counters (null when there is nothing to change). */
function customerUpdate(tx: Db, key: string, d: Record<string, number>, extra: Record<string, unknown>) {
  const [accountId, id] = key.split('|') as [string, string];
  const set: Record<string, SQL | unknown> = {};
  for (const [field, column] of Object.entries(COUNTER_FIELDS)) {
    const v = d[field] ?? 0;
    // Seller edits may have moved a figure under what an order takes back: never below zero.
    if (v !== 0)
      set[field] = field === 'ordersCount' ? sql`${column} + ${v}` : sql`greatest(0, ${column} + ${v})`;
  }
  const e = extra as Partial<{
    name: string;
    city: string;
    lastAddress: string;
    lastProvince: string | null;
    lastOrderAt: Date;
  }>;
  if (e.name !== undefined) set.name = e.name;
  if (e.city !== undefined) set.city = e.city;
  if (e.lastAddress !== undefined) set.lastAddress = e.lastAddress;
  if (e.lastProvince !== undefined) set.lastProvince = e.lastProvince;
  if (e.lastOrderAt)
    set.lastOrderAt = sql`greatest(${customers.lastOrderAt}, ${e.lastOrderAt.toISOString()}::timestamptz)`;
  if (Object.keys(set).length === 0) return null;
  set.updatedAt = sql`now()`;
  return tx
    .update(customers)
    .set(set)
    .where(and(eq(customers.accountId, accountId), eq(customers.id, id)))
    .$dynamic();
}

/**
 * The buyer's row as it will read once this transaction's counters are applied (the same rules as
 * `customerKind` above: orders counted as they come, the other figures never below zero, the newest
 * name, city and address, the latest order time). For an answer built before the commit-time
 * counters run (orders.service, `createOrder`), so no hot row is locked while it is read.
 */
export function asCommitted(tx: Db, accountId: string, row: CustomerRow): CustomerRow {
  const p = pendingCounter(tx, customerKind, `${accountId}|${row.id}`);
  if (!p) return row;
  const out = { ...row };
  for (const field of Object.keys(COUNTER_FIELDS) as CounterField[]) {
    const v = p.delta[field] ?? 0;
    if (v !== 0) out[field] = field === 'ordersCount' ? row[field] + v : Math.max(0, row[field] + v);
  }
  const e = p.extra as Partial<Pick<CustomerRow, 'name' | 'city' | 'lastAddress' | 'lastProvince'>> & {
    lastOrderAt?: Date;
  };
  if (e.name !== undefined) out.name = e.name;
  if (e.city !== undefined) out.city = e.city;
  if (e.lastAddress !== undefined) out.lastAddress = e.lastAddress;
  if (e.lastProvince !== undefined) out.lastProvince = e.lastProvince;
  if (e.lastOrderAt && (!row.lastOrderAt || e.lastOrderAt > row.lastOrderAt)) out.lastOrderAt = e.lastOrderAt;
  return out;
}

/**
 * Finds or creates the buyer by phone, in the caller's transaction, without locking an existing
 * buyer's row: the order is counted (and the latest name and address kept) at commit. Answers the
 * row as it is before that (`asCommitted` reads it as it will be).
 */
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
  const [created] = await tx
    .insert(customers)
    .values({ id: uuidv7(), accountId, phone: c.phone, name: c.name, city: c.city })
    .onConflictDoNothing({ target: [customers.accountId, customers.phone] })
    .returning(columns);
  const row =
    created ??
    (
      await tx
        .select(columns)
        .from(customers)
        .where(and(eq(customers.accountId, accountId), eq(customers.phone, c.phone)))
    )[0]!;
  const id = row.id;
  await bump(
    tx,
    customerKind,
    `${accountId}|${id}`,
    { ordersCount: 1, totalSpent: c.total },
    { name: c.name, city: c.city, lastAddress: c.address, lastProvince: c.province, lastOrderAt: c.at },
  );
  return row;
}

/** Moves a buyer's counters when the transaction commits (db/tx.ts). */
export async function adjustCounters(
  tx: Db,
  accountId: string,
  id: string,
  d: Partial<Record<CounterField, number>>,
) {
  await bump(tx, customerKind, `${accountId}|${id}`, d as Record<string, number>);
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
  const order = SORTS[q.sort];
  // Deep pages skip over ids only, then read the rows shown (db/raw.ts, onPage).
  const deep = q.offset >= IDS_FIRST_FROM;
  const rows = await db
    .select(columns)
    .from(customers)
    .where(
      deep
        ? and(
            eq(customers.accountId, accountId),
            onPage(db, customers, customers.id, where, order, q.limit, q.offset),
          )
        : where,
    )
    .orderBy(...order)
    .limit(q.limit)
    .offset(deep ? 0 : q.offset);
  // A page that is not full tells the total; a full one is counted up to the cap (lib/paging.ts).
  const { total, totalCapped } = await listTotal(q.offset, q.limit, rows.length, (cap) =>
    countUpTo(db, customers, where, cap),
  );
  return { rows, total, totalCapped };
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
