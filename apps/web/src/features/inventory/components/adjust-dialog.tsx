import { useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { ArrowRight } from 'lucide-react';
import {
  ADJUSTMENT_REASON_LABELS,
  ADJUSTMENT_REASONS,
  type InventoryRow,
  type StockLocation,
} from '@sauda/contracts/inventory.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ChoiceChips } from '../../../components/ui/chip-group.tsx';
import { Field, describedBy } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useFocusFirstInvalid } from '../../../lib/focus-first-invalid.ts';
import { cn } from '../../../lib/cn.ts';
import { useAdjustStock } from '../api/adjust-stock.ts';
import {
  adjustFieldFor,
  previewAvailable,
  toAdjustmentBody,
  type AdjustMode,
  type AdjustValues,
} from '../lib/adjustment.ts';

type Errors = Partial<Record<'quantity' | 'reason' | 'note', string>>;

const MODES = ['delta', 'set'] as const satisfies readonly AdjustMode[];
const MODE_LABELS: Record<AdjustMode, string> = { delta: 'Add / remove', set: 'Set counted quantity' };

export type AdjustTarget = { row: InventoryRow; locationId?: string };

/** The dialog body; mounted fresh for every row so its state starts clean. */
function AdjustForm({
  target,
  locations,
  onDone,
  onCancel,
}: {
  target: AdjustTarget;
  locations: StockLocation[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const { row } = target;
  const adjust = useAdjustStock();
  const defaultLocation = target.locationId ?? locations.find((l) => l.isDefault)?._id ?? locations[0]?._id;
  const [locationId, setLocationId] = useState(defaultLocation);
  const [values, setValues] = useState<AdjustValues>({ mode: 'delta', quantity: '', reason: '', note: '' });
  const [errors, setErrors] = useState<Errors>({});
  // The form-error pattern (docs/accessibility.md): after a failed submit, the first invalid field.
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [formError, setFormError] = useState<string | null>(null);

  // The row's figures are for the list's location (or all of them): preview only when they match.
  const figuresMatch = target.locationId === locationId || locations.length <= 1;
  const preview = figuresMatch ? previewAvailable(row.available, values) : null;

  const set = (change: Partial<AdjustValues>) => {
    setValues((v) => ({ ...v, ...change }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(change)) delete next[k as keyof Errors];
      if ('mode' in change) delete next.quantity;
      return next;
    });
    setFormError(null);
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    const result = toAdjustmentBody(values, { variantId: row.variantId, locationId });
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid();
      return;
    }
    adjust.mutate(result.body, {
      onSuccess: (updated) => {
        toast.success(`Stock updated: ${updated.available.toLocaleString('en-PK')} available`);
        onDone();
      },
      onError: (error) => {
        const fieldErrs: Errors = {};
        if (error instanceof ApiError) {
          for (const d of error.details) {
            const f = adjustFieldFor(d.field);
            if (f) fieldErrs[f] = d.message;
          }
        }
        setErrors(fieldErrs);
        focusFirstInvalid();
        setFormError(
          Object.keys(fieldErrs).length && error instanceof ApiError && error.status === 400
            ? null
            : errorMessage(error, 'Could not adjust the stock'),
        );
      },
    });
  }

  const qLabel = values.mode === 'delta' ? 'Change in available units' : 'Counted quantity';
  const qHint =
    values.mode === 'delta'
      ? 'Use a minus sign to remove units, e.g. -2.'
      : 'Available becomes exactly this number.';

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Adjust stock" className="space-y-4">
      <div className="flex items-center justify-between rounded-lg bg-slate-50 px-3 py-2.5 text-sm">
        <span className="text-muted">Available now</span>
        <span className="flex items-center gap-2 font-semibold text-ink tabular-nums">
          {figuresMatch ? row.available.toLocaleString('en-PK') : '—'}
          {preview !== null ? (
            <>
              <ArrowRight className="size-4 text-slate-400" aria-hidden />
              <span className={cn(preview < 0 ? 'text-red-700' : 'text-brand-800')} aria-live="polite">
                <span className="sr-only">after this change: </span>
                {preview.toLocaleString('en-PK')}
              </span>
            </>
          ) : null}
        </span>
      </div>
      <ChoiceChips
        label="Adjustment type"
        options={MODES}
        value={values.mode}
        onChange={(mode) => set({ mode })}
        format={(m) => MODE_LABELS[m]}
      />
      {locations.length > 1 ? (
        <Field id="adjust-location" label="Location">
          <Select
            id="adjust-location"
            value={locationId}
            onValueChange={setLocationId}
            options={locations.map((l) => ({
              value: l._id,
              label: l.isDefault ? `${l.name} (default)` : l.name,
            }))}
          />
        </Field>
      ) : null}
      <Field id="adjust-quantity" label={qLabel} error={errors.quantity} hint={qHint}>
        <Input
          id="adjust-quantity"
          inputMode={values.mode === 'delta' ? 'text' : 'numeric'}
          autoComplete="off"
          autoFocus
          placeholder={values.mode === 'delta' ? 'e.g. 5 or -2' : 'e.g. 12'}
          value={values.quantity}
          onChange={(e) => set({ quantity: e.target.value })}
          invalid={!!errors.quantity}
          aria-describedby={describedBy('adjust-quantity', errors.quantity, qHint)}
        />
      </Field>
      <Field id="adjust-reason" label="Reason" error={errors.reason}>
        <Select
          id="adjust-reason"
          value={values.reason || undefined}
          onValueChange={(v) => set({ reason: v as AdjustValues['reason'] })}
          invalid={!!errors.reason}
          aria-describedby={describedBy('adjust-reason', errors.reason)}
          options={ADJUSTMENT_REASONS.map((r) => ({ value: r, label: ADJUSTMENT_REASON_LABELS[r] }))}
        />
      </Field>
      <Field id="adjust-note" label="Note" optional error={errors.note}>
        <Textarea
          id="adjust-note"
          rows={2}
          maxLength={500}
          value={values.note}
          onChange={(e) => set({ note: e.target.value })}
          invalid={!!errors.note}
          aria-describedby={describedBy('adjust-note', errors.note)}
          placeholder="e.g. 2 pieces torn in the last delivery"
        />
      </Field>
      {formError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={adjust.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={adjust.isPending}>
          Save adjustment
        </Button>
      </div>
    </form>
  );
}

/** "Adjust" on an inventory row: add/remove units or set the counted quantity, with a reason. */
export function AdjustDialog({
  target,
  locations,
  onOpenChange,
}: {
  target: AdjustTarget | null;
  locations: StockLocation[];
  onOpenChange: (open: boolean) => void;
}) {
  const row = target?.row;
  return (
    <Modal
      open={!!target}
      onOpenChange={onOpenChange}
      title="Adjust stock"
      description={
        row
          ? `${row.productTitle}${row.variantTitle ? ` — ${row.variantTitle}` : ''}${row.sku ? ` · ${row.sku}` : ''}`
          : undefined
      }
    >
      {target ? (
        <AdjustForm
          key={target.row.variantId}
          target={target}
          locations={locations}
          onDone={() => onOpenChange(false)}
          onCancel={() => onOpenChange(false)}
        />
      ) : null}
    </Modal>
  );
}
