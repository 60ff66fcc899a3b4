import { createHash } from 'node:crypto';
import { MAX_AMOUNT_PAISA } from '@sauda/contracts/common.ts';
import Papa from 'papaparse';
import { REMITTANCE_DAYS, type CprPayment, type ParcelStatus } from '@sauda/contracts/couriers.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { CourierPayment } from '../../couriers/types.ts';
import * as couriers from '../couriers/couriers.service.ts';
import * as orders from '../orders/orders-shipping.service.ts';
import type { ShippingDeps } from './booking.service.ts';
import * as payRepo from './cpr.repo.ts';
import { recordPayments } from './sync.service.ts';
import type { ShipmentRecord } from './shipping.repo.ts';

type LineStatus = 'matched' | 'short' | 'over' | 'unexpected';

/** COD collected − courier charges − return charges (paisa). */
export const expectedFor = (
  s: Pick<ShipmentRecord, 'status' | 'codAmount' | 'deliveryCharges' | 'returnCharges'>,
) => (s.status === 'delivered' ? s.codAmount : 0) - (s.deliveryCharges ?? 0) - (s.returnCharges ?? 0);

export function lineStatus(expected: number | null, paidTotal: number): LineStatus {
  if (expected === null) return 'unexpected';
  if (paidTotal === expected) return 'matched';
  return paidTotal < expected ? 'short' : 'over';
}

async function detailLines(db: Db, accountId: string, paymentIds: string[]) {
  const lines = await payRepo.linesOf(db, accountId, paymentIds);
  const paid = await payRepo.paidByShipment(db, accountId, [
    ...new Set(lines.flatMap((l) => (l.l.shipmentId ? [l.l.shipmentId] : []))),
  ]);
  return lines.map(({ l, s }) => {
    const expected = s ? expectedFor(s) : null;
    const paidTotal = s ? (paid.get(s.id) ?? l.amount) : l.amount;
    return {
      paymentId: l.paymentId,
      trackingNumber: l.trackingNumber,
      shipmentId: s?.id ?? null,
      orderId: s?.orderId ?? null,
      parcelStatus: (s?.status as ParcelStatus | null) ?? null,
      codAmount: s?.codAmount ?? null,
      deliveryCharges: s?.deliveryCharges ?? null,
      returnCharges: s?.returnCharges ?? null,
      expected,
      paid: l.amount,
      paidTotal,
      difference: expected === null ? null : paidTotal - expected,
      status: lineStatus(expected, paidTotal),
      chargesKnown: !!s && s.deliveryCharges !== null,
    };
  });
}

function summarise(
  p: NonNullable<Awaited<ReturnType<typeof payRepo.find>>>,
  lines: Awaited<ReturnType<typeof detailLines>>,
): CprPayment {
  const counts = { matched: 0, short: 0, over: 0, unexpected: 0 };
  for (const l of lines) counts[l.status]++;
  return {
    _id: p.p.id,
    courierId: p.p.courierAccountId,
    courierName: p.courierName,
    reference: p.p.reference,
    paidOn: p.p.paidOn,
    method: p.p.method,
    source: p.p.source as 'api' | 'import',
    fileName: p.p.fileName,
    paid: p.p.total,
    expected: lines.reduce((t, l) => t + (l.expected ?? 0), 0),
    lines: lines.length,
    counts,
    createdAt: p.p.createdAt.toISOString(),
  };
}

export async function listPayments(
  deps: ShippingDeps,
  accountId: string,
  q: { courierId?: string; page: number; limit: number },
) {
  const courierId = q.courierId ? (await couriers.getAccount(deps, accountId, q.courierId))._id : undefined;
  const { rows, total } = await payRepo.list(deps.db, accountId, courierId, q.page, q.limit);
  const lines = await detailLines(
    deps.db,
    accountId,
    rows.map((r) => r.p.id),
  );
  return {
    data: rows.map((r) =>
      summarise(
        r,
        lines.filter((l) => l.paymentId === r.p.id),
      ),
    ),
    meta: {
      page: q.page,
      limit: q.limit,
      total,
      totals: await payRepo.totals(deps.db, accountId, courierId),
    },
  };
}

export async function getPayment(db: Db, accountId: string, id: string) {
  const p = isUuid(id) ? await payRepo.find(db, accountId, id) : null;
  if (!p) throw notFound('Payment');
  const lines = await detailLines(db, accountId, [p.p.id]);
  const names = await orderNames(
    db,
    accountId,
    lines.flatMap((l) => (l.orderId ? [l.orderId] : [])),
  );
  return {
    ...summarise(p, lines),
    items: lines.map(({ paymentId: _p, ...l }) => ({
      ...l,
      orderName: l.orderId ? (names.get(l.orderId) ?? null) : null,
    })),
  };
}

async function orderNames(db: Db, accountId: string, ids: string[]) {
  return new Map((await orders.ordersForBooking(db, accountId, ids)).map((o) => [o.id, o.name]));
}

export async function unpaidParcels(deps: ShippingDeps, accountId: string, courierId?: string) {
  if (courierId) await couriers.getAccount(deps, accountId, courierId);
  const rows = await payRepo.unpaid(deps.db, accountId, courierId, 500);
  const names = await orderNames(
    deps.db,
    accountId,
    rows.map((r) => r.orderId),
  );
  const accounts = new Map((await couriers.listAccounts(deps, accountId)).map((a) => [a._id, a.name]));
  const now = Date.now();
  return rows
    .filter((s) => s.courier !== 'manual')
    .map((s) => {
      const finished = s.deliveredAt ?? s.returnedAt;
      const ageDays = finished ? Math.floor((now - finished.getTime()) / 86_400_000) : 0;
      return {
        shipmentId: s.id,
        orderName: names.get(s.orderId) ?? '',
        trackingNumber: s.trackingNumber ?? s.reference,
        courierName: accounts.get(s.courierAccountId) ?? '',
        status: s.status as ParcelStatus,
        finishedAt: finished?.toISOString() ?? null,
        ageDays,
        expected: expectedFor(s),
        // Past the cycle to the millisecond, as the dashboard's count of unpaid deliveries.
        state:
          finished && now - finished.getTime() > REMITTANCE_DAYS * 86_400_000
            ? ('missing' as const)
            : ('awaiting' as const),
      };
    });
}

const COLUMNS = {
  cn: [
    'cn',
    'tracking',
    'tracking number',
    'tracking_number',
    'trackingnumber',
    'consignment',
    'consignment no',
    'cn number',
    'cn_number',
    'booked_packet_cn',
  ],
  amount: [
    'amount',
    'net amount',
    'net_amount',
    'paid',
    'amount paid',
    'amount_paid',
    'net payable',
    'netpayable',
    'net_payable',
  ],
  reference: [
    'cpr',
    'cpr number',
    'cpr_number',
    'cheque',
    'cheque no',
    'cheque_no',
    'invoice_cheque_no',
    'reference',
    'payment id',
    'paymentid',
    'payment_id',
  ],
  date: [
    'date',
    'paid on',
    'paid_on',
    'paidon',
    'payment date',
    'payment_date',
    'invoice_cheque_date',
    'settlement date',
  ],
};

/** The file's columns, for the API document (what the import really reads). */
export const CPR_COLUMNS_HELP =
  'A CSV file with a header row (a courier’s CPR export as it comes). Columns, matched without case: ' +
  Object.entries(COLUMNS)
    .map(([k, a]) => `${k}: ${a.join(', ')}`)
    .join('; ') +
  '. Required: a tracking-number column and an amount column (PKR). Rows are grouped by reference.';
const norm = (h: string) => h.trim().toLowerCase().replace(/\s+/g, ' ');

/** Amounts as couriers print them: "Rs. 3,293.00", "3293", "(150)" for a deduction. */
export function parseRupees(raw: string): number | null {
  const t = raw.trim();
  const negative = /^\(.*\)$/.test(t) || t.startsWith('-');
  const digits = t.replace(/rs\.?|pkr|[(),\s-]/gi, '');
  if (!/^\d+(\.\d{1,2})?$/.test(digits)) return null;
  const paisa = Math.round(Number(digits) * 100);
  return negative ? -paisa : paisa;
}

/**
 * Imports a courier's payment file (CSV). Rows group into payments by their reference column; a
 * file without one becomes one payment named after the file's hash. Importing the same file
 * again changes nothing (payments unique per reference, lines per tracking number).
 */
export async function importPayments(
  deps: ShippingDeps,
  accountId: string,
  courierId: string,
  csv: string,
  fileName: string | null,
) {
  const account = await couriers.getAccount(deps, accountId, courierId);
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: norm,
  });
  const headers = parsed.meta.fields ?? [];
  const pick = (names: string[]) => headers.find((h) => names.includes(h));
  const cnCol = pick(COLUMNS.cn);
  const amountCol = pick(COLUMNS.amount);
  if (!cnCol || !amountCol)
    throw badRequest(
      'VALIDATION_ERROR',
      'The file needs a tracking-number column (CN) and an amount column',
      [{ field: 'file', message: `Found columns: ${headers.join(', ') || 'none'}` }],
    );
  const refCol = pick(COLUMNS.reference);
  const dateCol = pick(COLUMNS.date);
  const fallbackRef = `FILE-${createHash('sha256').update(csv).digest('hex').slice(0, 12).toUpperCase()}`;
  const skipped: Array<{ row: number; message: string }> = [];
  const byRef = new Map<string, CourierPayment>();
  parsed.data.forEach((r, i) => {
    const row = i + 2;
    const cn = (r[cnCol] ?? '').trim();
    const amount = parseRupees(r[amountCol] ?? '');
    if (!cn) return skipped.push({ row, message: 'No tracking number' });
    if (amount === null)
      return skipped.push({ row, message: `Amount "${r[amountCol] ?? ''}" is not a number` });
    if (Math.abs(amount) > MAX_AMOUNT_PAISA)
      return skipped.push({ row, message: `Amount "${r[amountCol] ?? ''}" is more than PKR 100,000,000` });
    const reference = (refCol && r[refCol]?.trim()) || fallbackRef;
    const date = dateCol ? new Date(r[dateCol] ?? '') : null;
    const p = byRef.get(reference) ?? {
      reference,
      paidOn: date && !Number.isNaN(date.getTime()) ? date : null,
      method: refCol ? null : 'Imported file',
      total: 0,
      lines: [],
    };
    if (p.lines.some((l) => l.trackingNumber === cn))
      return skipped.push({ row, message: `${cn} appears twice in ${reference}` });
    p.lines.push({ trackingNumber: cn, amount });
    p.total += amount;
    byRef.set(reference, p);
  });
  const payments = [...byRef.values()];
  const res = await recordPayments(deps.db, accountId, account._id, payments, 'import', fileName);
  return {
    payments: payments.length,
    newPayments: res.newPayments,
    lines: payments.reduce((n, p) => n + p.lines.length, 0),
    newLines: res.newLines,
    skipped: skipped.slice(0, 200),
  };
}
