import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { PackagePlus, Plus } from 'lucide-react';
import type { CreatePoBody, PurchaseOrder, Vendor } from '@sauda/contracts/purchasing.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Field, describedBy } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useFocusFirstInvalid } from '../../../lib/focus-first-invalid.ts';
import { formatPKR } from '../../../lib/format.ts';
import {
  addLine,
  poFieldFor,
  poTotals,
  todayInput,
  toPoBody,
  type PoErrors,
  type PoFormValues,
  type PoLineValues,
} from '../lib/po-form.ts';
import { PoLinesEditor } from './po-lines-editor.tsx';
import { VariantPicker } from './variant-picker.tsx';

export type PoLocationOption = { _id: string; name: string; isDefault: boolean };

const emptyValues = (vendorId = ''): PoFormValues => ({
  vendorId,
  locationId: '',
  expectedAt: '',
  notes: '',
  lines: [],
});

/** Vendor, location, expected date, notes and lines of a purchase order (create and edit a draft). */
export function PoForm({
  vendors,
  locations,
  initial,
  defaultVendorId,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  vendors: Pick<Vendor, '_id' | 'name' | 'email'>[];
  /** Stock locations (composed by the page from the inventory feature). */
  locations: PoLocationOption[];
  initial?: PoFormValues;
  defaultVendorId?: string;
  submitLabel: string;
  onSubmit: (body: CreatePoBody) => Promise<PurchaseOrder>;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<PoFormValues>(() => initial ?? emptyValues(defaultVendorId));
  const [errors, setErrors] = useState<PoErrors>({});
  // The form-error pattern (docs/accessibility.md): after a failed submit, the first invalid field.
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [pending, setPending] = useState(false);
  const defaultLocation = locations.find((l) => l.isDefault)?._id ?? locations[0]?._id ?? '';
  const locationId = values.locationId || defaultLocation;
  const totals = poTotals(values.lines);

  function set(change: Partial<PoFormValues>) {
    setValues((v) => ({ ...v, ...change }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(change)) delete next[k];
      return next;
    });
  }

  function changeLine(index: number, change: Partial<PoLineValues>) {
    setValues((v) => ({ ...v, lines: v.lines.map((l, i) => (i === index ? { ...l, ...change } : l)) }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(change)) delete next[`lines.${index}.${k}`];
      return next;
    });
  }

  function removeLine(index: number) {
    // Line errors are keyed by index: clear them rather than let them point at the wrong row.
    setValues((v) => ({ ...v, lines: v.lines.filter((_, i) => i !== index) }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith('lines.'))));
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const result = toPoBody({ ...values, locationId });
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid();
      return;
    }
    setPending(true);
    onSubmit(result.body)
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.details.length) {
          setErrors(Object.fromEntries(error.details.map((d) => [poFieldFor(d.field), d.message])));
          focusFirstInvalid();
        }
        toast.error(errorMessage(error, 'Could not save the purchase order'));
      })
      .finally(() => setPending(false));
  }

  const vendor = vendors.find((v) => v._id === values.vendorId);

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={submitLabel}>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.7fr)_minmax(0,1fr)]">
        <Card>
          <CardHeader
            title="Products"
            description="Quantities and the unit cost you pay the vendor, in rupees."
          />
          <CardBody>
            <VariantPicker
              inputId="po-add-product"
              vendorId={values.vendorId || undefined}
              invalid={!!errors.lines}
              onPick={(pick) => {
                setValues((v) => ({ ...v, lines: addLine(v.lines, pick) }));
                setErrors((er) => {
                  const next = { ...er };
                  delete next.lines;
                  return next;
                });
              }}
            />
            {errors.lines ? (
              <p id="po-add-product-error" role="alert" className="mt-2 text-sm text-red-700">
                {errors.lines}
              </p>
            ) : null}
            {values.lines.length === 0 ? (
              <EmptyState
                className="py-8"
                icon={<PackagePlus />}
                title="No products yet"
                description="Search above to add the products you are ordering."
              />
            ) : (
              <div className="mt-3">
                <PoLinesEditor
                  lines={values.lines}
                  errors={errors}
                  onChange={changeLine}
                  onRemove={removeLine}
                />
              </div>
            )}
          </CardBody>
          <div className="flex items-center justify-between border-t border-line px-5 py-4">
            <p className="text-sm text-muted tabular-nums">
              {values.lines.length} product{values.lines.length === 1 ? '' : 's'} ·{' '}
              {totals.units.toLocaleString('en-PK')} unit{totals.units === 1 ? '' : 's'}
            </p>
            <p className="text-base font-semibold text-ink" aria-live="polite">
              Total <span className="tabular-nums">{formatPKR(totals.total)}</span>
            </p>
          </div>
        </Card>
        <div className="space-y-6 lg:sticky lg:top-20">
          <Card>
            <CardHeader title="Details" />
            <CardBody className="space-y-5">
              <Field
                id="po-vendor"
                label="Vendor"
                error={errors.vendorId}
                labelAside={
                  <Link
                    to="/add-vendor?returnTo=/purchase-order/new"
                    className="text-xs font-medium text-brand-700 hover:underline"
                  >
                    <Plus className="inline size-3" /> New vendor
                  </Link>
                }
                hint={
                  vendor && !vendor.email
                    ? 'This vendor has no e-mail: you can still download the PDF.'
                    : undefined
                }
              >
                <Select
                  id="po-vendor"
                  searchable
                  value={values.vendorId || undefined}
                  onValueChange={(vendorId) => set({ vendorId })}
                  invalid={!!errors.vendorId}
                  placeholder="Choose a vendor"
                  options={vendors.map((v) => ({ value: v._id, label: v.name }))}
                />
              </Field>
              <Field
                id="po-location"
                label="Receive into"
                error={errors.locationId}
                hint="Stock location the goods go to."
              >
                <Select
                  id="po-location"
                  value={locationId || undefined}
                  onValueChange={(v) => set({ locationId: v })}
                  disabled={locations.length === 0}
                  options={locations.map((l) => ({
                    value: l._id,
                    label: l.isDefault ? `${l.name} (default)` : l.name,
                  }))}
                />
              </Field>
              <Field id="po-expected" label="Expected delivery" optional error={errors.expectedAt}>
                <Input
                  id="po-expected"
                  type="date"
                  min={initial ? undefined : todayInput()}
                  value={values.expectedAt}
                  invalid={!!errors.expectedAt}
                  aria-describedby={describedBy('po-expected', errors.expectedAt)}
                  onChange={(e) => set({ expectedAt: e.target.value })}
                />
              </Field>
              <Field id="po-notes" label="Notes for the vendor" optional error={errors.notes}>
                <Textarea
                  id="po-notes"
                  rows={3}
                  maxLength={2000}
                  value={values.notes}
                  invalid={!!errors.notes}
                  placeholder="e.g. Pack each suit separately"
                  onChange={(e) => set({ notes: e.target.value })}
                />
              </Field>
            </CardBody>
          </Card>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </div>
        </div>
      </div>
    </form>
  );
}
