import { ChevronRight, FileSpreadsheet, PlugZap } from 'lucide-react';
import type { CprPayment } from '@sauda/contracts/couriers.ts';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatPKR } from '../../../lib/format.ts';
import { sourceLabel } from '../lib/display.ts';
import { Difference, StatusCounts } from './money.tsx';

const GRID =
  'xl:grid xl:grid-cols-[minmax(7rem,1.1fr)_minmax(6rem,0.9fr)_6.5rem_minmax(5rem,0.7fr)_minmax(6rem,1fr)_6.5rem_6.5rem_6.5rem_minmax(8rem,1.1fr)_1rem] xl:items-center xl:gap-x-3';
const HEADERS = [
  'Reference',
  'Courier',
  'Paid on',
  'Method',
  'Source',
  'Paid',
  'Expected',
  'Difference',
  'Parcels',
];
const RIGHT = new Set(['Paid', 'Expected', 'Difference']);

function Source({ p }: { p: CprPayment }) {
  const Icon = p.source === 'api' ? PlugZap : FileSpreadsheet;
  return (
    <span className="inline-flex min-w-0 items-center gap-1 text-slate-700">
      <Icon aria-hidden className="size-3.5 shrink-0 text-slate-400" />
      <span className="truncate">{sourceLabel(p)}</span>
    </span>
  );
}

/** Courier payments: a grid row each on wide screens, a card on phones; each opens its detail. */
export function PaymentsList({
  rows,
  loading,
  onOpen,
}: {
  rows: readonly CprPayment[];
  loading: boolean;
  onOpen: (id: string) => void;
}) {
  return (
    <div>
      <div
        aria-hidden
        className={cn(
          'hidden border-y border-line bg-slate-50/80 px-4 py-2.5 text-xs font-medium tracking-wide text-muted uppercase sm:px-5',
          GRID,
        )}
      >
        {HEADERS.map((h) => (
          <span key={h} className={RIGHT.has(h) ? 'text-right' : undefined}>
            {h}
          </span>
        ))}
        <span />
      </div>
      <ul
        aria-label="Payments"
        aria-busy={loading || undefined}
        className="divide-y divide-line border-t border-line xl:border-t-0"
      >
        {loading && rows.length === 0
          ? Array.from({ length: 5 }, (_, i) => (
              <li key={i} className="px-4 py-4 sm:px-5">
                <Skeleton className="h-20 xl:h-6" />
              </li>
            ))
          : rows.map((p) => (
              <li key={p._id}>
                <button
                  type="button"
                  onClick={() => onOpen(p._id)}
                  className={cn(
                    'flex w-full flex-col gap-1.5 px-4 py-3.5 text-left text-sm transition-colors hover:bg-slate-50 focus-visible:bg-brand-50/50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-5',
                    GRID,
                  )}
                >
                  {/* The row is the button: its name is what it shows, after what it does (WCAG 2.5.3). */}
                  <span className="sr-only">Open payment </span>
                  <span className="flex items-start justify-between gap-2 xl:contents">
                    <span className="min-w-0 font-semibold break-all text-ink">{p.reference}</span>
                    <span className="font-semibold text-ink tabular-nums xl:hidden">{formatPKR(p.paid)}</span>
                  </span>
                  <span className="text-slate-700 xl:contents">
                    <span className="truncate">{p.courierName}</span>
                    <span className="xl:hidden"> · </span>
                    <span className="whitespace-nowrap">{p.paidOn ? formatDate(p.paidOn) : '—'}</span>
                    <span className="xl:hidden"> · </span>
                    <span className="truncate">{p.method ?? '—'}</span>
                  </span>
                  <span className="min-w-0">
                    <Source p={p} />
                  </span>
                  <span className="hidden text-right font-medium text-ink tabular-nums xl:block">
                    {formatPKR(p.paid)}
                  </span>
                  <span className="text-slate-700 tabular-nums xl:text-right">
                    <span className="xl:hidden">Expected </span>
                    {formatPKR(p.expected)}
                    <span className="xl:hidden">
                      {' · '}
                      <Difference value={p.paid - p.expected} />
                    </span>
                  </span>
                  <span className="hidden text-right xl:block">
                    <Difference value={p.paid - p.expected} />
                  </span>
                  <StatusCounts counts={p.counts} />
                  <ChevronRight aria-hidden className="hidden size-4 text-slate-400 xl:block" />
                </button>
              </li>
            ))}
      </ul>
    </div>
  );
}
