import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { z } from 'zod';
import { PASSWORD_MIN, passwordSchema } from '@sauda/contracts/auth.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Field, describedBy } from '../../../components/ui/field.tsx';
import { PasswordInput } from '../../../components/ui/input.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { useSetNewPassword } from '../api/set-new-password.ts';

const schema = z
  .object({ password: passwordSchema, confirm: z.string().min(1, 'Repeat the new password') })
  .refine((v) => v.password === v.confirm, { message: 'Passwords do not match', path: ['confirm'] });

export function CreatePasswordForm({ token }: { token: string }) {
  const mutation = useSetNewPassword();
  const [done, setDone] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { password: '', confirm: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ password }) =>
    mutation
      .mutateAsync({ token, password })
      .then((res) => setDone(res.message))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.code === 'INVALID_TOKEN') setExpired(true);
        if (!applyServerFieldErrors(error, form.setError, ['password'])) {
          if (error instanceof ApiError && error.code === 'WEAK_PASSWORD') {
            form.setError('password', { type: 'server', message: error.message });
          } else {
            form.setError('root', { message: errorMessage(error, 'Could not set the password') });
          }
        }
      }),
  );

  if (done) {
    return (
      <div className="space-y-5 text-center" role="status">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <CheckCircle2 className="size-6" />
        </div>
        <p className="text-sm text-slate-700">{done}</p>
        <Link to="/login" className={buttonClasses('primary', 'lg', 'w-full')}>
          Sign in
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Set a new password">
      {errors.root?.message ? (
        <div role="alert" className="rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-700">
          <p>{errors.root.message}</p>
          {expired ? (
            <Link to="/forgot-password" className="mt-1 inline-block font-medium underline">
              Request a new link
            </Link>
          ) : null}
        </div>
      ) : null}
      <Field
        id="password"
        label="New password"
        error={errors.password?.message}
        hint={`At least ${PASSWORD_MIN} characters.`}
      >
        <PasswordInput
          id="password"
          autoComplete="new-password"
          autoFocus
          invalid={!!errors.password}
          aria-describedby={describedBy('password', errors.password?.message, 'hint')}
          {...form.register('password')}
        />
      </Field>
      <Field id="confirm" label="Confirm new password" error={errors.confirm?.message}>
        <PasswordInput
          id="confirm"
          autoComplete="new-password"
          invalid={!!errors.confirm}
          aria-describedby={describedBy('confirm', errors.confirm?.message)}
          {...form.register('confirm')}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
        Save new password
      </Button>
    </form>
  );
}
