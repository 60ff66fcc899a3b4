import { AlertTriangle, Clock, MapPin, Phone, ShieldAlert } from 'lucide-react';
import type { Advice } from '@sauda/contracts/couriers.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime, formatRelative } from '../../../lib/format.ts';
import { ACTION_DONE } from '../lib/answer.ts';
import { deadlineUrgency } from '../lib/deadline.ts';
import { buyerRecord, buyerWarning, confirmationSummary } from '../lib/history.ts';

const DEADLINE_TONES = {
  red: 'text-red-700',
  amber: 'text-amber-700',
  normal: 'text-ink',
  none: 'text-muted',
} as const;

/** "Answer in 5 h" (red under 12 h or past) for open advices; the plain date otherwise. */
export function Deadline({ advice, now }: { advice: Pick<Advice, 'deadline' | 'status'>; now: Date }) {
  if (advice.status !== 'open') {
    return (
      <p className="text-xs text-muted">
        {advice.deadline ? `Deadline was ${formatDateTime(advice.deadline)}` : 'No deadline'}
      </p>
    );
  }
  const u = deadlineUrgency(advice.deadline, now);
  return (
    <p
      className={cn('inline-flex items-center gap-1.5 text-sm font-medium', DEADLINE_TONES[u.tone])}
      title={advice.deadline ? `Answer by ${formatDateTime(advice.deadline)}` : undefined}
      data-testid="advice-deadline"
      data-tone={u.tone}
    >
      {u.tone === 'red' ? (
        <AlertTriangle aria-hidden className="size-4" />
      ) : (
        <Clock aria-hidden className="size-4" />
      )}
      {u.tone === 'none' ? u.label : u.overdue ? `Deadline ${u.label}` : `Answer ${u.label}`}
    </p>
  );
}

/** Who the parcel is for: name, phone (tap to call), address and city. */
export function Consignee({ consignee }: { consignee: Advice['parcel']['consignee'] }) {
  return (
    <div className="min-w-0 space-y-0.5 text-sm">
      <p className="font-medium text-ink">{consignee.name}</p>
      {consignee.phone ? (
        <a
          href={`tel:${consignee.phone}`}
          className="inline-flex items-center gap-1 text-brand-700 tabular-nums hover:underline"
          aria-label={`Call ${consignee.name} on ${consignee.phone}`}
        >
          <Phone aria-hidden className="size-3.5" />
          {consignee.phone}
        </a>
      ) : null}
      <p className="flex items-start gap-1 text-slate-700">
        <MapPin aria-hidden className="mt-0.5 size-3.5 shrink-0 text-slate-400" />
        <span className="min-w-0 break-words">
          {consignee.address}
          {consignee.city ? <span className="text-muted">, {consignee.city}</span> : null}
        </span>
      </p>
    </div>
  );
}

/** The buyer's COD confirmation and record with you, with a warning for risky buyers. */
export function BuyerHistory({ history, now }: { history: Advice['history']; now: Date }) {
  if (!history) return <p className="text-sm text-muted">No buyer history</p>;
  const confirmation = confirmationSummary(history.confirmation, now);
  const warning = buyerWarning(history.buyer);
  return (
    <div className="min-w-0 space-y-1 text-sm" aria-label="Buyer history">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Badge tone={confirmation.tone} dot>
          {confirmation.label}
        </Badge>
        {confirmation.when ? <span className="text-xs text-muted">{confirmation.when}</span> : null}
      </div>
      <p
        className={cn(
          'tabular-nums',
          warning?.tone === 'red' ? 'text-red-700' : warning ? 'text-amber-800' : 'text-slate-700',
        )}
      >
        {buyerRecord(history.buyer)}
      </p>
      {warning ? (
        <p
          className={cn(
            'inline-flex items-center gap-1 text-xs font-medium',
            warning.tone === 'red' ? 'text-red-700' : 'text-amber-800',
          )}
        >
          <ShieldAlert aria-hidden className="size-3.5" />
          {warning.text}
        </p>
      ) : null}
    </div>
  );
}

/** What was answered, by whom and when, and the courier's refusal if sending failed. */
export function AnswerNote({ advice, now }: { advice: Advice; now: Date }) {
  const { answer, sendError } = advice;
  if (!answer && !sendError) return null;
  return (
    <div className="mt-3 space-y-2 xl:col-[2/-1] xl:mt-2">
      {answer ? (
        <div className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          <p>
            <span className="font-medium text-ink">{ACTION_DONE[answer.action]}</span>
            {answer.by ? ` by ${answer.by}` : ''}
            <span className="text-muted" title={formatDateTime(answer.at)}>
              {' '}
              · {formatRelative(answer.at, now)}
            </span>
          </p>
          {answer.address || answer.phone ? (
            <p className="mt-0.5">
              New address: {answer.address ?? 'unchanged'}
              {answer.phone ? ` · ${answer.phone}` : ''}
            </p>
          ) : null}
          {answer.remarks ? <p className="mt-0.5 italic">“{answer.remarks}”</p> : null}
        </div>
      ) : null}
      {sendError ? (
        <p className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-medium">Not sent to {advice.parcel.courierName}: </span>
            {sendError}
          </span>
        </p>
      ) : null}
    </div>
  );
}
