import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';

export type ShippingTab = 'ready' | 'booked' | 'problems';

const TABS: { value: ShippingTab; label: string; to: string }[] = [
  { value: 'ready', label: 'Ready to book', to: '/dispatch' },
  { value: 'booked', label: 'Booked', to: '/orders/booking' },
  { value: 'problems', label: 'Problems', to: '/orders/booking?view=problems' },
];

/** Ready to book · Booked · Problems: the dispatch pages as one place. */
export function ShippingTabs({ current }: { current: ShippingTab }) {
  return (
    <nav aria-label="Dispatch" className="-mx-4 mb-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-line">
        {TABS.map((t) => {
          const active = t.value === current;
          return (
            <li key={t.value}>
              <Link
                to={t.to}
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
