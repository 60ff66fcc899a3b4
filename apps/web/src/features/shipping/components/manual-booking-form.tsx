import { useState } from 'react';
import { Link } from 'react-router';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import toast from 'react-hot-toast';
import { PackagePlus } from 'lucide-react';
import { COURIERS, type Shipment, type Shipper } from '@sauda/contracts/couriers.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ChoiceChips } from '../../../components/ui/chip-group.tsx';
import { Field, describedBy } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { cn } from '../../../lib/cn.ts';
import type { DispatchRow } from '../api/dispatch.ts';
import { formatWeight } from '../lib/display.ts';
import {
  emptyManualValues,
  MANUAL_COMPANIES,
  MANUAL_FIELDS,
  toManualBookingBody,
  type ManualValues,
  type SaveShipmentRecordBody,
} from '../lib/manual-booking.ts';
import { shipperLabel } from './dispatch-row.tsx';
import { OrderPicker } from './order-picker.tsx';

const TYPES = COURIERS.manual.shipmentTypes;
const TYPE_VALUES = TYPES.map((t) => t.value);
const typeLabel = (v: string) => TYPES.find((t) => t.value === v)?.label ?? v;

const resolver: Resolver<ManualValues> = (values) => {
  const result = toManualBookingBody(values);
  if (result.ok) return { values, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(
      Object.entries(result.errors).map(([k, message]) => [k, { type: 'validate', message }]),
    ),
  };
};

/** A parcel booked on another courier's portal (or by phone), recorded in Sauda. */
export function ManualBookingForm({
  shippers,
  onSubmit,
  onBooked,
}: {
  shippers: readonly Shipper[];
  onSubmit: (body: SaveShipmentRecordBody) => Promise<Shipment>;
  onBooked: (shipment: Shipment, company: string) => void;
}) {
  const defaultShipper = (shippers.find((s) => s.isDefault) ?? shippers[0])?._id ?? '';
  const form = useForm<ManualValues>({ resolver, defaultValues: emptyManualValues(defaultShipper) });
  const { errors } = form.formState;
  const [order, setOrder] = useState<DispatchRow | null>(null);

  const submit = form.handleSubmit(async (values) => {
    const result = toManualBookingBody(values);
    if (!result.ok) return;
    try {
      const shipment = await onSubmit(result.body);
      toast.success(`${shipment.orderName} booked with ${values.trackingCompany.trim()}`);
      onBooked(shipment, values.trackingCompany.trim());
    } catch (error) {
      applyServerFieldErrors(error, form.setError, MANUAL_FIELDS);
      toast.error(errorMessage(error, 'Could not save the booking'));
    }
  });

  const err = (f: keyof ManualValues) => errors[f]?.message;
  const company = form.watch('trackingCompany');
  const orderHint = 'Confirmed orders that are not booked yet';
  const trackingHint = 'Leave empty to get a Sauda reference MC + 10 digits';
  const weightHint = order?.weightGrams
    ? `Leave empty to use ${formatWeight(order.weightGrams)} from your catalogue`
    : 'Leave empty to use the weight from your catalogue';

  return (
    <form onSubmit={submit} noValidate aria-label="Manual booking" className="space-y-5">
      <Field id="mb-order" label="Order" error={err('orderId')} hint={orderHint}>
        <OrderPicker
          id="mb-order"
          value={order}
          invalid={!!errors.orderId}
          describedBy={describedBy('mb-order', err('orderId'), orderHint)}
          onChange={(row) => {
            setOrder(row);
            form.setValue('orderId', row?._id ?? '', { shouldValidate: form.formState.isSubmitted });
            form.setValue('storeId', row?.storeId ?? '');
          }}
        />
      </Field>
      <Field id="mb-company" label="Courier company" error={err('trackingCompany')}>
        <Input
          id="mb-company"
          placeholder="e.g. Call Courier"
          autoComplete="off"
          maxLength={80}
          invalid={!!errors.trackingCompany}
          aria-describedby={describedBy('mb-company', err('trackingCompany'))}
          {...form.register('trackingCompany')}
        />
        <div role="group" aria-label="Courier suggestions" className="flex flex-wrap gap-1.5 pt-1">
          {MANUAL_COMPANIES.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={company.trim() === name}
              onClick={() =>
                form.setValue('trackingCompany', name, { shouldValidate: form.formState.isSubmitted })
              }
              className={cn(
                'rounded-full border px-2.5 py-1 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
                company.trim() === name
                  ? 'border-brand-600 bg-brand-50 text-brand-800'
                  : 'border-line bg-white text-slate-600 hover:bg-slate-50',
              )}
            >
              {name}
            </button>
          ))}
        </div>
      </Field>
      <Field id="mb-type" label="Shipment type" error={err('shipmentType')}>
        <Controller
          control={form.control}
          name="shipmentType"
          render={({ field }) => (
            <ChoiceChips
              id="mb-type"
              label="Shipment type"
              options={TYPE_VALUES}
              value={field.value}
              format={typeLabel}
              onChange={field.onChange}
            />
          )}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="mb-tracking"
          label="Tracking number"
          optional
          error={err('trackingNumber')}
          hint={trackingHint}
        >
          <Input
            id="mb-tracking"
            autoComplete="off"
            maxLength={40}
            placeholder="From the courier's receipt"
            className="font-mono"
            invalid={!!errors.trackingNumber}
            aria-describedby={describedBy('mb-tracking', err('trackingNumber'), trackingHint)}
            {...form.register('trackingNumber')}
          />
        </Field>
        <Field id="mb-weight" label="Weight (grams)" optional error={err('weightGrams')} hint={weightHint}>
          <Input
            id="mb-weight"
            inputMode="numeric"
            autoComplete="off"
            placeholder={order?.weightGrams ? String(order.weightGrams) : 'e.g. 500'}
            invalid={!!errors.weightGrams}
            aria-describedby={describedBy('mb-weight', err('weightGrams'), weightHint)}
            {...form.register('weightGrams')}
          />
        </Field>
      </div>
      <Field
        id="mb-shipper"
        label="Pickup address"
        optional
        error={err('shipperId')}
        hint={
          shippers.length ? undefined : (
            <>
              No pickup addresses yet.{' '}
              <Link to="/add-shipper-info" className="font-medium text-brand-700 hover:underline">
                Add one
              </Link>
            </>
          )
        }
      >
        <Controller
          control={form.control}
          name="shipperId"
          render={({ field }) => (
            <Select
              id="mb-shipper"
              aria-label="Pickup address"
              placeholder="Choose pickup address"
              disabled={shippers.length === 0}
              invalid={!!errors.shipperId}
              options={shippers.map((s) => ({ value: s._id, label: shipperLabel(s) }))}
              value={field.value || undefined}
              onValueChange={field.onChange}
            />
          )}
        />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" loading={form.formState.isSubmitting} className="w-full sm:w-auto">
          <PackagePlus /> Save booking
        </Button>
      </div>
    </form>
  );
}
