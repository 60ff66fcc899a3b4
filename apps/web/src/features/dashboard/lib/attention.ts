/**
 * The dashboard's "Needs attention" rows (issue 12 §1): what costs the seller money when left
 * alone, each a count linking to the list filtered to exactly those rows. DOM-free.
 */
import type { Dashboard } from '@sauda/contracts/dashboard.ts';
import { REMITTANCE_DAYS } from '@sauda/contracts/couriers.ts';
import { formatPKR } from '../../../lib/format.ts';

export type AttentionKey =
  | 'advice'
  | 'unpaid'
  | 'confirmation'
  | 'whatsapp'
  | 'failedBookings'
  | 'lowStock'
  | 'booking'
  | 'awaitingPickup'
  | 'inTransit';

export type AttentionTone = 'urgent' | 'warn' | 'normal';

export type AttentionRow = {
  key: AttentionKey;
  to: string;
  label: string;
  count: number;
  /** A second line: the nearest deadline, the amount owed. */
  detail?: string;
  tone: AttentionTone;
};

const HOUR = 3_600_000;

function span(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `${Math.max(1, minutes)} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}

/** "Nearest deadline in 5 h" / "A deadline passed 2 h ago"; red under 12 h, amber under a day. */
export function deadlineDetail(
  deadline: string | null,
  now: Date = new Date(),
): { detail?: string; tone: AttentionTone } {
  if (!deadline) return { tone: 'normal' };
  const left = new Date(deadline).getTime() - now.getTime();
  if (Number.isNaN(left)) return { tone: 'normal' };
  if (left <= 0) return { detail: `A deadline passed ${span(-left)} ago`, tone: 'urgent' };
  return {
    detail: `Nearest deadline in ${span(left)}`,
    tone: left < 12 * HOUR ? 'urgent' : left < 24 * HOUR ? 'warn' : 'normal',
  };
}

export function attentionRows(data: Dashboard, now: Date = new Date()): AttentionRow[] {
  const a = data.attention;
  const advice = deadlineDetail(a.shipperAdvice.nextDeadline, now);
  return [
    {
      key: 'advice',
      to: '/shipper-advice',
      label: 'Shipper advice to answer',
      count: a.shipperAdvice.count,
      ...(a.shipperAdvice.count > 0 ? advice : { tone: 'normal' as const }),
    },
    {
      key: 'unpaid',
      to: '/cpr-cheques?view=awaiting&show=missing',
      label: `Delivered over ${REMITTANCE_DAYS} days ago, not paid`,
      count: a.unpaidDelivered.count,
      detail:
        a.unpaidDelivered.count > 0 ? `${formatPKR(a.unpaidDelivered.amount)} owed by couriers` : undefined,
      tone: a.unpaidDelivered.count > 0 ? 'warn' : 'normal',
    },
    {
      key: 'confirmation',
      to: '/orders/confirm-orders',
      label: 'Awaiting COD confirmation',
      count: data.waiting.confirmation,
      tone: 'normal',
    },
    {
      key: 'whatsapp',
      to: '/orders/confirm-orders?whatsapp=failed',
      label: 'WhatsApp could not reach the buyer: call',
      count: data.waiting.whatsappFailed,
      tone: data.waiting.whatsappFailed > 0 ? 'warn' : 'normal',
    },
    {
      key: 'failedBookings',
      to: '/orders/booking?view=problems',
      label: 'Bookings that failed',
      count: a.failedBookings,
      tone: a.failedBookings > 0 ? 'urgent' : 'normal',
    },
    {
      key: 'lowStock',
      to: '/inventory?stock=low',
      label: 'Low on stock',
      count: a.lowStock,
      tone: a.lowStock > 0 ? 'warn' : 'normal',
    },
    {
      key: 'booking',
      to: '/dispatch',
      label: 'Confirmed, waiting to be booked',
      count: data.waiting.booking,
      tone: 'normal',
    },
    {
      key: 'awaitingPickup',
      to: '/orders?status=Booked',
      label: 'Booked, waiting for pick-up',
      count: data.waiting.awaitingPickup,
      tone: 'normal',
    },
    {
      key: 'inTransit',
      to: '/orders?status=Dispatched',
      label: 'In transit',
      count: data.waiting.inTransit,
      tone: 'normal',
    },
  ];
}

/** Everything that needs a hand (booked and in-transit parcels wait on the courier). */
export const nothingWaiting = (rows: readonly AttentionRow[]) =>
  rows.every((r) => r.key === 'inTransit' || r.key === 'awaitingPickup' || r.count === 0);
