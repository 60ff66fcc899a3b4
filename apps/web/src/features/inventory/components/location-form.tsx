import { useState, type FormEvent } from 'react';
import type { StockLocation } from '@sauda/contracts/inventory.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import type { LocationBody } from '../api/locations.ts';
import {
  LOCATION_FIELDS,
  toLocationBody,
  type LocationErrors as Errors,
  type LocationValues as Values,
} from '../lib/location-body.ts';

/** Name, city and address of a stock location (add or rename). */
export function LocationForm({
  idPrefix,
  initial,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  idPrefix: string;
  initial?: StockLocation;
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: LocationBody) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [values, setValues] = useState<Values>({
    name: initial?.name ?? '',
    city: initial?.city ?? '',
    address: initial?.address ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    const result = toLocationBody(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setFormError(null);
    onSubmit(result.body).then(
      () => {
        if (!initial) setValues({ name: '', city: '', address: '' });
        setErrors({});
      },
      (error: unknown) => {
        const next: Errors = {};
        if (error instanceof ApiError)
          for (const d of error.details)
            if ((LOCATION_FIELDS as readonly string[]).includes(d.field))
              next[d.field as keyof Values] = d.message;
        setErrors(next);
        if (!Object.keys(next).length) setFormError(errorMessage(error, 'Could not save the location'));
      },
    );
  }

  const field = (key: keyof Values, label: string, optional: boolean, placeholder: string) => {
    const id = `${idPrefix}-${key}`;
    return (
      <Field id={id} label={label} optional={optional} error={errors[key]}>
        <Input
          id={id}
          value={values[key]}
          placeholder={placeholder}
          invalid={!!errors[key]}
          aria-describedby={errors[key] ? `${id}-error` : undefined}
          onChange={(e) => {
            setValues((v) => ({ ...v, [key]: e.target.value }));
            setErrors((er) => ({ ...er, [key]: undefined }));
          }}
        />
      </Field>
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel} className="space-y-3">
      {field('name', 'Location name', false, 'e.g. Lahore warehouse')}
      <div className="grid gap-3 sm:grid-cols-2">
        {field('city', 'City', true, 'e.g. Lahore')}
        {field('address', 'Address', true, 'Street, area')}
      </div>
      {formError ? (
        <p role="alert" className="text-sm text-red-700">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" size="sm" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" size="sm" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
