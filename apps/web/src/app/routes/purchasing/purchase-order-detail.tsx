import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { ClipboardX } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { useCurrentUser } from '../../../features/auth/auth-store.ts';
import { VerifyEmailBanner } from '../../../features/auth/components/verify-email-banner.tsx';
import { useLocations } from '../../../features/inventory/api/locations.ts';
import {
  usePurchaseOrder,
  useUpdatePurchaseOrder,
} from '../../../features/purchasing/api/purchase-orders.ts';
import { useVendorOptions } from '../../../features/purchasing/api/vendors.ts';
import { PoActions } from '../../../features/purchasing/components/po-actions.tsx';
import { PoStatusBadge, ReceivedProgress } from '../../../features/purchasing/components/po-badges.tsx';
import { PoForm } from '../../../features/purchasing/components/po-form.tsx';
import { PoHistory } from '../../../features/purchasing/components/po-history.tsx';
import { PoLinesCard } from '../../../features/purchasing/components/po-lines-card.tsx';
import { poFormValuesOf } from '../../../features/purchasing/lib/po-form.ts';
import { isOverdue } from '../../../features/purchasing/lib/po-status.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';

const back = { to: '/purchase-order', label: 'Purchase Orders' };

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="mt-0.5 text-sm text-ink">{children}</dd>
    </div>
  );
}

export default function PurchaseOrderDetailPage() {
  const user = useCurrentUser();
  const { id = '' } = useParams();
  const po = usePurchaseOrder(id);
  const [editing, setEditing] = useState(false);
  const vendors = useVendorOptions();
  const locations = useLocations();
  const update = useUpdatePurchaseOrder();

  if (po.isPending) {
    return (
      <div aria-busy="true">
        <PageHeader back={back} title="Purchase Order" />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1.7fr)_minmax(0,1fr)]">
          <Skeleton className="h-72" />
          <Skeleton className="h-72" />
        </div>
      </div>
    );
  }
  if (po.isError) {
    const notFound = po.error instanceof ApiError && po.error.status === 404;
    return (
      <div>
        <PageHeader back={back} title="Purchase Order" />
        <Card>
          <EmptyState
            icon={<ClipboardX />}
            title={notFound ? 'Purchase order not found' : 'Could not load this purchase order'}
            description={
              notFound ? 'It may have been removed, or the link is wrong.' : errorMessage(po.error)
            }
            action={
              <Link to="/purchase-order" className={buttonClasses('outline')}>
                Back to purchase orders
              </Link>
            }
          />
        </Card>
      </div>
    );
  }

  const p = po.data;
  const title = (
    <span className="flex flex-wrap items-center gap-3">
      {p.number}
      <PoStatusBadge status={p.status} />
    </span>
  );

  if (editing && p.status === 'draft') {
    const vendorList = vendors.data?.data ?? [];
    // The PO's own vendor stays choosable even beyond the first page of vendors.
    const vendorOptions = vendorList.some((v) => v._id === p.vendor._id)
      ? vendorList
      : [p.vendor, ...vendorList];
    return (
      <div>
        <PageHeader
          back={back}
          title={title}
          description="Editing a draft. Changes are saved when you press Save."
        />
        {vendors.isPending || locations.isPending ? (
          <Skeleton className="h-80" />
        ) : (
          <PoForm
            vendors={vendorOptions}
            locations={locations.data ?? [p.location].map((l) => ({ ...l, isDefault: true }))}
            initial={poFormValuesOf(p)}
            submitLabel="Save changes"
            onCancel={() => setEditing(false)}
            onSubmit={(body) =>
              update.mutateAsync({ id: p._id, body }).then((saved) => {
                toast.success(`${saved.number} saved`);
                setEditing(false);
                return saved;
              })
            }
          />
        )}
      </div>
    );
  }

  const overdue = isOverdue(p);
  const verifyNotice = user.emailVerified ? null : (
    <VerifyEmailBanner email={user.email} reason="before Sauda e-mails vendors for you" stacked />
  );

  return (
    <div>
      <PageHeader
        back={back}
        title={title}
        description={`${p.vendor.name} · created ${formatDate(p.createdAt)}`}
        actions={<PoActions po={p} onEdit={() => setEditing(true)} verifyNotice={verifyNotice} />}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.7fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <PoLinesCard po={p} />
          {p.notes ? (
            <Card>
              <CardHeader title="Notes" />
              <CardBody>
                <p className="text-sm whitespace-pre-line text-slate-700">{p.notes}</p>
              </CardBody>
            </Card>
          ) : null}
        </div>
        <div className="space-y-6">
          <Card>
            <CardHeader title="Details" />
            <CardBody>
              <dl className="grid grid-cols-2 gap-4 lg:grid-cols-1 xl:grid-cols-2">
                <Detail label="Vendor">
                  <Link
                    to={`/purchase-order?vendor=${encodeURIComponent(p.vendor._id)}`}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {p.vendor.name}
                  </Link>
                  {p.vendor.email ? (
                    <span className="block truncate text-xs text-muted">{p.vendor.email}</span>
                  ) : null}
                </Detail>
                <Detail label="Receive into">{p.location.name}</Detail>
                <Detail label="Expected">
                  <span className={overdue ? 'font-medium text-red-700' : undefined}>
                    {p.expectedAt ? formatDate(p.expectedAt) : '—'}
                    {overdue ? ' (overdue)' : ''}
                  </span>
                </Detail>
                <Detail label="Sent">{p.sentAt ? formatDateTime(p.sentAt) : 'Not yet'}</Detail>
                <div className="col-span-2 lg:col-span-1 xl:col-span-2">
                  <dt className="text-xs font-medium text-muted">Received</dt>
                  <dd className="mt-1">
                    <ReceivedProgress received={p.receivedQty} ordered={p.orderedQty} />
                  </dd>
                </div>
              </dl>
            </CardBody>
          </Card>
          <PoHistory events={p.history} />
        </div>
      </div>
    </div>
  );
}
