/** The buyer's COD confirmation and record beside each advice. DOM-free. */
import type { Advice } from '@sauda/contracts/couriers.ts';
import { formatRelative } from '../../../lib/format.ts';
import { plural } from './answer.ts';

type History = NonNullable<Advice['history']>;
export type HistoryTone = 'green' | 'yellow' | 'red' | 'grey';

const CONFIRMATION: Record<string, { label: string; tone: HistoryTone }> = {
  confirmed: { label: 'Confirmed by buyer', tone: 'green' },
  awaiting: { label: 'Awaiting confirmation', tone: 'yellow' },
  cancelled: { label: 'Cancelled by buyer', tone: 'red' },
  not_required: { label: 'Confirmation not required', tone: 'grey' },
};

/** "Confirmed by buyer" + "responded 2 days ago" (or "sent 3 h ago" while awaiting). */
export function confirmationSummary(
  c: History['confirmation'],
  now: Date = new Date(),
): { label: string; tone: HistoryTone; when: string | null } {
  const known = CONFIRMATION[c.status] ?? { label: c.status.replace(/_/g, ' '), tone: 'grey' as const };
  const when = c.respondedAt
    ? `responded ${formatRelative(c.respondedAt, now)}`
    : c.status === 'awaiting' && c.sentAt
      ? `asked ${formatRelative(c.sentAt, now)}, no answer`
      : null;
  return { ...known, when };
}

/** "3 orders · 2 delivered · 1 returned" (cancelled only when there were some). */
export function buyerRecord(b: History['buyer']): string {
  const parts = [plural(b.orders, 'order'), `${b.delivered} delivered`, `${b.returned} returned`];
  if (b.cancelled > 0) parts.push(`${b.cancelled} cancelled`);
  return parts.join(' · ');
}

/**
 * A warning when this buyer is a risk: blocked, or at least as many returns as deliveries
 * (red when returns outnumber deliveries, amber when even). None for a clean or first order.
 */
export function buyerWarning(b: History['buyer']): { tone: 'red' | 'yellow'; text: string } | null {
  if (b.blocked) return { tone: 'red', text: 'Blocked buyer' };
  if (b.returned === 0) return null;
  if (b.returned > b.delivered) return { tone: 'red', text: 'More returns than deliveries' };
  if (b.returned === b.delivered) return { tone: 'yellow', text: 'As many returns as deliveries' };
  return null;
}
