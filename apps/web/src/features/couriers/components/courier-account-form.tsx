import { useMemo, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle } from 'lucide-react';
import { COURIERS, type CourierCode } from '@sauda/contracts/couriers.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, describedBy } from '../../../components/ui/field.tsx';
import { Input, PasswordInput } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { friendlyError } from '../../../lib/zod-messages.ts';
import { hasEnvironmentChoice } from '../lib/catalogue.ts';
import { connectFields, connectSchema, type ConnectValues, type Environment } from '../lib/connect-form.ts';

const STORED_PLACEHOLDER = '•••• stored — leave empty to keep';

const ENVIRONMENTS: ReadonlyArray<{ value: Environment; label: string; hint: string }> = [
  { value: 'production', label: 'Production', hint: 'Your live account: real parcels and payments' },
  { value: 'staging', label: 'Staging', hint: 'The courier’s test system, for trying things out' },
];

/** Label, environment (when the courier has one) and the courier's credential fields. */
export function CourierAccountForm({
  code,
  initial,
  storedSecrets = [],
  submitLabel,
  onSubmit,
  onCancel,
  cancelLabel = 'Cancel',
  idPrefix = 'courier',
}: {
  code: CourierCode;
  initial: ConnectValues;
  storedSecrets?: readonly string[];
  submitLabel: string;
  onSubmit: (values: ConnectValues) => Promise<unknown>;
  onCancel?: () => void;
  cancelLabel?: string;
  idPrefix?: string;
}) {
  const info = COURIERS[code];
  const schema = useMemo(() => connectSchema(code, storedSecrets), [code, storedSecrets]);
  const form = useForm<ConnectValues>({
    resolver: zodResolver(schema, { error: friendlyError }),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const id = (f: string) => `${idPrefix}-${f}`;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const fields = connectFields(code) as Path<ConnectValues>[];
      if (!applyServerFieldErrors(error, form.setError, fields))
        setFormError(errorMessage(error, `Could not connect ${info.name}`));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={`${info.name} details`} className="space-y-5">
      {formError ? (
        <p
          role="alert"
          className="flex gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-700"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden /> {formError}
        </p>
      ) : null}
      <Field
        id={id('name')}
        label="Label"
        error={errors.name?.message}
        hint="Your name for this account, e.g. “PostEx Lahore”."
      >
        <Input
          id={id('name')}
          maxLength={80}
          autoComplete="off"
          invalid={!!errors.name}
          aria-describedby={describedBy(id('name'), errors.name?.message, 'hint')}
          {...form.register('name')}
        />
      </Field>

      {hasEnvironmentChoice(code) ? (
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">Environment</legend>
          <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
            {ENVIRONMENTS.map((env) => (
              <label
                key={env.value}
                className={cn(
                  'flex cursor-pointer gap-2.5 rounded-lg border border-line px-3 py-2.5 text-sm hover:bg-slate-50',
                  'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50/60',
                )}
              >
                <input
                  type="radio"
                  value={env.value}
                  className="mt-0.5 accent-brand-700"
                  {...form.register('environment')}
                />
                <span>
                  <span className="block font-medium text-ink">{env.label}</span>
                  <span className="block text-xs text-muted">{env.hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      {info.credentials.length ? (
        <div className="space-y-4">
          <p className="text-sm text-muted">
            Find these in your {info.name} portal. Secret values are encrypted and never shown again.
          </p>
          {info.credentials.map((f) => {
            const fid = id(`cred-${f.key}`);
            const error = errors.credentials?.[f.key]?.message;
            const stored = f.secret && storedSecrets.includes(f.key);
            const hint = stored ? 'A value is stored. Type a new one only to replace it.' : f.hint;
            const common = {
              id: fid,
              autoComplete: 'off',
              spellCheck: false,
              placeholder: stored ? STORED_PLACEHOLDER : f.placeholder,
              invalid: !!error,
              'aria-describedby': describedBy(fid, error, hint),
              ...form.register(`credentials.${f.key}`),
            };
            return (
              <Field
                key={f.key}
                id={fid}
                label={f.optional ? `${f.label} (optional)` : f.label}
                error={error}
                hint={hint}
              >
                {f.secret ? <PasswordInput {...common} /> : <Input {...common} />}
              </Field>
            );
          })}
        </div>
      ) : (
        <p className="rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-muted">
          {info.api
            ? 'No credentials needed.'
            : 'No credentials needed: you book on the courier’s portal and record the tracking number in Sauda.'}
        </p>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={form.formState.isSubmitting}>
            {cancelLabel}
          </Button>
        ) : null}
        <Button type="submit" loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
