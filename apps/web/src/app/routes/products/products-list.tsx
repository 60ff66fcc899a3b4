import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PackageSearch, Plus, ShoppingBag } from 'lucide-react';
import type { ProductRow } from '@sauda/contracts/products.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useProducts } from '../../../features/products/api/list-products.ts';
import { useVendorOptions } from '../../../features/products/api/list-vendor-options.ts';
import { useCopyProduct } from '../../../features/products/api/use-copy-product.ts';
import { DeleteProductDialog } from '../../../features/products/components/delete-product-dialog.tsx';
import { ProductFilters } from '../../../features/products/components/product-filters.tsx';
import { ProductStatusTabs } from '../../../features/products/components/product-status-tabs.tsx';
import { ProductsTable } from '../../../features/products/components/products-table.tsx';
import {
  clearFilters,
  hasFilters,
  PAGE_SIZES,
  parseProductListParams,
  toApiQuery,
  toSearchParams,
  updateParams,
  type ProductListParams,
  type ProductTab,
} from '../../../features/products/lib/list-params.ts';
import { errorMessage } from '../../../lib/api-client.ts';

export default function ProductsListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseProductListParams(searchParams), [searchParams]);
  const query = useMemo(() => toApiQuery(params), [params]);
  const products = useProducts(query);
  const rows = products.data?.data ?? [];
  const meta = products.data?.meta;
  const vendors = useVendorOptions();
  const { copy, copying } = useCopyProduct();
  const [deleting, setDeleting] = useState<Pick<ProductRow, '_id' | 'title'> | null>(null);

  function change(changeSet: Partial<ProductListParams>) {
    // Functional update: the debounced search may commit after other filters changed.
    setSearchParams((prev) => toSearchParams(updateParams(parseProductListParams(prev), changeSet)), {
      replace: 'search' in changeSet,
    });
  }
  const clear = () => setSearchParams(toSearchParams(clearFilters(params)));
  const hrefFor = (tabStatus: ProductTab) =>
    `/products?${toSearchParams(updateParams(params, { tabStatus })).toString()}`.replace(/\?$/, '');

  const noProductsAtAll = meta?.counts.all === 0;
  const filtered = hasFilters(params);
  const addButton = (
    <Link to="/create-products" className={buttonClasses('primary', 'md')}>
      <Plus /> Create Product
    </Link>
  );

  return (
    <div>
      <PageHeader
        title="All Products"
        description="Everything you sell, with its variants, prices and stock."
        actions={addButton}
      />
      <ProductStatusTabs current={params.tabStatus} counts={meta?.counts} hrefFor={hrefFor} />
      <Card className="mt-4 overflow-hidden">
        <ProductFilters params={params} vendors={vendors.data ?? []} onChange={change} onClear={clear} />
        {products.isError && !products.data ? (
          <div className="border-t border-line p-6 text-center">
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(products.error, 'Could not load your products')}
            </p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void products.refetch()}>
              Try again
            </Button>
          </div>
        ) : !products.isPending && rows.length === 0 ? (
          noProductsAtAll && !filtered ? (
            <EmptyState
              className="border-t border-line"
              icon={<ShoppingBag />}
              title="No products yet"
              description="Add what you sell once — with sizes, colours, prices and stock — and use it in orders, your store and purchase orders."
              action={
                <Link to="/create-products" className={buttonClasses('primary')}>
                  <Plus /> Add your first product
                </Link>
              }
            />
          ) : (
            <EmptyState
              className="border-t border-line"
              icon={<PackageSearch />}
              title="No products match"
              description={
                filtered
                  ? 'Try another search or clear the filters.'
                  : 'No products have this status right now.'
              }
              action={
                filtered ? (
                  <Button variant="outline" onClick={clear}>
                    Clear filters
                  </Button>
                ) : null
              }
            />
          )
        ) : (
          <div
            aria-busy={products.isFetching || undefined}
            className={
              products.isPlaceholderData ? 'border-t border-line opacity-60' : 'border-t border-line'
            }
          >
            <ProductsTable
              rows={rows}
              loading={products.isPending}
              copyingId={copying}
              onCopy={(id) => void copy(id)}
              onDelete={setDeleting}
            />
          </div>
        )}
        {meta && meta.total > 0 ? (
          <Pagination
            page={params.page}
            limit={params.limit}
            total={meta.total}
            capped={meta.totalCapped}
            shown={rows.length}
            pageSizes={PAGE_SIZES}
            label="products"
            onPageChange={(page) => change({ page })}
            onLimitChange={(limit) => change({ limit })}
          />
        ) : null}
      </Card>
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
