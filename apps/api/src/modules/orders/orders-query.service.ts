import { COUNT_CAP, normalisePhone } from '@sauda/contracts/common.ts';
import { ORDER_STATUSES, STATUS_LABELS, type Order, type OrderStatus } from '@sauda/contracts/orders.ts';
import type { WhatsappDeliveryStatus } from '@sauda/contracts/whatsapp.ts';
import { readAll } from '../../db/tx.ts';
import { figuresOf } from '../../db/figures-beside.ts';
import type { Dashboard } from '@sauda/contracts/dashboard.ts';
import { REMITTANCE_DAYS } from '@sauda/contracts/couriers.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { listTotal } from '../../lib/paging.ts';
import * as customers from '../customers/customers.service.ts';
import * as inventory from '../inventory/inventory.service.ts';
import * as repo from './orders.repo.ts';
import { KARACHI_OFFSET_MS, addDays, karachiDay, karachiDayStart } from '../../lib/pakistan-time.ts';
import { rupees, toRow } from './order-mapping.ts';

export interface ListQuery {
  status?: OrderStatus;
  page: number;
  limit: number;
  startDate?: string;
  endDate?: string;
  search?: string;
  paymentMethod?: 'COD' | 'prepaid';
  city?: string;
  tag?: string;
  storeId?: string;
  customerId?: string;
  confirmation?: Order['confirmation']['status'];
  whatsapp?: WhatsappDeliveryStatus;
  sort: repo.SortKey;
  cursor?: string;
}

/** "#1001" → order number; phone-like → phone prefix (any +92/92/0 form), number, tracking; else buyer name or tracking. */
export function parseOrderSearch(raw: string): repo.OrderFilter['search'] {
  const t = raw.trim();
  if (/^#\d{1,9}$/.test(t)) return { orderNumber: Number(t.slice(1)) };
  const compact = t.replace(/[\s-]/g, '');
  if (/^\+?\d{3,}$/.test(compact)) {
    return {
      phonePrefix: normalisePhone(compact),
      ...(/^\d{1,9}$/.test(compact) ? { orderNumber: Number(compact) } : {}),
      tracking: t,
    };
  }
  return { text: t, tracking: t };
}

async function toFilter(
  db: Db,
  accountId: string,
  q: Omit<ListQuery, 'page' | 'limit' | 'sort' | 'cursor'>,
): Promise<repo.OrderFilter> {
  const f: repo.OrderFilter = {};
  if (q.status) f.status = q.status;
  if (q.startDate) f.from = karachiDayStart(q.startDate);
  if (q.endDate) f.to = karachiDayStart(addDays(q.endDate, 1));
  if (f.from && f.to && f.from >= f.to) {
    throw badRequest('VALIDATION_ERROR', 'endDate: must be on or after startDate', [
      { field: 'endDate', message: 'Must be on or after the start date' },
    ]);
  }
  if (q.paymentMethod) f.paymentMethod = q.paymentMethod;
  if (q.city) f.city = q.city;
  if (q.tag) f.tag = q.tag;
  if (q.confirmation) f.confirmation = q.confirmation;
  if (q.whatsapp) f.whatsapp = q.whatsapp;
  if (q.search) f.search = parseOrderSearch(q.search);
  // Filtering by another account's store or customer answers 404, like any other id (Q13).
  if (q.storeId) {
    if (!isUuid(q.storeId) || !(await repo.storeOfAccount(db, accountId, q.storeId))) throw notFound('Store');
    f.storeId = q.storeId;
  }
  if (q.customerId) {
    if (!isUuid(q.customerId) || !(await customers.getCustomerRow(db, accountId, q.customerId)))
      throw notFound('Customer');
    f.customerId = q.customerId;
  }
  return f;
}

function encodeCursor(sort: string, r: repo.OrderRowRecord): string {
  const v = sort.endsWith('createdAt')
    ? r.createdAt.toISOString()
    : sort.endsWith('total')
      ? r.total
      : r.orderNumber;
  return Buffer.from(JSON.stringify({ s: sort, v, id: r.id })).toString('base64url');
}

function decodeCursor(sort: string, cursor: string): repo.Cursor {
  try {
    const c = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
      s?: unknown;
      v?: unknown;
      id?: unknown;
    };
    if (
      c.s === sort &&
      (typeof c.v === 'string' || typeof c.v === 'number') &&
      typeof c.id === 'string' &&
      isUuid(c.id)
    ) {
      // The created-at sorts carry an instant, the others a number (total, order number).
      const byTime = sort.endsWith('createdAt');
      if (byTime && (typeof c.v !== 'string' || Number.isNaN(Date.parse(c.v)))) throw new Error('bad date');
      if (!byTime && (typeof c.v !== 'number' || !Number.isFinite(c.v))) throw new Error('bad number');
      return { v: c.v, id: c.id };
    }
  } catch {
    /* fall through */
  }
  throw badRequest('VALIDATION_ERROR', 'cursor: not a cursor from this list and sort', [
    { field: 'cursor', message: 'Not a cursor from this list and sort' },
  ]);
}

const onlyStatus = (f: repo.OrderFilter) => Object.keys(f).every((k) => k === 'status');
/*
 * Filtered totals are exact up to COUNT_CAP (contracts/common.ts); beyond, the answer says "at
 * least" (`meta.totalCapped`) and paging goes on with the cursor. A text search is not counted at all
 * ("contains" matches cannot be counted cheaply at a million orders): its total is what has been
 * shown so far, and `totalCapped` says more follow.
 */

export async function listOrders(db: Db, accountId: string, q: ListQuery, appUrl: string) {
  const filter = await toFilter(db, accountId, q);
  const cursor = q.cursor ? decodeCursor(q.sort, q.cursor) : undefined;
  const offset = (q.page - 1) * q.limit;
  // A search fetches one row more than it shows: that row tells whether a next page exists.
  const fetched = filter.search ? q.limit + 1 : q.limit;
  // The tab counts, and a counted filter's total, come in the page's own statement
  // (db/figures-beside.ts). A search is not counted; the status tabs' totals are the counts. Only a
  // first page or a cursor's counts in its statement: a first page that is not full has few
  // matches to count, but a short page further on tells its total without the count it would pay.
  const counting = !filter.search && !onlyStatus(filter) && (cursor !== undefined || offset === 0);
  const found = await repo.listOrders(
    db,
    accountId,
    filter,
    { sort: q.sort, limit: fetched, offset, cursor },
    { statusCounts: true, countCap: counting ? COUNT_CAP : undefined },
  );
  const countUpTo = async (cap: number) => found[0]?.counted ?? repo.countOrders(db, accountId, filter, cap);
  const counts = await figuresOf(db, repo.STATUS_COUNTS, accountId, found);
  const rows = found.slice(0, q.limit);
  const statusCounts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, counts[s] ?? 0]));
  let total: number;
  let totalCapped = false;
  if (filter.search) {
    total = (cursor ? 0 : offset) + rows.length;
    totalCapped = found.length > q.limit;
  } else if (onlyStatus(filter)) {
    // Counts come from the per-status table: no count(*) over the order book.
    total = filter.status
      ? statusCounts[filter.status]!
      : Object.values(statusCounts).reduce((a, b) => a + b, 0);
  } else if (!cursor) {
    // A page that is not full tells its own total; a full one is counted up to the cap (lib/paging.ts).
    ({ total, totalCapped } = await listTotal(offset, q.limit, rows.length, countUpTo));
  } else {
    // A cursor's page does not know how many rows came before it: counted, up to the cap.
    const counted = await countUpTo(COUNT_CAP);
    totalCapped = counted > COUNT_CAP;
    total = Math.min(counted, COUNT_CAP);
  }
  const last = rows[rows.length - 1];
  return {
    data: rows.map((r) => toRow(r, appUrl)),
    meta: {
      page: q.page,
      limit: q.limit,
      total,
      totalCapped,
      nextCursor: rows.length === q.limit && last ? encodeCursor(q.sort, last) : null,
      statusCounts,
    },
  };
}

/** product-rules §7 GET /v1/search: the palette's order search. */
export async function searchOrders(
  db: Db,
  accountId: string,
  q: { search: string; store?: string; status?: OrderStatus; page: number; limit: number },
  appUrl: string,
) {
  const filter: repo.OrderFilter = { search: parseOrderSearch(q.search) };
  if (q.status) filter.status = q.status;
  if (q.store) {
    if (!isUuid(q.store) || !(await repo.storeOfAccount(db, accountId, q.store))) throw notFound('Store');
    filter.storeId = q.store;
  }
  // One query: a row more than the page shows says whether there is a next page (the palette shows no total).
  const offset = (q.page - 1) * q.limit;
  const found = await repo.listOrders(db, accountId, filter, {
    sort: '-createdAt',
    limit: q.limit + 1,
    offset,
  });
  const rows = found.slice(0, q.limit);
  return {
    data: rows.map((r) => toRow(r, appUrl)),
    meta: { page: q.page, limit: q.limit, total: offset + found.length },
  };
}

export async function dashboard(db: Db, accountId: string, now = new Date()): Promise<Dashboard> {
  const today = karachiDay(now);
  const monthStart = `${today.slice(0, 8)}01`;
  const from = addDays(today, -29) < monthStart ? addDays(today, -29) : monthStart;
  const [stats, counts, whatsappFailed, advices, unpaid, failedBookings, stock] = await readAll(db, [
    () => repo.dailyStats(db, accountId, from, today),
    () => repo.statusCounts(db, accountId),
    () => repo.failedConfirmations(db, accountId),
    () => repo.openAdvices(db, accountId),
    () => repo.unpaidDelivered(db, accountId, new Date(now.getTime() - REMITTANCE_DAYS * 86_400_000)),
    () => repo.failedBookings(db, accountId),
    () => inventory.summary(db, accountId),
  ]);
  const byDay = new Map(stats.map((s) => [s.day, s]));
  const sum = (
    rows: typeof stats,
    key: 'orders' | 'revenue' | 'confirmationsSent' | 'confirmed' | 'buyerCancelled',
  ) => rows.reduce((n, r) => n + r[key], 0);
  const month = stats.filter((s) => s.day >= monthStart);
  const last30 = stats.filter((s) => s.day >= addDays(today, -29));
  const confirmed = sum(last30, 'confirmed');
  const cancelled = sum(last30, 'buyerCancelled');
  const c = (s: OrderStatus) => counts[s] ?? 0;
  return {
    today: { orders: byDay.get(today)?.orders ?? 0, revenue: byDay.get(today)?.revenue ?? 0 },
    month: { orders: sum(month, 'orders'), revenue: sum(month, 'revenue') },
    waiting: {
      confirmation: c('Pending'),
      whatsappFailed,
      booking: c('open') + c('Processing'),
      awaitingPickup: c('Booked'),
      inTransit: c('Dispatched'),
    },
    attention: {
      shipperAdvice: { count: advices.count, nextDeadline: advices.nextDeadline?.toISOString() ?? null },
      unpaidDelivered: unpaid,
      failedBookings,
      lowStock: stock.lowCount,
    },
    confirmation: {
      sent: sum(last30, 'confirmationsSent'),
      confirmed,
      cancelled,
      rate: confirmed + cancelled > 0 ? Math.round((confirmed * 100) / (confirmed + cancelled)) : null,
    },
    daily: Array.from({ length: 30 }, (_, i) => {
      const date = addDays(today, i - 29);
      const d = byDay.get(date);
      return { date, orders: d?.orders ?? 0, revenue: d?.revenue ?? 0 };
    }),
  };
}

/** CSV cell: quoted when needed; a leading = + - @ (or tab/CR) is neutralised against formula injection (Q22). */
export function csvCell(value: string | number | null | undefined): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export const CSV_HEADER = [
  'Order',
  'Created (PKT)',
  'Status',
  'Payment',
  'Buyer',
  'Phone',
  'Address',
  'City',
  'Province',
  'Items',
  'Item count',
  'Subtotal (PKR)',
  'Discount (PKR)',
  'Shipping (PKR)',
  'Total (PKR)',
  'Tags',
  'Notes',
  'Confirmation',
  'Tracking',
];

const EXPORT_BATCH = 1000;

/**
 * Validates the filters (bad input is a 4xx before any byte is sent), then streams the orders as
 * CSV lines, walking the list with a keyset cursor (no big offsets, bounded memory).
 */
export async function exportCsv(
  db: Db,
  accountId: string,
  q: Omit<ListQuery, 'page' | 'limit' | 'cursor'>,
): Promise<AsyncGenerator<string>> {
  const filter = await toFilter(db, accountId, q);
  return csvLines(db, accountId, filter, q.sort);
}

async function* csvLines(
  db: Db,
  accountId: string,
  filter: repo.OrderFilter,
  sort: repo.SortKey,
): AsyncGenerator<string> {
  yield '\uFEFF' + CSV_HEADER.map(csvCell).join(',') + '\r\n';
  let cursor: repo.Cursor | undefined;
  for (;;) {
    const rows = await repo.listFullOrders(db, accountId, filter, { sort, limit: EXPORT_BATCH, cursor });
    if (rows.length === 0) return;
    const items = await repo.itemsForOrders(
      db,
      accountId,
      rows.map((r) => r.id),
    );
    const byOrder = new Map<string, string[]>();
    for (const it of items)
      byOrder.set(it.orderId, [
        ...(byOrder.get(it.orderId) ?? []),
        `${it.title} x${it.quantity} @ ${rupees(it.unitPrice)}`,
      ]);
    let chunk = '';
    for (const r of rows) {
      const created = new Date(r.createdAt.getTime() + KARACHI_OFFSET_MS)
        .toISOString()
        .slice(0, 16)
        .replace('T', ' ');
      chunk +=
        [
          r.name,
          created,
          STATUS_LABELS[r.status],
          r.paymentMethod,
          r.shipName,
          r.shipPhone,
          r.shipAddress,
          r.shipCity,
          r.shipProvince,
          (byOrder.get(r.id) ?? []).join('; '),
          r.itemCount,
          rupees(r.subtotal),
          rupees(r.discount),
          rupees(r.shipping),
          rupees(r.total),
          r.tags.join(' '),
          r.notes,
          r.confirmationStatus,
          r.trackingNumber,
        ]
          .map(csvCell)
          .join(',') + '\r\n';
    }
    yield chunk;
    if (rows.length < EXPORT_BATCH) return;
    const last = rows[rows.length - 1]!;
    const v = sort.endsWith('createdAt')
      ? last.createdAt.toISOString()
      : sort.endsWith('total')
        ? last.total
        : last.orderNumber;
    cursor = { v, id: last.id };
  }
}
