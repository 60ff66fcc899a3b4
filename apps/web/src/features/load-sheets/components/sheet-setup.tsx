import { Link } from 'react-router';
import { Info } from 'lucide-react';
import type { CourierAccount, Shipper } from '@sauda/contracts/couriers.ts';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { accountLabel, makesOwnSheet } from '../lib/sheet-builder.ts';
import { StepCard } from './step-card.tsx';

function courierHint(account: CourierAccount | undefined): string {
  if (!account) return 'The parcels on one sheet go with one courier’s rider.';
  if (account.courier === 'manual')
    return 'Print Sauda’s manifest for the rider to sign; the courier is not told about the sheet.';
  if (makesOwnSheet(account.courier))
    return `${account.courierName} also makes its own load sheet: you can print theirs and Sauda’s manifest.`;
  return `${account.courierName} has no load sheet of its own: Sauda’s manifest is the rider’s copy.`;
}

/** Step 1: which courier account the rider comes from, and the pickup address on the sheet. */
export function SheetSetup({
  accounts,
  shippers,
  accountId,
  shipperId,
  onAccount,
  onShipper,
}: {
  accounts: readonly CourierAccount[];
  shippers: readonly Shipper[];
  accountId: string | undefined;
  shipperId: string | undefined;
  onAccount: (id: string) => void;
  onShipper: (id: string) => void;
}) {
  const account = accounts.find((a) => a._id === accountId);
  return (
    <StepCard step={1} title="Courier and pickup address">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="sheet-courier" label="Courier account" hint={courierHint(account)}>
          <Select
            id="sheet-courier"
            placeholder="Choose a courier"
            options={accounts.map((a) => ({
              value: a._id,
              label: a.courier === 'manual' ? `${accountLabel(a)} · manual` : accountLabel(a),
            }))}
            value={accountId}
            onValueChange={onAccount}
          />
        </Field>
        {shippers.length > 0 ? (
          <Field id="sheet-shipper" label="Pickup address" hint="Printed on the manifest for the rider.">
            <Select
              id="sheet-shipper"
              options={shippers.map((s) => ({
                value: s._id,
                label: `${s.name} · ${s.city}${s.isDefault ? ' (default)' : ''}`,
              }))}
              value={shipperId}
              onValueChange={onShipper}
            />
          </Field>
        ) : (
          <div className="space-y-1.5">
            <p className="text-sm font-medium text-slate-700">Pickup address</p>
            <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span>
                No pickup address yet. The sheet works without one, but{' '}
                <Link to="/add-shipper-info" className="font-medium underline underline-offset-2">
                  add your address
                </Link>{' '}
                so the rider knows where parcels come from.
              </span>
            </p>
          </div>
        )}
      </div>
    </StepCard>
  );
}
