import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { PASSWORD_MIN, signupBodySchema } from '@sauda/contracts/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, describedBy } from '../../../components/ui/field.tsx';
import { Input, PasswordInput } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { useSignUp } from '../api/sign-up.ts';
import { authStore } from '../auth-store.ts';

/** The contract schema, with an optional business name that may be left blank. */
const formSchema = signupBodySchema
  .omit({ businessName: true })
  .extend({ businessName: z.string().trim().max(120, 'Business name must be at most 120 characters') });

const FIELDS = ['name', 'businessName', 'email', 'password'] as const;

export function SignUpForm() {
  const mutation = useSignUp();
  const form = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', businessName: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ businessName, ...rest }) => {
    try {
      const session = await mutation.mutateAsync({ ...rest, ...(businessName ? { businessName } : {}) });
      // The public-only guard moves the now signed-in user on to /verify.
      authStore.startSession(session, { redirectTo: '/verify' });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
      if (error instanceof ApiError && error.code === 'EMAIL_TAKEN') {
        form.setError('email', { type: 'server', message: error.message });
      }
      toast.error(
        error instanceof ApiError && error.message ? error.message : 'An error occurred during sign up',
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Create your account">
      <Field id="name" label="Your name" error={errors.name?.message}>
        <Input
          id="name"
          autoComplete="name"
          autoFocus
          placeholder="Ayesha Khan"
          invalid={!!errors.name}
          aria-describedby={describedBy('name', errors.name?.message)}
          {...form.register('name')}
        />
      </Field>
      <Field id="businessName" label="Business name" optional error={errors.businessName?.message}>
        <Input
          id="businessName"
          autoComplete="organization"
          placeholder="Ayesha's Closet"
          invalid={!!errors.businessName}
          aria-describedby={describedBy('businessName', errors.businessName?.message)}
          {...form.register('businessName')}
        />
      </Field>
      <Field id="email" label="E-mail" error={errors.email?.message}>
        <Input
          id="email"
          type="email"
          autoComplete="email"
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
        hint={`At least ${PASSWORD_MIN} characters. Avoid common passwords.`}
      >
        <PasswordInput
          id="password"
          autoComplete="new-password"
          invalid={!!errors.password}
          aria-describedby={describedBy('password', errors.password?.message, 'hint')}
          {...form.register('password')}
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
        Create account
      </Button>
      <p className="text-center text-xs text-muted">
        By creating an account you agree to keep your customers&apos; data safe and use Sauda lawfully.
      </p>
    </form>
  );
}
