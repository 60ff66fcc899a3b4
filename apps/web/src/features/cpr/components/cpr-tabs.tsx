import { useRef } from 'react';
import { cn } from '../../../lib/cn.ts';
import { CPR_VIEWS, type CprView } from '../lib/list-params.ts';

const LABELS: Record<CprView, string> = { payments: 'Payments', awaiting: 'Awaiting payment' };

export const tabId = (view: CprView) => `cpr-tab-${view}`;
export const panelId = (view: CprView) => `cpr-panel-${view}`;

/** Payments · Awaiting payment (count), as ARIA tabs: arrow keys move between them. */
export function CprTabs({
  value,
  counts,
  onChange,
}: {
  value: CprView;
  counts: Partial<Record<CprView, number>>;
  onChange: (view: CprView) => void;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  return (
    <div role="tablist" aria-label="Courier payments" className="flex gap-1 overflow-x-auto">
      {CPR_VIEWS.map((view, i) => {
        const active = view === value;
        const count = counts[view];
        return (
          <button
            key={view}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={tabId(view)}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={panelId(view)}
            tabIndex={active ? 0 : -1}
            onClick={() => onChange(view)}
            onKeyDown={(e) => {
              const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
              if (!delta) return;
              e.preventDefault();
              const j = (i + delta + CPR_VIEWS.length) % CPR_VIEWS.length;
              const next = CPR_VIEWS[j];
              if (next) {
                onChange(next);
                refs.current[j]?.focus();
              }
            }}
            className={cn(
              '-mb-px inline-flex items-center gap-1.5 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
              active
                ? 'border-brand-600 text-brand-800'
                : 'border-transparent text-muted hover:border-slate-300 hover:text-ink',
            )}
          >
            {LABELS[view]}
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
          </button>
        );
      })}
    </div>
  );
}
