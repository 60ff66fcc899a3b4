import { useState } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { ArrowLeft, MapPinned } from 'lucide-react';
import { COURIERS, type CourierAccount, type CourierCode } from '@sauda/contracts/couriers.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useCreateCourierAccount } from '../api/courier-accounts.ts';
import { defaultAccountName } from '../lib/catalogue.ts';
import { createBody, emptyConnectValues } from '../lib/connect-form.ts';
import { bookingCitiesHref } from './courier-account-card.tsx';
import { ConnectionStatus } from './connection-status.tsx';
import { CourierAccountForm } from './courier-account-form.tsx';
import { CourierPicker } from './courier-picker.tsx';

type Step =
  { kind: 'pick' } | { kind: 'details'; code: CourierCode } | { kind: 'done'; account: CourierAccount };

/** "Connect a courier": pick one, enter its details, see whether the connection works. */
export function ConnectCourierDialog({
  open,
  onOpenChange,
  accounts,
  preferred,
  initialCode,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  accounts: readonly CourierAccount[];
  /** The couriers the seller said they use: listed first in the picker. */
  preferred?: readonly CourierCode[];
  /** Open straight at this courier's details (a "Connect PostEx" button). */
  initialCode?: CourierCode | null;
}) {
  const [step, setStep] = useState<Step>({ kind: 'pick' });
  const [opened, setOpened] = useState(false);
  if (open !== opened) {
    setOpened(open);
    if (open) setStep(initialCode ? { kind: 'details', code: initialCode } : { kind: 'pick' });
  }
  const create = useCreateCourierAccount();

  function change(next: boolean) {
    onOpenChange(next);
    if (!next) setTimeout(() => setStep({ kind: 'pick' }), 300);
  }

  const title =
    step.kind === 'pick'
      ? 'Connect a courier'
      : step.kind === 'details'
        ? `Connect ${COURIERS[step.code].name}`
        : `${step.account.name} connected`;
  const description =
    step.kind === 'pick'
      ? 'Choose who picks up your parcels. You can connect several couriers and switch per order.'
      : step.kind === 'details'
        ? 'Sauda checks the connection as soon as you save.'
        : undefined;

  return (
    <Modal
      open={open}
      onOpenChange={change}
      title={title}
      description={description}
      className="max-h-[calc(100dvh-2rem)] max-w-2xl! overflow-y-auto"
    >
      {step.kind === 'pick' ? (
        <CourierPicker
          preferred={preferred}
          connected={new Set(accounts.map((a) => a.courier))}
          onPick={(code) => setStep({ kind: 'details', code })}
        />
      ) : step.kind === 'details' ? (
        <div>
          <Button variant="link" size="sm" className="mb-4 text-sm" onClick={() => setStep({ kind: 'pick' })}>
            <ArrowLeft /> Choose another courier
          </Button>
          <CourierAccountForm
            key={step.code}
            idPrefix={`connect-${step.code}`}
            code={step.code}
            initial={emptyConnectValues(step.code, defaultAccountName(step.code, accounts))}
            submitLabel={`Connect ${COURIERS[step.code].name}`}
            onCancel={() => change(false)}
            onSubmit={async (values) => {
              const account = await create.mutateAsync(createBody(step.code, values));
              if (account.lastTestOk === false)
                toast.error(`${account.name} saved, but the connection failed`);
              else toast.success(`${account.name} connected`);
              setStep({ kind: 'done', account });
            }}
          />
        </div>
      ) : (
        <div className="space-y-4">
          <ConnectionStatus account={step.account} />
          {step.account.lastTestOk === false ? (
            <p className="text-sm text-muted">
              The account is saved. Check the credentials with <strong>Edit</strong> on its card, then use{' '}
              <strong>Test connection</strong>.
            </p>
          ) : (
            <p className="text-sm text-muted">
              Next, check that the courier’s cities match Sauda’s so every parcel is booked to the right
              place.
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => change(false)}>
              Done
            </Button>
            <Link
              to={bookingCitiesHref(step.account._id)}
              className={buttonClasses('primary')}
              onClick={() => change(false)}
            >
              <MapPinned /> Set up booking cities
            </Link>
          </div>
        </div>
      )}
    </Modal>
  );
}
