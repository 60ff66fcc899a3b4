import type { CourierAccount, Shipper } from '@sauda/contracts/couriers.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import type { DispatchRow } from '../api/dispatch.ts';
import type { BookingField, RowChoice } from '../lib/booking-rows.ts';
import { DISPATCH_GRID, DispatchRowItem } from './dispatch-row.tsx';

const HEADERS = ['Order', 'Buyer', 'COD', 'Weight', 'Courier', 'Shipment type', 'Pickup address'];

/** Ready orders: a grid row each on wide screens, a card with stacked selects on phones. */
export function DispatchList({
  rows,
  loading,
  accounts,
  shippers,
  choiceOf,
  invalid,
  selected,
  onToggle,
  onToggleAll,
  onChoice,
}: {
  rows: DispatchRow[];
  loading: boolean;
  accounts: readonly CourierAccount[];
  shippers: readonly Shipper[];
  choiceOf: (row: DispatchRow) => RowChoice;
  invalid: Readonly<Record<string, BookingField[]>>;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (checked: boolean) => void;
  onChoice: (id: string, patch: RowChoice) => void;
}) {
  const selectedOnPage = rows.filter((r) => selected.has(r._id)).length;
  const all = rows.length > 0 && selectedOnPage === rows.length;
  return (
    <div>
      <div
        className={cn(
          'flex items-center gap-3 border-b border-line bg-slate-50/80 px-4 py-2.5 text-xs font-medium tracking-wide text-muted uppercase sm:px-5 xl:py-2',
          DISPATCH_GRID,
        )}
      >
        <Checkbox
          aria-label="Select all orders on this page"
          checked={all}
          indeterminate={selectedOnPage > 0 && !all}
          disabled={rows.length === 0}
          onChange={(e) => onToggleAll(e.target.checked)}
        />
        <span className="xl:hidden">
          {selectedOnPage > 0 ? `${selectedOnPage} of ${rows.length} selected` : 'Select all'}
        </span>
        {HEADERS.map((h, i) => (
          <span key={h} aria-hidden className={cn('hidden xl:block', (i === 2 || i === 3) && 'text-right')}>
            {h}
          </span>
        ))}
      </div>
      <ul aria-label="Orders ready to book" aria-busy={loading || undefined} className="divide-y divide-line">
        {loading && rows.length === 0
          ? Array.from({ length: 5 }, (_, i) => (
              <li key={i} className="px-4 py-4 sm:px-5 xl:py-1">
                <Skeleton className="h-20 xl:h-8" />
              </li>
            ))
          : rows.map((row) => (
              <DispatchRowItem
                key={row._id}
                row={row}
                choice={choiceOf(row)}
                invalid={invalid[row._id]}
                accounts={accounts}
                shippers={shippers}
                selected={selected.has(row._id)}
                onToggle={() => onToggle(row._id)}
                onChoice={(patch) => onChoice(row._id, patch)}
              />
            ))}
      </ul>
    </div>
  );
}
