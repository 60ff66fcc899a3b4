import { useMemo } from 'react';
import { Link } from 'react-router';
import { Thumb } from '../../../components/ui/thumb.tsx';
import { Globe } from 'lucide-react';
import type { ProductRow } from '@sauda/contracts/products.ts';
import { column, DataTable, type ColumnDef } from '../../../components/ui/data-table.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { priceRangeLabel, stockState } from '../lib/display.ts';
import { DiscountBadge, ProductStatusBadge, StockLabel } from './product-badges.tsx';
import { ProductRowActions } from './product-row-actions.tsx';

export type ProductsTableProps = {
  rows: ProductRow[];
  loading?: boolean;
  copyingId: string | null;
  onCopy: (id: string) => void;
  onDelete: (row: Pick<ProductRow, '_id' | 'title'>) => void;
};

function Listed({ row }: { row: ProductRow }) {
  return row.isListed ? (
    <Tooltip content="Listed in your store">
      <span className="inline-flex text-brand-700" role="img" aria-label="Listed in store">
        <Globe className="size-4" />
      </span>
    </Tooltip>
  ) : (
    <span className="text-muted" role="img" aria-label="Not listed">
      —
    </span>
  );
}

function Price({ row }: { row: ProductRow }) {
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-1.5">
      <span className="font-medium whitespace-nowrap text-ink tabular-nums">
        {priceRangeLabel(row.priceMin, row.priceMax)}
      </span>
      <DiscountBadge discount={row.discount} />
    </span>
  );
}

const th = 'px-3 py-3 font-medium';

export function ProductsTable({ rows, loading = false, copyingId, onCopy, onDelete }: ProductsTableProps) {
  const skeleton = loading && rows.length === 0;
  const columns = useMemo<ColumnDef<ProductRow>[]>(
    () => [
      column(
        'product',
        'Product',
        (row) => (
          <div className="flex min-w-56 items-center gap-3">
            <Thumb src={row.thumbnailUrl} alt="" size="lg" />
            <div className="min-w-0">
              <Link
                to={`/products/${row._id}/edit`}
                className="line-clamp-2 font-semibold text-ink hover:text-brand-800 hover:underline"
              >
                {row.title}
              </Link>
              <p className="mt-0.5 text-xs text-muted">
                {row.variantsCount} variant{row.variantsCount === 1 ? '' : 's'}
                {row.sku ? <> · {row.sku}</> : null}
              </p>
            </div>
          </div>
        ),
        { headerClassName: `${th} pl-5`, cellClassName: 'py-3 pr-3 pl-5' },
      ),
      column('status', 'Status', (row) => <ProductStatusBadge status={row.status} />, {
        headerClassName: th,
        cellClassName: 'px-3 py-3',
      }),
      column('price', 'Price', (row) => <Price row={row} />, {
        headerClassName: `${th} text-right`,
        cellClassName: 'px-3 py-3 text-right',
      }),
      column(
        'available',
        'Available',
        (row) => <StockLabel available={row.available} state={stockState(row)} />,
        { headerClassName: th, cellClassName: 'px-3 py-3' },
      ),
      column('vendor', 'Vendor', (row) => row.vendor?.name ?? <span className="text-muted">—</span>, {
        headerClassName: `${th} hidden xl:table-cell`,
        cellClassName: 'hidden max-w-40 truncate px-3 py-3 text-slate-700 xl:table-cell',
      }),
      column(
        'category',
        'Category',
        (row) =>
          row.category ? (
            <Link to={`/category-products/${row.category._id}`} className="hover:underline">
              {row.category.name}
            </Link>
          ) : (
            <span className="text-muted">—</span>
          ),
        { headerClassName: th, cellClassName: 'max-w-40 truncate px-3 py-3 text-slate-700' },
      ),
      column('listed', 'Listed', (row) => <Listed row={row} />, {
        headerClassName: `${th} text-center`,
        cellClassName: 'px-3 py-3 text-center',
      }),
      column(
        'actions',
        () => <span className="sr-only">Actions</span>,
        (row) => (
          <ProductRowActions row={row} copying={copyingId === row._id} onCopy={onCopy} onDelete={onDelete} />
        ),
        { headerClassName: `${th} pr-5 text-right`, cellClassName: 'py-3 pr-4 pl-3' },
      ),
    ],
    [copyingId, onCopy, onDelete],
  );
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <DataTable
          data={rows}
          columns={columns}
          getRowId={(row) => row._id}
          loading={skeleton}
          skeleton={{ rows: 8, className: 'h-12', cellClassName: 'px-5 py-3' }}
          headClassName="border-b border-line bg-slate-50/80 text-xs tracking-wide text-muted uppercase"
          rowProps={() => ({ className: 'transition-colors hover:bg-slate-50/70' })}
        />
      </div>
      <ul className="divide-y divide-line md:hidden" aria-label="Products">
        {skeleton
          ? Array.from({ length: 4 }, (_, i) => (
              <li key={i} className="p-4">
                <Skeleton className="h-20" />
              </li>
            ))
          : rows.map((row) => (
              <li key={row._id} className="flex gap-3 px-4 py-3.5">
                <Thumb src={row.thumbnailUrl} alt="" size="xl" />
                <div className="min-w-0 flex-1">
                  <div className="flex items-start justify-between gap-2">
                    <Link to={`/products/${row._id}/edit`} className="line-clamp-2 font-semibold text-ink">
                      {row.title}
                    </Link>
                    <Listed row={row} />
                  </div>
                  <div className="mt-1 flex flex-wrap items-center gap-1.5 text-sm">
                    <Price row={row} />
                  </div>
                  <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
                    <ProductStatusBadge status={row.status} />
                    <span className="inline-flex items-center gap-1">
                      Stock <StockLabel available={row.available} state={stockState(row)} />
                    </span>
                    <span>
                      {row.variantsCount} variant{row.variantsCount === 1 ? '' : 's'}
                    </span>
                  </div>
                  {row.vendor || row.category ? (
                    <p className="mt-1 truncate text-xs text-muted">
                      {[row.vendor?.name, row.category?.name].filter(Boolean).join(' · ')}
                    </p>
                  ) : null}
                  <ProductRowActions
                    row={row}
                    copying={copyingId === row._id}
                    onCopy={onCopy}
                    onDelete={onDelete}
                    className="-mr-2 mt-1"
                  />
                </div>
              </li>
            ))}
      </ul>
    </>
  );
}
