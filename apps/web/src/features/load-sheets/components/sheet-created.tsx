import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, FileText, Handshake, Plus, Printer } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDateTime, formatPKR } from '../../../lib/format.ts';
import { courierPdfUrl, manifestUrl, type LoadSheetDetail } from '../api/load-sheets.ts';
import { canHandOver } from '../lib/display.ts';
import { formatWeight, plural, sheetTotals } from '../lib/sheet-builder.ts';
import { SheetBadge } from './sheet-badge.tsx';

/** After Generate: the sheet number, its PDFs and the hand-over to the rider. */
export function SheetCreated({
  sheet,
  onHandOver,
  onNew,
}: {
  sheet: LoadSheetDetail;
  onHandOver: () => void;
  onNew: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const handedOver = !canHandOver(sheet);
  const weight = sheetTotals(sheet.parcels).weightGrams;

  return (
    <Card className="mx-auto max-w-2xl overflow-hidden">
      <div className="flex flex-col items-center px-5 pt-8 pb-6 text-center sm:px-8">
        <div className="flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
          <CheckCircle2 aria-hidden className="size-8" />
        </div>
        <h2 ref={heading} tabIndex={-1} className="mt-4 text-xl font-semibold text-ink outline-none">
          Load sheet <span data-testid="sheet-number">{sheet.number}</span>{' '}
          {handedOver ? 'handed over' : 'is ready'}
        </h2>
        <div className="mt-2">
          <SheetBadge status={sheet.status} />
        </div>
        <p className="mt-3 text-sm text-muted">
          {plural(sheet.parcelCount, 'parcel')} · {formatPKR(sheet.codTotal)} COD · {formatWeight(weight)}
          <br />
          {sheet.courierName}
          {sheet.shipperName ? ` · pickup from ${sheet.shipperName}` : ''}
        </p>
        {handedOver ? (
          <p className="mt-3 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
            The rider has the parcels
            {sheet.handedOverAt ? ` since ${formatDateTime(sheet.handedOverAt)}` : ''}: they are picked up and
            their orders are Dispatched.
          </p>
        ) : (
          <p className="mt-3 max-w-md text-sm text-slate-700">
            Print the manifest, let the rider sign it, then mark the parcels as handed over.
          </p>
        )}
      </div>
      <div className="flex flex-col gap-2 border-t border-line bg-slate-50/60 px-5 py-4 sm:flex-row sm:flex-wrap sm:justify-center sm:px-8">
        <a
          href={manifestUrl(sheet._id)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses(handedOver ? 'outline' : 'primary')}
        >
          <Printer /> Print manifest
        </a>
        {sheet.hasCourierPdf ? (
          <a
            href={courierPdfUrl(sheet._id)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('outline')}
          >
            <FileText /> {"Courier's load sheet"}
          </a>
        ) : null}
        {handedOver ? null : (
          <Button variant="secondary" onClick={onHandOver}>
            <Handshake /> Hand over to rider
          </Button>
        )}
      </div>
      <div className="flex flex-col items-center justify-center gap-2 border-t border-line px-5 py-3 text-sm sm:flex-row sm:gap-6">
        <Link to="/load-sheets" className="font-medium text-brand-700 hover:underline">
          Go to load sheets
        </Link>
        <button
          type="button"
          onClick={onNew}
          className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
        >
          <Plus aria-hidden className="size-4" /> Create another load sheet
        </button>
      </div>
    </Card>
  );
}
