import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Download, PackageSearch, Plus, ShoppingBag, Upload } from 'lucide-react';
import type { OrderStatus } from '@sauda/contracts/orders.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { exportCsvUrl, useOrders } from '../../../features/orders/api/list-orders.ts';
import type { BulkStatusResult } from '../../../features/orders/api/bulk-status.ts';
import { BulkActionBar, BulkFailures } from '../../../features/orders/components/bulk-actions.tsx';
import { ImportOrdersDialog } from '../../../features/orders/components/import-orders-dialog.tsx';
import { OrderFilters } from '../../../features/orders/components/order-filters.tsx';
import { OrdersTable } from '../../../features/orders/components/orders-table.tsx';
import { StatusTabs } from '../../../features/orders/components/status-tabs.tsx';
import {
  clearFilters,
  hasFilters,
  nextSort,
  PAGE_SIZES,
  parseOrderListParams,
  toApiQuery,
  toSearchParams,
  updateParams,
  type OrderListParams,
} from '../../../features/orders/lib/list-params.ts';
import { useStores } from '../../../features/stores/api/list-stores.ts';
import { errorMessage } from '../../../lib/api-client.ts';

export default function OrdersListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseOrderListParams(searchParams), [searchParams]);
  const query = useMemo(() => toApiQuery(params), [params]);
  const orders = useOrders(query);
  const rows = useMemo(() => orders.data?.data ?? [], [orders.data]);
  const meta = orders.data?.meta;
  const stores = useStores(1, 100);
  const storeList = stores.data?.data ?? [];
  const [importOpen, setImportOpen] = useState(false);

  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [failures, setFailures] = useState<{ list: BulkStatusResult['failed']; status: OrderStatus } | null>(
    null,
  );
  // A different page or filter starts a fresh selection.
  const queryKey = JSON.stringify(query);
  const [seenQuery, setSeenQuery] = useState(queryKey);
  if (seenQuery !== queryKey) {
    setSeenQuery(queryKey);
    setSelected(new Set());
  }

  function change(changeSet: Partial<OrderListParams>) {
    // Functional update: debounced inputs may commit after other filters changed.
    setSearchParams((prev) => toSearchParams(updateParams(parseOrderListParams(prev), changeSet)), {
      replace: 'search' in changeSet || 'city' in changeSet || 'tag' in changeSet,
    });
  }

  const hrefFor = (status: OrderStatus | undefined) =>
    `/orders?${toSearchParams(updateParams(params, { status })).toString()}`.replace(/\?$/, '');

  const accountTotal = meta
    ? Object.values(meta.statusCounts).reduce((sum, n) => sum + (Number.isFinite(n) ? n : 0), 0)
    : undefined;
  const filtered = hasFilters(params) || !!params.status;

  return (
    <div>
      <PageHeader
        title="New Orders"
        description="Every order from your stores, newest first."
        actions={
          <>
            <a
              href={exportCsvUrl(query)}
              download
              className={buttonClasses('outline', 'md')}
              aria-disabled={rows.length === 0 || undefined}
            >
              <Download /> Export CSV
            </a>
            <Button
              variant="outline"
              onClick={() => setImportOpen(true)}
              disabled={storeList.length === 0}
              title={stores.data && storeList.length === 0 ? 'Create a store first' : undefined}
            >
              <Upload /> Import CSV
            </Button>
            <Link to="/create-orders" className={buttonClasses('primary', 'md')}>
              <Plus /> Create Order
            </Link>
          </>
        }
      />
      <ImportOrdersDialog open={importOpen} onOpenChange={setImportOpen} stores={storeList} />
      <StatusTabs current={params.status} counts={meta?.statusCounts} hrefFor={hrefFor} />
      <Card className="mt-4 overflow-hidden">
        <OrderFilters
          params={params}
          onChange={change}
          onClear={() => setSearchParams(toSearchParams(clearFilters(params)))}
        />
        {selected.size > 0 ? (
          <BulkActionBar
            ids={[...selected]}
            onClear={() => setSelected(new Set())}
            onDone={(result, status) => {
              setSelected(new Set(result.failed.map((f) => f._id)));
              setFailures(result.failed.length ? { list: result.failed, status } : null);
            }}
          />
        ) : null}
        {failures ? (
          <BulkFailures
            failures={failures.list}
            status={failures.status}
            onDismiss={() => setFailures(null)}
          />
        ) : null}
        {orders.isError && !orders.data ? (
          <div className="p-6 text-center">
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(orders.error, 'Could not load your orders')}
            </p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void orders.refetch()}>
              Try again
            </Button>
          </div>
        ) : !orders.isPending && rows.length === 0 ? (
          accountTotal === 0 && !filtered ? (
            <EmptyState
              icon={<ShoppingBag />}
              title="No orders yet"
              description="Create an order by hand for a WhatsApp or Instagram sale — COD orders get a confirmation link for the buyer."
              action={
                <Link to="/create-orders" className={buttonClasses('primary')}>
                  <Plus /> Create your first order
                </Link>
              }
            />
          ) : (
            <EmptyState
              icon={<PackageSearch />}
              title="No orders match"
              description={
                hasFilters(params)
                  ? 'Try another search or clear the filters.'
                  : 'No orders have this status right now.'
              }
              action={
                hasFilters(params) ? (
                  <Button
                    variant="outline"
                    onClick={() => setSearchParams(toSearchParams(clearFilters(params)))}
                  >
                    Clear filters
                  </Button>
                ) : null
              }
            />
          )
        ) : (
          <div
            aria-busy={orders.isFetching || undefined}
            className={orders.isPlaceholderData ? 'opacity-60' : ''}
          >
            <OrdersTable
              rows={rows}
              loading={orders.isPending}
              selected={selected}
              onToggle={(id) =>
                setSelected((prev) => {
                  const next = new Set(prev);
                  if (next.has(id)) next.delete(id);
                  else next.add(id);
                  return next;
                })
              }
              onToggleAll={(checked) => setSelected(checked ? new Set(rows.map((r) => r._id)) : new Set())}
              sort={params.sort}
              onSort={(column) => change({ sort: nextSort(params.sort, column) })}
            />
          </div>
        )}
        {meta && meta.total > 0 ? (
          <Pagination
            page={params.page}
            limit={params.limit}
            total={meta.total}
            pageSizes={PAGE_SIZES}
            label="orders"
            capped={'totalCapped' in meta && meta.totalCapped === true}
            onPageChange={(page) => change({ page })}
            onLimitChange={(limit) => change({ limit })}
          />
        ) : null}
      </Card>
    </div>
  );
}
