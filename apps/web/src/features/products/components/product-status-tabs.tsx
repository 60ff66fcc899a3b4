import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { PRODUCT_STATUS_LABELS } from '../lib/display.ts';
import { PRODUCT_TABS, type ProductTab } from '../lib/list-params.ts';

export type ProductCounts = Record<ProductTab, number>;

/** All / Active / Draft / Archived with the account-wide counts (`meta.counts`). */
export function ProductStatusTabs({
  current,
  counts,
  hrefFor,
}: {
  current: ProductTab;
  counts: ProductCounts | undefined;
  hrefFor: (tab: ProductTab) => string;
}) {
  return (
    <nav aria-label="Product status" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-line">
        {PRODUCT_TABS.map((tab) => {
          const active = tab === current;
          const count = counts?.[tab];
          return (
            <li key={tab}>
              <Link
                to={hrefFor(tab)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  '-mb-px inline-flex items-center gap-1.5 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
                  active
                    ? 'border-brand-600 text-brand-800'
                    : 'border-transparent text-muted hover:border-slate-300 hover:text-ink',
                )}
              >
                {tab === 'all' ? 'All' : PRODUCT_STATUS_LABELS[tab]}
                {count !== undefined ? (
                  <span
                    className={cn(
                      'rounded-full px-1.5 py-px text-xs tabular-nums',
                      active ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-600',
                    )}
                  >
                    {count}
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
