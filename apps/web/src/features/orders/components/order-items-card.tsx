import type { Order } from '@sauda/contracts/orders.ts';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { formatPKR } from '../../../lib/format.ts';
import { PaymentBadge } from './order-badges.tsx';

export function OrderItemsCard({ order }: { order: Order }) {
  const p = order.pricing;
  const count = order.lineItems.reduce((n, li) => n + li.quantity, 0);
  return (
    <Card>
      <CardHeader
        title="Items"
        description={`${count} item${count === 1 ? '' : 's'}`}
        action={<PaymentBadge method={order.paymentMethod} />}
      />
      <ul className="divide-y divide-line">
        {order.lineItems.map((li) => (
          <li key={li._id} className="flex items-start justify-between gap-4 px-5 py-3">
            <div className="min-w-0">
              <p className="font-medium text-ink">{li.title}</p>
              <p className="text-xs text-muted">
                {li.sku ? <>SKU {li.sku} · </> : null}
                <span className="tabular-nums">
                  {li.quantity} × {formatPKR(li.unitPrice)}
                </span>
              </p>
            </div>
            <p className="shrink-0 font-medium text-ink tabular-nums">{formatPKR(li.total)}</p>
          </li>
        ))}
      </ul>
      <dl className="space-y-1.5 border-t border-line px-5 py-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted">Subtotal</dt>
          <dd className="tabular-nums">{formatPKR(p.subtotal)}</dd>
        </div>
        {p.discount ? (
          <div className="flex justify-between">
            <dt className="text-muted">Discount</dt>
            <dd className="text-emerald-700 tabular-nums">−{formatPKR(p.discount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt className="text-muted">Shipping</dt>
          <dd className="tabular-nums">{p.shipping ? formatPKR(p.shipping) : 'Free'}</dd>
        </div>
        <div className="flex justify-between border-t border-line pt-2 text-base font-semibold text-ink">
          <dt>Total{order.paymentMethod === 'COD' ? ' to collect' : ''}</dt>
          <dd className="tabular-nums" data-testid="order-total">
            {formatPKR(p.currentTotalPrice)}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
