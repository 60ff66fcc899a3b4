import { useState } from 'react';
import { AlertCircle, ClipboardList, FileCheck2, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatPKR } from '../../../lib/format.ts';
import { formatWeight, plural, sheetTotals, type SheetParcel } from '../lib/sheet-builder.ts';
import { StepCard } from './step-card.tsx';

/** Step 3: the parcels on the sheet with live totals, each removable, and the Generate button. */
export function SheetParcelList({
  parcels,
  issues,
  highlightId,
  error,
  generating,
  canGenerate,
  onRemove,
  onClear,
  onGenerate,
  className,
}: {
  parcels: readonly SheetParcel[];
  issues: Readonly<Record<string, string>>;
  highlightId: string | null;
  /** Why the last Generate failed (courier refused, unreachable…). */
  error: string | null;
  generating: boolean;
  canGenerate: boolean;
  onRemove: (id: string) => void;
  onClear: () => void;
  onGenerate: () => void;
  className?: string;
}) {
  const [confirmClear, setConfirmClear] = useState(false);
  const totals = sheetTotals(parcels);
  return (
    <StepCard
      step={3}
      title="Load sheet"
      className={className}
      flush
      aside={
        parcels.length > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => setConfirmClear(true)} disabled={generating}>
            Clear
          </Button>
        ) : null
      }
    >
      <dl
        aria-label="Sheet totals"
        aria-live="polite"
        className="grid grid-cols-3 divide-x divide-line border-b border-line text-center"
      >
        {[
          ['Parcels', totals.count.toLocaleString('en-PK')],
          ['COD total', formatPKR(totals.cod)],
          ['Weight', formatWeight(totals.weightGrams)],
        ].map(([label, value]) => (
          <div key={label} className="px-2 py-3">
            <dt className="text-xs text-muted">{label}</dt>
            <dd
              className="mt-0.5 text-base font-semibold text-ink tabular-nums"
              data-testid={`sheet-${label?.toLowerCase().replace(' ', '-')}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {parcels.length === 0 ? (
        <div className="flex flex-col items-center px-6 py-10 text-center">
          <ClipboardList aria-hidden className="size-8 text-slate-300" />
          <p className="mt-2 text-sm font-medium text-ink">No parcels on the sheet yet</p>
          <p className="mt-1 text-sm text-muted">Scan airway bills or tick parcels in the list.</p>
        </div>
      ) : (
        <ol aria-label="Parcels on the sheet" className="max-h-[26rem] divide-y divide-line overflow-y-auto">
          {/* Newest first: the parcel just scanned is where the eye is. */}
          {[...parcels].reverse().map((p, i) => {
            const issue = issues[p._id];
            return (
              <li
                key={p._id}
                className={cn(
                  'flex items-start gap-3 px-4 py-2.5 text-sm transition-colors duration-700 sm:px-5',
                  p._id === highlightId && 'bg-emerald-50',
                  issue && 'bg-red-50/60',
                )}
              >
                <span aria-hidden className="w-6 shrink-0 pt-0.5 text-right text-xs text-muted tabular-nums">
                  {parcels.length - i}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="flex items-baseline justify-between gap-2">
                    <span className="font-semibold text-ink">{p.orderName}</span>
                    <span className="text-slate-700 tabular-nums">{formatPKR(p.codAmount)}</span>
                  </p>
                  <p className="truncate text-xs text-muted">
                    <span className="font-mono">{p.trackingNumber ?? p.reference}</span> · {p.consignee.city}
                  </p>
                  {issue ? (
                    <p className="mt-1 flex items-start gap-1 text-xs text-red-700">
                      <AlertCircle aria-hidden className="mt-px size-3.5 shrink-0" />
                      {issue}
                    </p>
                  ) : null}
                </div>
                <button
                  type="button"
                  aria-label={`Remove ${p.orderName} from the sheet`}
                  title="Remove from the sheet"
                  onClick={() => onRemove(p._id)}
                  disabled={generating}
                  className="-mr-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
                >
                  <X className="size-4" />
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <div className="space-y-3 border-t border-line px-4 py-4 sm:px-5">
        {error ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>{error}</span>
          </p>
        ) : null}
        <Button
          size="lg"
          className="w-full"
          disabled={!canGenerate || parcels.length === 0}
          loading={generating}
          onClick={onGenerate}
        >
          {generating ? null : <FileCheck2 />}
          Generate load sheet
        </Button>
        <p className="text-center text-xs text-muted">
          {parcels.length === 0
            ? 'Add at least one parcel.'
            : `${plural(totals.count, 'parcel')} · ${formatPKR(totals.cod)} to collect`}
        </p>
      </div>
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title={`Remove all ${plural(parcels.length, 'parcel')} from the sheet?`}
        description="They stay booked and wait for a load sheet; you can add them again."
        confirmLabel="Remove all"
        cancelLabel="Keep them"
        destructive
        onConfirm={() => {
          onClear();
          setConfirmClear(false);
        }}
      />
    </StepCard>
  );
}
