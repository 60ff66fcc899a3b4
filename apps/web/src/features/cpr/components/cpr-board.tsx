import { useMemo } from 'react';
import { Link } from 'react-router';
import { Banknote, Truck, Upload } from 'lucide-react';
import type { CourierAccount } from '@sauda/contracts/couriers.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatRelative } from '../../../lib/format.ts';
import type { CourierSync } from '../../../lib/use-courier-sync.ts';
import { usePayments } from '../api/list-payments.ts';
import { useUnpaid } from '../api/list-unpaid.ts';
import { lastChecked } from '../../../lib/courier-sync.ts';
import { PAGE_SIZES, type CprParams } from '../lib/list-params.ts';
import { CprSummary } from './cpr-summary.tsx';
import { CprTabs, panelId, tabId } from './cpr-tabs.tsx';
import { FetchPaymentsButton } from './fetch-payments-button.tsx';
import { PaymentDrawer } from './payment-drawer.tsx';
import { PaymentsList } from './payments-list.tsx';
import { UnpaidList } from './unpaid-list.tsx';

const ALL = 'all';
const accountLabel = (a: Pick<CourierAccount, 'name' | 'courierName'>) =>
  a.name && a.name !== a.courierName ? `${a.name} (${a.courierName})` : a.courierName || a.name;

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

export function NoCourierEmpty() {
  return (
    <Card>
      <EmptyState
        icon={<Truck />}
        title="Connect a courier to reconcile its payments"
        description="Couriers pay your COD in batches (CPRs or cheques). Sauda checks each payment against the parcels it covers."
        action={
          <Link to="/courier-management" className={buttonClasses('primary')}>
            Connect a courier
          </Link>
        }
      />
    </Card>
  );
}

/** Courier COD payments against what each parcel should bring, and the parcels not paid yet. */
export function CprBoard({
  params,
  accounts,
  sync,
  onChange,
  onImport,
}: {
  params: CprParams;
  accounts: readonly CourierAccount[];
  sync: CourierSync;
  onChange: (change: Partial<CprParams>) => void;
  onImport: () => void;
}) {
  const query = useMemo(
    () => ({ courierId: params.courierId, page: params.page, limit: params.limit }),
    [params.courierId, params.page, params.limit],
  );
  const list = usePayments(query);
  const unpaid = useUnpaid(params.courierId);
  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;
  const unpaidRows = unpaid.data ?? [];
  const missing = unpaid.data ? unpaidRows.filter((r) => r.state === 'missing').length : undefined;
  const checked = lastChecked(sync.targets);

  return (
    <>
      <CprSummary
        totals={meta?.totals}
        payments={meta?.total}
        missing={missing}
        loading={list.isPending}
        onShowAwaiting={() => onChange({ view: 'awaiting' })}
      />
      <Card className="overflow-hidden">
        <div className="flex flex-col gap-3 border-b border-line px-4 pt-2 sm:flex-row sm:items-end sm:justify-between sm:px-5">
          <CprTabs
            value={params.view}
            counts={{ payments: meta?.total, awaiting: unpaid.data?.length }}
            onChange={(view) => onChange({ view })}
          />
          <div className="pb-3 sm:w-56">
            <Select
              aria-label="Courier"
              options={[
                { value: ALL, label: 'All couriers' },
                ...accounts.map((a) => ({ value: a._id, label: accountLabel(a) })),
              ]}
              value={params.courierId ?? ALL}
              onValueChange={(v) => onChange({ courierId: v === ALL ? undefined : v })}
            />
          </div>
        </div>
        <div role="tabpanel" id={panelId(params.view)} aria-labelledby={tabId(params.view)}>
          {params.view === 'awaiting' ? (
            unpaid.isError && !unpaid.data ? (
              <LoadError
                error={unpaid.error}
                what="the unpaid parcels"
                onRetry={() => void unpaid.refetch()}
              />
            ) : (
              <UnpaidList
                rows={unpaidRows}
                loading={unpaid.isPending}
                filter={params.show}
                onFilterChange={(show) => onChange({ show })}
              />
            )
          ) : list.isError && !list.data ? (
            <LoadError error={list.error} what="the payments" onRetry={() => void list.refetch()} />
          ) : !list.isPending && rows.length === 0 ? (
            params.courierId ? (
              <EmptyState
                icon={<Banknote />}
                title="No payments from this courier yet"
                description="Import its payment file, or look at all couriers."
                action={
                  <div className="flex flex-col gap-2 sm:flex-row">
                    <Button onClick={onImport}>
                      <Upload /> Import payment file
                    </Button>
                    <Button variant="outline" onClick={() => onChange({ courierId: undefined })}>
                      Show all couriers
                    </Button>
                  </div>
                }
              />
            ) : (
              <EmptyState
                icon={<Banknote />}
                title="No courier payments yet"
                description={
                  <>
                    When a courier pays out your COD, its payment shows up here with every parcel it covers.
                    {sync.targets.length
                      ? checked
                        ? ` Couriers last checked ${formatRelative(checked)}.`
                        : ''
                      : ' Your couriers do not report payments through their API: import the file they send you.'}
                  </>
                }
                action={
                  <div className="flex flex-col gap-2 sm:flex-row">
                    <Button onClick={onImport}>
                      <Upload /> Import payment file
                    </Button>
                    {sync.targets.length ? <FetchPaymentsButton sync={sync} /> : null}
                  </div>
                }
              />
            )
          ) : (
            <div
              aria-busy={list.isFetching || undefined}
              className={list.isPlaceholderData ? 'opacity-60' : undefined}
            >
              <PaymentsList
                rows={rows}
                loading={list.isPending}
                onOpen={(payment) => onChange({ payment })}
              />
              {meta && meta.total > 0 ? (
                <Pagination
                  page={params.page}
                  limit={params.limit}
                  total={meta.total}
                  pageSizes={PAGE_SIZES}
                  label="payments"
                  onPageChange={(page) => onChange({ page })}
                  onLimitChange={(limit) => onChange({ limit })}
                />
              ) : null}
            </div>
          )}
        </div>
      </Card>
      <PaymentDrawer id={params.payment} onClose={() => onChange({ payment: undefined })} />
    </>
  );
}
