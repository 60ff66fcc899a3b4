import { Controller, useForm, type Resolver } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Field, describedBy } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import {
  emptyVendorValues,
  toVendorBody,
  VENDOR_FIELDS,
  type VendorBodyOut,
  type VendorValues,
} from '../lib/vendor-form.ts';

/** The contract check (through `toVendorBody`) as a react-hook-form resolver. */
const resolver: Resolver<VendorValues> = (values) => {
  const result = toVendorBody(values);
  if (result.ok) return { values, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(
      Object.entries(result.errors).map(([k, message]) => [k, { type: 'validate', message }]),
    ),
  };
};

/** Name, contact, phone, e-mail, address, city and notes of a vendor (add and edit). */
export function VendorForm({
  idPrefix = 'vendor',
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus = true,
}: {
  idPrefix?: string;
  initial?: VendorValues;
  submitLabel: string;
  onSubmit: (body: VendorBodyOut) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const form = useForm<VendorValues>({ resolver, defaultValues: initial ?? emptyVendorValues() });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const result = toVendorBody(values);
    if (!result.ok) return;
    try {
      await onSubmit(result.body);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, VENDOR_FIELDS);
      toast.error(errorMessage(error, 'Could not save the vendor'));
    }
  });

  const id = (f: string) => `${idPrefix}-${f}`;
  const input = (
    f: Exclude<keyof VendorValues, 'notes'>,
    label: string,
    opts: {
      optional?: boolean;
      placeholder?: string;
      type?: string;
      autoComplete?: string;
      hint?: string;
      inputMode?: 'tel' | 'email';
    } = {},
  ) => (
    <Field id={id(f)} label={label} optional={opts.optional} error={errors[f]?.message} hint={opts.hint}>
      <Input
        id={id(f)}
        type={opts.type ?? 'text'}
        inputMode={opts.inputMode}
        autoComplete={opts.autoComplete ?? 'off'}
        placeholder={opts.placeholder}
        autoFocus={autoFocus && f === 'name'}
        invalid={!!errors[f]}
        aria-describedby={describedBy(id(f), errors[f]?.message, opts.hint)}
        {...form.register(f)}
      />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel} className="space-y-5">
      {input('name', 'Vendor name', { placeholder: 'e.g. Faisalabad Textiles' })}
      <div className="grid gap-5 sm:grid-cols-2">
        {input('contactName', 'Contact person', { optional: true, placeholder: 'e.g. Imran Ali' })}
        {input('phone', 'Phone', {
          optional: true,
          type: 'tel',
          inputMode: 'tel',
          placeholder: '0300 1234567',
          autoComplete: 'tel',
        })}
        {input('email', 'E-mail', {
          optional: true,
          type: 'email',
          inputMode: 'email',
          placeholder: 'orders@vendor.pk',
          hint: 'Purchase orders can be e-mailed here as a PDF.',
        })}
        {input('city', 'City', { optional: true, placeholder: 'e.g. Faisalabad' })}
      </div>
      {input('address', 'Address', { optional: true, placeholder: 'Shop, market, street' })}
      <Field id={id('notes')} label="Notes" optional error={errors.notes?.message}>
        <Controller
          control={form.control}
          name="notes"
          render={({ field }) => (
            <Textarea
              id={id('notes')}
              rows={3}
              maxLength={2000}
              placeholder="Payment terms, lead time, minimum order…"
              invalid={!!errors.notes}
              aria-describedby={describedBy(id('notes'), errors.notes?.message)}
              {...field}
            />
          )}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={form.formState.isSubmitting}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
