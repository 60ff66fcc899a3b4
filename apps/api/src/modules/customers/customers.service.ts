import { HIGH_REFUSAL_MIN_ORDERS, HIGH_REFUSAL_RATE, type Customer } from '@sauda/contracts/customers.ts';
import { normalisePhone } from '@sauda/contracts/common.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import * as repo from './customers.repo.ts';

export type CustomerRow = repo.CustomerRow;

/** Why a seller should think twice before shipping COD to this buyer (null when nothing). */
export function customerWarning(
  c: Pick<CustomerRow, 'blocked' | 'deliveredCount' | 'returnedCount' | 'notes'>,
): string | null {
  if (c.blocked) return `This buyer is blocked${c.notes ? `: ${c.notes}` : ''}`;
  const settled = c.deliveredCount + c.returnedCount;
  if (settled >= HIGH_REFUSAL_MIN_ORDERS && c.returnedCount / settled >= HIGH_REFUSAL_RATE) {
    return `This buyer refused ${c.returnedCount} of ${settled} parcels`;
  }
  return null;
}

export function toCustomer(r: CustomerRow): Customer {
  return {
    _id: r.id,
    name: r.name,
    phone: r.phone,
    city: r.city,
    lastAddress: r.lastAddress
      ? { address: r.lastAddress, city: r.city ?? '', province: r.lastProvince }
      : null,
    notes: r.notes,
    blocked: r.blocked,
    ordersCount: r.ordersCount,
    totalSpent: r.totalSpent,
    deliveredCount: r.deliveredCount,
    returnedCount: r.returnedCount,
    cancelledCount: r.cancelledCount,
    lastOrderAt: r.lastOrderAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    warning: customerWarning(r),
  };
}

export const recordOrder = repo.recordOrder;
export const adjustCounters = repo.adjustCounters;
export const asCommitted = repo.asCommitted;

export async function getCustomerRow(db: Db, accountId: string, id: string) {
  return repo.findCustomer(db, accountId, id);
}

export async function getCustomer(db: Db, accountId: string, id: string): Promise<Customer> {
  const row = isUuid(id) ? await repo.findCustomer(db, accountId, id) : null;
  if (!row) throw notFound('Customer');
  return toCustomer(row);
}

/** Search text that looks like a phone number searches phones by prefix; anything else names and cities. */
export function parseSearch(search: string | undefined): { phonePrefix?: string; text?: string } | undefined {
  if (!search) return undefined;
  if (/^[+\d][\d\s-]{2,}$/.test(search)) return { phonePrefix: normalisePhone(search) };
  return { text: search };
}

export async function listCustomers(
  db: Db,
  accountId: string,
  q: {
    page: number;
    limit: number;
    search?: string;
    blocked?: 'true' | 'false';
    sort: '-lastOrderAt' | '-ordersCount' | '-totalSpent' | 'name';
  },
) {
  const { rows, total, totalCapped } = await repo.listCustomers(db, accountId, {
    search: parseSearch(q.search),
    blocked: q.blocked === undefined ? undefined : q.blocked === 'true',
    sort: q.sort,
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  return { data: rows.map(toCustomer), meta: { page: q.page, limit: q.limit, total, totalCapped } };
}

export async function updateCustomer(
  db: Db,
  accountId: string,
  id: string,
  body: { name?: string; notes?: string; blocked?: boolean },
): Promise<Customer> {
  const row = isUuid(id)
    ? await repo.updateCustomer(db, accountId, id, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.notes !== undefined ? { notes: body.notes || null } : {}),
        ...(body.blocked !== undefined ? { blocked: body.blocked } : {}),
      })
    : null;
  if (!row) throw notFound('Customer');
  return toCustomer(row);
}
