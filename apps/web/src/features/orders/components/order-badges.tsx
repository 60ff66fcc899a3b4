import { CheckCircle2, Clock, MinusCircle, XCircle } from 'lucide-react';
import { STATUS_LABELS, type Actor, type OrderStatus } from '@sauda/contracts/orders.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { statusTone } from '../../../components/ui/badge-tone.ts';

/** product-rules §4 colours via the shared tone function; labels from the contracts. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge tone={statusTone(status)} dot>
      {STATUS_LABELS[status] ?? status}
    </Badge>
  );
}

export type ConfirmationStatus = 'not_required' | 'awaiting' | 'confirmed' | 'cancelled';

/** Neutral words: the seller settles a confirmation as often as the buyer does (see `answeredLabel`). */
export const CONFIRMATION_LABELS: Record<ConfirmationStatus, string> = {
  not_required: 'Not needed',
  awaiting: 'Awaiting buyer',
  confirmed: 'COD confirmed',
  cancelled: 'COD cancelled',
};

/** "Buyer confirmed", "Confirmed by Ayesha Khan": who settled it, when the order says. */
export function answeredLabel(status: ConfirmationStatus, by: Actor | null | undefined): string {
  if (!by || (status !== 'confirmed' && status !== 'cancelled')) return CONFIRMATION_LABELS[status];
  const verb = status === 'confirmed' ? 'confirmed' : 'cancelled';
  if (by.kind === 'buyer') return `Buyer ${verb}`;
  return `${status === 'confirmed' ? 'Confirmed' : 'Cancelled'} by ${by.name ?? (by.kind === 'user' ? 'the seller' : 'Sauda')}`;
}

export function ConfirmationChip({ status, by }: { status: ConfirmationStatus; by?: Actor | null }) {
  const Icon =
    status === 'confirmed'
      ? CheckCircle2
      : status === 'cancelled'
        ? XCircle
        : status === 'awaiting'
          ? Clock
          : MinusCircle;
  const color =
    status === 'confirmed'
      ? 'text-emerald-700'
      : status === 'cancelled'
        ? 'text-red-700'
        : status === 'awaiting'
          ? 'text-amber-700'
          : 'text-muted';
  return (
    <span className={`inline-flex items-center gap-1 text-xs font-medium whitespace-nowrap ${color}`}>
      <Icon className="size-3.5" aria-hidden />
      {answeredLabel(status, by)}
    </span>
  );
}

/** product-rules §2: payment method shown as COD or the other method. */
export function paymentLabel(method: string): string {
  return method === 'COD' ? 'COD' : 'Prepaid';
}

export function PaymentBadge({ method }: { method: string }) {
  return <Badge tone={method === 'COD' ? 'violet' : 'grey'}>{paymentLabel(method)}</Badge>;
}
