import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatPKR } from '../../../lib/format.ts';
import { useLoadSheet } from '../api/load-sheets.ts';
import { parcelBadge } from '../lib/display.ts';
import { formatWeight, plural, sheetTotals } from '../lib/sheet-builder.ts';

const GRID =
  'md:grid md:grid-cols-[minmax(5rem,0.8fr)_minmax(8rem,1.2fr)_minmax(7rem,1.2fr)_6rem_5rem_minmax(7rem,0.9fr)] md:items-center md:gap-x-3';

/** The parcels of one sheet, opened under its row. */
export function LoadSheetParcels({ id, number }: { id: string; number: string }) {
  const sheet = useLoadSheet(id);

  if (sheet.isError) {
    return (
      <div className="px-4 py-4 text-center sm:px-5">
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(sheet.error, `Could not load the parcels of ${number}`)}
        </p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void sheet.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!sheet.data) {
    return (
      <div
        className="space-y-2 px-4 py-3 sm:px-5"
        aria-busy="true"
        aria-label={`Loading parcels of ${number}`}
      >
        <Skeleton className="h-8" />
        <Skeleton className="h-8" />
      </div>
    );
  }

  const parcels = sheet.data.parcels;
  const totals = sheetTotals(parcels);
  return (
    <div className="px-2 pb-3 sm:px-3">
      <div className="overflow-hidden rounded-lg border border-line bg-white">
        <div
          aria-hidden
          className={`hidden bg-slate-50 px-3 py-2 text-xs font-medium tracking-wide text-muted uppercase ${GRID}`}
        >
          <span>Order</span>
          <span>Tracking number</span>
          <span>Buyer</span>
          <span className="text-right">COD</span>
          <span className="text-right">Weight</span>
          <span>Status</span>
        </div>
        <ul aria-label={`Parcels on ${number}`} className="divide-y divide-line">
          {parcels.length === 0 ? (
            <li className="px-3 py-4 text-center text-sm text-muted">No parcels on this sheet.</li>
          ) : (
            parcels.map((p) => {
              const badge = parcelBadge(p.status);
              return (
                <li
                  key={p._id}
                  className={`flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm ${GRID}`}
                >
                  <Link
                    to={`/orders/${p.orderId}`}
                    className="font-semibold text-ink hover:text-brand-800 hover:underline"
                  >
                    {p.orderName}
                  </Link>
                  <span className="font-mono text-slate-700">{p.trackingNumber ?? p.reference}</span>
                  <span className="w-full truncate text-muted md:w-auto">
                    {p.consignee.name} · {p.consignee.city}
                  </span>
                  <span className="text-slate-700 tabular-nums md:text-right">{formatPKR(p.codAmount)}</span>
                  <span className="text-muted tabular-nums md:text-right">{formatWeight(p.weightGrams)}</span>
                  <span className="ml-auto md:ml-0">
                    <Badge tone={badge.tone} dot>
                      {badge.label}
                    </Badge>
                  </span>
                </li>
              );
            })
          )}
        </ul>
        <p className="border-t border-line bg-slate-50 px-3 py-2 text-xs text-muted tabular-nums">
          {plural(totals.count, 'parcel')} · {formatPKR(totals.cod)} COD · {formatWeight(totals.weightGrams)}
        </p>
      </div>
    </div>
  );
}
