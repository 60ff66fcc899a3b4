import type { ReactNode } from 'react';
import { Thumb } from '../../../components/ui/thumb.tsx';
import { Link } from 'react-router';
import type { ProductRow } from '@sauda/contracts/products.ts';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { priceRangeLabel, stockState } from '../lib/display.ts';
import { DiscountBadge, ProductStatusBadge, StockLabel } from './product-badges.tsx';

/** A narrow product list (works at phone width) with an optional action per row. */
export function ProductCompactList({
  rows,
  loading,
  label = 'Products',
  renderAction,
}: {
  rows: ProductRow[];
  loading?: boolean;
  label?: string;
  renderAction?: (row: ProductRow) => ReactNode;
}) {
  if (loading && rows.length === 0) {
    return (
      <ul className="divide-y divide-line" aria-busy="true">
        {Array.from({ length: 5 }, (_, i) => (
          <li key={i} className="px-4 py-3 sm:px-5">
            <Skeleton className="h-12" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="divide-y divide-line" aria-label={label}>
      {rows.map((row) => (
        <li key={row._id} className="flex items-center gap-3 px-4 py-3 sm:px-5">
          <Thumb src={row.thumbnailUrl} alt="" size="lg" />
          <div className="min-w-0 flex-1">
            <Link
              to={`/products/${row._id}/edit`}
              className="line-clamp-1 font-semibold text-ink hover:text-brand-800 hover:underline"
            >
              {row.title}
            </Link>
            <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
              <ProductStatusBadge status={row.status} />
              <span className="inline-flex items-center gap-1 text-sm text-ink tabular-nums">
                {priceRangeLabel(row.priceMin, row.priceMax)} <DiscountBadge discount={row.discount} />
              </span>
              <span className="inline-flex items-center gap-1">
                Stock <StockLabel available={row.available} state={stockState(row)} />
              </span>
            </div>
          </div>
          {renderAction ? <div className="shrink-0">{renderAction(row)}</div> : null}
        </li>
      ))}
    </ul>
  );
}
