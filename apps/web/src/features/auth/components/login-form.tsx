import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { AlertCircle } from 'lucide-react';
import { signinBodySchema } from '@sauda/contracts/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, describedBy } from '../../../components/ui/field.tsx';
import { Input, PasswordInput } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { useSignIn } from '../api/sign-in.ts';

/** product-rules §5: defaults to empty e-mail and password. Errors stay on the form (no global sign-out). */
export function LoginForm() {
  const signIn = useSignIn();
  const form = useForm({
    resolver: zodResolver(signinBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    signIn.mutateAsync(values).catch((error: unknown) => {
      if (!applyServerFieldErrors(error, form.setError, ['email', 'password'])) {
        form.setError('root', { message: errorMessage(error, 'Sign in failed') });
      }
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Sign in">
      {errors.root?.message ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-700"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0" />
          <span>{errors.root.message}</span>
        </div>
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
      <Field
        id="password"
        label="Password"
        error={errors.password?.message}
        labelAside={
          <Link to="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
            Forgot password?
          </Link>
        }
      >
        <PasswordInput
          id="password"
          autoComplete="current-password"
          invalid={!!errors.password}
          aria-describedby={describedBy('password', errors.password?.message)}
          {...form.register('password')}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
        Sign in
      </Button>
    </form>
  );
}
