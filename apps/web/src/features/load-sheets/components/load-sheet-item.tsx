import type { MouseEvent } from 'react';
import { ChevronRight } from 'lucide-react';
import type { LoadSheet } from '@sauda/contracts/couriers.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatPKR, formatTime } from '../../../lib/format.ts';
import { createdByText } from '../lib/display.ts';
import { plural } from '../lib/sheet-builder.ts';
import { LoadSheetParcels } from './load-sheet-parcels.tsx';
import { SheetBadge } from './sheet-badge.tsx';
import { SheetRowActions } from './sheet-row-actions.tsx';

/** Desktop (xl) columns shared by the header and every row. */
export const SHEET_GRID =
  'xl:grid xl:grid-cols-[minmax(7rem,0.9fr)_minmax(7rem,1fr)_minmax(8rem,1.2fr)_5rem_minmax(6rem,0.8fr)_minmax(9rem,1.1fr)_7rem_auto] xl:items-center xl:gap-x-3';

export const SHEET_HEADERS = [
  'Load sheet',
  'Courier',
  'Pickup address',
  'Parcels',
  'COD total',
  'Created',
  'Status',
  'Actions',
];

/** A click on the row (not on a link or button inside it) opens or closes its parcels. */
function fromControl(e: MouseEvent) {
  return e.target instanceof Element && !!e.target.closest('a,button,input,label,[role="button"]');
}

export function LoadSheetItem({
  sheet,
  expanded,
  onToggle,
  onHandOver,
  onDelete,
}: {
  sheet: LoadSheet;
  expanded: boolean;
  onToggle: () => void;
  onHandOver: () => void;
  onDelete: () => void;
}) {
  const panelId = `sheet-parcels-${sheet._id}`;
  const by = createdByText(sheet.createdBy);
  return (
    <li className={cn(expanded && 'bg-slate-50/70')}>
      <div
        onClick={(e) => {
          if (!fromControl(e)) onToggle();
        }}
        className={cn(
          'flex cursor-pointer flex-col gap-1.5 px-4 py-3.5 text-sm hover:bg-slate-50 sm:px-5',
          SHEET_GRID,
        )}
      >
        <div className="flex items-center justify-between gap-2">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={expanded ? panelId : undefined}
            onClick={onToggle}
            className="-ml-1 inline-flex items-center gap-1 rounded-md px-1 py-0.5 font-semibold text-ink hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <ChevronRight
              aria-hidden
              className={cn('size-4 text-slate-400 transition-transform', expanded && 'rotate-90')}
            />
            {sheet.number}
          </button>
          <span className="xl:hidden">
            <SheetBadge status={sheet.status} />
          </span>
        </div>
        <p className="min-w-0 truncate text-slate-700 xl:contents">
          <span className="xl:truncate">{sheet.courierName}</span>
          <span className="xl:hidden"> · </span>
          <span className="text-muted xl:truncate xl:text-slate-700">
            {sheet.shipperName ?? 'No pickup address'}
          </span>
        </p>
        <p className="text-ink tabular-nums xl:contents">
          <span>{plural(sheet.parcelCount, 'parcel')}</span>
          <span className="xl:hidden"> · </span>
          <span className="font-medium xl:text-right">{formatPKR(sheet.codTotal)}</span>
        </p>
        <p className="text-xs text-muted xl:text-sm">
          <span className="whitespace-nowrap text-muted xl:text-ink">
            {formatDate(sheet.createdAt)}, {formatTime(sheet.createdAt)}
          </span>
          {by ? <span className="xl:block xl:text-xs xl:text-muted"> {by}</span> : null}
        </p>
        <span className="hidden xl:block">
          <SheetBadge status={sheet.status} />
        </span>
        <div className="pt-1 xl:pt-0">
          <SheetRowActions sheet={sheet} onHandOver={onHandOver} onDelete={onDelete} />
        </div>
      </div>
      {expanded ? (
        <div id={panelId}>
          <LoadSheetParcels id={sheet._id} number={sheet.number} />
        </div>
      ) : null}
    </li>
  );
}
