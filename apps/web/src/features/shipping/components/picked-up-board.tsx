import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { CheckCheck, Hand, PackageSearch, Undo2 } from 'lucide-react';
import type { Shipment } from '@sauda/contracts/couriers.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCourierAccounts } from '../../../lib/courier-accounts.ts';
import { useShipments, useUpdateShipmentStatus, type ManualStatus } from '../api/shipments.ts';
import { manualMoves } from '../lib/display.ts';
import { PAGE_SIZES, shipmentApiQuery, type ShipmentParams } from '../lib/list-params.ts';
import { RowAction, TrackLink } from './shipment-actions.tsx';
import { ShipmentFilters } from './shipment-filters.tsx';
import { ShipmentsList } from './shipments-list.tsx';

/** Parcels the rider has (picked up / in transit); manual-courier ones are moved on by hand. */
export function PickedUpBoard({
  params,
  onChange,
}: {
  params: ShipmentParams;
  onChange: (change: Partial<ShipmentParams>) => void;
}) {
  const accounts = useCourierAccounts();
  const query = useMemo(() => shipmentApiQuery({ ...params, view: 'picked_up' }), [params]);
  const list = useShipments(query);
  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;
  const update = useUpdateShipmentStatus();
  const [returning, setReturning] = useState<Shipment | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const filtered = !!params.search || !!params.courierId;

  function move(s: Shipment, status: ManualStatus) {
    setBusy(s._id);
    update.mutate(
      { id: s._id, status },
      {
        onSuccess: () => {
          toast.success(`${s.orderName} marked ${status === 'delivered' ? 'delivered' : 'returned'}`);
          setReturning(null);
        },
        onError: (error) => {
          toast.error(errorMessage(error, 'Could not change the parcel'));
          setReturning(null);
        },
        onSettled: () => setBusy(null),
      },
    );
  }

  return (
    <>
      <Card className="overflow-hidden">
        <ShipmentFilters params={params} accounts={accounts.data ?? []} onChange={onChange} />
        {list.isError && !list.data ? (
          <div className="p-6 text-center">
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(list.error, 'Could not load your parcels')}
            </p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : !list.isPending && rows.length === 0 ? (
          filtered ? (
            <EmptyState
              icon={<PackageSearch />}
              title="No parcels match"
              description="Try another search or courier."
              action={
                <Button
                  variant="outline"
                  onClick={() => onChange({ search: undefined, courierId: undefined })}
                >
                  Clear filters
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<Hand />}
              title="Nothing on the road right now"
              description="Parcels show up here once the courier's rider picks them up, until they are delivered or returned."
              action={
                <Link to="/orders/booking" className={buttonClasses('outline')}>
                  See booked parcels
                </Link>
              }
            />
          )
        ) : (
          <div
            aria-busy={list.isFetching || undefined}
            className={list.isPlaceholderData ? 'opacity-60' : undefined}
          >
            <ShipmentsList
              rows={rows}
              loading={list.isPending}
              label="Picked up parcels"
              timeLabel="Picked up"
              timeOf={(s) => s.pickedUpAt}
              actions={(s) => (
                <>
                  {manualMoves(s).includes('delivered') ? (
                    <RowAction
                      label={`Mark ${s.orderName} delivered`}
                      text="Mark delivered"
                      tone="primary"
                      icon={<CheckCheck />}
                      busy={busy === s._id && !returning}
                      disabled={busy !== null}
                      onClick={() => move(s, 'delivered')}
                    />
                  ) : null}
                  {manualMoves(s).includes('returned') ? (
                    <RowAction
                      label={`Mark ${s.orderName} returned`}
                      text="Mark returned"
                      tone="danger"
                      icon={<Undo2 />}
                      disabled={busy !== null}
                      onClick={() => setReturning(s)}
                    />
                  ) : null}
                  <TrackLink shipment={s} />
                </>
              )}
            />
          </div>
        )}
        {meta && meta.total > 0 ? (
          <Pagination
            page={params.page}
            limit={params.limit}
            total={meta.total}
            capped={meta.totalCapped}
            shown={rows.length}
            pageSizes={PAGE_SIZES}
            label="parcels"
            onPageChange={(page) => onChange({ page })}
            onLimitChange={(limit) => onChange({ limit })}
          />
        ) : null}
      </Card>
      <ConfirmDialog
        open={!!returning}
        onOpenChange={(open) => (open ? undefined : setReturning(null))}
        title={returning ? `Mark ${returning.orderName} returned?` : 'Mark returned?'}
        description="Use this when the parcel has come back to you undelivered. The order is marked returned."
        confirmLabel="Mark returned"
        destructive
        pending={update.isPending}
        onConfirm={() => (returning ? move(returning, 'returned') : undefined)}
      />
    </>
  );
}
