import { CheckCircle2, CircleAlert, Info, TriangleAlert } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { CPR_COLUMNS, type CprColumn, type HeaderCheck } from '../lib/csv-check.ts';
import { importSummary, type ImportCprResult } from '../lib/import-result.ts';

const COLUMNS = Object.keys(CPR_COLUMNS) as CprColumn[];

/** Which column names the import understands (first row of the file). */
export function ColumnsHelp() {
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
      <p className="font-medium text-ink">Columns (the first row names them; any case)</p>
      <ul className="mt-1.5 space-y-1 text-xs">
        {COLUMNS.map((c) => (
          <li key={c}>
            <span className="font-medium text-ink">{CPR_COLUMNS[c].label}</span>
            <span className="text-muted">{CPR_COLUMNS[c].required ? ' (needed)' : ' (optional)'}: </span>
            {CPR_COLUMNS[c].names.map((n, i) => (
              <span key={n}>
                {i > 0 ? ', ' : ''}
                <code className="rounded bg-white px-1 py-px font-mono text-[0.7rem] text-slate-800 ring-1 ring-line">
                  {n}
                </code>
              </span>
            ))}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-muted">
        Amounts in rupees, as in the courier’s file. Other columns are ignored.
      </p>
    </div>
  );
}

/** What the header row of the chosen file holds, before it is sent. */
export function HeaderFound({ check }: { check: HeaderCheck }) {
  return (
    <ul aria-label="Columns found in the file" className="space-y-1 text-sm">
      {COLUMNS.map((c) => {
        const name = check.found[c];
        const needed = CPR_COLUMNS[c].required;
        return (
          <li
            key={c}
            className={cn(
              'flex items-center gap-2',
              name ? 'text-emerald-800' : needed ? 'text-red-700' : 'text-muted',
            )}
          >
            {name ? (
              <CheckCircle2 aria-hidden className="size-4 shrink-0" />
            ) : needed ? (
              <CircleAlert aria-hidden className="size-4 shrink-0" />
            ) : (
              <Info aria-hidden className="size-4 shrink-0" />
            )}
            <span>
              {CPR_COLUMNS[c].label}:{' '}
              {name ? (
                <span className="font-medium">“{name}”</span>
              ) : needed ? (
                'not found'
              ) : (
                'not in this file'
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The import's answer: new payments and lines, or "already imported", and the rows skipped. */
export function ImportResultView({ result, fileName }: { result: ImportCprResult; fileName?: string }) {
  const s = importSummary(result);
  const Icon = s.tone === 'success' ? CheckCircle2 : s.tone === 'info' ? Info : TriangleAlert;
  return (
    <div className="space-y-3" aria-live="polite">
      <div
        role={s.tone === 'error' ? 'alert' : 'status'}
        className={cn(
          'flex items-start gap-2 rounded-lg px-3 py-2.5 text-sm',
          s.tone === 'success' && 'bg-emerald-50 text-emerald-900',
          s.tone === 'info' && 'bg-blue-50 text-blue-900',
          s.tone === 'error' && 'bg-red-50 text-red-800',
        )}
      >
        <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
        <div>
          <p className="font-medium">{s.title}</p>
          {s.detail ? <p className="mt-0.5">{s.detail}</p> : null}
          {fileName ? <p className="mt-0.5 text-xs opacity-80">{fileName}</p> : null}
        </div>
      </div>
      {result.skipped.length > 0 ? (
        <div>
          <p className="text-sm font-medium text-ink">
            {result.skipped.length} {result.skipped.length === 1 ? 'row' : 'rows'} skipped
          </p>
          <ul
            aria-label="Rows skipped"
            className="mt-1.5 max-h-48 space-y-1 overflow-y-auto rounded-lg border border-amber-100 bg-amber-50/60 p-3 text-sm text-amber-900"
          >
            {result.skipped.map((r, i) => (
              <li key={`${r.row}-${i}`}>
                <span className="font-medium">Row {r.row}:</span> {r.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
