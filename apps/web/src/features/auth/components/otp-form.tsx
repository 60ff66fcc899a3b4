import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { emailSchema } from '@sauda/contracts/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, describedBy } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { useVerifyEmail } from '../api/verify-email.ts';

const schema = z.object({
  email: emailSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});

export function OtpForm({
  defaultEmail,
  onVerified,
}: {
  defaultEmail: string;
  onVerified: (message: string) => void;
}) {
  const mutation = useVerifyEmail();
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { email: defaultEmail, code: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    mutation
      .mutateAsync(values)
      .then((res) => onVerified(res.message))
      .catch((error: unknown) => {
        if (applyServerFieldErrors(error, form.setError, ['email', 'code'])) return;
        if (error instanceof ApiError && error.code === 'INVALID_CODE') {
          form.setError('code', { type: 'server', message: error.message });
        } else {
          form.setError('root', { message: errorMessage(error, 'Could not verify the code') });
        }
      }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Verify with a code">
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
          invalid={!!errors.email}
          aria-describedby={describedBy('email', errors.email?.message)}
          {...form.register('email')}
        />
      </Field>
      <Field id="code" label="6-digit code" error={errors.code?.message}>
        <Input
          id="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus={!!defaultEmail}
          maxLength={6}
          placeholder="••••••"
          className="h-12 text-center font-mono text-xl tracking-[0.5em]"
          invalid={!!errors.code}
          aria-describedby={describedBy('code', errors.code?.message)}
          {...form.register('code', {
            onChange: (e: { target: HTMLInputElement }) => {
              e.target.value = e.target.value.replace(/\D/g, '').slice(0, 6);
            },
          })}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
        Verify e-mail
      </Button>
    </form>
  );
}
