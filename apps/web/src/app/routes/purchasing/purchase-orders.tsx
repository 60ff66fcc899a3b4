import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ClipboardList, PackageSearch, Plus } from 'lucide-react';
import { DEFAULT_PAGE_LIMIT } from '@sauda/contracts/common.ts';
import { PO_STATUS_LABELS, PO_STATUSES, type PoStatus } from '@sauda/contracts/purchasing.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { usePurchaseOrders } from '../../../features/purchasing/api/purchase-orders.ts';
import { useVendorOptions } from '../../../features/purchasing/api/vendors.ts';
import { PoStatusTabs } from '../../../features/purchasing/components/po-status-tabs.tsx';
import { PoTable } from '../../../features/purchasing/components/po-table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';

const PAGE_SIZES = [25, 50, 100] as const;
const ALL = 'all';

function readQuery(sp: URLSearchParams) {
  const page = Number(sp.get('page'));
  const limit = Number(sp.get('limit'));
  const status = sp.get('status');
  const vendor = sp.get('vendor')?.trim();
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_LIMIT,
    status: (PO_STATUSES as readonly string[]).includes(status ?? '') ? (status as PoStatus) : undefined,
    vendor: vendor && /^[\w-]{1,64}$/.test(vendor) ? vendor : undefined,
  };
}

export default function PurchaseOrdersPage() {
  const [sp, setSp] = useSearchParams();
  const query = useMemo(() => readQuery(sp), [sp]);
  const pos = usePurchaseOrders(query);
  const vendors = useVendorOptions();
  const rows = pos.data?.data ?? [];
  const total = pos.data?.meta.total ?? 0;
  const vendorList = vendors.data?.data ?? [];

  function set(change: Partial<Record<'page' | 'limit' | 'status' | 'vendor', string | undefined>>) {
    setSp((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(change)) {
        if (v === undefined || v === '') next.delete(k);
        else next.set(k, v);
      }
      if (!('page' in change)) next.delete('page');
      return next;
    });
  }
  const hrefFor = (status: PoStatus | undefined) => {
    const next = new URLSearchParams(sp);
    next.delete('page');
    if (status) next.set('status', status);
    else next.delete('status');
    const qs = next.toString();
    return qs ? `/purchase-order?${qs}` : '/purchase-order';
  };
  const newPoHref = query.vendor
    ? `/purchase-order/new?vendor=${encodeURIComponent(query.vendor)}`
    : '/purchase-order/new';
  const vendorName = vendorList.find((v) => v._id === query.vendor)?.name;

  return (
    <div>
      <PageHeader
        title="Purchase Orders"
        description="Stock you have ordered from vendors. Receive it here and it is added to your inventory."
        actions={
          <Link to={newPoHref} className={buttonClasses('primary')}>
            <Plus /> New Purchase Order
          </Link>
        }
      />
      <PoStatusTabs current={query.status} hrefFor={hrefFor} />
      <Card className="mt-4 overflow-hidden">
        {vendorList.length > 0 || query.vendor ? (
          <div className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:px-5">
            <Select
              aria-label="Vendor"
              searchable
              className="sm:w-64"
              value={query.vendor ?? ALL}
              onValueChange={(v) => set({ vendor: v === ALL ? undefined : v })}
              options={[
                { value: ALL, label: 'All vendors' },
                ...vendorList.map((v) => ({ value: v._id, label: v.name })),
              ]}
            />
          </div>
        ) : null}
        <div className="border-t border-line">
          {pos.isError && !pos.data ? (
            <div className="p-6 text-center">
              <p role="alert" className="text-sm text-red-700">
                {errorMessage(pos.error, 'Could not load your purchase orders')}
              </p>
              <Button variant="outline" size="sm" className="mt-3" onClick={() => void pos.refetch()}>
                Try again
              </Button>
            </div>
          ) : !pos.isPending && rows.length === 0 ? (
            query.status || query.vendor ? (
              <EmptyState
                icon={<PackageSearch />}
                title="No purchase orders match"
                description={
                  query.status
                    ? `No ${vendorName ? `${vendorName} ` : ''}purchase orders are ${PO_STATUS_LABELS[query.status].toLowerCase()}.`
                    : `No purchase orders for ${vendorName ?? 'this vendor'} yet.`
                }
                action={
                  <Link to="/purchase-order" className={buttonClasses('outline')}>
                    Show all purchase orders
                  </Link>
                }
              />
            ) : (
              <EmptyState
                icon={<ClipboardList />}
                title="No purchase orders yet"
                description="Order stock from a vendor, send them the PDF, and receive the goods straight into your inventory."
                action={
                  <Link to="/purchase-order/new" className={buttonClasses('primary')}>
                    <Plus /> Create your first purchase order
                  </Link>
                }
              />
            )
          ) : (
            <div
              className={pos.isPlaceholderData ? 'opacity-60' : ''}
              aria-busy={pos.isFetching || undefined}
            >
              <PoTable rows={rows} loading={pos.isPending} />
            </div>
          )}
        </div>
        {total > 0 ? (
          <Pagination
            page={query.page}
            limit={query.limit}
            total={total}
            pageSizes={PAGE_SIZES}
            label="purchase orders"
            onPageChange={(page) => set({ page: String(page) })}
            onLimitChange={(limit) => set({ limit: String(limit) })}
          />
        ) : null}
      </Card>
    </div>
  );
}
