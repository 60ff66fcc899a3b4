import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Banknote,
  ChevronRight,
  Clock,
  MessageCircleMore,
  MessageSquareWarning,
  PackageCheck,
  PackageMinus,
  PhoneCall,
  TriangleAlert,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import type { Dashboard } from '@sauda/contracts/dashboard.ts';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatPKR } from '../../../lib/format.ts';
import { attentionRows, nothingWaiting, type AttentionKey, type AttentionTone } from '../lib/attention.ts';

function Figure({
  label,
  value,
  sub,
  testId,
}: {
  label: string;
  value: ReactNode;
  sub?: ReactNode;
  testId?: string;
}) {
  return (
    <Card className="px-5 py-4">
      <p className="text-sm text-muted">{label}</p>
      <p className="mt-1 text-2xl font-semibold tracking-tight text-ink tabular-nums" data-testid={testId}>
        {value}
      </p>
      {sub ? <p className="mt-0.5 text-xs text-muted tabular-nums">{sub}</p> : null}
    </Card>
  );
}

export function FiguresSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-24 rounded-xl" />
      ))}
    </div>
  );
}

export function DashboardFigures({ data }: { data: Dashboard }) {
  const rate = data.confirmation.rate;
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <Figure
        label="Today"
        testId="today-orders"
        value={`${data.today.orders} order${data.today.orders === 1 ? '' : 's'}`}
        sub={formatPKR(data.today.revenue)}
      />
      <Figure
        label="This month"
        testId="month-orders"
        value={`${data.month.orders} order${data.month.orders === 1 ? '' : 's'}`}
        sub={formatPKR(data.month.revenue)}
      />
      <Figure
        label="Awaiting confirmation"
        testId="waiting-confirmation"
        value={data.waiting.confirmation}
        sub={
          <Link to="/orders/confirm-orders" className="font-medium text-brand-700 hover:underline">
            Open the queue
          </Link>
        }
      />
      <Figure
        label="COD confirmation rate"
        testId="confirmation-rate"
        value={rate === null ? '—' : `${rate}%`}
        sub={
          rate === null
            ? 'No answers from buyers yet'
            : `${data.confirmation.confirmed} confirmed · ${data.confirmation.cancelled} cancelled · ${data.confirmation.sent} sent`
        }
      />
    </div>
  );
}

const ICONS: Record<AttentionKey, LucideIcon> = {
  advice: MessageSquareWarning,
  unpaid: Banknote,
  confirmation: MessageCircleMore,
  whatsapp: PhoneCall,
  failedBookings: TriangleAlert,
  lowStock: PackageMinus,
  booking: Clock,
  awaitingPickup: PackageCheck,
  inTransit: Truck,
};

const TONES: Record<AttentionTone, string> = {
  urgent: 'bg-red-50 text-red-700',
  warn: 'bg-amber-50 text-amber-700',
  normal: 'bg-brand-50 text-brand-700',
};

/** "Needs attention": what costs money first, each count linking to the list filtered to it. */
export function WaitingCard({ data }: { data: Dashboard }) {
  // What waits comes first (in its order of cost); the all-clear rows follow, smaller.
  const all = attentionRows(data);
  const rows = [...all.filter((r) => r.count > 0), ...all.filter((r) => r.count === 0)];
  return (
    <Card>
      <CardHeader title="Needs attention" />
      <ul className="divide-y divide-line" aria-label="Needs attention">
        {rows.map(({ key, to, label, count, detail, tone }) => {
          const Icon = ICONS[key];
          const idle = count === 0;
          return (
            <li key={key}>
              <Link
                to={to}
                data-testid={`attention-${key}`}
                className={cn(
                  'group flex items-center gap-3 px-5 py-3 hover:bg-slate-50 focus-visible:bg-slate-50',
                  idle && 'py-2',
                )}
              >
                <span
                  className={cn(
                    'flex shrink-0 items-center justify-center rounded-lg',
                    idle ? 'size-7 bg-slate-50 text-slate-400' : cn('size-9', TONES[tone]),
                  )}
                >
                  <Icon className="size-4" aria-hidden />
                </span>
                <span className="min-w-0 flex-1">
                  <span
                    className={cn(
                      'block text-sm group-hover:text-ink',
                      idle ? 'text-muted' : 'text-slate-700',
                    )}
                  >
                    {label}
                  </span>
                  {detail && !idle ? (
                    <span
                      className={cn(
                        'block text-xs tabular-nums',
                        tone === 'urgent' ? 'font-medium text-red-700' : 'text-muted',
                      )}
                    >
                      {detail}
                    </span>
                  ) : null}
                </span>
                <span
                  className={cn('text-lg font-semibold tabular-nums', idle ? 'text-muted' : 'text-ink')}
                  data-testid={`attention-${key}-count`}
                >
                  {count}
                </span>
                <ChevronRight className="size-4 shrink-0 text-slate-300" aria-hidden />
              </Link>
            </li>
          );
        })}
      </ul>
      {nothingWaiting(all) ? (
        <p className="flex items-center gap-2 border-t border-line px-5 py-3 text-xs text-muted">
          <PackageCheck className="size-4 text-brand-600" /> Nothing is waiting on you.
        </p>
      ) : null}
    </Card>
  );
}
