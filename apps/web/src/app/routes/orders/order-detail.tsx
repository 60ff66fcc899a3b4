import { Link, useParams } from 'react-router';
import { ArrowLeft, PackageX } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { useOrder } from '../../../features/orders/api/get-order.ts';
import { AddressCard } from '../../../features/orders/components/address-card.tsx';
import { ConfirmationCard } from '../../../features/orders/components/confirmation-card.tsx';
import { OrderStatusBadge } from '../../../features/orders/components/order-badges.tsx';
import { OrderCustomerCard } from '../../../features/orders/components/order-customer-card.tsx';
import { OrderItemsCard } from '../../../features/orders/components/order-items-card.tsx';
import { NotesTagsCard } from '../../../features/orders/components/notes-tags-card.tsx';
import { OrderTimeline } from '../../../features/orders/components/order-timeline.tsx';
import { OrderParcelsCard } from '../../../features/shipping/components/order-parcels-card.tsx';
import { StatusActions } from '../../../features/orders/components/status-actions.tsx';
import { useStores } from '../../../features/stores/api/list-stores.ts';
import { useWhatsappSettings } from '../../../features/whatsapp/api/whatsapp-settings.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';

const SOURCE_LABELS: Record<string, string> = {
  manual: 'Created by hand',
  sauda: 'Sauda store',
  shopify: 'Shopify',
  reseller: 'Reseller',
};

export default function OrderDetailPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  const stores = useStores(1, 100);
  const whatsapp = useWhatsappSettings();

  const back = (
    <Link
      to="/orders"
      className="mb-3 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted hover:text-ink"
    >
      <ArrowLeft className="size-4" /> Orders
    </Link>
  );

  if (order.isPending) {
    return (
      <div aria-busy="true">
        {back}
        <Skeleton className="h-8 w-48" />
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
          <Skeleton className="h-72" />
          <Skeleton className="h-72" />
        </div>
      </div>
    );
  }
  if (order.isError) {
    const notFound = order.error instanceof ApiError && order.error.status === 404;
    return (
      <div>
        {back}
        <Card>
          <EmptyState
            icon={<PackageX />}
            title={notFound ? 'Order not found' : 'Could not load this order'}
            description={
              notFound ? 'It may have been removed, or the link is wrong.' : errorMessage(order.error)
            }
            action={
              <Link to="/orders" className={buttonClasses('outline')}>
                Back to orders
              </Link>
            }
          />
        </Card>
      </div>
    );
  }

  const o = order.data;
  const storeName = stores.data?.data.find((s) => s._id === o.storeId)?.name ?? 'our store';

  return (
    <div>
      {back}
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-semibold tracking-tight text-ink">{o.name}</h1>
            <OrderStatusBadge status={o.status} />
          </div>
          <p className="mt-1 text-sm text-muted">
            {formatDateTime(o.createdAt)} · {stores.data ? storeName : '…'} ·{' '}
            {SOURCE_LABELS[o.source] ?? o.source}
            {o.trackingNumber ? <> · Tracking {o.trackingNumber}</> : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <StatusActions order={o} />
        </div>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <OrderItemsCard order={o} />
          <OrderParcelsCard orderId={o._id} />
          {o.paymentMethod === 'COD' ? (
            <ConfirmationCard
              order={o}
              storeName={storeName}
              whatsappApi={whatsapp.data?.configured === true}
            />
          ) : null}
          <OrderTimeline entries={o.timeline} />
        </div>
        <div className="space-y-6">
          <OrderCustomerCard customer={o.customer} />
          <AddressCard order={o} />
          <NotesTagsCard order={o} />
        </div>
      </div>
    </div>
  );
}
