import { Link } from 'react-router';
import { STOCK_FILTERS } from '@sauda/contracts/inventory.ts';
import { cn } from '../../../lib/cn.ts';
import { STOCK_FILTER_LABELS, type StockFilter } from '../lib/list-params.ts';

/** All / Low / Out of stock / Backordered, with the counts the API knows. */
export function StockTabs({
  current,
  counts,
  hrefFor,
}: {
  current: StockFilter;
  counts: Partial<Record<StockFilter, number>>;
  hrefFor: (stock: StockFilter) => string;
}) {
  return (
    <nav aria-label="Stock filter" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-line">
        {STOCK_FILTERS.map((s) => {
          const active = s === current;
          const count = counts[s];
          return (
            <li key={s}>
              <Link
                to={hrefFor(s)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  '-mb-px inline-flex items-center gap-1.5 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
                  active
                    ? 'border-brand-600 text-brand-800'
                    : 'border-transparent text-muted hover:border-slate-300 hover:text-ink',
                )}
              >
                {STOCK_FILTER_LABELS[s]}
                {count !== undefined ? (
                  <span
                    className={cn(
                      'rounded-full px-1.5 py-px text-xs tabular-nums',
                      active
                        ? 'bg-brand-100 text-brand-800'
                        : s === 'out' && count > 0
                          ? 'bg-red-50 text-red-700'
                          : s === 'low' && count > 0
                            ? 'bg-amber-50 text-amber-800'
                            : 'bg-slate-100 text-slate-600',
                    )}
                  >
                    {count.toLocaleString('en-PK')}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
