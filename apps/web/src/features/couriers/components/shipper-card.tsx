import { useId } from 'react';
import { Link } from 'react-router';
import {
  AlertTriangle,
  CheckCircle2,
  Clock,
  Mail,
  MapPin,
  Pencil,
  Phone,
  RefreshCw,
  Star,
  Trash2,
  User,
} from 'lucide-react';
import type { CourierAccount, Shipper } from '@sauda/contracts/couriers.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { hasSyncErrors, syncLines } from '../lib/shipper-sync.ts';

export const editShipperHref = (id: string) => `/edit-shipper-info?id=${encodeURIComponent(id)}`;

/** One pickup address: contact, address, per courier registration, actions. */
export function ShipperCard({
  shipper,
  accounts,
  syncing,
  settingDefault,
  onSync,
  onMakeDefault,
  onRemove,
}: {
  shipper: Shipper;
  accounts: readonly Pick<CourierAccount, '_id' | 'name'>[];
  syncing: boolean;
  settingDefault: boolean;
  onSync: (shipper: Shipper) => void;
  onMakeDefault: (shipper: Shipper) => void;
  onRemove: (shipper: Shipper) => void;
}) {
  const titleId = useId();
  const lines = syncLines(shipper, accounts);
  const failed = hasSyncErrors(shipper);
  return (
    <Card role="article" aria-labelledby={titleId} className="flex h-full flex-col p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="min-w-0 text-base font-semibold break-words text-ink">
          {shipper.name}
        </h2>
        {shipper.isDefault ? (
          <Badge tone="brand">
            <Star className="size-3" aria-hidden /> Default
          </Badge>
        ) : null}
      </div>
      <dl className="mt-3 space-y-1.5 text-sm text-slate-700">
        <div className="flex items-center gap-2">
          <dt className="sr-only">Contact person</dt>
          <User className="size-4 shrink-0 text-slate-400" aria-hidden />
          <dd className="min-w-0 truncate">{shipper.contactName}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="sr-only">Phone</dt>
          <Phone className="size-4 shrink-0 text-slate-400" aria-hidden />
          <dd>
            <a href={`tel:${shipper.phone}`} className="tabular-nums hover:text-brand-800">
              {shipper.phone}
            </a>
          </dd>
        </div>
        {shipper.email ? (
          <div className="flex items-center gap-2">
            <dt className="sr-only">E-mail</dt>
            <Mail className="size-4 shrink-0 text-slate-400" aria-hidden />
            <dd className="min-w-0 truncate">
              <a href={`mailto:${shipper.email}`} className="hover:text-brand-800">
                {shipper.email}
              </a>
            </dd>
          </div>
        ) : null}
        <div className="flex items-start gap-2">
          <dt className="sr-only">Address</dt>
          <MapPin className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
          <dd className="min-w-0">
            <span className="block break-words whitespace-pre-line">{shipper.address}</span>
            <span className="block font-medium text-ink">{shipper.city}</span>
          </dd>
        </div>
      </dl>

      {lines.length ? (
        <section aria-label="Courier registration" className="mt-4 rounded-lg border border-line">
          <ul className="divide-y divide-line text-sm">
            {lines.map((l) => (
              <li key={l.courierAccountId} className="flex items-start gap-2 px-3 py-2">
                {l.state === 'synced' ? (
                  <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
                ) : l.state === 'failed' ? (
                  <AlertTriangle className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden />
                ) : (
                  <Clock className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
                )}
                <span className="min-w-0">
                  <span className="font-medium text-ink">{l.accountName}: </span>
                  <span
                    className={cn(
                      'break-words',
                      l.state === 'failed'
                        ? 'text-red-700'
                        : l.state === 'synced'
                          ? 'text-slate-700'
                          : 'text-muted',
                    )}
                  >
                    {l.text}
                  </span>
                </span>
              </li>
            ))}
          </ul>
          {failed ? (
            <div className="border-t border-line px-3 py-2">
              <Button variant="outline" size="sm" loading={syncing} onClick={() => onSync(shipper)}>
                {syncing ? null : <RefreshCw />} Retry sync
              </Button>
            </div>
          ) : null}
        </section>
      ) : null}

      <div className="mt-auto pt-4">
        <div className="flex flex-wrap items-center gap-2 border-t border-line pt-4">
          <Link
            to={editShipperHref(shipper._id)}
            className={buttonClasses('outline', 'sm')}
            aria-label={`Edit ${shipper.name}`}
          >
            <Pencil /> Edit
          </Link>
          {!shipper.isDefault ? (
            <Button variant="ghost" size="sm" loading={settingDefault} onClick={() => onMakeDefault(shipper)}>
              {settingDefault ? null : <Star />} Make default
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto text-red-700 hover:bg-red-50 hover:text-red-800"
            aria-label={`Remove ${shipper.name}`}
            onClick={() => onRemove(shipper)}
          >
            <Trash2 /> Remove
          </Button>
        </div>
      </div>
    </Card>
  );
}
