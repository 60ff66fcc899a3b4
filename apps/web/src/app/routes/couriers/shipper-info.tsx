import { useState } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { Building2, Plus } from 'lucide-react';
import type { Shipper } from '@sauda/contracts/couriers.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { useCourierAccounts } from '../../../lib/courier-accounts.ts';
import {
  useDeleteShipper,
  useShippers,
  useSyncShipper,
  useUpdateShipper,
} from '../../../features/couriers/api/shippers.ts';
import { ShipperCard } from '../../../features/couriers/components/shipper-card.tsx';
import { hasSyncErrors } from '../../../features/couriers/lib/shipper-sync.ts';
import { makeDefaultBody } from '../../../features/couriers/lib/shipper-form.ts';
import { errorMessage } from '../../../lib/api-client.ts';

export default function ShipperInfoPage() {
  const shippers = useShippers();
  const accounts = useCourierAccounts();
  const list = shippers.data ?? [];
  const remove = useDeleteShipper();
  const sync = useSyncShipper();
  const update = useUpdateShipper();
  const [removing, setRemoving] = useState<Shipper | null>(null);

  function retrySync(shipper: Shipper) {
    sync.mutate(shipper._id, {
      onSuccess: (saved) =>
        hasSyncErrors(saved)
          ? toast.error(`Some couriers still refuse ${saved.name}; see the messages on the card`)
          : toast.success(`${saved.name} registered with your couriers`),
      onError: (error) => toast.error(errorMessage(error, 'Could not sync the address')),
    });
  }

  function makeDefault(shipper: Shipper) {
    update.mutate(
      { id: shipper._id, body: makeDefaultBody(shipper) },
      {
        onSuccess: (saved) => toast.success(`${saved.name} is now your default pickup address`),
        onError: (error) => toast.error(errorMessage(error, 'Could not change the default address')),
      },
    );
  }

  function confirmRemove() {
    if (!removing) return;
    const shipper = removing;
    remove.mutate(shipper._id, {
      onSuccess: () => {
        toast.success(`${shipper.name} removed`);
        setRemoving(null);
      },
      onError: (error) => toast.error(errorMessage(error, `Could not remove ${shipper.name}`)),
    });
  }

  const addButton = (
    <Link to="/add-shipper-info" className={buttonClasses('primary')}>
      <Plus /> Add Pickup Address
    </Link>
  );

  return (
    <div>
      <PageHeader
        title="Pickup Addresses"
        description="Where couriers collect your parcels. Sauda registers each address with couriers whose API keeps pickup addresses."
        actions={list.length ? addButton : undefined}
      />
      {shippers.isPending ? (
        <div
          className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
          aria-busy="true"
          aria-label="Loading pickup addresses"
        >
          {Array.from({ length: 2 }, (_, i) => (
            <Card key={i} className="space-y-3 p-5">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-10" />
              <Skeleton className="h-8 w-40" />
            </Card>
          ))}
        </div>
      ) : shippers.isError ? (
        <Card className="p-6 text-center">
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(shippers.error, 'Could not load your pickup addresses')}
          </p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void shippers.refetch()}>
            Try again
          </Button>
        </Card>
      ) : list.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Building2 />}
            title="No pickup addresses yet"
            description="Add your warehouse or shop so couriers know where to collect parcels. The first address becomes your default."
            action={addButton}
          />
        </Card>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Pickup addresses">
          {list.map((s) => (
            <li key={s._id} className="min-w-0">
              <ShipperCard
                shipper={s}
                accounts={accounts.data ?? []}
                syncing={sync.isPending && sync.variables === s._id}
                settingDefault={update.isPending && update.variables.id === s._id}
                onSync={retrySync}
                onMakeDefault={makeDefault}
                onRemove={setRemoving}
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing ? `Remove ${removing.name}?` : 'Remove pickup address?'}
        description={
          removing?.isDefault
            ? 'This is your default pickup address. Parcels already booked from it keep it; choose another default for new bookings.'
            : 'Parcels already booked from this address keep it. New bookings can no longer use it.'
        }
        confirmLabel="Remove address"
        destructive
        pending={remove.isPending}
        onConfirm={confirmRemove}
      />
    </div>
  );
}
