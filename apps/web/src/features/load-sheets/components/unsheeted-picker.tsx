import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PackageCheck } from 'lucide-react';
import type { Shipment } from '@sauda/contracts/couriers.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SearchInput } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatPKR } from '../../../lib/format.ts';
import { useUnsheeted } from '../api/unsheeted.ts';
import { filterParcels, formatWeight, plural } from '../lib/sheet-builder.ts';

/** The courier's booked parcels not on a sheet yet: tick them (or all that match the search). */
export function UnsheetedPicker({
  courierId,
  courierName,
  onSheet,
  onAdd,
  onRemove,
}: {
  courierId: string;
  courierName: string;
  onSheet: ReadonlySet<string>;
  onAdd: (parcels: Shipment[]) => void;
  onRemove: (ids: string[]) => void;
}) {
  const list = useUnsheeted(courierId);
  const [search, setSearch] = useState('');
  const rows = useMemo(() => list.data?.rows ?? [], [list.data]);
  const visible = useMemo(() => filterParcels(rows, search), [rows, search]);
  const ticked = visible.filter((p) => onSheet.has(p._id)).length;
  const all = visible.length > 0 && ticked === visible.length;
  const total = list.data?.total ?? 0;

  if (list.isError && !list.data) {
    return (
      <div className="p-6 text-center">
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(list.error, 'Could not load the booked parcels')}
        </p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (list.isSuccess && rows.length === 0) {
    return (
      <EmptyState
        icon={<PackageCheck />}
        title={`No ${courierName} parcels waiting for a load sheet`}
        description="Booked parcels of this courier show up here until they are on a sheet. Book more on the Dispatch page."
        action={
          <Link to="/dispatch" className={buttonClasses('outline')}>
            Book parcels
          </Link>
        }
      />
    );
  }

  return (
    <div>
      <div className="space-y-2 px-4 pt-4 pb-3 sm:px-5">
        <SearchInput
          aria-label="Filter booked parcels"
          placeholder="Filter by order #, tracking number, buyer or city"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        {total > rows.length ? (
          <p className="text-xs text-muted">
            Showing the first {rows.length.toLocaleString('en-PK')} of {total.toLocaleString('en-PK')}
            {list.data?.totalCapped ? '+' : ''} parcels: scan the others.
          </p>
        ) : null}
      </div>
      <div className="flex items-center gap-3 border-y border-line bg-slate-50/80 px-4 py-2.5 text-sm sm:px-5">
        <Checkbox
          id="sheet-pick-all"
          checked={all}
          indeterminate={ticked > 0 && !all}
          disabled={visible.length === 0}
          onChange={(e) => (e.target.checked ? onAdd(visible) : onRemove(visible.map((p) => p._id)))}
        />
        <label htmlFor="sheet-pick-all" className="cursor-pointer font-medium text-slate-700">
          {search.trim() ? 'Select all matching' : 'Select all'}
        </label>
        <span className="ml-auto text-xs text-muted tabular-nums">
          {list.isPending ? 'Loading…' : `${ticked} of ${plural(visible.length, 'parcel')} on the sheet`}
        </span>
      </div>
      <ul
        aria-label={`${courierName} parcels waiting for a load sheet`}
        aria-busy={list.isPending || undefined}
        className="max-h-[32rem] divide-y divide-line overflow-y-auto"
      >
        {list.isPending
          ? Array.from({ length: 4 }, (_, i) => (
              <li key={i} className="px-4 py-3 sm:px-5">
                <Skeleton className="h-10" />
              </li>
            ))
          : visible.map((p) => {
              const on = onSheet.has(p._id);
              const id = `sheet-pick-${p._id}`;
              return (
                <li
                  key={p._id}
                  className={cn('flex items-start gap-3 px-4 py-3 text-sm sm:px-5', on && 'bg-brand-50/50')}
                >
                  <Checkbox
                    id={id}
                    className="mt-0.5"
                    aria-label={`Select parcel ${p.orderName}`}
                    checked={on}
                    onChange={() => (on ? onRemove([p._id]) : onAdd([p]))}
                  />
                  <label
                    htmlFor={id}
                    className="grid min-w-0 flex-1 cursor-pointer gap-x-3 gap-y-0.5 sm:grid-cols-[minmax(5rem,0.7fr)_minmax(8rem,1.2fr)_minmax(6rem,1fr)_auto]"
                  >
                    <span className="font-semibold text-ink">{p.orderName}</span>
                    <span className="truncate font-mono text-slate-700">
                      {p.trackingNumber ?? p.reference}
                    </span>
                    <span className="truncate text-muted">
                      {p.consignee.name} · {p.consignee.city}
                    </span>
                    <span className="text-slate-700 tabular-nums sm:text-right">
                      {formatPKR(p.codAmount)}
                      <span className="text-muted"> · {formatWeight(p.weightGrams)}</span>
                    </span>
                  </label>
                </li>
              );
            })}
        {list.isSuccess && visible.length === 0 ? (
          <li className="px-4 py-8 text-center text-sm text-muted sm:px-5">
            No parcel matches “{search.trim()}”.{' '}
            <button
              type="button"
              className="font-medium text-brand-700 hover:underline"
              onClick={() => setSearch('')}
            >
              Clear the filter
            </button>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
