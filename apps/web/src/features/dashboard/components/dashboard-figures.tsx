import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRight, Clock, MessageCircleMore, PackageCheck, PhoneCall, Truck } from 'lucide-react';
import type { Dashboard } from '@sauda/contracts/dashboard.ts';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { formatPKR } from '../../../lib/format.ts';

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

/** "Needs attention": counts linking to the filtered lists. */
export function WaitingCard({ data }: { data: Dashboard }) {
  const rows = [
    {
      to: '/orders/confirm-orders',
      label: 'Waiting for buyer confirmation',
      count: data.waiting.confirmation,
      icon: MessageCircleMore,
    },
    {
      to: '/orders/confirm-orders?whatsapp=failed',
      label: 'WhatsApp could not reach the buyer: call',
      count: data.waiting.whatsappFailed,
      icon: PhoneCall,
    },
    { to: '/orders?status=open', label: 'Waiting to be booked', count: data.waiting.booking, icon: Clock },
    { to: '/orders?status=Dispatched', label: 'In transit', count: data.waiting.inTransit, icon: Truck },
  ];
  return (
    <Card>
      <CardHeader title="Needs attention" />
      <ul className="divide-y divide-line">
        {rows.map(({ to, label, count, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className="group flex items-center gap-3 px-5 py-3.5 hover:bg-slate-50">
              <span className="flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="size-4" />
              </span>
              <span className="flex-1 text-sm text-slate-700 group-hover:text-ink">{label}</span>
              <span className="text-lg font-semibold text-ink tabular-nums">{count}</span>
              <ChevronRight className="size-4 text-slate-300" />
            </Link>
          </li>
        ))}
      </ul>
      {data.waiting.confirmation + data.waiting.booking + data.waiting.inTransit === 0 ? (
        <p className="flex items-center gap-2 border-t border-line px-5 py-3 text-xs text-muted">
          <PackageCheck className="size-4 text-brand-600" /> Nothing is waiting on you.
        </p>
      ) : null}
    </Card>
  );
}
