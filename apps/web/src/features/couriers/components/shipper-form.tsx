import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { shipperBodySchema } from '@sauda/contracts/couriers.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Field, describedBy } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { friendlyError } from '../../../lib/zod-messages.ts';
import type { ShipperBodyOut } from '../api/shippers.ts';
import { isKnownCity } from '../../../lib/city-search.ts';
import { SHIPPER_FIELDS, toShipperInput, type ShipperValues } from '../lib/shipper-form.ts';
import { CityCombobox } from '../../../components/ui/city-combobox.tsx';

const schemaResolver = zodResolver(shipperBodySchema, { error: friendlyError });

/** The contract schema on the cleaned-up values, plus "the city must be one Sauda knows". */
const resolver: Resolver<ShipperValues, unknown, ShipperBodyOut> = async (values, context, options) => {
  // Same fields, only `email` widened to null: the options (field refs, names) carry over as they are.
  const schemaOptions = options as unknown as Parameters<typeof schemaResolver>[2];
  const result = await schemaResolver(toShipperInput(values), context, schemaOptions);
  if (values.city.trim() && !isKnownCity(values.city) && !result.errors.city) {
    return {
      values: {},
      errors: { ...result.errors, city: { type: 'validate', message: 'Choose a city from the list' } },
    };
  }
  return result;
};

/** Name, contact, phone, e-mail, address, city and "default" of a pickup address (add and edit). */
export function ShipperForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  lockedDefault = false,
}: {
  initial: ShipperValues;
  submitLabel: string;
  onSubmit: (body: ShipperBodyOut) => Promise<unknown>;
  onCancel?: () => void;
  /** The address is already the default (it stops being one only when another becomes default). */
  lockedDefault?: boolean;
}) {
  const form = useForm<ShipperValues, unknown, ShipperBodyOut>({ resolver, defaultValues: initial });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, SHIPPER_FIELDS))
        toast.error(errorMessage(error, 'Could not save the pickup address'));
    }
  });

  const input = (
    f: 'name' | 'contactName' | 'phone' | 'email',
    label: string,
    opts: {
      placeholder?: string;
      type?: string;
      autoComplete?: string;
      optional?: boolean;
      hint?: string;
    } = {},
  ) => (
    <Field
      id={`shipper-${f}`}
      label={label}
      optional={opts.optional}
      error={errors[f]?.message}
      hint={opts.hint}
    >
      <Input
        id={`shipper-${f}`}
        type={opts.type ?? 'text'}
        inputMode={opts.type === 'tel' ? 'tel' : opts.type === 'email' ? 'email' : undefined}
        autoComplete={opts.autoComplete ?? 'off'}
        placeholder={opts.placeholder}
        autoFocus={f === 'name'}
        invalid={!!errors[f]}
        aria-describedby={describedBy(`shipper-${f}`, errors[f]?.message, opts.hint)}
        {...form.register(f)}
      />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Pickup address" className="space-y-5">
      {input('name', 'Warehouse / shop name', { placeholder: 'e.g. Main warehouse, Gulberg' })}
      <div className="grid gap-5 sm:grid-cols-2">
        {input('contactName', 'Contact person', {
          placeholder: 'Who hands parcels to the rider',
          autoComplete: 'name',
        })}
        {input('phone', 'Phone', { type: 'tel', placeholder: '0300 1234567', autoComplete: 'tel' })}
      </div>
      {input('email', 'E-mail', {
        type: 'email',
        optional: true,
        placeholder: 'dispatch@yourshop.pk',
        autoComplete: 'email',
      })}
      <Field
        id="shipper-address"
        label="Address"
        error={errors.address?.message}
        hint="Street, building and area, as the rider needs it."
      >
        <Textarea
          id="shipper-address"
          rows={3}
          maxLength={300}
          placeholder="Shop 12, Main Boulevard, Gulberg III"
          invalid={!!errors.address}
          aria-describedby={describedBy('shipper-address', errors.address?.message, 'hint')}
          {...form.register('address')}
        />
      </Field>
      <Field id="shipper-city" label="City" error={errors.city?.message} className="sm:max-w-sm">
        <Controller
          control={form.control}
          name="city"
          render={({ field }) => (
            <CityCombobox
              id="shipper-city"
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={!!errors.city}
              describedBy={describedBy('shipper-city', errors.city?.message)}
            />
          )}
        />
      </Field>
      <div className="rounded-lg border border-line px-3 py-3">
        <label htmlFor="shipper-isDefault" className="flex cursor-pointer items-start gap-3">
          <Checkbox
            id="shipper-isDefault"
            className="mt-0.5"
            disabled={lockedDefault}
            aria-describedby="shipper-isDefault-hint"
            {...form.register('isDefault')}
          />
          <span>
            <span className="block text-sm font-medium text-ink">Use as default pickup address</span>
            <span id="shipper-isDefault-hint" className="block text-xs text-muted">
              {lockedDefault
                ? 'This is your default. To change it, make another address the default.'
                : 'Parcels are booked from this address unless you choose another.'}
            </span>
          </span>
        </label>
      </div>
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
