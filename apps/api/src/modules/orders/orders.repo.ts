import type { Actor, Order, OrderStatus } from '@sauda/contracts/orders.ts';
import type { ProcurementStatus } from '@sauda/contracts/purchasing.ts';
import type { WhatsappDeliveryStatus } from '@sauda/contracts/whatsapp.ts';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { accountOf } from '../../db/public-handles.ts';
import type { Db } from '../../db/client.ts';
import { safeSum } from '../../db/aggregates.ts';
import { besideFigures, readFigures } from '../../db/figures-beside.ts';
import { IDS_FIRST_FROM, cappedCount, containsPattern, countUpTo, escapeLike, onPage } from '../../db/raw.ts';
import {
  p,
  runCompiled,
  setFromPlaceholders,
  setValues,
  asIs,
  recordInto,
  type Val,
} from '../../db/compiled.ts';
import {
  COUNTER_RANK,
  addToRows,
  bump,
  chainedCounterKind,
  randomShard,
  readAll,
  type ChainPart,
} from '../../db/tx.ts';
import {
  courierPaymentLines,
  customers,
  orderDailyStats,
  orderEvents,
  publicHandles,
  orderItems,
  orders,
  orderStatusCounts,
  products,
  shipments,
  shipperAdvices,
  storeCounters,
  stores,
} from '../../db/schema/index.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { addDays, karachiDay, karachiDayStart } from '../../lib/pakistan-time.ts';

export type OrderRecord = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type ItemRecord = typeof orderItems.$inferSelect;
export type EventRecord = typeof orderEvents.$inferSelect;

/**
 * Gives a new order (inserted under a provisional number) the store's next number (the first order
 * is 1001), as the last parts of the transaction's final statement (`flushCounters`'s `last`): the
 * counter row is taken after every other lock and held only until the commit. Numbers are
 * sequential without gaps: a rolled-back order gives its number back with the counter. The final
 * part answers `n`, the order's number. (Two parts, not one statement with its own WITH: a
 * data-modifying WITH may only stand at the top of a statement.)
 */
export function numberingParts(accountId: string, storeId: string, orderId: string): ChainPart[] {
  return [
    (after) => sql`INSERT INTO ${storeCounters} (account_id, store_id, next_order_number)
        SELECT ${accountId}::uuid, ${storeId}::uuid, 1002 FROM ${after}
        ON CONFLICT (account_id, store_id)
        DO UPDATE SET next_order_number = ${storeCounters}.next_order_number + 1
        RETURNING next_order_number - 1 AS n`,
    (_after, prev) => sql`UPDATE ${orders} SET order_number = next.n, name = '#' || next.n
        FROM ${prev} AS next WHERE ${orders}.account_id = ${accountId} AND ${orders}.id = ${orderId}
        RETURNING ${orders}.order_number AS n`,
  ];
}

/**
 * A new order's answer as jsonb for a part after `numberingParts` (its Idempotency-Key's stored
 * answer): `body` as built before the number, with `data.orderNumber` and `data.name` from the part
 * before (`numbered`, which answers `n`).
 */
export const numberedAnswer =
  (body: { data: { orderNumber: number; name: string } }) =>
  (numbered: SQL): SQL =>
    sql`jsonb_set(jsonb_set(${JSON.stringify(body)}::jsonb, '{data,orderNumber}', to_jsonb(${numbered}.n)),
      '{data,name}', to_jsonb('#' || ${numbered}.n))`;

export async function storeOfAccount(db: Db, accountId: string, storeId: string) {
  const [row] = await db
    .select({ id: stores.id, name: stores.name, platform: stores.platform })
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.accountId, accountId)));
  return row ?? null;
}

/**
 * A new order, and its confirmation link claimed for its seller (db/public-handles.ts), in one
 * statement that answers the row as written: order creation holds the store's number counter until
 * it commits, so a round trip more is throughput less (most of all through a pooler).
 */
export async function insertOrder(tx: Db, values: NewOrder): Promise<OrderRecord> {
  if (!values.confirmationToken) {
    const [row] = await tx.insert(orders).values(values).returning();
    return row!;
  }
  const created = tx.$with('created').as(tx.insert(orders).values(values).returning());
  const claimed = tx.$with('claimed').as(
    tx
      .insert(publicHandles)
      .select(
        tx
          .select({
            kind: sql<'confirmation'>`'confirmation'`.as('kind'),
            handle: sql<string>`${created.confirmationToken}`.as('handle'),
            accountId: created.accountId,
            createdAt: sql<Date>`now()`.as('created_at'),
          })
          .from(created),
      )
      .returning({ handle: publicHandles.handle }),
  );
  // `claimed` runs although nothing reads it (PostgreSQL runs every data-modifying WITH part).
  const [row] = await tx.with(created, claimed).select().from(created);
  return row!;
}

export type NewItem = {
  title: string;
  sku: string | null;
  quantity: number;
  unitPrice: number;
  total: number;
  productId?: string | null;
  variantId?: string | null;
  /** A new order's lines taken from stock at commit go in already reserved (orders.service). */
  reservedQty?: number;
  backorderedQty?: number;
  locationId?: string;
};

/** Inserts the lines in order and answers them as stored (same order). */
export async function insertItems(
  tx: Db,
  accountId: string,
  orderId: string,
  items: NewItem[],
): Promise<ItemRecord[]> {
  if (items.length === 0) return [];
  const rows = items.map((it, position) => ({ id: uuidv7(), accountId, orderId, position, ...it }));
  const stored = await tx.insert(orderItems).values(rows).returning();
  return stored.sort((a, b) => a.position - b.position);
}

export async function replaceItems(tx: Db, accountId: string, orderId: string, items: NewItem[]) {
  await tx
    .delete(orderItems)
    .where(and(eq(orderItems.accountId, accountId), eq(orderItems.orderId, orderId)));
  return insertItems(tx, accountId, orderId, items);
}

export interface NewOrderEvent {
  orderId: string;
  type: string;
  message: string;
  actorKind: Actor['kind'];
  actorId?: string | null;
  actorName?: string | null;
  data?: unknown;
  at?: Date;
}

export async function insertEvent(tx: Db, accountId: string, e: NewOrderEvent) {
  await insertEvents(tx, accountId, [e]);
}

/**
 * Several timeline events of one seller's orders in one statement, in the order given (ids are
 * time-ordered); answers them as stored.
 */
export async function insertEvents(
  tx: Db,
  accountId: string,
  events: NewOrderEvent[],
): Promise<EventRecord[]> {
  if (events.length === 0) return [];
  return tx
    .insert(orderEvents)
    .values(events.map((e) => ({ id: uuidv7(), accountId, ...e, data: e.data ?? null })))
    .returning();
}

/** Locks orders in id order (the one order for transactions that change several). */
export async function lockOrders(db: Db, accountId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.accountId, accountId), inArray(orders.id, ids)))
    .orderBy(asc(orders.id))
    .for('update');
}

export async function findOrder(
  db: Db,
  accountId: string,
  id: string,
  lock = false,
): Promise<OrderRecord | null> {
  const q = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.accountId, accountId)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** The order a buyer's confirmation link names: its seller first (db/public-handles.ts), then the order. */
export async function findOrderByToken(db: Db, token: string, lock = false): Promise<OrderRecord | null> {
  const accountId = await accountOf(db, 'confirmation', token);
  if (!accountId) return null;
  const q = db
    .select()
    .from(orders)
    .where(and(eq(orders.accountId, accountId), eq(orders.confirmationToken, token)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function findItems(db: Db, accountId: string, orderId: string): Promise<ItemRecord[]> {
  return db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.accountId, accountId), eq(orderItems.orderId, orderId)))
    .orderBy(asc(orderItems.position));
}

/** An order's lines as a courier booking lists them, in one query that names the account. */
export async function bookingLines(db: Db, accountId: string, orderId: string) {
  return db
    .select({
      title: orderItems.title,
      sku: orderItems.sku,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
    })
    .from(orderItems)
    .innerJoin(orders, and(eq(orders.accountId, orderItems.accountId), eq(orders.id, orderItems.orderId)))
    .where(and(eq(orderItems.accountId, accountId), eq(orders.id, orderId)))
    .orderBy(asc(orderItems.position));
}

/** Cover thumbnails of the products on an order's lines. */
export async function thumbsOfProducts(
  db: Db,
  accountId: string,
  productIds: string[],
): Promise<Map<string, string | null>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, thumb: products.thumbnailUrl })
    .from(products)
    .where(and(eq(products.accountId, accountId), inArray(products.id, productIds)));
  return new Map(rows.map((r) => [r.id, r.thumb]));
}

export async function setProcurementStatus(
  db: Db,
  accountId: string,
  orderId: string,
  from: ProcurementStatus,
  to: 'waiting' | 'procured',
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ procurementStatus: to, procuredAt: to === 'procured' ? new Date() : null, updatedAt: new Date() })
    .where(and(eq(orders.accountId, accountId), eq(orders.id, orderId), eq(orders.procurementStatus, from)))
    .returning({ id: orders.id });
  return rows.length > 0;
}

export async function findEvents(db: Db, accountId: string, orderId: string): Promise<EventRecord[]> {
  return db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.accountId, accountId), eq(orderEvents.orderId, orderId)))
    .orderBy(desc(orderEvents.at), desc(orderEvents.id))
    .limit(200);
}

export async function updateOrder(tx: Db, accountId: string, id: string, patch: Partial<NewOrder>) {
  await tx
    .update(orders)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(orders.id, id), eq(orders.accountId, accountId)));
}

/**
 * Moves an order only if it is still in `from` and writes its timeline lines, in one statement
 * (the lines only when it moved); returns the order as it is now, or null when it is not in
 * `from` (any more) or not this seller's. Nothing is read first.
 */
export async function transitionWithEvents(
  tx: Db,
  accountId: string,
  id: string,
  from: OrderStatus,
  patch: Partial<NewOrder> & { status: OrderStatus },
  events: Array<Omit<NewOrderEvent, 'orderId'>>,
): Promise<TransitionRow | null> {
  // One compiled statement per set of columns moved and number of lines (db/compiled.ts).
  const keys = Object.keys(patch).sort() as Array<keyof NewOrder>;
  const values: Record<string, unknown> = {
    ...setValues(keys, patch),
    now: new Date().toISOString(),
    id,
    accountId,
    from,
  };
  events.forEach((e, i) => {
    Object.assign(values, {
      [`e${i}_id`]: uuidv7(),
      [`e${i}_type`]: e.type,
      [`e${i}_message`]: e.message,
      [`e${i}_actorKind`]: e.actorKind,
      [`e${i}_actorId`]: e.actorId ?? null,
      [`e${i}_actorName`]: e.actorName ?? null,
      [`e${i}_data`]: e.data == null ? null : JSON.stringify(e.data),
    });
  });
  const [row] = await runCompiled(
    tx,
    `orders.transitionWithEvents:${keys.join(',')}:${events.length}`,
    (tx) => {
      const moved = tx.$with('moved').as(
        tx
          .update(orders)
          .set({ ...setFromPlaceholders(keys), updatedAt: sql`${p('now')}` })
          .where(
            and(eq(orders.id, p('id')), eq(orders.accountId, p('accountId')), eq(orders.status, p('from'))),
          )
          .returning({
            id: orders.id,
            accountId: orders.accountId,
            name: orders.name,
            status: orders.status,
            total: orders.total,
            customerId: orders.customerId,
            createdAt: orders.createdAt,
            confirmationStatus: orders.confirmationStatus,
          }),
      );
      // The lines in the given order (their ids are time-ordered), typed as their columns.
      const lines = sql.join(
        events.map(
          (_, i) =>
            sql`(${p(`e${i}_id`)}::uuid, ${p(`e${i}_type`)}::text, ${p(`e${i}_message`)}::text, ${p(`e${i}_actorKind`)}::text, ${p(`e${i}_actorId`)}::uuid, ${p(`e${i}_actorName`)}::text, ${p(`e${i}_data`)}::jsonb)`,
        ),
        sql`, `,
      );
      // Columns in the schema's order: id, account_id, order_id, at, type, message, actor_kind, actor_id, actor_name, data.
      const timeline = tx.$with('timeline').as(
        tx
          .insert(orderEvents)
          .select(
            sql`select v.id, ${moved.accountId}, ${moved.id}, now(), v.type, v.message, v.actor_kind, v.actor_id, v.actor_name, v.data from ${moved} cross join (values ${lines}) as v(id, type, message, actor_kind, actor_id, actor_name, data)`,
          )
          .returning({ id: orderEvents.id }),
      );
      return tx.with(moved, timeline).select().from(moved);
    },
    values,
  );
  return row ?? null;
}

/** What a status change's side effects read of the order. */
export type TransitionRow = Pick<
  OrderRecord,
  'id' | 'accountId' | 'name' | 'status' | 'total' | 'customerId' | 'createdAt' | 'confirmationStatus'
>;

/** Moves an order only if it is still in `from`: a concurrent change makes this return false. */
export async function transition(
  tx: Db,
  accountId: string,
  id: string,
  from: OrderStatus,
  patch: Partial<NewOrder> & { status: OrderStatus },
) {
  const rows = await tx
    .update(orders)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(orders.id, id), eq(orders.accountId, accountId), eq(orders.status, from)))
    .returning({ id: orders.id });
  return rows.length > 0;
}

// A status change moves an order out of one status and into another: one upsert of two rows, in
// key order, chained with the other counters of its commit.
const statusCountKind = chainedCounterKind<string>(
  'order_status_counts',
  COUNTER_RANK.orderStatusCount,
  (_tx, entries) =>
    entries.length === 0
      ? []
      : [
          addToRows(
            'order_status_counts',
            ['account_id', 'status', 'shard'],
            ['count'],
            entries.map(({ key, delta }) => {
              const [accountId, status] = key.split('|') as [string, string];
              return [
                sql`${accountId}::uuid`,
                sql`${status}::text`,
                sql`${randomShard()}::smallint`,
                sql`${delta.count ?? 0}::int`,
              ];
            }),
          ),
        ],
);

/** Counts an order into (or out of) a status when the transaction commits (db/tx.ts). */
export async function bumpStatusCount(tx: Db, accountId: string, status: string, delta: number) {
  await bump(tx, statusCountKind, `${accountId}|${status}`, { count: delta });
}

/**
 * The order book's tab counts (its sharded rows summed per status), as one JSON value: read alone by
 * `statusCounts`, or beside the orders list's page in its own statement (db/figures-beside.ts).
 */
export const STATUS_COUNTS = besideFigures(
  (accountId) => sql`SELECT coalesce(json_object_agg(c.status, c.n), '{}'::json) FROM (
    SELECT s.status, sum(s.count) AS n FROM ${orderStatusCounts} AS s WHERE s.account_id = ${accountId}
    GROUP BY s.status) AS c`,
  (json) =>
    Object.fromEntries(Object.entries(json as Record<string, unknown>).map(([k, n]) => [k, Number(n)])),
);

export const statusCounts = (db: Db, accountId: string): Promise<Record<string, number>> =>
  readFigures(db, STATUS_COUNTS, accountId);

export type DailyDelta = Partial<{
  orders: number;
  revenue: number;
  confirmationsSent: number;
  confirmed: number;
  buyerCancelled: number;
}>;

const DAILY_FIELDS = ['orders', 'revenue', 'confirmationsSent', 'confirmed', 'buyerCancelled'] as const;

const dailyValues = (d: Record<string, number>) =>
  Object.fromEntries(DAILY_FIELDS.map((f) => [f, d[f] ?? 0])) as Record<
    (typeof DAILY_FIELDS)[number],
    number
  >;

// A day's totals, chained with the other counters of its commit: one upsert, a row a day.
const dailyKind = chainedCounterKind<string>('order_daily_stats', COUNTER_RANK.orderDaily, (_tx, entries) =>
  entries.length === 0
    ? []
    : [
        addToRows(
          'order_daily_stats',
          ['account_id', 'day', 'shard'],
          ['orders', 'revenue', 'confirmations_sent', 'confirmed', 'buyer_cancelled'],
          entries.map(({ key, delta }) => {
            const [accountId, day] = key.split('|') as [string, string];
            const v = dailyValues(delta);
            return [
              sql`${accountId}::uuid`,
              sql`${day}::date`,
              sql`${randomShard()}::smallint`,
              sql`${v.orders}::int`,
              sql`${v.revenue}::bigint`,
              sql`${v.confirmationsSent}::int`,
              sql`${v.confirmed}::int`,
              sql`${v.buyerCancelled}::int`,
            ];
          }),
        ),
      ],
);

/** Adds to a day's totals when the transaction commits (db/tx.ts). */
export async function bumpDaily(tx: Db, accountId: string, day: string, d: DailyDelta) {
  await bump(tx, dailyKind, `${accountId}|${day}`, d as Record<string, number>);
}

export async function dailyStats(db: Db, accountId: string, fromDay: string, toDay: string) {
  return db
    .select({
      day: orderDailyStats.day,
      orders: safeSum(orderDailyStats.orders),
      revenue: safeSum(orderDailyStats.revenue),
      confirmationsSent: safeSum(orderDailyStats.confirmationsSent),
      confirmed: safeSum(orderDailyStats.confirmed),
      buyerCancelled: safeSum(orderDailyStats.buyerCancelled),
    })
    .from(orderDailyStats)
    .where(
      and(
        eq(orderDailyStats.accountId, accountId),
        gte(orderDailyStats.day, fromDay),
        lte(orderDailyStats.day, toDay),
      ),
    )
    .groupBy(orderDailyStats.day);
}

export interface OrderFilter {
  status?: OrderStatus;
  from?: Date;
  to?: Date;
  paymentMethod?: Order['paymentMethod'];
  city?: string;
  tag?: string;
  storeId?: string;
  customerId?: string;
  confirmation?: Order['confirmation']['status'];
  whatsapp?: WhatsappDeliveryStatus;
  search?: { orderNumber?: number; phone?: string; phonePrefix?: string; text?: string; tracking?: string };
}

const FILTER_KEYS = [
  'status',
  'from',
  'to',
  'paymentMethod',
  'city',
  'tag',
  'storeId',
  'customerId',
  'confirmation',
  'whatsapp',
] as const;
const SEARCH_KEYS = ['orderNumber', 'phone', 'phonePrefix', 'text', 'tracking'] as const;

function whereOf(accountId: string, f: OrderFilter, v: Val = asIs): SQL {
  // `as never`: a value or its placeholder, either of which Drizzle's operators take.
  const conds: SQL[] = [eq(orders.accountId, v('accountId', accountId) as never)];
  if (f.status) conds.push(eq(orders.status, v('status', f.status) as never));
  if (f.from) conds.push(gte(orders.createdAt, v('from', f.from) as never));
  if (f.to) conds.push(lt(orders.createdAt, v('to', f.to) as never));
  if (f.paymentMethod) conds.push(eq(orders.paymentMethod, v('paymentMethod', f.paymentMethod) as never));
  if (f.city) conds.push(sql`lower(${orders.shipCity}) = lower(${v('city', f.city)})`);
  if (f.tag) conds.push(sql`${orders.tags} @> ARRAY[${v('tag', f.tag)}]::text[]`);
  if (f.storeId) conds.push(eq(orders.storeId, v('storeId', f.storeId) as never));
  if (f.customerId) conds.push(eq(orders.customerId, v('customerId', f.customerId) as never));
  if (f.confirmation) conds.push(eq(orders.confirmationStatus, v('confirmation', f.confirmation) as never));
  if (f.whatsapp) conds.push(eq(orders.confirmationWaStatus, v('whatsapp', f.whatsapp) as never));
  const s = f.search;
  if (s) {
    const any: SQL[] = [];
    if (s.orderNumber !== undefined)
      any.push(eq(orders.orderNumber, v('orderNumber', s.orderNumber) as never));
    if (s.phone) any.push(eq(orders.shipPhone, v('phone', s.phone) as never));
    if (s.phonePrefix)
      any.push(sql`${orders.shipPhone} LIKE ${v('phonePrefix', escapeLike(s.phonePrefix) + '%')}`);
    if (s.text) any.push(ilike(orders.shipName, v('text', containsPattern(s.text)) as never));
    if (s.tracking) any.push(eq(orders.trackingNumber, v('tracking', s.tracking) as never));
    conds.push(any.length ? or(...any)! : sql`false`);
  }
  return and(...conds)!;
}

/** Everything that shapes a list statement's text (not its values): its compiled key. */
function listShape(f: OrderFilter, sort: SortKey, kind: 'page' | 'deep' | 'cursor') {
  const parts = ['orders.list', sort, kind, ...FILTER_KEYS.map((k) => (f[k] === undefined ? '' : k))];
  if (f.search) parts.push('search', ...SEARCH_KEYS.map((k) => (f.search![k] === undefined ? '' : k)));
  return parts.join(':');
}

export const rowColumns = {
  id: orders.id,
  name: orders.name,
  storeId: orders.storeId,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  source: orders.source,
  createdAt: orders.createdAt,
  itemCount: orders.itemCount,
  total: orders.total,
  shipName: orders.shipName,
  shipPhone: orders.shipPhone,
  shipCity: orders.shipCity,
  tags: orders.tags,
  confirmationStatus: orders.confirmationStatus,
  confirmationToken: orders.confirmationToken,
  confirmationSentAt: orders.confirmationSentAt,
  trackingNumber: orders.trackingNumber,
  orderNumber: orders.orderNumber,
};
export type OrderRowRecord = { [K in keyof typeof rowColumns]: (typeof rowColumns)[K]['_']['data'] };

export type SortKey = 'createdAt' | '-createdAt' | 'total' | '-total' | 'name' | '-name';
const SORT_COLUMN = { createdAt: orders.createdAt, total: orders.total, name: orders.orderNumber } as const;

export interface Cursor {
  v: string | number;
  id: string;
}

function pageShape(
  accountId: string,
  f: OrderFilter,
  page: { sort: SortKey; cursor?: Cursor },
  v: Val = asIs,
) {
  const descending = page.sort.startsWith('-');
  const column = SORT_COLUMN[page.sort.replace('-', '') as keyof typeof SORT_COLUMN];
  const conds = [whereOf(accountId, f, v)];
  if (page.cursor) {
    // Compared in SQL, not through a column's encoder: an instant goes as its ISO text.
    const cv =
      column === orders.createdAt ? new Date(String(page.cursor.v)).toISOString() : Number(page.cursor.v);
    const at = v('cursorValue', cv);
    const id = v('cursorId', page.cursor.id);
    conds.push(
      descending
        ? sql`(${column}, ${orders.id}) < (${at}, ${id})`
        : sql`(${column}, ${orders.id}) > (${at}, ${id})`,
    );
  }
  const order = descending ? [desc(column), desc(orders.id)] : [asc(column), asc(orders.id)];
  return { where: and(...conds), order };
}

export async function listOrders(
  db: Db,
  accountId: string,
  f: OrderFilter,
  page: { sort: SortKey; limit: number; offset: number; cursor?: Cursor },
  beside: {
    /** The tab counts, in each row's `figures` column (STATUS_COUNTS). */
    statusCounts?: boolean;
    /** The filter's matches counted up to `countCap + 1`, in each row's `counted` column. */
    countCap?: number;
  } = {},
): Promise<Array<OrderRowRecord & { figures?: unknown; counted?: number }>> {
  let offset = page.cursor ? 0 : page.offset;
  let narrowed = false;
  if (offset >= IDS_FIRST_FROM && page.sort === '-createdAt' && onlyWholeDays(f)) {
    // A deep page of the whole book (or of whole days of it), newest first: start at the day the
    // kept daily figures put the offset in, not at the newest order (decision 024).
    const anchor = await dayAnchor(db, accountId, offset, f);
    if (!anchor) return [];
    f = { ...f, to: karachiDayStart(addDays(anchor.day, 1)) };
    offset -= anchor.before;
    narrowed = true;
  }
  // Compiled once per shape (db/compiled.ts): every value a placeholder, the text built once.
  const values: Record<string, unknown> = { limit: page.limit, offset };
  const { where, order } = pageShape(accountId, f, page, recordInto(values));
  const deep = offset >= IDS_FIRST_FROM;
  // What the answer shows beside the rows comes in their statement (db/figures-beside.ts): the tab
  // counts, and a counted filter's total, whose count stops at the cap as countOrders does. The
  // count shares the page's placeholders, so a deep page that narrowed `f` to its days above
  // leaves its count to the caller (no `counted`).
  const countHere = beside.countCap !== undefined && !narrowed;
  const columns = {
    ...rowColumns,
    ...(beside.statusCounts ? { figures: STATUS_COUNTS.column(p('accountId')) } : {}),
    ...(countHere
      ? {
          counted: cappedCount(orders, whereOf(accountId, f, recordInto(values)), p('countLimit')),
        }
      : {}),
  };
  if (countHere) values.countLimit = beside.countCap! + 1;
  return runCompiled(
    db,
    [
      listShape(f, page.sort, page.cursor ? 'cursor' : deep ? 'deep' : 'page'),
      beside.statusCounts ? 'counts' : '',
      countHere ? 'counted' : '',
    ].join(':'),
    (db) =>
      deep
        ? // Deep offsets: skip over ids only (an index-only scan), then fetch the rows we show.
          db
            .select(columns)
            .from(orders)
            .where(
              and(
                eq(orders.accountId, p('accountId')),
                onPage(db, orders, orders.id, where, order, p('limit'), p('offset')),
              ),
            )
            .orderBy(...order)
        : db
            .select(columns)
            .from(orders)
            .where(where)
            .orderBy(...order)
            .limit(p('limit'))
            .offset(p('offset')),
    values,
  ) as Promise<Array<OrderRowRecord & { figures?: unknown; counted?: number }>>;
}

const isDayStart = (d: Date) => karachiDayStart(karachiDay(d)).getTime() === d.getTime();

/** A filter the daily figures count exactly: none, or a range of whole Asia/Karachi days. */
function onlyWholeDays(f: OrderFilter): boolean {
  for (const [k, v] of Object.entries(f) as Array<[keyof OrderFilter, unknown]>) {
    if (v === undefined) continue;
    if ((k === 'from' || k === 'to') && isDayStart(v as Date)) continue;
    return false;
  }
  return true;
}

/**
 * Where the order at `offset` (newest first) lies: the newest day whose running total of orders
 * passes it, and how many orders the days after it hold. `order_daily_stats.orders` counts every
 * order once, on its `created_at`'s Asia/Karachi day (createOrder; the demo and bench recount it
 * the same way; API test files check it at close). Reads day totals newest first, 64 days and then
 * four times more a read, in the primary key's order (a read stops at its limit): a page 400 deep
 * reads a fortnight of rows, not 20,000 index entries. Null past the end.
 */
async function dayAnchor(
  db: Db,
  accountId: string,
  offset: number,
  f: OrderFilter,
): Promise<{ day: string; before: number } | null> {
  const t = orderDailyStats;
  const from = f.from ? karachiDay(f.from) : null;
  let below = f.to ? karachiDay(f.to) : null;
  let before = 0;
  for (let limit = 64; ; limit *= 4) {
    const conds = [eq(t.accountId, accountId)];
    if (from) conds.push(gte(t.day, from));
    if (below) conds.push(lt(t.day, below));
    const days = await db
      .select({ day: t.day, n: sql<number>`sum(${t.orders})::int` })
      .from(t)
      .where(and(...conds))
      .groupBy(t.day)
      .orderBy(desc(t.day))
      .limit(limit);
    for (const d of days) {
      if (before + d.n > offset) return { day: d.day, before };
      before += d.n;
    }
    if (days.length < limit) return null;
    below = days[days.length - 1]!.day;
  }
}

/** Whole order records, keyset-paged (CSV export). */
export async function listFullOrders(
  db: Db,
  accountId: string,
  f: OrderFilter,
  page: { sort: SortKey; limit: number; cursor?: Cursor },
): Promise<OrderRecord[]> {
  const { where, order } = pageShape(accountId, f, page);
  return db
    .select()
    .from(orders)
    .where(where)
    .orderBy(...order)
    .limit(page.limit);
}

/** Counts matches, but stops at `cap + 1`: a page needs "10,000+", not a scan of a million rows. */
export async function countOrders(db: Db, accountId: string, f: OrderFilter, cap: number): Promise<number> {
  return countUpTo(db, orders, whereOf(accountId, f), cap);
}

export async function ordersByIds(tx: Db, accountId: string, ids: string[]) {
  return tx
    .select({ id: orders.id, name: orders.name })
    .from(orders)
    .where(and(eq(orders.accountId, accountId), inArray(orders.id, ids)));
}

export async function ordersFullByIds(db: Db, accountId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.accountId, accountId), inArray(orders.id, ids)));
}

export async function storeName(db: Db, accountId: string, storeId: string): Promise<string> {
  const [row] = await db
    .select({ name: stores.name })
    .from(stores)
    .where(and(eq(stores.accountId, accountId), eq(stores.id, storeId)));
  return row?.name ?? '';
}

export async function itemsForOrders(db: Db, accountId: string, orderIds: string[]): Promise<ItemRecord[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.accountId, accountId), inArray(orderItems.orderId, orderIds)))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
}

/**
 * Confirmed orders with no live parcel (Dispatch): oldest first, so what waited longest ships first.
 */
export async function readyToShip(
  db: Db,
  accountId: string,
  f: { search?: string; city?: string; ids?: string[] },
  limit: number,
  offset: number,
) {
  const conds: SQL[] = [
    eq(orders.accountId, accountId),
    inArray(orders.status, ['open', 'Processing']),
    sql`NOT EXISTS (SELECT 1 FROM ${shipments} WHERE ${shipments.accountId} = ${orders.accountId} AND ${shipments.orderId} = ${orders.id} AND ${shipments.state} IN ('pending', 'booking', 'booked', 'unknown'))`,
  ];
  if (f.city) conds.push(sql`lower(${orders.shipCity}) = lower(${f.city})`);
  if (f.ids) conds.push(inArray(orders.id, f.ids));
  if (f.search) {
    const p = containsPattern(f.search);
    conds.push(
      or(
        ilike(orders.name, p),
        ilike(orders.shipName, p),
        sql`${orders.shipPhone} LIKE ${escapeLike(f.search.replace(/\s/g, '')) + '%'}`,
      )!,
    );
  }
  const where = and(...conds)!;
  const [rows, [total]] = await readAll(db, [
    () =>
      db
        .select()
        .from(orders)
        .where(where)
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The buyer's COD confirmation and record with the seller, per order (shipper-advice inbox). */
export async function buyerHistory(db: Db, accountId: string, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orders.id,
      confirmationStatus: orders.confirmationStatus,
      confirmationSentAt: orders.confirmationSentAt,
      confirmationRespondedAt: orders.confirmationRespondedAt,
      ordersCount: customers.ordersCount,
      deliveredCount: customers.deliveredCount,
      returnedCount: customers.returnedCount,
      cancelledCount: customers.cancelledCount,
      blocked: customers.blocked,
    })
    .from(orders)
    .innerJoin(customers, and(eq(customers.accountId, orders.accountId), eq(customers.id, orders.customerId)))
    .where(and(eq(orders.accountId, accountId), inArray(orders.id, orderIds)));
}

/** Orders still waiting for the buyer whose WhatsApp confirmation failed (dashboard). */
export async function failedConfirmations(db: Db, accountId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.accountId, accountId),
        eq(orders.status, 'Pending'),
        eq(orders.confirmationStatus, 'awaiting'),
        eq(orders.confirmationWaStatus, 'failed'),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Open shipper advices and the nearest deadline among them (dashboard, "Needs attention"). */
export async function openAdvices(db: Db, accountId: string) {
  const [row] = await db
    .select({ n: count(), next: sql<Date | string | null>`min(${shipperAdvices.deadline})` })
    .from(shipperAdvices)
    .where(and(eq(shipperAdvices.accountId, accountId), eq(shipperAdvices.status, 'open')));
  const next = row?.next ?? null;
  return { count: Number(row?.n ?? 0), nextDeadline: next === null ? null : new Date(next) };
}

/**
 * Parcels delivered before `before` that no courier payment line pays yet (API couriers only: a
 * manual courier's cash is collected outside Sauda), with what the courier owes for them: COD less
 * its charges, as the CPR page's "Missing" filter counts a delivered parcel.
 */
export async function unpaidDelivered(db: Db, accountId: string, before: Date) {
  const [row] = await db
    .select({
      n: count(),
      owed: sql<string>`coalesce(sum(${shipments.codAmount} - coalesce(${shipments.deliveryCharges}, 0) - coalesce(${shipments.returnCharges}, 0)), 0)`,
    })
    .from(shipments)
    .where(
      and(
        eq(shipments.accountId, accountId),
        eq(shipments.state, 'booked'),
        eq(shipments.status, 'delivered'),
        lt(shipments.deliveredAt, before),
        sql`(${shipments.courier} <> 'manual')`,
        sql`(NOT EXISTS (SELECT 1 FROM ${courierPaymentLines} WHERE ${courierPaymentLines.accountId} = ${accountId} AND ${courierPaymentLines.shipmentId} = ${shipments.id}))`,
      ),
    );
  return { count: Number(row?.n ?? 0), amount: Number(row?.owed ?? 0) };
}

/** Bookings that failed or are unconfirmed (the parcels list's "problems" view). */
export async function failedBookings(db: Db, accountId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(shipments)
    .where(and(eq(shipments.accountId, accountId), inArray(shipments.state, ['failed', 'unknown'])));
  return Number(row?.n ?? 0);
}

/** This buyer's orders still waiting for their answer, newest first (a WhatsApp reply is about them). */
export async function awaitingByPhone(db: Db, accountId: string, phone: string) {
  return db
    .select({ id: orders.id, name: orders.name })
    .from(orders)
    .where(
      and(
        eq(orders.accountId, accountId),
        eq(orders.shipPhone, phone),
        eq(orders.status, 'Pending'),
        eq(orders.confirmationStatus, 'awaiting'),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(5);
}

/** The order whose confirmation went out as this WhatsApp message, locked for the status change. */
/** The orders these confirmation messages went to, locked in id order (one batch of statuses). */
export async function lockOrdersByWaMessages(tx: Db, accountId: string, messageIds: string[]) {
  if (messageIds.length === 0) return [];
  return tx
    .select({
      id: orders.id,
      messageId: orders.confirmationWaMessageId,
      status: orders.confirmationWaStatus,
    })
    .from(orders)
    .where(and(eq(orders.accountId, accountId), inArray(orders.confirmationWaMessageId, messageIds)))
    .orderBy(asc(orders.id))
    .for('update');
}

export async function findOrderByWaMessage(tx: Db, accountId: string, messageId: string) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.accountId, accountId), eq(orders.confirmationWaMessageId, messageId)))
    .limit(1)
    .for('update');
  return row ?? null;
}
