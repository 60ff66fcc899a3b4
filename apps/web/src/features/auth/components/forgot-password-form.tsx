import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { forgotPasswordBodySchema } from '@sauda/contracts/auth.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Field, describedBy } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { useForgotPassword } from '../api/forgot-password.ts';

export function ForgotPasswordForm() {
  const mutation = useForgotPassword();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const form = useForm({ resolver: zodResolver(forgotPasswordBodySchema), defaultValues: { email: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    mutation
      .mutateAsync(values)
      .then((res) => setSent({ email: values.email, message: res.message }))
      .catch((error: unknown) => {
        if (!applyServerFieldErrors(error, form.setError, ['email'])) {
          form.setError('root', { message: errorMessage(error, 'Could not send the reset link') });
        }
      }),
  );

  if (sent) {
    return (
      <div className="space-y-5 text-center" role="status">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <MailCheck className="size-6" />
        </div>
        <p className="text-sm text-slate-700">{sent.message}</p>
        <p className="text-sm text-muted">
          If an account exists for <strong className="text-ink">{sent.email}</strong>, the link arrives in a
          minute. It works once.
        </p>
        <Link to="/login" className={buttonClasses('outline', 'lg', 'w-full')}>
          Back to sign in
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Reset password">
      {errors.root?.message ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-700">
          {errors.root.message}
        </p>
      ) : null}
      <Field id="email" label="E-mail" error={errors.email?.message}>
        <Input
          id="email"
          type="email"
          autoComplete="email"
          autoFocus
          placeholder="you@business.pk"
          invalid={!!errors.email}
          aria-describedby={describedBy('email', errors.email?.message)}
          {...form.register('email')}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
        Send reset link
      </Button>
    </form>
  );
}
