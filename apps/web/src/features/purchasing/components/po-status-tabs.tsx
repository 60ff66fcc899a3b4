import { Link } from 'react-router';
import { PO_STATUS_LABELS, PO_STATUSES, type PoStatus } from '@sauda/contracts/purchasing.ts';
import { cn } from '../../../lib/cn.ts';

/** "All" plus one tab per purchase-order status. */
export function PoStatusTabs({
  current,
  hrefFor,
}: {
  current: PoStatus | undefined;
  hrefFor: (status: PoStatus | undefined) => string;
}) {
  const tabs = [
    { status: undefined, label: 'All' },
    ...PO_STATUSES.map((s) => ({ status: s, label: PO_STATUS_LABELS[s] })),
  ];
  return (
    <nav aria-label="Purchase order status" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-line">
        {tabs.map((t) => {
          const active = t.status === current;
          return (
            <li key={t.label}>
              <Link
                to={hrefFor(t.status)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  '-mb-px inline-flex items-center border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
                  active
                    ? 'border-brand-600 text-brand-800'
                    : 'border-transparent text-muted hover:border-slate-300 hover:text-ink',
                )}
              >
                {t.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
