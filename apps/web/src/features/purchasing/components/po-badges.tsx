import { PO_STATUS_LABELS, type PoStatus } from '@sauda/contracts/purchasing.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { PO_STATUS_TONES, receivedPercent } from '../lib/po-status.ts';

export function PoStatusBadge({ status }: { status: PoStatus }) {
  return (
    <Badge tone={PO_STATUS_TONES[status]} dot>
      {PO_STATUS_LABELS[status]}
    </Badge>
  );
}

/** "4 / 10" with a thin bar. */
export function ReceivedProgress({
  received,
  ordered,
  className,
}: {
  received: number;
  ordered: number;
  className?: string;
}) {
  const pct = receivedPercent(received, ordered);
  return (
    <div className={cn('min-w-24', className)}>
      <p className="text-xs text-slate-700 tabular-nums">
        {received.toLocaleString('en-PK')} / {ordered.toLocaleString('en-PK')}
      </p>
      <div
        role="progressbar"
        aria-label="Received"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-valuetext={`${received} of ${ordered} received`}
        className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={cn('h-full rounded-full', pct >= 100 ? 'bg-emerald-500' : 'bg-brand-600')}
          style={{ width: `${pct}%` }}
        />
      </div>
    </div>
  );
}
