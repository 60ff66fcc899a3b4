import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { Ban, PackageCheck, PackageSearch, Printer, RotateCcw, ShieldCheck, X } from 'lucide-react';
import type { Shipment } from '@sauda/contracts/couriers.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useRetryShipment } from '../api/booking.ts';
import { useCourierAccounts } from '../../../lib/courier-accounts.ts';
import { openLabels, useCancelBooking, useShipments } from '../api/shipments.ts';
import { plural } from '../lib/booking-rows.ts';
import { canCancel, canPrintLabel, canRetry } from '../lib/display.ts';
import { DEFAULT_LABELS_PER_PAGE, type LabelsPerPage } from '../lib/labels.ts';
import { PAGE_SIZES, shipmentApiQuery, type ShipmentParams, type ShipmentView } from '../lib/list-params.ts';
import { BookingProgress } from './booking-progress.tsx';
import { LabelsPerPageSelect } from './labels-per-page.tsx';
import { RowAction, TrackLink } from './shipment-actions.tsx';
import { ShipmentFilters } from './shipment-filters.tsx';
import { ShipmentsList } from './shipments-list.tsx';

const VIEWS: readonly ShipmentView[] = ['booked', 'problems', 'all'];

function EmptyView({
  view,
  filtered,
  onClear,
}: {
  view: ShipmentView;
  filtered: boolean;
  onClear: () => void;
}) {
  if (filtered) {
    return (
      <EmptyState
        icon={<PackageSearch />}
        title="No parcels match"
        description="Try another search or courier."
        action={
          <Button variant="outline" onClick={onClear}>
            Clear filters
          </Button>
        }
      />
    );
  }
  if (view === 'problems') {
    return (
      <EmptyState
        icon={<ShieldCheck />}
        title="No booking problems"
        description="Every booking went through. Failed or unconfirmed bookings would show up here to retry."
      />
    );
  }
  return (
    <EmptyState
      icon={<PackageCheck />}
      title={view === 'booked' ? 'No booked parcels waiting for pick-up' : 'No parcels yet'}
      description="Book confirmed orders with a courier on the Dispatch page; their tracking numbers and labels appear here."
      action={
        <Link to="/dispatch" className={buttonClasses('primary')}>
          Book parcels
        </Link>
      }
    />
  );
}

/** Booked parcels: labels (one or many), cancel with the courier, retry failed bookings. */
export function ParcelsBoard({
  params,
  onChange,
}: {
  params: ShipmentParams;
  onChange: (change: Partial<ShipmentParams>) => void;
}) {
  const accounts = useCourierAccounts();
  const query = useMemo(() => shipmentApiQuery(params), [params]);
  const list = useShipments(query);
  const rows = useMemo(() => list.data?.data ?? [], [list.data]);
  const meta = list.data?.meta;
  const cancel = useCancelBooking();
  const retry = useRetryShipment();
  const [perPage, setPerPage] = useState<LabelsPerPage>(DEFAULT_LABELS_PER_PAGE);
  const [cancelling, setCancelling] = useState<Shipment | null>(null);
  const [retryJob, setRetryJob] = useState<string | null>(null);
  const [retryingId, setRetryingId] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const queryKey = JSON.stringify(query);
  const [seenQuery, setSeenQuery] = useState(queryKey);
  if (seenQuery !== queryKey) {
    setSeenQuery(queryKey);
    setSelected(new Set());
  }

  const chosen = rows.filter((r) => selected.has(r._id));
  const printable = chosen.filter(canPrintLabel);
  const filtered = !!params.search || !!params.courierId;

  function print(ids: string[]) {
    if (!openLabels(ids, perPage)) toast.error('Choose booked parcels to print their labels');
  }

  function confirmCancel() {
    if (!cancelling) return;
    const s = cancelling;
    cancel.mutate(s._id, {
      onSuccess: () => {
        toast.success(`Booking of ${s.orderName} cancelled`);
        setCancelling(null);
        setSelected((prev) => {
          const next = new Set(prev);
          next.delete(s._id);
          return next;
        });
      },
      onError: (error) => {
        toast.error(errorMessage(error, 'The courier did not cancel the booking'));
        setCancelling(null);
      },
    });
  }

  function retryOne(s: Shipment) {
    setRetryingId(s._id);
    retry.mutate(s._id, {
      onSuccess: (job) => {
        setRetryJob(job._id);
        toast.success(`Booking ${s.orderName} again…`);
      },
      onError: (error) => toast.error(errorMessage(error, 'Could not retry the booking')),
      onSettled: () => setRetryingId(null),
    });
  }

  return (
    <>
      {retryJob ? (
        <BookingProgress jobId={retryJob} title="Booking again" onDismiss={() => setRetryJob(null)} />
      ) : null}
      <Card className="overflow-hidden">
        <ShipmentFilters params={params} views={VIEWS} accounts={accounts.data ?? []} onChange={onChange} />
        <div
          role="region"
          aria-label="Label printing"
          className={cn(
            'flex flex-wrap items-center gap-2 border-t px-4 py-2.5 sm:px-5',
            chosen.length ? 'border-brand-200 bg-brand-50' : 'border-line',
          )}
        >
          {chosen.length ? (
            <>
              <p className="text-sm font-medium text-brand-900 tabular-nums">
                {plural(chosen.length, 'parcel')} selected
              </p>
              <Button
                size="sm"
                disabled={printable.length === 0}
                title={printable.length === 0 ? 'Only booked parcels have labels' : undefined}
                onClick={() => {
                  print(printable.map((s) => s._id));
                  if (printable.length < chosen.length)
                    toast(`${plural(chosen.length - printable.length, 'parcel')} without a booking skipped`);
                }}
              >
                <Printer /> Print labels ({printable.length})
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
                <X /> Clear
              </Button>
            </>
          ) : (
            <p className="text-sm text-muted">Select parcels to print their labels together.</p>
          )}
          <div className="ml-auto">
            <LabelsPerPageSelect value={perPage} onChange={setPerPage} />
          </div>
        </div>
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
          <EmptyView
            view={params.view}
            filtered={filtered}
            onClear={() => onChange({ search: undefined, courierId: undefined })}
          />
        ) : (
          <div
            aria-busy={list.isFetching || undefined}
            className={list.isPlaceholderData ? 'opacity-60' : undefined}
          >
            <ShipmentsList
              rows={rows}
              loading={list.isPending}
              label="Parcels"
              timeLabel="Booked at"
              timeOf={(s) => s.bookedAt ?? s.createdAt}
              selected={selected}
              onToggle={(id) =>
                setSelected((prev) => {
                  const next = new Set(prev);
                  if (next.has(id)) next.delete(id);
                  else next.add(id);
                  return next;
                })
              }
              onToggleAll={(checked) => setSelected(checked ? new Set(rows.map((r) => r._id)) : new Set())}
              actions={(s) => (
                <>
                  {canPrintLabel(s) ? (
                    <RowAction
                      label={`Print label for ${s.orderName}`}
                      text="Label"
                      icon={<Printer />}
                      onClick={() => print([s._id])}
                    />
                  ) : null}
                  {canRetry(s) ? (
                    <RowAction
                      label={`Retry booking for ${s.orderName}`}
                      text="Retry"
                      tone="primary"
                      icon={<RotateCcw />}
                      busy={retryingId === s._id}
                      onClick={() => retryOne(s)}
                    />
                  ) : null}
                  {canCancel(s) ? (
                    <RowAction
                      label={`Cancel booking for ${s.orderName}`}
                      text="Cancel"
                      tone="danger"
                      icon={<Ban />}
                      onClick={() => setCancelling(s)}
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
        open={!!cancelling}
        onOpenChange={(open) => (open ? undefined : setCancelling(null))}
        title={cancelling ? `Cancel the booking of ${cancelling.orderName}?` : 'Cancel booking?'}
        description={
          cancelling
            ? `${cancelling.courierName} will be asked to cancel tracking number ${cancelling.trackingNumber ?? cancelling.reference}. A parcel the rider already has cannot be cancelled.`
            : undefined
        }
        confirmLabel="Cancel booking"
        cancelLabel="Keep booking"
        destructive
        pending={cancel.isPending}
        onConfirm={confirmCancel}
      />
    </>
  );
}
