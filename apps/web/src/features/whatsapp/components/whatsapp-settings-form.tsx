import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { FlaskConical, Smartphone } from 'lucide-react';
import { putWhatsappSettingsSchema, type WhatsappSettings } from '@sauda/contracts/whatsapp.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { describedBy, Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatRelative } from '../../../lib/format.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import {
  useDeleteWhatsappSettings,
  useSaveWhatsappSettings,
  useWhatsappSettings,
} from '../api/whatsapp-settings.ts';
import { useConnectSandbox } from '../api/whatsapp-sandbox.ts';

const FIELDS = [
  'phoneNumberId',
  'accessToken',
  'templateName',
  'templateLanguage',
  'autoConfirm',
  'appSecret',
] as const;
const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

function SettingsEditor({ settings }: { settings: WhatsappSettings }) {
  const save = useSaveWhatsappSettings();
  const remove = useDeleteWhatsappSettings();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // A real number is connected (the sandbox is its own card above, and this form replaces it).
  const real = settings.configured && !settings.sandbox;
  const form = useForm({
    resolver: zodResolver(putWhatsappSettingsSchema),
    defaultValues: {
      phoneNumberId: real ? (settings.phoneNumberId ?? '') : '',
      accessToken: '',
      templateName: real ? (settings.templateName ?? undefined) : undefined,
      templateLanguage: real ? settings.templateLanguage || 'en' : 'en',
      autoConfirm: real ? settings.autoConfirm : false,
      appSecret: undefined,
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync(values);
      toast.success('WhatsApp settings saved');
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, FIELDS)) {
        setFormError(errorMessage(error, 'Could not save the WhatsApp settings'));
      }
    }
  });

  const tokenHint = real
    ? `Saved token: •••• ${settings.tokenLast4 ?? ''}. Paste the token again to save any change.`
    : 'A permanent token of a system user with the whatsapp_business_messaging permission.';
  const templateHint =
    'Your approved template with the five parameters and two buttons described under “What is a template?”.';
  const autoConfirm = form.watch('autoConfirm');

  return (
    <Card>
      <CardHeader
        title="WhatsApp Business API"
        description="Your own WhatsApp Business number, set up in Meta’s WhatsApp Manager."
        action={
          real ? (
            <Badge tone="green" dot>
              Connected
            </Badge>
          ) : (
            <Badge tone="grey">Not connected</Badge>
          )
        }
      />
      {real ? (
        <p className="border-b border-line px-5 py-3 text-sm" data-testid="whatsapp-number">
          {settings.number ? (
            <>
              Meta confirms <strong>{settings.number.displayPhoneNumber}</strong>
              {settings.number.verifiedName ? ` · ${settings.number.verifiedName}` : ''}{' '}
              <span className="text-muted">(checked {formatRelative(settings.number.checkedAt)})</span>
            </>
          ) : (
            <span className="text-amber-800">
              Not checked with Meta: it could not be reached when you saved. Save again to check the number
              and token.
            </span>
          )}
        </p>
      ) : null}
      {settings.sandbox ? (
        <p className="border-b border-line bg-violet-50 px-5 py-3 text-sm text-violet-900">
          The sandbox is on. Connecting your number here turns it off: confirmations then go to real buyers.
        </p>
      ) : null}
      <form onSubmit={submit} noValidate aria-label="WhatsApp settings">
        <CardBody className="grid gap-5 sm:grid-cols-2">
          <Field
            id="wa-phone-number-id"
            label="Phone number ID"
            error={errors.phoneNumberId?.message}
            hint="Meta shows it under WhatsApp > API setup (not the phone number itself)."
            className="sm:col-span-2"
          >
            <Input
              id="wa-phone-number-id"
              inputMode="numeric"
              autoComplete="off"
              placeholder="e.g. 109876543210987"
              invalid={!!errors.phoneNumberId}
              aria-describedby={describedBy('wa-phone-number-id', errors.phoneNumberId?.message, 'hint')}
              {...form.register('phoneNumberId')}
            />
          </Field>
          <Field
            id="wa-access-token"
            label="Access token"
            error={errors.accessToken?.message}
            hint={tokenHint}
            className="sm:col-span-2"
          >
            <Input
              id="wa-access-token"
              type="password"
              autoComplete="off"
              spellCheck={false}
              placeholder={real ? `•••• ${settings.tokenLast4 ?? ''}` : 'EAAG…'}
              invalid={!!errors.accessToken}
              aria-describedby={describedBy('wa-access-token', errors.accessToken?.message, 'hint')}
              {...form.register('accessToken')}
            />
          </Field>
          <Field
            id="wa-template-name"
            label="Template name"
            optional
            error={errors.templateName?.message}
            hint={templateHint}
          >
            <Input
              id="wa-template-name"
              autoComplete="off"
              placeholder="e.g. cod_confirmation"
              invalid={!!errors.templateName}
              aria-describedby={describedBy('wa-template-name', errors.templateName?.message, 'hint')}
              {...form.register('templateName', { setValueAs: emptyToUndefined })}
            />
          </Field>
          <Field
            id="wa-template-language"
            label="Template language"
            error={errors.templateLanguage?.message}
            hint="The language code the template was approved in, e.g. en or en_US."
          >
            <Input
              id="wa-template-language"
              autoComplete="off"
              invalid={!!errors.templateLanguage}
              aria-describedby={describedBy('wa-template-language', errors.templateLanguage?.message, 'hint')}
              {...form.register('templateLanguage')}
            />
          </Field>
          <div className="flex items-start justify-between gap-6 sm:col-span-2">
            <div>
              <label htmlFor="wa-auto-confirm" className="text-sm font-medium text-ink">
                Send the confirmation to every new COD order by itself
              </label>
              <p id="wa-auto-confirm-text" className="mt-0.5 text-sm text-muted">
                Needs the approved template above: WhatsApp delivers only templates to buyers who have not
                written to you in the last 24 hours.
              </p>
              {errors.autoConfirm?.message ? (
                <p role="alert" className="mt-1 text-sm text-red-700">
                  {errors.autoConfirm.message}
                </p>
              ) : null}
            </div>
            <Switch
              id="wa-auto-confirm"
              aria-describedby="wa-auto-confirm-text"
              checked={!!autoConfirm}
              onCheckedChange={(checked) => form.setValue('autoConfirm', checked, { shouldDirty: true })}
            />
          </div>
          <Field
            id="wa-app-secret"
            label="App secret"
            optional
            error={errors.appSecret?.message}
            hint={
              real && settings.webhook?.appSecretSet
                ? 'Saved. Paste it again only to replace it.'
                : 'Meta signs every webhook delivery with it: App dashboard → App settings → Basic → App secret.'
            }
            className="sm:col-span-2"
          >
            <Input
              id="wa-app-secret"
              type="password"
              autoComplete="off"
              spellCheck={false}
              placeholder={real && settings.webhook?.appSecretSet ? '•••• saved' : '32 letters and digits'}
              invalid={!!errors.appSecret}
              aria-describedby={describedBy('wa-app-secret', errors.appSecret?.message, 'hint')}
              {...form.register('appSecret', { setValueAs: emptyToUndefined })}
            />
          </Field>
          {formError ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 sm:col-span-2">
              {formError}
            </p>
          ) : null}
        </CardBody>
        <div className="flex flex-col-reverse gap-2 border-t border-line px-5 py-4 sm:flex-row sm:justify-between">
          {real ? (
            <Button variant="outline" className="text-red-700" onClick={() => setConfirmDelete(true)}>
              Disconnect
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={form.formState.isSubmitting}>
            {real ? 'Save changes' : 'Connect WhatsApp'}
          </Button>
        </div>
      </form>
      {real && settings.webhook ? <WebhookSetup webhook={settings.webhook} /> : null}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Disconnect WhatsApp?"
        description="Sauda deletes the saved token and stops sending confirmation links through your WhatsApp Business number. You can still send them by hand."
        confirmLabel="Disconnect"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: (res) => {
              setConfirmDelete(false);
              toast.success(res.message || 'WhatsApp disconnected');
            },
            onError: (error) => toast.error(errorMessage(error, 'Could not disconnect WhatsApp')),
          })
        }
      />
    </Card>
  );
}

/** Where the seller points Meta's webhook, in the words of Meta's own dashboard. */
function WebhookSetup({ webhook }: { webhook: NonNullable<WhatsappSettings['webhook']> }) {
  return (
    <section
      aria-labelledby="wa-webhook-title"
      className="min-w-0 space-y-3 border-t border-line px-5 py-4 text-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="wa-webhook-title" className="font-medium text-ink">
          Delivery reports (webhook)
        </h3>
        {webhook.appSecretSet ? (
          <Badge tone="green">App secret saved</Badge>
        ) : (
          <Badge tone="yellow">App secret needed</Badge>
        )}
      </div>
      <p className="text-slate-700">
        So that orders show whether the buyer got and read the message, in Meta’s App dashboard open{' '}
        <strong>WhatsApp → Configuration</strong>, choose <strong>Edit</strong> under Webhook, paste these two
        values and press <strong>Verify and save</strong>. Then, under Webhook fields, subscribe to{' '}
        <strong>messages</strong>.
      </p>
      <dl className="grid min-w-0 grid-cols-1 gap-3">
        {(
          [
            ['Callback URL', webhook.callbackUrl, 'Copy the callback URL'],
            ['Verify token', webhook.verifyToken, 'Copy the verify token'],
          ] as const
        ).map(([label, value, copyLabel]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-medium text-muted">{label}</dt>
            <dd className="mt-1 flex items-center gap-2">
              <code className="min-w-0 flex-1 truncate rounded-lg border border-line bg-slate-50 px-2.5 py-2 font-mono text-xs text-slate-700">
                {value}
              </code>
              <CopyButton text={value} label={copyLabel} className="shrink-0" />
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted">
        Meta calls only public https addresses: the callback URL must be reachable from the internet.
      </p>
    </section>
  );
}

export function WhatsappSettingsForm() {
  const settings = useWhatsappSettings();
  if (settings.isPending) {
    return (
      <Card className="space-y-3 p-5" aria-busy="true">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </Card>
    );
  }
  if (settings.isError) {
    return (
      <Card className="p-5">
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(settings.error, 'Could not load your WhatsApp settings')}
        </p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void settings.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  return (
    <div className="space-y-6">
      {settings.data.configured && !settings.data.sandbox ? null : <SandboxCard settings={settings.data} />}
      <SettingsEditor key={JSON.stringify(settings.data)} settings={settings.data} />
    </div>
  );
}

/**
 * The sandbox WhatsApp (docs/whatsapp.md §10): tried before any Meta account exists. On, it says
 * so plainly and leads to the on-screen phone; off, it is offered to a seller with no number.
 */
function SandboxCard({ settings }: { settings: WhatsappSettings }) {
  const connect = useConnectSandbox();
  const remove = useDeleteWhatsappSettings();
  const navigate = useNavigate();
  const [confirmOff, setConfirmOff] = useState(false);
  if (!settings.sandbox) {
    return (
      <Card>
        <CardHeader
          title="No WhatsApp Business account yet?"
          description="Try the whole confirmation on the sandbox first: new COD orders send their confirmation to an on-screen phone, where you tap Confirm as a buyer would. Nothing reaches a real buyer."
        />
        <div className="px-5 pb-5">
          <Button
            variant="outline"
            loading={connect.isPending}
            onClick={() =>
              connect.mutate(undefined, {
                onSuccess: () => {
                  toast.success('Sandbox on: new COD orders message the sandbox phone');
                  void navigate('/settings/whatsapp/sandbox-phone');
                },
                onError: (error) => toast.error(errorMessage(error, 'Could not turn on the sandbox')),
              })
            }
          >
            <FlaskConical aria-hidden /> Try the sandbox
          </Button>
        </div>
      </Card>
    );
  }
  return (
    <Card className="border-violet-200">
      <CardHeader
        title="Sandbox WhatsApp"
        description="Confirmations of new COD orders go to the on-screen phone, never to a buyer. Their ticks and the buyer's taps come back through the same webhook a real number uses."
        action={
          <Badge tone="violet" dot>
            Sandbox on
          </Badge>
        }
      />
      <div className="flex flex-col-reverse gap-2 px-5 pb-5 sm:flex-row sm:justify-between">
        <Button variant="outline" className="text-red-700" onClick={() => setConfirmOff(true)}>
          Turn off the sandbox
        </Button>
        <Link to="/settings/whatsapp/sandbox-phone" className={buttonClasses('primary', 'md')}>
          <Smartphone aria-hidden /> Open the sandbox phone
        </Link>
      </div>
      <ConfirmDialog
        open={confirmOff}
        onOpenChange={setConfirmOff}
        title="Turn off the sandbox?"
        description="New COD orders stop messaging the sandbox phone, and its chats are no longer shown. Orders keep what the sandbox recorded on them."
        confirmLabel="Turn off"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirmOff(false);
              toast.success('Sandbox off');
            },
            onError: (error) => toast.error(errorMessage(error, 'Could not turn off the sandbox')),
          })
        }
      />
    </Card>
  );
}

/** What connecting does, and what a message template is. */
export function WhatsappHelp() {
  return (
    <Card>
      <CardHeader title="How it works" />
      <CardBody className="space-y-4 text-sm text-slate-700">
        <p>
          With automatic confirmations on, every new cash-on-delivery order gets its confirmation sent to the
          buyer from your WhatsApp Business number; otherwise send it from an order with “Send via WhatsApp
          API”. Sauda records it on the order’s timeline with WhatsApp’s ticks: sent, delivered, read.
        </p>
        <p>
          The buyer answers with a tap on <strong>Confirm order</strong> or <strong>Cancel order</strong>, or
          by replying “haan”, “ji”, “nahi”, “
          <span lang="ur" dir="rtl">
            ہاں
          </span>
          ” or “
          <span lang="ur" dir="rtl">
            کینسل
          </span>
          ”; Sauda confirms or cancels the order and thanks them. A reply it cannot read appears on the order
          for you.
        </p>
        <div>
          <h3 className="font-medium text-ink">What is a template?</h3>
          <p className="mt-1">
            A message template you create in WhatsApp Manager and Meta approves. Its body can use these
            parameters:
          </p>
          <ul className="mt-2 grid gap-1 font-mono text-xs text-slate-600 sm:grid-cols-2">
            <li>{'{{1}}'} buyer’s name</li>
            <li>{'{{2}}'} order number</li>
            <li>{'{{3}}'} store name</li>
            <li>{'{{4}}'} order total</li>
            <li>{'{{5}}'} confirmation link</li>
          </ul>
          <p className="mt-2">
            Add two quick-reply buttons, in this order: <strong>Confirm order</strong>, then{' '}
            <strong>Cancel order</strong>.
          </p>
          <p className="mt-2 text-muted">
            Without a template Sauda sends a plain text message, which WhatsApp only delivers within 24 hours
            of the buyer’s last message to you.
          </p>
        </div>
      </CardBody>
    </Card>
  );
}
