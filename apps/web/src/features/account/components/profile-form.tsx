import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { z } from 'zod';
import type { User } from '@sauda/contracts/auth.ts';
import { normalisePhone, phoneSchema, text } from '@sauda/contracts/common.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { Field, describedBy } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { useUpdateUser } from '../api/update-user.ts';

const schema = z.object({
  name: text(1, 120),
  phone: z.union([z.literal(''), phoneSchema]),
  image: z.union([z.literal(''), z.url('Enter a full image address starting with https://').max(2000)]),
});

export function ProfileForm({ user, onUpdated }: { user: User; onUpdated: (user: User) => void }) {
  const update = useUpdateUser(onUpdated);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { name: user.name, phone: user.phone ?? '', image: user.image ?? '' },
  });
  const { errors, isDirty } = form.formState;
  const image = form.watch('image');
  const name = form.watch('name');

  const onSubmit = form.handleSubmit((values) =>
    update
      .mutateAsync(values)
      .then((saved) => {
        form.reset({ name: saved.name, phone: saved.phone ?? '', image: saved.image ?? '' });
        toast.success('Profile saved');
      })
      .catch((error: unknown) => {
        if (!applyServerFieldErrors(error, form.setError, ['name', 'phone', 'image'])) {
          toast.error(errorMessage(error, 'Could not save your profile'));
        }
      }),
  );

  return (
    <Card>
      <CardHeader title="Profile" description="Your name, phone and picture." />
      <form onSubmit={onSubmit} noValidate className="space-y-5 p-5" aria-label="Edit profile">
        <div className="flex items-center gap-4">
          <Avatar name={name || user.name} src={/^https?:\/\//.test(image) ? image : null} size={56} />
          <p className="text-sm text-muted">
            Paste a link to a square picture, or leave it empty to use your initials.
          </p>
        </div>
        <Field id="name" label="Full name" error={errors.name?.message}>
          <Input
            id="name"
            autoComplete="name"
            invalid={!!errors.name}
            aria-describedby={describedBy('name', errors.name?.message)}
            {...form.register('name')}
          />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            id="phone"
            label="Mobile number"
            optional
            error={errors.phone?.message}
            hint="e.g. 0300 1234567 or +92 300 1234567"
          >
            <Input
              id="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="0300 1234567"
              invalid={!!errors.phone}
              aria-describedby={describedBy('phone', errors.phone?.message, 'hint')}
              {...form.register('phone', {
                onBlur: (e: { target: HTMLInputElement }) => {
                  const v = e.target.value.trim();
                  if (v) form.setValue('phone', normalisePhone(v), { shouldDirty: true });
                },
              })}
            />
          </Field>
          <Field id="email-readonly" label="E-mail" hint="Contact support to change your sign-in e-mail.">
            <Input
              id="email-readonly"
              value={user.email}
              readOnly
              disabled
              aria-describedby="email-readonly-hint"
            />
          </Field>
        </div>
        <Field id="image" label="Profile picture URL" optional error={errors.image?.message}>
          <Input
            id="image"
            type="url"
            inputMode="url"
            placeholder="https://…"
            invalid={!!errors.image}
            aria-describedby={describedBy('image', errors.image?.message)}
            {...form.register('image')}
          />
        </Field>
        <div className="flex justify-end gap-2 border-t border-line pt-5">
          <Button
            variant="outline"
            disabled={!isDirty || form.formState.isSubmitting}
            onClick={() => form.reset()}
          >
            Discard
          </Button>
          <Button type="submit" disabled={!isDirty} loading={form.formState.isSubmitting}>
            Save profile
          </Button>
        </div>
      </form>
    </Card>
  );
}
