import type { Advice } from '@sauda/contracts/couriers.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { isAnswerable, type AdviceAction } from '../lib/answer.ts';
import { ADVICE_GRID, AdviceRow } from './advice-row.tsx';

const HEADERS = ['Parcel', 'Deadline · COD', 'Deliver to', 'Buyer', 'Answer'];

/** Advices: a grid row each on wide screens, a card on phones; open ones can be selected. */
export function AdviceList({
  rows,
  loading,
  now,
  selectable,
  selected,
  onToggle,
  onToggleAll,
  onAnswer,
}: {
  rows: readonly Advice[];
  loading: boolean;
  now: Date;
  selectable: boolean;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (checked: boolean) => void;
  onAnswer: (advice: Advice, action: AdviceAction) => void;
}) {
  const answerable = rows.filter(isAnswerable);
  const onPage = answerable.filter((r) => selected.has(r._id)).length;
  const all = answerable.length > 0 && onPage === answerable.length;
  const showSelect = selectable && answerable.length > 0;

  return (
    <div>
      <div
        className={cn(
          'items-center gap-3 border-y border-line bg-slate-50/80 px-4 py-2.5 text-xs font-medium tracking-wide text-muted uppercase sm:px-5',
          showSelect ? 'flex' : 'hidden',
          ADVICE_GRID,
        )}
      >
        <div className={showSelect ? '' : 'hidden xl:block'}>
          {showSelect ? (
            <Checkbox
              aria-label="Select all open advices on this page"
              checked={all}
              indeterminate={onPage > 0 && !all}
              onChange={(e) => onToggleAll(e.target.checked)}
            />
          ) : null}
        </div>
        {showSelect ? (
          <span className="xl:hidden">
            {onPage > 0 ? `${onPage} of ${answerable.length} selected` : 'Select all'}
          </span>
        ) : null}
        {HEADERS.map((h) => (
          <span key={h} aria-hidden className="hidden xl:block">
            {h}
          </span>
        ))}
      </div>
      <ul aria-label="Shipper advices" aria-busy={loading || undefined} className="divide-y divide-line">
        {loading && rows.length === 0
          ? Array.from({ length: 4 }, (_, i) => (
              <li key={i} className="px-4 py-4 sm:px-5">
                <Skeleton className="h-40 xl:h-16" />
              </li>
            ))
          : rows.map((a) => (
              <AdviceRow
                key={a._id}
                advice={a}
                now={now}
                selected={selected.has(a._id)}
                onToggle={selectable ? () => onToggle(a._id) : undefined}
                onAnswer={(action) => onAnswer(a, action)}
              />
            ))}
      </ul>
    </div>
  );
}
