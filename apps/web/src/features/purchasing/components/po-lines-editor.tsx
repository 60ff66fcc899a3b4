import { Trash2 } from 'lucide-react';
import { IconButton } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { formatPKR } from '../../../lib/format.ts';
import { poLineTotal, type PoLineValues } from '../lib/po-form.ts';
import { Thumb } from '../../../components/ui/thumb.tsx';

function lineName(l: PoLineValues) {
  return l.variantTitle ? `${l.productTitle} — ${l.variantTitle}` : l.productTitle;
}

function LineInputs({
  line,
  index,
  errors,
  onChange,
}: {
  line: PoLineValues;
  index: number;
  errors: Record<string, string>;
  onChange: (change: Partial<PoLineValues>) => void;
}) {
  const qErr = errors[`lines.${index}.quantity`];
  const cErr = errors[`lines.${index}.unitCost`];
  const qId = `po-line-${index}-quantity`;
  const cId = `po-line-${index}-cost`;
  const name = lineName(line);
  return (
    <>
      <div className="w-24">
        <Input
          id={qId}
          inputMode="numeric"
          aria-label={`Quantity of ${name}`}
          value={line.quantity}
          invalid={!!qErr}
          aria-describedby={qErr ? `${qId}-error` : undefined}
          onChange={(e) => onChange({ quantity: e.target.value })}
          className="text-right tabular-nums"
        />
        {qErr ? (
          <p id={`${qId}-error`} role="alert" className="mt-1 text-xs text-red-700">
            {qErr}
          </p>
        ) : null}
      </div>
      <div className="w-32">
        <div className="relative">
          <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-xs text-muted">
            Rs
          </span>
          <Input
            id={cId}
            inputMode="decimal"
            aria-label={`Unit cost of ${name} (rupees)`}
            value={line.unitCost}
            placeholder="0"
            invalid={!!cErr}
            aria-describedby={cErr ? `${cId}-error` : undefined}
            onChange={(e) => onChange({ unitCost: e.target.value })}
            className="pl-8 text-right tabular-nums"
          />
        </div>
        {cErr ? (
          <p id={`${cId}-error`} role="alert" className="mt-1 text-xs text-red-700">
            {cErr}
          </p>
        ) : null}
      </div>
    </>
  );
}

/** The products on a purchase order: quantity and unit cost (rupees) per line, with line totals. */
export function PoLinesEditor({
  lines,
  errors,
  onChange,
  onRemove,
}: {
  lines: PoLineValues[];
  errors: Record<string, string>;
  onChange: (index: number, change: Partial<PoLineValues>) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <ul aria-label="Purchase order lines" className="divide-y divide-line">
      {lines.map((line, i) => {
        const total = poLineTotal(line);
        return (
          <li key={line.variantId} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start">
            <div className="flex min-w-0 flex-1 items-center gap-3">
              <Thumb src={line.thumbnailUrl} />
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-ink">{line.productTitle}</p>
                <p className="truncate text-xs text-muted">
                  {[line.variantTitle, line.sku].filter(Boolean).join(' · ') || '—'}
                </p>
              </div>
              <span className="ml-auto sm:hidden">
                <IconButton
                  label={`Remove ${lineName(line)}`}
                  onClick={() => onRemove(i)}
                  className="hover:text-red-700!"
                >
                  <Trash2 />
                </IconButton>
              </span>
            </div>
            <div className="flex items-start gap-2">
              <LineInputs line={line} index={i} errors={errors} onChange={(c) => onChange(i, c)} />
              <p className="ml-auto w-28 pt-2.5 text-right text-sm font-medium text-ink tabular-nums">
                {total === null ? '—' : formatPKR(total)}
              </p>
              <span className="hidden sm:block">
                <IconButton
                  label={`Remove ${lineName(line)}`}
                  onClick={() => onRemove(i)}
                  className="hover:text-red-700!"
                >
                  <Trash2 />
                </IconButton>
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
