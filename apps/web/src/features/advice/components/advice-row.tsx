import { Link } from 'react-router';
import { PackageX, PauseCircle, RotateCcw } from 'lucide-react';
import type { Advice } from '@sauda/contracts/couriers.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatPKR } from '../../../lib/format.ts';
import { ACTION_LABELS, isAnswerable, plural, type AdviceAction } from '../lib/answer.ts';
import { AnswerNote, BuyerHistory, Consignee, Deadline } from './advice-parts.tsx';
import { TrackingNumber } from '../../../components/ui/copy-button.tsx';

/** Desktop (xl) columns shared by the header and every row: select, parcel, deadline, consignee, buyer, actions. */
export const ADVICE_GRID =
  'xl:grid xl:grid-cols-[1.25rem_minmax(10rem,1.2fr)_minmax(8rem,0.8fr)_minmax(10rem,1.2fr)_minmax(10rem,1fr)_7.5rem] xl:items-start xl:gap-x-4';

const ACTION_ICONS: Record<AdviceAction, typeof RotateCcw> = {
  reattempt: RotateCcw,
  return: PackageX,
  hold: PauseCircle,
};

const STATUS_BADGE: Record<Advice['status'], { label: string; tone: 'yellow' | 'green' | 'grey' }> = {
  open: { label: 'Waiting for you', tone: 'yellow' },
  answered: { label: 'Answered', tone: 'green' },
  closed: { label: 'Closed', tone: 'grey' },
};

/** One parcel the courier could not deliver: what happened, by when, to whom, the buyer's record, the answers. */
export function AdviceRow({
  advice,
  now,
  selected,
  onToggle,
  onAnswer,
}: {
  advice: Advice;
  now: Date;
  selected: boolean;
  onToggle: (() => void) | undefined;
  onAnswer: (action: AdviceAction) => void;
}) {
  const { parcel } = advice;
  const answerable = isAnswerable(advice);
  const status = STATUS_BADGE[advice.status];
  return (
    <li
      data-testid="advice-row"
      className={cn('flex gap-3 px-4 py-4 text-sm sm:px-5', ADVICE_GRID, selected && 'bg-brand-50/50')}
    >
      <div className={cn('pt-0.5', onToggle ? 'w-4 shrink-0' : 'hidden xl:block')}>
        {onToggle && answerable ? (
          <Checkbox
            aria-label={`Select advice for ${parcel.orderName}`}
            checked={selected}
            onChange={onToggle}
          />
        ) : null}
      </div>
      <div className="min-w-0 flex-1 space-y-3 xl:contents">
        <div className="min-w-0 space-y-1">
          <div className="flex items-start justify-between gap-2">
            <Link
              to={`/orders/${parcel.orderId}`}
              className="font-semibold text-ink hover:text-brand-800 hover:underline"
            >
              {parcel.orderName}
            </Link>
            <span className="font-semibold text-ink tabular-nums xl:hidden">
              <span className="sr-only">COD </span>
              {formatPKR(parcel.codAmount)}
            </span>
          </div>
          <TrackingNumber value={parcel.trackingNumber} orderName={parcel.orderName} />
          <p className="text-slate-700">
            {parcel.courierName}
            <span className="text-muted"> · {plural(advice.attempts, 'attempt')}</span>
          </p>
          <p className="text-ink">
            <span className="text-muted">Reason: </span>
            {advice.reason || parcel.courierStatus || 'Not given'}
          </p>
        </div>
        <div className="space-y-1">
          <Deadline advice={advice} now={now} />
          <p className="hidden text-slate-700 xl:block">
            COD <span className="font-semibold text-ink tabular-nums">{formatPKR(parcel.codAmount)}</span>
          </p>
        </div>
        <div className="border-t border-line pt-3 xl:border-0 xl:pt-0">
          <p className="mb-1 text-xs font-medium tracking-wide text-muted uppercase xl:hidden">Deliver to</p>
          <Consignee consignee={parcel.consignee} />
        </div>
        <div className="border-t border-line pt-3 xl:border-0 xl:pt-0">
          <p className="mb-1 text-xs font-medium tracking-wide text-muted uppercase xl:hidden">Buyer</p>
          <BuyerHistory history={advice.history} now={now} />
        </div>
        <div className="flex flex-wrap gap-2 xl:flex-col xl:items-stretch">
          {answerable ? (
            advice.actions.map((action) => {
              const Icon = ACTION_ICONS[action];
              return (
                <Button
                  key={action}
                  size="sm"
                  variant={action === 'reattempt' ? 'primary' : 'outline'}
                  className={cn('flex-1 sm:flex-none', action === 'return' && 'text-red-700 hover:bg-red-50')}
                  aria-label={`${ACTION_LABELS[action]} ${parcel.orderName}`}
                  onClick={() => onAnswer(action)}
                >
                  <Icon /> {ACTION_LABELS[action]}
                </Button>
              );
            })
          ) : (
            <Badge tone={status.tone} className="self-start">
              {status.label}
            </Badge>
          )}
        </div>
        <AnswerNote advice={advice} now={now} />
      </div>
    </li>
  );
}
