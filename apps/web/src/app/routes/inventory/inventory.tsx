import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MapPin, PackagePlus, PackageSearch, Warehouse } from 'lucide-react';
import type { InventoryRow } from '@sauda/contracts/inventory.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useInventorySummary } from '../../../features/inventory/api/inventory-summary.ts';
import { useInventory } from '../../../features/inventory/api/list-inventory.ts';
import { useLocations } from '../../../features/inventory/api/locations.ts';
import { AdjustDialog, type AdjustTarget } from '../../../features/inventory/components/adjust-dialog.tsx';
import { HistoryDrawer } from '../../../features/inventory/components/history-drawer.tsx';
import { InventoryFilters } from '../../../features/inventory/components/inventory-filters.tsx';
import { InventoryTable } from '../../../features/inventory/components/inventory-table.tsx';
import { LocationsDialog } from '../../../features/inventory/components/locations-dialog.tsx';
import { StockTabs } from '../../../features/inventory/components/stock-tabs.tsx';
import { LowStockBanner, SummaryCards } from '../../../features/inventory/components/summary-cards.tsx';
import {
  clearInventoryFilters,
  hasInventoryFilters,
  lowStockHref,
  PAGE_SIZES,
  parseInventoryParams,
  STOCK_FILTER_LABELS,
  toInventoryQuery,
  toInventorySearchParams,
  updateInventoryParams,
  type InventoryParams,
  type StockFilter,
} from '../../../features/inventory/lib/list-params.ts';
import { useVendorOptions } from '../../../features/purchasing/api/vendors.ts';
import { errorMessage } from '../../../lib/api-client.ts';

const EMPTY_TAB: Record<Exclude<StockFilter, 'all'>, string> = {
  low: 'Nothing is running low. Variants at or under their low-stock threshold show up here.',
  out: 'Every variant has stock available.',
  backordered: 'No orders are waiting for stock right now.',
};

export default function InventoryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseInventoryParams(searchParams), [searchParams]);
  const query = useMemo(() => toInventoryQuery(params), [params]);
  const inventory = useInventory(query);
  const summary = useInventorySummary();
  const locations = useLocations();
  const vendors = useVendorOptions();
  const rows = inventory.data?.data ?? [];
  const meta = inventory.data?.meta;
  const locationList = locations.data ?? [];

  const [adjusting, setAdjusting] = useState<AdjustTarget | null>(null);
  const [history, setHistory] = useState<InventoryRow | null>(null);
  const [locationsOpen, setLocationsOpen] = useState(false);

  function change(changeSet: Partial<InventoryParams>) {
    setSearchParams(
      (prev) => toInventorySearchParams(updateInventoryParams(parseInventoryParams(prev), changeSet)),
      { replace: 'search' in changeSet },
    );
  }
  const hrefFor = (stock: StockFilter) => {
    const qs = toInventorySearchParams(updateInventoryParams(params, { stock })).toString();
    return qs ? `/inventory?${qs}` : '/inventory';
  };
  const clear = () => setSearchParams(toInventorySearchParams(clearInventoryFilters(params)));

  const counts: Partial<Record<StockFilter, number>> = {
    low: meta?.lowCount ?? summary.data?.lowCount,
    out: meta?.outCount ?? summary.data?.outCount,
    // A capped total is a lower bound ("1,000+"): the tab then keeps the summary's exact count, if any.
    ...(meta && !meta.totalCapped ? { [params.stock]: meta.total } : {}),
  };
  const lowCount = meta?.lowCount ?? summary.data?.lowCount ?? 0;
  const vendorOptions = (vendors.data?.data ?? []).map((v) => ({ value: v._id, label: v.name }));
  const filtered = hasInventoryFilters(params);

  return (
    <div>
      <PageHeader
        title="Inventory"
        description="Stock of every variant: what you can sell, what orders hold, and what is on its way."
        actions={
          <>
            <Button variant="outline" onClick={() => setLocationsOpen(true)}>
              <MapPin /> Locations
            </Button>
            <Link to="/purchase-order/new" className={buttonClasses('primary')}>
              <PackagePlus /> New Purchase Order
            </Link>
          </>
        }
      />
      <SummaryCards
        summary={summary.data}
        loading={summary.isPending}
        lowHref={lowStockHref(params)}
        outHref={hrefFor('out')}
      />
      {lowCount > 0 && params.stock !== 'low' ? (
        <div className="mt-4">
          <LowStockBanner count={lowCount} href={lowStockHref(params)} />
        </div>
      ) : null}
      <div className="mt-6">
        <StockTabs current={params.stock} counts={counts} hrefFor={hrefFor} />
      </div>
      <Card className="mt-4 overflow-hidden">
        <InventoryFilters
          params={params}
          locations={locationList}
          vendors={vendorOptions.length ? vendorOptions : undefined}
          onChange={change}
          onClear={clear}
        />
        <div className="border-t border-line">
          {inventory.isError && !inventory.data ? (
            <div className="p-6 text-center">
              <p role="alert" className="text-sm text-red-700">
                {errorMessage(inventory.error, 'Could not load your inventory')}
              </p>
              <Button variant="outline" size="sm" className="mt-3" onClick={() => void inventory.refetch()}>
                Try again
              </Button>
            </div>
          ) : !inventory.isPending && rows.length === 0 ? (
            filtered ? (
              <EmptyState
                icon={<PackageSearch />}
                title="No variants match"
                description="Try another search, location or vendor."
                action={
                  <Button variant="outline" onClick={clear}>
                    Clear filters
                  </Button>
                }
              />
            ) : params.stock !== 'all' ? (
              <EmptyState
                icon={<Warehouse />}
                title={`Nothing ${STOCK_FILTER_LABELS[params.stock].toLowerCase()}`}
                description={EMPTY_TAB[params.stock]}
                action={
                  <Link to="/inventory" className={buttonClasses('outline')}>
                    Show all stock
                  </Link>
                }
              />
            ) : (
              <EmptyState
                icon={<Warehouse />}
                title="No products to track yet"
                description="Add a product with stock tracking and its variants appear here with their quantities."
                action={
                  <Link to="/create-products" className={buttonClasses('primary')}>
                    <PackagePlus /> Add a product
                  </Link>
                }
              />
            )
          ) : (
            <div
              aria-busy={inventory.isFetching || undefined}
              className={inventory.isPlaceholderData ? 'opacity-60' : ''}
            >
              <InventoryTable
                rows={rows}
                loading={inventory.isPending}
                onAdjust={(row) => setAdjusting({ row, locationId: params.locationId })}
                onHistory={setHistory}
              />
            </div>
          )}
        </div>
        {meta && meta.total > 0 ? (
          <Pagination
            page={params.page}
            limit={params.limit}
            total={meta.total}
            capped={meta.totalCapped}
            shown={rows.length}
            pageSizes={PAGE_SIZES}
            label="variants"
            onPageChange={(page) => change({ page })}
            onLimitChange={(limit) => change({ limit })}
          />
        ) : null}
      </Card>
      <AdjustDialog
        target={adjusting}
        locations={locationList}
        onOpenChange={(open) => !open && setAdjusting(null)}
      />
      <HistoryDrawer row={history} onOpenChange={(open) => !open && setHistory(null)} />
      <LocationsDialog open={locationsOpen} onOpenChange={setLocationsOpen} />
    </div>
  );
}
