import { useState } from 'react';
import toast from 'react-hot-toast';
import type { NotificationPrefs } from '@sauda/contracts/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useNotificationPrefs, useSaveNotificationPrefs } from '../api/notification-preferences.ts';

const GROUPS: { title: string; items: { key: keyof NotificationPrefs; label: string; text: string }[] }[] = [
  {
    title: 'Orders and shipping',
    items: [
      {
        key: 'newOrderEmail',
        label: 'New orders',
        text: 'An e-mail for every new order that reaches your stores.',
      },
      {
        key: 'codConfirmationAlerts',
        label: 'COD confirmations',
        text: 'When a customer confirms or cancels a cash-on-delivery order.',
      },
      {
        key: 'courierStatusUpdates',
        label: 'Courier status updates',
        text: 'Parcels picked up, delivered, returned or stuck with the courier.',
      },
    ],
  },
  {
    title: 'Money and stock',
    items: [
      {
        key: 'paymentRemittance',
        label: 'Payments and remittances',
        text: 'When a courier remits COD money or a payout is sent.',
      },
      { key: 'lowStockAlerts', label: 'Low stock', text: 'When a product’s inventory runs low.' },
    ],
  },
  {
    title: 'From Sauda',
    items: [
      {
        key: 'weeklySummary',
        label: 'Weekly summary',
        text: 'A Monday e-mail with last week’s orders, deliveries and returns.',
      },
      {
        key: 'productNews',
        label: 'Product news',
        text: 'New features and tips. No more than twice a month.',
      },
    ],
  },
];

function PrefsEditor({ initial }: { initial: NotificationPrefs }) {
  const save = useSaveNotificationPrefs();
  const [prefs, setPrefs] = useState(initial);
  const dirty = GROUPS.some((g) => g.items.some((i) => prefs[i.key] !== initial[i.key]));

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(prefs, {
          onSuccess: () => toast.success('Notification settings saved'),
          onError: (error) => toast.error(errorMessage(error, 'Could not save your settings')),
        });
      }}
      aria-label="Notification settings"
    >
      {GROUPS.map((group) => (
        <fieldset key={group.title} className="border-b border-line px-5 py-4 last:border-0">
          <legend className="sr-only">{group.title}</legend>
          <p aria-hidden className="mb-2 text-xs font-semibold tracking-wide text-muted uppercase">
            {group.title}
          </p>
          <ul className="divide-y divide-line">
            {group.items.map((item) => (
              <li key={item.key} className="flex items-start justify-between gap-6 py-3">
                <div>
                  <label htmlFor={`pref-${item.key}`} className="text-sm font-medium text-ink">
                    {item.label}
                  </label>
                  <p id={`pref-${item.key}-text`} className="mt-0.5 text-sm text-muted">
                    {item.text}
                  </p>
                </div>
                <Switch
                  id={`pref-${item.key}`}
                  aria-describedby={`pref-${item.key}-text`}
                  checked={prefs[item.key]}
                  onCheckedChange={(checked) => setPrefs((p) => ({ ...p, [item.key]: checked }))}
                />
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
      <div className="flex justify-end gap-2 border-t border-line px-5 py-4">
        <Button variant="outline" disabled={!dirty || save.isPending} onClick={() => setPrefs(initial)}>
          Discard
        </Button>
        <Button type="submit" disabled={!dirty} loading={save.isPending}>
          Save changes
        </Button>
      </div>
    </form>
  );
}

export function NotificationPrefsForm() {
  const prefs = useNotificationPrefs();
  return (
    <Card>
      <CardHeader title="E-mail notifications" description="Choose what Sauda e-mails you about." />
      {prefs.isPending ? (
        <div className="space-y-3 p-5">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : prefs.isError ? (
        <p role="alert" className="p-5 text-sm text-red-700">
          {errorMessage(prefs.error, 'Could not load your settings')}
        </p>
      ) : (
        <PrefsEditor key={JSON.stringify(prefs.data)} initial={prefs.data} />
      )}
    </Card>
  );
}
