import { Link } from 'react-router';
import { AlertTriangle, ArrowRight, Boxes, CircleSlash, Clock, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatPKR } from '../../../lib/format.ts';
import type { InventorySummary } from '../api/inventory-summary.ts';

function Stat({
  label,
  value,
  icon,
  tone,
  to,
  loading,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  tone: string;
  to?: string;
  loading: boolean;
}) {
  const body = (
    <>
      <span
        className={cn(
          // On phones the figure needs the room more than the icon does.
          'hidden size-9 shrink-0 items-center justify-center rounded-lg sm:flex [&_svg]:size-4.5',
          tone,
        )}
      >
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs leading-snug font-medium text-muted">{label}</p>
        {loading ? (
          <Skeleton className="mt-1 h-6 w-16" />
        ) : (
          <p className="mt-0.5 text-base font-semibold whitespace-nowrap text-ink tabular-nums sm:text-lg">
            {value}
          </p>
        )}
      </div>
      {to ? <ArrowRight className="ml-auto size-4 shrink-0 text-slate-400" aria-hidden /> : null}
    </>
  );
  const cls = 'flex items-center gap-3 p-4';
  return (
    <Card className={to ? 'transition-colors hover:border-brand-300' : undefined}>
      {to ? (
        <Link
          to={to}
          className={cn(cls, 'rounded-xl focus-visible:outline-2 focus-visible:outline-brand-600')}
        >
          {body}
        </Link>
      ) : (
        <div className={cls}>{body}</div>
      )}
    </Card>
  );
}

/** Low, out, units, stock value and orders waiting for stock (→ /procure). */
export function SummaryCards({
  summary,
  loading,
  lowHref,
  outHref,
}: {
  summary: InventorySummary | undefined;
  loading: boolean;
  lowHref: string;
  outHref: string;
}) {
  const n = (v: number | undefined) => (v ?? 0).toLocaleString('en-PK');
  return (
    <section aria-label="Stock summary" className="grid grid-cols-2 gap-3 lg:grid-cols-3 2xl:grid-cols-5">
      <Stat
        label="Low stock"
        value={n(summary?.lowCount)}
        icon={<AlertTriangle />}
        tone="bg-amber-50 text-amber-700"
        to={lowHref}
        loading={loading}
      />
      <Stat
        label="Out of stock"
        value={n(summary?.outCount)}
        icon={<CircleSlash />}
        tone="bg-red-50 text-red-700"
        to={outHref}
        loading={loading}
      />
      <Stat
        label="Units in stock"
        value={n(summary?.units)}
        icon={<Boxes />}
        tone="bg-brand-50 text-brand-700"
        loading={loading}
      />
      <Stat
        label="Stock value (at cost)"
        value={formatPKR(summary?.stockValue)}
        icon={<Wallet />}
        tone="bg-emerald-50 text-emerald-700"
        loading={loading}
      />
      <div className="col-span-2 2xl:col-span-1">
        <Stat
          label="Orders waiting for stock"
          value={n(summary?.waitingOrders)}
          icon={<Clock />}
          tone="bg-violet-50 text-violet-700"
          to="/procure"
          loading={loading}
        />
      </div>
    </section>
  );
}

/** Shown while some variants are at or under their low-stock threshold. */
export function LowStockBanner({ count, href }: { count: number; href: string }) {
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2 text-sm text-amber-900">
        <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
        <span>
          <strong className="font-semibold">
            {count.toLocaleString('en-PK')} variant{count === 1 ? ' is' : 's are'} running low.
          </strong>{' '}
          Restock them before they sell out.
        </span>
      </p>
      <Link
        to={href}
        className="shrink-0 text-sm font-medium text-amber-900 underline underline-offset-4 hover:text-amber-950"
      >
        Show low stock
      </Link>
    </div>
  );
}
