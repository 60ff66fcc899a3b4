import { useState } from 'react';
import toast from 'react-hot-toast';
import { Plus } from 'lucide-react';
import { COURIERS, type CourierAccount, type CourierCode } from '@sauda/contracts/couriers.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { useCreateCourierAccount } from '../../../features/couriers/api/courier-accounts.ts';
import { useCourierAccounts } from '../../../lib/courier-accounts.ts';
import { useShippers } from '../../../features/couriers/api/shippers.ts';
import { ConnectCourierDialog } from '../../../features/couriers/components/connect-courier-dialog.tsx';
import { CourierAccountCard } from '../../../features/couriers/components/courier-account-card.tsx';
import {
  ConnectedCallout,
  NoPickupAddressCallout,
} from '../../../features/couriers/components/courier-callouts.tsx';
import { EditCourierDialog } from '../../../features/couriers/components/edit-courier-dialog.tsx';
import { RemoveCourierDialog } from '../../../features/couriers/components/remove-courier-dialog.tsx';
import { SandboxCta } from '../../../features/couriers/components/sandbox-cta.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSurvey } from '../../../features/survey/api/get-survey.ts';
import { surveyCouriers } from '../../../features/couriers/lib/catalogue.ts';

export default function CourierManagementPage() {
  const accounts = useCourierAccounts();
  const shippers = useShippers();
  const list = accounts.data ?? [];
  const createSandbox = useCreateCourierAccount();
  const [connectOpen, setConnectOpen] = useState(false);
  const [connectCode, setConnectCode] = useState<CourierCode | null>(null);
  const survey = useSurvey();
  // The couriers named in the questionnaire, first in the picker and offered here until connected.
  const preferred = surveyCouriers(survey.data?.couriers);
  const toConnect = preferred.filter((c) => !list.some((a) => a.courier === c));
  function openConnect(code: CourierCode | null) {
    setConnectCode(code);
    setConnectOpen(true);
  }
  const [editing, setEditing] = useState<CourierAccount | null>(null);
  const [removing, setRemoving] = useState<CourierAccount | null>(null);
  const [justConnected, setJustConnected] = useState<CourierAccount | null>(null);

  function connectSandbox() {
    createSandbox.mutate(
      { courier: 'sandbox', name: 'Sandbox courier' },
      {
        onSuccess: (account) => {
          toast.success('Sandbox courier connected');
          setJustConnected(account);
        },
        onError: (error) => toast.error(errorMessage(error, 'Could not connect the sandbox courier')),
      },
    );
  }

  const connectButton = (
    <Button onClick={() => openConnect(null)}>
      <Plus /> Connect a courier
    </Button>
  );

  return (
    <div>
      <PageHeader
        title="Courier Management"
        description="The couriers you book parcels with. Sauda books, tracks and reconciles payments through their APIs."
        actions={connectButton}
      />

      {accounts.isSuccess && toConnect.length > 0 ? (
        <Card className="mb-6 flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-700">
            You told us you ship with{' '}
            <span className="font-medium text-ink">
              {new Intl.ListFormat('en', { type: 'conjunction' }).format(
                toConnect.map((c) => COURIERS[c].name),
              )}
            </span>
            . Connect {toConnect.length === 1 ? 'it' : 'them'} to book and track from Sauda.
          </p>
          <div className="flex flex-wrap gap-2">
            {toConnect.map((c) => (
              <Button key={c} variant="outline" size="sm" onClick={() => openConnect(c)}>
                <Plus /> Connect {COURIERS[c].name}
              </Button>
            ))}
          </div>
        </Card>
      ) : null}

      {justConnected && list.some((a) => a._id === justConnected._id) ? (
        <ConnectedCallout account={justConnected} onDismiss={() => setJustConnected(null)} />
      ) : null}
      {list.length > 0 && shippers.data && shippers.data.length === 0 ? <NoPickupAddressCallout /> : null}

      {accounts.isPending ? (
        <div
          className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
          aria-busy="true"
          aria-label="Loading couriers"
        >
          {Array.from({ length: 3 }, (_, i) => (
            <Card key={i} className="space-y-3 p-5">
              <div className="flex gap-3">
                <Skeleton className="size-10" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-32" />
                  <Skeleton className="h-3 w-20" />
                </div>
              </div>
              <Skeleton className="h-12" />
              <Skeleton className="h-10" />
              <Skeleton className="h-8 w-48" />
            </Card>
          ))}
        </div>
      ) : accounts.isError ? (
        <Card className="p-6 text-center">
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(accounts.error, 'Could not load your couriers')}
          </p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void accounts.refetch()}>
            Try again
          </Button>
        </Card>
      ) : list.length === 0 ? (
        <SandboxCta
          pending={createSandbox.isPending}
          onConnectSandbox={connectSandbox}
          onConnectOther={() => openConnect(null)}
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Connected couriers">
          {list.map((account) => (
            <li key={account._id} className="min-w-0">
              <CourierAccountCard account={account} onEdit={setEditing} onRemove={setRemoving} />
            </li>
          ))}
        </ul>
      )}

      <ConnectCourierDialog
        open={connectOpen}
        onOpenChange={setConnectOpen}
        accounts={list}
        preferred={preferred}
        initialCode={connectCode}
      />
      <EditCourierDialog account={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <RemoveCourierDialog account={removing} onOpenChange={(open) => !open && setRemoving(null)} />
    </div>
  );
}
