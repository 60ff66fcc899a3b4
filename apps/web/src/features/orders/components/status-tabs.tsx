import { Link } from 'react-router';
import { ORDER_STATUSES, STATUS_LABELS, type OrderStatus } from '@sauda/contracts/orders.ts';
import { cn } from '../../../lib/cn.ts';

/** "All" plus one tab per status, with the account-wide counts (`meta.statusCounts`). */
export function StatusTabs({
  current,
  counts,
  hrefFor,
}: {
  current: OrderStatus | undefined;
  counts: Record<string, number> | undefined;
  hrefFor: (status: OrderStatus | undefined) => string;
}) {
  const all = counts ? ORDER_STATUSES.reduce((sum, s) => sum + (counts[s] ?? 0), 0) : undefined;
  const tabs: { status: OrderStatus | undefined; label: string; count: number | undefined }[] = [
    { status: undefined, label: 'All', count: all },
    ...ORDER_STATUSES.map((s) => ({ status: s, label: STATUS_LABELS[s], count: counts?.[s] ?? undefined })),
  ];
  return (
    <nav aria-label="Order status" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-line">
        {tabs.map((t) => {
          const active = t.status === current;
          return (
            <li key={t.label}>
              <Link
                to={hrefFor(t.status)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  '-mb-px inline-flex items-center gap-1.5 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
                  active
                    ? 'border-brand-600 text-brand-800'
                    : 'border-transparent text-muted hover:border-slate-300 hover:text-ink',
                )}
              >
                {t.label}
                {t.count !== undefined ? (
                  <span
                    className={cn(
                      'rounded-full px-1.5 py-px text-xs tabular-nums',
                      active ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-600',
                    )}
                  >
                    {t.count}
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
