import type { PoStatus } from '@sauda/contracts/purchasing.ts';
import type { BadgeTone } from '../../../components/ui/badge-tone.ts';

export const PO_STATUS_TONES: Record<PoStatus, BadgeTone> = {
  draft: 'grey',
  sent: 'blue',
  partially_received: 'yellow',
  received: 'green',
  cancelled: 'red',
};

const OPEN: readonly PoStatus[] = ['draft', 'sent', 'partially_received'];

/** Which actions a purchase order offers in each status. */
export function poActions(status: PoStatus) {
  return {
    edit: status === 'draft',
    send: status === 'draft',
    receive: OPEN.includes(status),
    cancel: OPEN.includes(status),
  };
}

/** Received share in whole percent (0–100). */
export function receivedPercent(received: number, ordered: number): number {
  if (ordered <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((received / ordered) * 100)));
}

/** Expected date is past and the goods are still not all in. */
export function isOverdue(
  po: { status: PoStatus; expectedAt: string | null },
  now: Date = new Date(),
): boolean {
  if (!po.expectedAt || !OPEN.includes(po.status) || po.status === 'draft') return false;
  const end = new Date(`${po.expectedAt.slice(0, 10)}T23:59:59`);
  return !Number.isNaN(end.getTime()) && end.getTime() < now.getTime();
}
