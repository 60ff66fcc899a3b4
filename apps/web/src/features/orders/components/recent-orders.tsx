import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatPKR, formatRelative } from '../../../lib/format.ts';
import { useOrders } from '../api/list-orders.ts';
import { OrderStatusBadge } from './order-badges.tsx';

const RECENT = { page: 1, limit: 5 } as const;

export function RecentOrders() {
  const orders = useOrders(RECENT);
  const rows = orders.data?.data ?? [];
  return (
    <Card>
      <CardHeader
        title="Recent orders"
        action={
          <Link to="/orders" className="text-sm font-medium text-brand-700 hover:underline">
            View all
          </Link>
        }
      />
      {orders.isPending ? (
        <div className="space-y-3 p-5">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : orders.isError ? (
        <p role="alert" className="p-5 text-sm text-red-700">
          {errorMessage(orders.error, 'Could not load orders')}
        </p>
      ) : rows.length === 0 ? (
        <p className="p-5 text-sm text-muted">No orders yet.</p>
      ) : (
        <ul className="divide-y divide-line">
          {rows.map((r) => (
            <li key={r._id}>
              <Link to={`/orders/${r._id}`} className="flex items-center gap-3 px-5 py-3 hover:bg-slate-50">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-semibold text-ink">{r.name}</span>
                    <OrderStatusBadge status={r.status} />
                  </p>
                  <p className="truncate text-xs text-muted">
                    {r.shipmentDetails.addresses[0]?.name ?? '—'} ·{' '}
                    {r.shipmentDetails.addresses[0]?.city ?? ''} · {formatRelative(r.createdAt)}
                  </p>
                </div>
                <span className="text-sm font-medium text-ink tabular-nums">
                  {formatPKR(r.pricing.currentTotalPrice)}
                </span>
                <ChevronRight className="size-4 shrink-0 text-slate-300" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
