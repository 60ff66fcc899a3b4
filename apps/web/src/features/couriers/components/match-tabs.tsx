import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { MATCH_TABS, type MatchTab } from '../lib/booking-cities.ts';

/** All / Unmapped / Manual, as links so the tab lives in the URL. */
export function MatchTabs({
  current,
  hrefFor,
  unmapped,
}: {
  current: MatchTab;
  hrefFor: (tab: MatchTab) => string;
  unmapped: number | undefined;
}) {
  return (
    <nav aria-label="City match" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-line">
        {MATCH_TABS.map((t) => {
          const active = t.value === current;
          return (
            <li key={t.value}>
              <Link
                to={hrefFor(t.value)}
                replace
                aria-current={active ? 'page' : undefined}
                className={cn(
                  '-mb-px inline-flex items-center gap-1.5 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
                  active
                    ? 'border-brand-600 text-brand-800'
                    : 'border-transparent text-muted hover:border-slate-300 hover:text-ink',
                )}
              >
                {t.label}
                {t.value === 'none' && unmapped ? (
                  <span className="rounded-full bg-amber-100 px-1.5 py-px text-xs text-amber-800 tabular-nums">
                    {unmapped.toLocaleString('en-PK')}
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
