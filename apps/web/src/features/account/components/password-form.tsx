import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { PASSWORD_MIN, passwordSchema, type User } from '@sauda/contracts/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { Field, describedBy } from '../../../components/ui/field.tsx';
import { PasswordInput } from '../../../components/ui/input.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { useUpdateUser } from '../api/update-user.ts';

const schema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password'),
    newPassword: passwordSchema,
    confirm: z.string().min(1, 'Repeat the new password'),
  })
  .refine((v) => v.newPassword === v.confirm, { message: 'Passwords do not match', path: ['confirm'] });

export function PasswordForm({ onUpdated }: { onUpdated: (user: User) => void }) {
  const update = useUpdateUser(onUpdated);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    update
      .mutateAsync({ currentPassword, newPassword })
      .then(() => {
        form.reset();
        toast.success('Password changed. Other devices were signed out.');
      })
      .catch((error: unknown) => {
        if (applyServerFieldErrors(error, form.setError, ['currentPassword', 'newPassword'])) return;
        if (error instanceof ApiError && error.code === 'WRONG_PASSWORD') {
          form.setError('currentPassword', { type: 'server', message: error.message });
        } else if (error instanceof ApiError && error.code === 'WEAK_PASSWORD') {
          form.setError('newPassword', { type: 'server', message: error.message });
        } else {
          toast.error(errorMessage(error, 'Could not change your password'));
        }
      }),
  );

  return (
    <Card>
      <CardHeader title="Change password" description="Changing it signs you out on every other device." />
      <form onSubmit={onSubmit} noValidate className="space-y-5 p-5" aria-label="Change password">
        <Field id="currentPassword" label="Current password" error={errors.currentPassword?.message}>
          <PasswordInput
            id="currentPassword"
            autoComplete="current-password"
            invalid={!!errors.currentPassword}
            aria-describedby={describedBy('currentPassword', errors.currentPassword?.message)}
            {...form.register('currentPassword')}
          />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            id="newPassword"
            label="New password"
            error={errors.newPassword?.message}
            hint={`At least ${PASSWORD_MIN} characters.`}
          >
            <PasswordInput
              id="newPassword"
              autoComplete="new-password"
              invalid={!!errors.newPassword}
              aria-describedby={describedBy('newPassword', errors.newPassword?.message, 'hint')}
              {...form.register('newPassword')}
            />
          </Field>
          <Field id="confirmPassword" label="Confirm new password" error={errors.confirm?.message}>
            <PasswordInput
              id="confirmPassword"
              autoComplete="new-password"
              invalid={!!errors.confirm}
              aria-describedby={describedBy('confirmPassword', errors.confirm?.message)}
              {...form.register('confirm')}
            />
          </Field>
        </div>
        <div className="flex justify-end border-t border-line pt-5">
          <Button type="submit" loading={form.formState.isSubmitting}>
            Change password
          </Button>
        </div>
      </form>
    </Card>
  );
}
