import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Shipment } from '@sauda/contracts/couriers.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatPKR, formatTime } from '../../../lib/format.ts';
import { UNKNOWN_BOOKING_MESSAGE } from '../lib/job.ts';
import { TrackingNumber } from '../../../components/ui/copy-button.tsx';
import { ParcelBadge } from './parcel-badge.tsx';

const GRID =
  'xl:grid xl:grid-cols-[1.25rem_minmax(5rem,0.8fr)_minmax(9rem,1.3fr)_minmax(6rem,1fr)_minmax(7rem,1fr)_5.5rem_minmax(5rem,0.8fr)_minmax(6.5rem,0.9fr)_auto] xl:items-center xl:gap-x-3';
const GRID_NO_SELECT =
  'xl:grid xl:grid-cols-[minmax(5rem,0.8fr)_minmax(9rem,1.3fr)_minmax(6rem,1fr)_minmax(7rem,1fr)_5.5rem_minmax(5rem,0.8fr)_minmax(6.5rem,0.9fr)_auto] xl:items-center xl:gap-x-3';

function When({ value }: { value: string | null }) {
  if (!value) return <span className="text-muted">—</span>;
  return (
    <span className="whitespace-nowrap">
      {formatDate(value)}
      <span className="text-muted xl:block xl:text-xs">
        <span className="xl:hidden">, </span>
        {formatTime(value)}
      </span>
    </span>
  );
}

function Problem({ s }: { s: Shipment }) {
  if (s.state === 'unknown') return <p className="mt-1 text-xs text-amber-800">{UNKNOWN_BOOKING_MESSAGE}</p>;
  if (s.state === 'failed' && s.error) return <p className="mt-1 text-xs text-red-700">{s.error}</p>;
  return null;
}

/**
 * Parcels: a grid row each on wide screens, a card on phones. `actions` renders each row's buttons;
 * `timeLabel`/`timeOf` pick the date column (booked at, picked up at).
 */
export function ShipmentsList({
  rows,
  loading,
  label,
  timeLabel,
  timeOf,
  actions,
  selected,
  onToggle,
  onToggleAll,
}: {
  rows: readonly Shipment[];
  loading: boolean;
  label: string;
  timeLabel: string;
  timeOf: (s: Shipment) => string | null;
  actions: (s: Shipment) => ReactNode;
  selected?: ReadonlySet<string>;
  onToggle?: (id: string) => void;
  onToggleAll?: (checked: boolean) => void;
}) {
  const selectable = !!selected && !!onToggle;
  const onPage = selectable ? rows.filter((r) => selected.has(r._id)).length : 0;
  const all = rows.length > 0 && onPage === rows.length;
  const grid = selectable ? GRID : GRID_NO_SELECT;
  const headers = ['Order', 'Tracking number', 'Courier', 'Status', 'COD', 'City', timeLabel, 'Actions'];

  return (
    <div>
      <div
        className={cn(
          'items-center gap-3 border-y border-line bg-slate-50/80 px-4 py-2.5 text-xs font-medium tracking-wide text-muted uppercase sm:px-5',
          selectable ? 'flex' : 'hidden',
          grid,
        )}
      >
        {selectable ? (
          <>
            <Checkbox
              aria-label="Select all parcels on this page"
              checked={all}
              indeterminate={onPage > 0 && !all}
              disabled={rows.length === 0}
              onChange={(e) => onToggleAll?.(e.target.checked)}
            />
            <span className="xl:hidden">
              {onPage > 0 ? `${onPage} of ${rows.length} selected` : 'Select all'}
            </span>
          </>
        ) : null}
        {headers.map((h, i) => (
          <span
            key={h}
            aria-hidden
            className={cn('hidden xl:block', i === 4 && 'text-right', i === 7 && 'text-right')}
          >
            {h}
          </span>
        ))}
      </div>
      <ul aria-label={label} aria-busy={loading || undefined} className="divide-y divide-line">
        {loading && rows.length === 0
          ? Array.from({ length: 5 }, (_, i) => (
              <li key={i} className="px-4 py-4 sm:px-5">
                <Skeleton className="h-16 xl:h-8" />
              </li>
            ))
          : rows.map((s) => (
              <li
                key={s._id}
                className={cn(
                  'flex gap-3 px-4 py-3.5 text-sm sm:px-5',
                  grid,
                  selectable && selected.has(s._id) && 'bg-brand-50/50',
                )}
              >
                {selectable ? (
                  <div className="pt-0.5 xl:pt-0">
                    <Checkbox
                      aria-label={`Select parcel ${s.orderName}`}
                      checked={selected.has(s._id)}
                      onChange={() => onToggle(s._id)}
                    />
                  </div>
                ) : null}
                <div className="min-w-0 flex-1 space-y-1 xl:contents">
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <Link
                        to={`/orders/${s.orderId}`}
                        className="font-semibold text-ink hover:text-brand-800 hover:underline"
                      >
                        {s.orderName}
                      </Link>
                      <p className="truncate text-xs text-muted">{s.consignee.name}</p>
                    </div>
                    <span className="font-semibold text-ink tabular-nums xl:hidden">
                      {formatPKR(s.codAmount)}
                    </span>
                  </div>
                  <div className="min-w-0">
                    <TrackingNumber value={s.trackingNumber} orderName={s.orderName} />
                  </div>
                  <p className="min-w-0 truncate text-slate-700">
                    {s.courierName}
                    <span className="text-muted xl:hidden"> · {s.consignee.city}</span>
                  </p>
                  <div className="min-w-0">
                    <ParcelBadge shipment={s} />
                    <Problem s={s} />
                  </div>
                  <p className="hidden text-right font-medium text-ink tabular-nums xl:block">
                    {formatPKR(s.codAmount)}
                  </p>
                  <p className="hidden truncate text-slate-700 xl:block">{s.consignee.city}</p>
                  <p className="text-xs text-muted xl:text-sm xl:text-ink">
                    <span className="xl:hidden">{timeLabel}: </span>
                    <When value={timeOf(s)} />
                  </p>
                  <div className="flex flex-wrap items-center gap-1.5 pt-1 xl:justify-end xl:pt-0">
                    {actions(s)}
                  </div>
                </div>
              </li>
            ))}
      </ul>
    </div>
  );
}
