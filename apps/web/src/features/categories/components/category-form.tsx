import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { categoryBodySchema } from '@sauda/contracts/products.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, describedBy } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { friendlyError } from '../../../lib/zod-messages.ts';

export type CategoryFormValues = { name: string; description: string };

/** Name + description; used to create and to edit a category. */
export function CategoryForm({
  defaultValues = { name: '', description: '' },
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus = true,
}: {
  defaultValues?: CategoryFormValues;
  submitLabel: string;
  onSubmit: (values: CategoryFormValues) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const form = useForm({
    resolver: zodResolver(categoryBodySchema, { error: friendlyError }),
    defaultValues,
  });
  const { errors } = form.formState;
  const nameHint = 'e.g. Lawn suits, Kurtas, Jewellery';

  const submit = form.handleSubmit((values) =>
    onSubmit(values).catch((error: unknown) => {
      if (!applyServerFieldErrors(error, form.setError, ['name', 'description'])) {
        form.setError('root', {
          type: 'server',
          message: errorMessage(error, 'Could not save the category'),
        });
      }
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={submitLabel}>
      <Field id="category-name" label="Name" error={errors.name?.message} hint={nameHint}>
        <Input
          id="category-name"
          autoFocus={autoFocus}
          maxLength={80}
          invalid={!!errors.name}
          aria-describedby={describedBy('category-name', errors.name?.message, nameHint)}
          {...form.register('name')}
        />
      </Field>
      <Field id="category-description" label="Description" optional error={errors.description?.message}>
        <Textarea
          id="category-description"
          rows={3}
          maxLength={1000}
          invalid={!!errors.description}
          placeholder="What goes in this category (for you and your team)"
          {...form.register('description')}
        />
      </Field>
      {errors.root?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.message}
        </p>
      ) : null}
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
