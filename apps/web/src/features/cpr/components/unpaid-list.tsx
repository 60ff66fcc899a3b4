import { CircleCheck } from 'lucide-react';
import { PARCEL_STATUS_LABELS } from '@sauda/contracts/couriers.ts';
import { ChoiceChips } from '../../../components/ui/chip-group.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatPKR } from '../../../lib/format.ts';
import type { UnpaidParcel } from '../api/list-unpaid.ts';
import { plural } from '../lib/display.ts';
import { UNPAID_FILTERS, type UnpaidFilter } from '../lib/list-params.ts';
import { TrackingNumber } from '../../../components/ui/copy-button.tsx';
import { UnpaidStateBadge } from './money.tsx';

const GRID =
  'xl:grid xl:grid-cols-[minmax(5rem,0.8fr)_minmax(9rem,1.2fr)_minmax(6rem,1fr)_minmax(7rem,1fr)_7rem_5rem_7rem_6rem] xl:items-center xl:gap-x-3';
const HEADERS = [
  'Order',
  'Tracking number',
  'Courier',
  'Status',
  'Delivered / returned',
  'Age',
  'Expected',
  'State',
];

/** Delivered or returned parcels no payment covers yet: how long ago, and what should come. */
export function UnpaidList({
  rows,
  loading,
  filter,
  onFilterChange,
}: {
  rows: readonly UnpaidParcel[];
  loading: boolean;
  /** In the URL (?show=missing), so the dashboard's count opens the same list. */
  filter: UnpaidFilter;
  onFilterChange: (filter: UnpaidFilter) => void;
}) {
  const missing = rows.filter((r) => r.state === 'missing').length;
  const shown = filter === 'missing' ? rows.filter((r) => r.state === 'missing') : rows;

  if (!loading && rows.length === 0) {
    return (
      <EmptyState
        icon={<CircleCheck />}
        title="Every finished parcel is paid for"
        description="Delivered and returned parcels the courier has not paid for yet show up here, so none slips through."
      />
    );
  }
  return (
    <div>
      <div className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5">
        <ChoiceChips
          label="Show parcels"
          options={UNPAID_FILTERS}
          value={filter}
          format={(v) => (v === 'all' ? `All (${rows.length})` : `Missing (${missing})`)}
          onChange={onFilterChange}
        />
        <p className="text-xs text-muted">
          Missing: finished more than 7 days ago, past the usual payment cycle.
        </p>
      </div>
      <div
        aria-hidden
        className={cn(
          'hidden border-y border-line bg-slate-50/80 px-4 py-2.5 text-xs font-medium tracking-wide text-muted uppercase sm:px-5',
          GRID,
        )}
      >
        {HEADERS.map((h, i) => (
          <span key={h} className={i === 5 || i === 6 ? 'text-right' : undefined}>
            {h}
          </span>
        ))}
      </div>
      <ul
        aria-label="Parcels awaiting payment"
        aria-busy={loading || undefined}
        className="divide-y divide-line border-t border-line xl:border-t-0"
      >
        {loading && rows.length === 0
          ? Array.from({ length: 5 }, (_, i) => (
              <li key={i} className="px-4 py-4 sm:px-5">
                <Skeleton className="h-14 xl:h-6" />
              </li>
            ))
          : shown.map((r) => (
              <li
                key={r.shipmentId}
                data-state={r.state}
                className={cn('flex flex-col gap-1 px-4 py-3 text-sm sm:px-5', GRID)}
              >
                <span className="flex items-start justify-between gap-2 xl:contents">
                  <span className="font-semibold text-ink">{r.orderName}</span>
                  <span className="flex items-center gap-2 xl:hidden">
                    <span className="font-semibold text-ink tabular-nums">{formatPKR(r.expected)}</span>
                    <UnpaidStateBadge state={r.state} />
                  </span>
                </span>
                <span className="min-w-0">
                  <TrackingNumber value={r.trackingNumber} orderName={r.orderName} />
                </span>
                <span className="text-slate-700 xl:contents">
                  <span className="truncate">{r.courierName}</span>
                  <span className="xl:hidden"> · </span>
                  <span>{PARCEL_STATUS_LABELS[r.status]}</span>
                  <span className="xl:hidden"> · </span>
                  <span className="whitespace-nowrap">{r.finishedAt ? formatDate(r.finishedAt) : '—'}</span>
                  <span className="xl:hidden"> · </span>
                  <span
                    className={cn(
                      'whitespace-nowrap tabular-nums xl:text-right',
                      r.state === 'missing' && 'text-red-700',
                    )}
                  >
                    {plural(r.ageDays, 'day')}
                    <span className="xl:hidden"> ago</span>
                  </span>
                </span>
                <span className="hidden text-right font-medium text-ink tabular-nums xl:block">
                  {formatPKR(r.expected)}
                </span>
                <span className="hidden xl:block">
                  <UnpaidStateBadge state={r.state} />
                </span>
              </li>
            ))}
      </ul>
      {!loading && shown.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-muted">
          No missing payments. Everything is within the usual cycle.
        </p>
      ) : null}
    </div>
  );
}
