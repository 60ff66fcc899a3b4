import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { renameStoreBodySchema } from '@sauda/contracts/stores.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, describedBy } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';

/** Store name field + submit; used to create and to rename a store. */
export function StoreNameForm({
  defaultName = '',
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus = true,
}: {
  defaultName?: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const form = useForm({
    resolver: zodResolver(renameStoreBodySchema),
    defaultValues: { name: defaultName },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ name }) =>
    onSubmit(name).catch((error: unknown) => {
      if (!applyServerFieldErrors(error, form.setError, ['name'])) {
        form.setError('name', { type: 'server', message: errorMessage(error, 'Could not save the store') });
      }
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={submitLabel}>
      <Field
        id="store-name"
        label="Store name"
        error={errors.name?.message}
        hint="Shown on invoices, packing slips and tracking pages."
      >
        <Input
          id="store-name"
          autoFocus={autoFocus}
          maxLength={80}
          placeholder="e.g. Ayesha's Closet"
          invalid={!!errors.name}
          aria-describedby={describedBy('store-name', errors.name?.message, 'hint')}
          {...form.register('name')}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
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
