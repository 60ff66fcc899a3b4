import { Link } from 'react-router';
import { AlertTriangle, Phone } from 'lucide-react';
import type { Order } from '@sauda/contracts/orders.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';

/** The buyer with their record; a warning when they are blocked or refuse often. */
export function OrderCustomerCard({ customer }: { customer: Order['customer'] }) {
  return (
    <Card>
      <CardHeader
        title="Customer"
        action={customer.blocked ? <Badge tone="red">Blocked</Badge> : undefined}
      />
      {customer.warning ? (
        <div
          role="alert"
          className="flex gap-2 border-b border-red-100 bg-red-50 px-5 py-3 text-sm text-red-800"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" />
          <p>{customer.warning}</p>
        </div>
      ) : null}
      <div className="space-y-3 px-5 py-4 text-sm">
        <div>
          <Link to={`/customer/${customer._id}`} className="font-medium text-brand-800 hover:underline">
            {customer.name}
          </Link>
          <a
            href={`tel:${customer.phone}`}
            className="mt-0.5 flex items-center gap-1.5 text-muted tabular-nums hover:text-ink"
          >
            <Phone className="size-3.5" /> {customer.phone}
          </a>
        </div>
        <dl className="grid grid-cols-3 gap-2 text-center">
          {[
            ['Orders', customer.ordersCount],
            ['Delivered', customer.deliveredCount],
            ['Returned', customer.returnedCount],
          ].map(([label, value]) => (
            <div key={label} className="rounded-lg bg-slate-50 px-2 py-2">
              <dd className="text-base font-semibold text-ink tabular-nums">{value}</dd>
              <dt className="text-xs text-muted">{label}</dt>
            </div>
          ))}
        </dl>
      </div>
    </Card>
  );
}
