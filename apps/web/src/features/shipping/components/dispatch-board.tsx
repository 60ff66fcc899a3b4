import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { PackageCheck, PackageSearch } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useBookOrders } from '../api/booking.ts';
import { useShippers } from '../api/courier-accounts.ts';
import { useCourierAccounts } from '../../../lib/courier-accounts.ts';
import { useDispatch, type DispatchRow } from '../api/dispatch.ts';
import {
  applyChoice,
  applyToSelected,
  effectiveChoice,
  invalidFieldsFromDetails,
  problemsToInvalid,
  toBookingRow,
  validateBookingRows,
  type BookingField,
  type RowChoice,
} from '../lib/booking-rows.ts';
import { dispatchApiQuery, PAGE_SIZES, type DispatchParams } from '../lib/list-params.ts';
import { BookingProgress } from './booking-progress.tsx';
import { BulkBookingBar } from './bulk-booking-bar.tsx';
import { DispatchFilters } from './dispatch-filters.tsx';
import { DispatchList } from './dispatch-list.tsx';
import { ShippingSetupEmpty } from './shipping-setup-empty.tsx';

function LoadError({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  return (
    <div className="p-6 text-center">
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(error, `Could not load ${what}`)}
      </p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** Confirmed orders → courier, service and pickup address per row → one booking job. */
export function DispatchBoard({
  params,
  onChange,
}: {
  params: DispatchParams;
  onChange: (change: Partial<DispatchParams>) => void;
}) {
  const accountsQ = useCourierAccounts();
  const shippersQ = useShippers();
  const accounts = useMemo(() => (accountsQ.data ?? []).filter((a) => a.enabled), [accountsQ.data]);
  const shippers = useMemo(() => shippersQ.data ?? [], [shippersQ.data]);
  const ready = accountsQ.isSuccess && shippersQ.isSuccess && accounts.length > 0 && shippers.length > 0;
  const query = useMemo(() => dispatchApiQuery(params), [params]);
  const list = useDispatch(query, { enabled: ready });
  const rows = useMemo(() => list.data?.data ?? [], [list.data]);
  const book = useBookOrders();

  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [overrides, setOverrides] = useState<Record<string, RowChoice>>({});
  const [invalid, setInvalid] = useState<Record<string, BookingField[]>>({});
  // A different page or filter starts a fresh selection.
  const queryKey = JSON.stringify(query);
  const [seenQuery, setSeenQuery] = useState(queryKey);
  if (seenQuery !== queryKey) {
    setSeenQuery(queryKey);
    setSelected(new Set());
  }

  const choiceOf = (row: DispatchRow) => effectiveChoice(row, overrides, accounts, shippers);
  const chosen = rows.filter((r) => selected.has(r._id));
  const courierIds = new Set(chosen.map((r) => choiceOf(r).courierId));
  const commonCourierId = courierIds.size === 1 ? [...courierIds][0] : undefined;

  function clearInvalid(ids: readonly string[], fields: readonly string[]) {
    setInvalid((prev) => {
      const next = { ...prev };
      for (const id of ids) {
        const left = (next[id] ?? []).filter((f) => !fields.includes(f));
        if (left.length) next[id] = left;
        else delete next[id];
      }
      return next;
    });
  }

  function changeRow(row: DispatchRow, patch: RowChoice) {
    setOverrides((prev) => ({ ...prev, [row._id]: applyChoice(choiceOf(row), patch, accounts) }));
    clearInvalid([row._id], patch.courierId ? ['courierId', 'shipmentType'] : Object.keys(patch));
  }

  function applySelected(patch: RowChoice) {
    setOverrides((prev) => applyToSelected(prev, rows, selected, patch, accounts, shippers));
    clearInvalid([...selected], patch.courierId ? ['courierId', 'shipmentType'] : Object.keys(patch));
  }

  function submit() {
    const items = chosen.map((r) => ({ name: r.name, row: toBookingRow(r, choiceOf(r)) }));
    const problems = validateBookingRows(items);
    if (problems.length) {
      setInvalid(problemsToInvalid(problems));
      toast.error(problems[0]?.message ?? 'Some orders are missing details');
      return;
    }
    const ids = items.map((i) => i.row.orderId ?? '');
    book.mutate(
      items.map((i) => i.row),
      {
        onSuccess: (job) => {
          setSelected(new Set());
          setInvalid({});
          onChange({ job: job._id });
        },
        onError: (error) => {
          if (error instanceof ApiError) setInvalid(invalidFieldsFromDetails(error.details, ids));
          toast.error(errorMessage(error, 'Could not start the booking'));
        },
      },
    );
  }

  const jobPanel = params.job ? (
    <BookingProgress jobId={params.job} onDismiss={() => onChange({ job: undefined })} />
  ) : null;

  if (accountsQ.isError || shippersQ.isError) {
    return (
      <Card>
        <LoadError
          error={accountsQ.error ?? shippersQ.error}
          what="your couriers"
          onRetry={() => {
            void accountsQ.refetch();
            void shippersQ.refetch();
          }}
        />
      </Card>
    );
  }
  if (accountsQ.isSuccess && shippersQ.isSuccess && !ready) {
    return (
      <>
        {jobPanel}
        <Card>
          <ShippingSetupEmpty hasCourier={accounts.length > 0} hasShipper={shippers.length > 0} />
        </Card>
      </>
    );
  }

  const filtered = !!params.search || !!params.city;
  const loading = !ready || list.isPending;
  const meta = list.data?.meta;

  return (
    <>
      {jobPanel}
      <Card className="overflow-hidden">
        <DispatchFilters search={params.search} city={params.city} onChange={onChange} />
        {list.isError && !list.data ? (
          <LoadError error={list.error} what="the orders" onRetry={() => void list.refetch()} />
        ) : !loading && rows.length === 0 ? (
          filtered ? (
            <EmptyState
              icon={<PackageSearch />}
              title="No ready orders match"
              description="Try another search or city."
              action={
                <Button variant="outline" onClick={() => onChange({ search: undefined, city: undefined })}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<PackageCheck />}
              title="Nothing to book right now"
              description="Confirmed orders show up here, ready to book with a courier. Booked parcels are under Booked."
              action={
                <div className="flex flex-col gap-2 sm:flex-row">
                  <Link to="/orders/confirm-orders" className={buttonClasses('primary')}>
                    Confirm COD orders
                  </Link>
                  <Link to="/orders/booking" className={buttonClasses('outline')}>
                    See booked parcels
                  </Link>
                </div>
              }
            />
          )
        ) : (
          <div
            aria-busy={list.isFetching || undefined}
            className={list.isPlaceholderData ? 'opacity-60' : undefined}
          >
            <DispatchList
              rows={rows}
              loading={loading}
              accounts={accounts}
              shippers={shippers}
              choiceOf={choiceOf}
              invalid={invalid}
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
              onChoice={(id, patch) => {
                const row = rows.find((r) => r._id === id);
                if (row) changeRow(row, patch);
              }}
            />
          </div>
        )}
        {meta && meta.total > 0 ? (
          <Pagination
            page={params.page}
            limit={params.limit}
            total={meta.total}
            pageSizes={PAGE_SIZES}
            label="orders"
            onPageChange={(page) => onChange({ page })}
            onLimitChange={(limit) => onChange({ limit })}
          />
        ) : null}
      </Card>
      {rows.length > 0 ? (
        <BulkBookingBar
          count={chosen.length}
          accounts={accounts}
          shippers={shippers}
          commonCourierId={commonCourierId}
          onApply={applySelected}
          onClear={() => setSelected(new Set())}
          onBook={submit}
          booking={book.isPending}
        />
      ) : null}
    </>
  );
}
