import type { z } from 'zod';
import type { unpaidParcelSchema } from '@sauda/contracts/couriers.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import {
  differenceText,
  differenceTone,
  formatDifference,
  LINE_STATUS,
  statusCounts,
  type LineStatus,
} from '../lib/display.ts';

const DIFF_CLASSES = {
  red: 'text-red-700',
  green: 'text-emerald-700',
  amber: 'text-amber-700',
  none: 'text-muted',
} as const;

/** Paid − expected: "−Rs 500" in red when short, green when matched, amber when over. */
export function Difference({ value, className }: { value: number | null; className?: string }) {
  const tone = differenceTone(value);
  return (
    <span
      className={cn('font-medium tabular-nums', DIFF_CLASSES[tone], className)}
      title={differenceText(value)}
      data-tone={tone}
    >
      {tone === 'green' ? 'Matched' : formatDifference(value)}
      <span className="sr-only"> ({differenceText(value)})</span>
    </span>
  );
}

export function LineStatusBadge({ status }: { status: LineStatus }) {
  const s = LINE_STATUS[status];
  return (
    <Badge tone={s.tone} dot>
      <span title={s.hint}>{s.label}</span>
    </Badge>
  );
}

/** "12 matched · 1 short" as small badges. */
export function StatusCounts({ counts }: { counts: Partial<Record<LineStatus, number>> }) {
  const list = statusCounts(counts);
  if (list.length === 0) return <span className="text-xs text-muted">No parcels</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {list.map(([status, n]) => (
        <Badge key={status} tone={LINE_STATUS[status].tone}>
          {n} {LINE_STATUS[status].label.toLowerCase()}
        </Badge>
      ))}
    </span>
  );
}

type UnpaidState = z.infer<typeof unpaidParcelSchema>['state'];

export function UnpaidStateBadge({ state }: { state: UnpaidState }) {
  return state === 'missing' ? (
    <Badge tone="red" dot>
      Missing
    </Badge>
  ) : (
    <Badge tone="yellow" dot>
      Awaiting
    </Badge>
  );
}
