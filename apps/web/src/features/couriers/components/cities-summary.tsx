import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime, formatRelative } from '../../../lib/format.ts';
import type { CourierCitiesAnswer } from '../api/courier-cities.ts';
import { mappedShare } from '../lib/booking-cities.ts';

function Stat({ label, value, tone }: { label: string; value: number; tone: 'green' | 'amber' | 'slate' }) {
  return (
    <div className="min-w-0 rounded-lg border border-line px-3 py-2.5">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd
        className={cn(
          'mt-0.5 text-xl font-semibold tabular-nums',
          tone === 'green' && 'text-emerald-700',
          tone === 'amber' && (value > 0 ? 'text-amber-700' : 'text-ink'),
          tone === 'slate' && 'text-ink',
        )}
      >
        {value.toLocaleString('en-PK')}
      </dd>
    </div>
  );
}

/** Mapped / unmapped / total, when the list was fetched, and "Refresh from courier". */
export function CitiesSummary({
  meta,
  courierName,
  refreshing,
  onRefresh,
}: {
  meta: CourierCitiesAnswer['meta'] | undefined;
  courierName: string;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  return (
    <section aria-label="City mapping summary" className="flex flex-col gap-4 lg:flex-row lg:items-end">
      {meta ? (
        <dl className="grid flex-1 grid-cols-3 gap-2 sm:gap-3">
          <Stat label="Mapped" value={meta.mapped} tone="green" />
          <Stat label="Unmapped" value={meta.unmapped} tone="amber" />
          <Stat label="Total" value={meta.total} tone="slate" />
        </dl>
      ) : (
        <div className="grid flex-1 grid-cols-3 gap-3" aria-hidden>
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center lg:flex-col lg:items-end">
        <p className="text-xs text-muted">
          {meta?.fetchedAt ? (
            <>
              {mappedShare(meta)}% mapped · fetched from {courierName}{' '}
              <time dateTime={meta.fetchedAt} title={formatDateTime(meta.fetchedAt)}>
                {formatRelative(meta.fetchedAt)}
              </time>
            </>
          ) : meta ? (
            'Not fetched yet'
          ) : null}
        </p>
        <Button variant="outline" size="sm" loading={refreshing} onClick={onRefresh} disabled={!meta}>
          {refreshing ? null : <RefreshCw />} Refresh from courier
        </Button>
      </div>
    </section>
  );
}
