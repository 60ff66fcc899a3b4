import { useId } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { AlertTriangle, MapPinned, Pencil, PlugZap, Trash2 } from 'lucide-react';
import type { CourierAccount } from '@sauda/contracts/couriers.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime, formatRelative } from '../../../lib/format.ts';
import { useTestCourierAccount, useUpdateCourierAccount } from '../api/courier-accounts.ts';
import { environmentBadge } from '../lib/catalogue.ts';
import { ConnectionStatus } from './connection-status.tsx';
import { CourierMark } from './courier-mark.tsx';

export const bookingCitiesHref = (id: string) =>
  `/settings/couriers/booking-cities?courier=${encodeURIComponent(id)}`;

/** One connected courier account: status, on/off, test, edit, remove. */
export function CourierAccountCard({
  account,
  onEdit,
  onRemove,
}: {
  account: CourierAccount;
  onEdit: (account: CourierAccount) => void;
  onRemove: (account: CourierAccount) => void;
}) {
  const titleId = useId();
  const switchId = useId();
  const update = useUpdateCourierAccount();
  const test = useTestCourierAccount();
  const env = environmentBadge(account);
  const enabled =
    update.isPending && update.variables.body.enabled !== undefined
      ? update.variables.body.enabled
      : account.enabled;

  function toggle(next: boolean) {
    update.mutate(
      { id: account._id, body: { enabled: next } },
      {
        onSuccess: () => toast.success(`${account.name} ${next ? 'enabled' : 'disabled'}`),
        onError: (error) => toast.error(errorMessage(error, `Could not update ${account.name}`)),
      },
    );
  }

  function runTest() {
    test.mutate(account._id, {
      onSuccess: (r) => (r.ok ? toast.success(r.message) : toast.error(r.message)),
      onError: (error) => toast.error(errorMessage(error, 'Could not test the connection')),
    });
  }

  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      className={cn('flex flex-col p-4 sm:p-5', !account.enabled && 'bg-slate-50/60')}
    >
      <div className="flex items-start gap-3">
        <CourierMark code={account.courier} />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-base font-semibold text-ink">
            {account.name}
          </h2>
          <p className="truncate text-sm text-muted">{account.courierName}</p>
        </div>
        <Badge tone={env.tone}>{env.label}</Badge>
      </div>

      <div className="mt-4 flex items-center justify-between gap-3 rounded-lg border border-line px-3 py-2">
        <div className="min-w-0 text-sm">
          <label htmlFor={switchId} className="font-medium text-slate-700">
            Enabled<span className="sr-only"> – {account.name}</span>
          </label>
          <p id={`${switchId}-hint`} className="text-xs text-muted">
            {enabled ? 'Offered when booking parcels' : 'Off: not offered for new bookings; tracking goes on'}
          </p>
        </div>
        <Switch
          id={switchId}
          checked={enabled}
          onCheckedChange={toggle}
          disabled={update.isPending}
          aria-describedby={`${switchId}-hint`}
        />
      </div>

      <ConnectionStatus account={account} className="mt-3" />

      {account.lastSyncError ? (
        <div className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p className="min-w-0">
            <span className="font-medium">Last sync failed: </span>
            <span className="break-words">{account.lastSyncError}</span>
            {account.lastSyncAt ? (
              <span className="block text-xs opacity-80">
                <time dateTime={account.lastSyncAt} title={formatDateTime(account.lastSyncAt)}>
                  {formatRelative(account.lastSyncAt)}
                </time>
              </span>
            ) : null}
          </p>
        </div>
      ) : null}

      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-line pt-4">
        <Button variant="outline" size="sm" loading={test.isPending} onClick={runTest}>
          {test.isPending ? null : <PlugZap />} Test connection
        </Button>
        <Link to={bookingCitiesHref(account._id)} className={buttonClasses('ghost', 'sm')}>
          <MapPinned /> Booking cities
        </Link>
        <div className="ml-auto flex gap-1">
          <Button variant="ghost" size="sm" onClick={() => onEdit(account)}>
            <Pencil /> Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={() => onRemove(account)}
          >
            <Trash2 /> Remove
          </Button>
        </div>
      </div>
    </Card>
  );
}
