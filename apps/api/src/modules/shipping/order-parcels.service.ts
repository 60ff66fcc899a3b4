import { REMITTANCE_DAYS, type OrderParcel, type ParcelPaymentState } from '@sauda/contracts/couriers.ts';
import type { Db } from '../../db/client.ts';
import { readAll } from '../../db/tx.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { expectedFor } from './cpr.service.ts';
import * as adviceRepo from './advice.repo.ts';
import * as sheetRepo from './load-sheets.repo.ts';
import { sheetNumber } from './load-sheets.service.ts';
import * as payRepo from './cpr.repo.ts';
import * as repo from './shipping.repo.ts';
import { toShipment } from './shipments.service.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const DAY_MS = 86_400_000;

/**
 * Where the parcel's cash stands: nothing is due before the courier delivers or returns it; then the
 * courier owes COD − charges, and a parcel with no CPR line after `REMITTANCE_DAYS` is overdue.
 */
export function paymentState(
  s: { status: string | null; state: string; deliveredAt: Date | null; returnedAt: Date | null },
  expected: number,
  paid: number,
  hasLines: boolean,
  now: Date,
): ParcelPaymentState {
  const settledAt = s.status === 'delivered' ? s.deliveredAt : s.status === 'returned' ? s.returnedAt : null;
  if (s.state !== 'booked' || !settledAt) return 'not_due';
  if (!hasLines)
    return now.getTime() - settledAt.getTime() > REMITTANCE_DAYS * DAY_MS ? 'overdue' : 'awaiting';
  if (paid === expected) return 'matched';
  return paid < expected ? 'short' : 'over';
}

/**
 * GET /v1/orders/:id/parcels — the order's parcels, newest first, each with the courier's scans,
 * its load sheet, its shipper advice and its remittance. Another seller's order answers 404.
 */
export async function orderParcels(db: Db, accountId: string, orderId: string, now = new Date()) {
  if (!isUuid(orderId)) throw notFound('Order');
  const rows = await repo.forOrderWithNames(db, accountId, orderId);
  if (rows.length === 0) {
    if (!(await repo.orderExists(db, accountId, orderId))) throw notFound('Order');
    return { data: [] as OrderParcel[] };
  }
  const ids = rows.map((r) => r.s.id);
  const sheetIds = [...new Set(rows.flatMap((r) => (r.s.loadSheetId ? [r.s.loadSheetId] : [])))];
  const [events, sheets, advices, lines] = await readAll(db, [
    () => repo.eventsFor(db, accountId, ids),
    () => sheetRepo.byIds(db, accountId, sheetIds),
    () => adviceRepo.openForShipments(db, accountId, ids),
    () => payRepo.linesForShipments(db, accountId, ids),
  ]);
  const data = rows.map(({ s, orderName, courierName }): OrderParcel => {
    const sheet = sheets.find((x) => x.id === s.loadSheetId) ?? null;
    // Open advice first, then the latest.
    const advice =
      advices
        .filter((a) => a.shipmentId === s.id)
        .sort(
          (a, b) =>
            Number(b.status === 'open') - Number(a.status === 'open') ||
            b.createdAt.getTime() - a.createdAt.getTime(),
        )[0] ?? null;
    const mine = lines.filter((l) => l.shipmentId === s.id);
    const paid = mine.reduce((t, l) => t + l.amount, 0);
    const expected = expectedFor(s);
    return {
      shipment: toShipment(s, orderName, courierName),
      events: events
        .filter((e) => e.shipmentId === s.id)
        .map((e) => ({
          at: e.at.toISOString(),
          status: e.status ?? null,
          message: e.message,
          location: e.location,
        })),
      loadSheet: sheet
        ? {
            _id: sheet.id,
            number: sheetNumber(sheet.number),
            status: sheet.status as 'generated' | 'handed_over',
            handedOverAt: iso(sheet.handedOverAt),
          }
        : null,
      advice: advice
        ? {
            _id: advice.id,
            reason: advice.reason,
            attempts: advice.attempts,
            deadline: iso(advice.deadline),
            status: advice.status as 'open' | 'answered' | 'closed',
            action: (advice.action as 'reattempt' | 'return' | 'hold' | null) ?? null,
            answeredAt: iso(advice.answeredAt),
            answeredBy: advice.answeredByName,
          }
        : null,
      payment: {
        state: paymentState(s, expected, paid, mine.length > 0, now),
        expected,
        paid,
        chargesKnown: s.deliveryCharges !== null,
        lines: mine.map((l) => ({
          paymentId: l.paymentId,
          reference: l.reference,
          paidOn: l.paidOn,
          amount: l.amount,
        })),
      },
    };
  });
  return { data };
}
