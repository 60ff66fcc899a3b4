import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { MapPinned, SearchX, Truck } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SearchInput } from '../../../components/ui/input.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { useCourierAccounts } from '../../../lib/courier-accounts.ts';
import { useCourierCities, useRefreshCourierCities } from '../../../features/couriers/api/courier-cities.ts';
import { CitiesSummary } from '../../../features/couriers/components/cities-summary.tsx';
import { CitiesTable } from '../../../features/couriers/components/cities-table.tsx';
import { CourierAccountSelect } from '../../../features/couriers/components/courier-account-select.tsx';
import { MatchTabs } from '../../../features/couriers/components/match-tabs.tsx';
import {
  CITY_PAGE_SIZES,
  citiesQuery,
  DEFAULT_CITY_PAGE_SIZE,
  pageOfRows,
  parseBookingCitiesParams,
  pickAccountId,
  type MatchTab,
} from '../../../features/couriers/lib/booking-cities.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDebouncedText } from '../../../lib/use-debounced-text.ts';

export default function BookingCitiesPage() {
  const [sp, setSp] = useSearchParams();
  const params = useMemo(() => parseBookingCitiesParams(sp), [sp]);
  const accounts = useCourierAccounts();
  const list = useMemo(() => accounts.data ?? [], [accounts.data]);
  const accountId = pickAccountId(list, params.courier);
  const account = list.find((a) => a._id === accountId);
  const query = useMemo(() => citiesQuery(params), [params]);
  const cities = useCourierCities(accountId, query);
  const refresh = useRefreshCourierCities(accountId, query);

  function set(change: Partial<Record<'courier' | 'match' | 'search', string | undefined>>) {
    setSp(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(change)) {
          if (!v || (k === 'match' && v === 'all')) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );
  }
  const [search, setSearch] = useDebouncedText(params.search, (v) => set({ search: v }));

  // Client-side pages once the list is long (a courier may list ~2000 cities).
  const [paging, setPaging] = useState({ key: '', page: 1, size: DEFAULT_CITY_PAGE_SIZE });
  const pageKey = `${accountId ?? ''}|${params.match}|${params.search ?? ''}`;
  const page = paging.key === pageKey ? paging.page : 1;
  const rows = useMemo(() => cities.data?.data ?? [], [cities.data]);
  const shown = pageOfRows(rows, page, paging.size);

  const hrefFor = (tab: MatchTab) => {
    const next = new URLSearchParams(sp);
    if (tab === 'all') next.delete('match');
    else next.set('match', tab);
    const qs = next.toString();
    return `/settings/couriers/booking-cities${qs ? `?${qs}` : ''}`;
  };

  function runRefresh() {
    refresh.mutate(undefined, {
      onSuccess: (answer) =>
        toast.success(
          `Fetched ${answer.meta.total.toLocaleString('en-PK')} cities from ${account?.courierName ?? 'the courier'}`,
        ),
      onError: (error) => toast.error(errorMessage(error, 'Could not refresh the city list')),
    });
  }

  const header = (
    <PageHeader
      title="Booking Cities"
      description="Each courier spells cities its own way. Match them to Sauda’s city list so every parcel is booked to the right place."
    />
  );

  if (accounts.isPending)
    return (
      <div>
        {header}
        <Card className="space-y-4 p-5">
          <Skeleton className="h-10 w-72" />
          <Skeleton className="h-16" />
          <Skeleton className="h-64" />
        </Card>
      </div>
    );
  if (accounts.isError)
    return (
      <div>
        {header}
        <Card className="p-6 text-center">
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(accounts.error, 'Could not load your couriers')}
          </p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void accounts.refetch()}>
            Try again
          </Button>
        </Card>
      </div>
    );
  if (!account)
    return (
      <div>
        {header}
        <Card>
          <EmptyState
            icon={<Truck />}
            title="Connect a courier first"
            description="Booking cities belong to a courier account. Connect one — or the sandbox courier to try things out."
            action={
              <Link to="/courier-management" className={buttonClasses('primary')}>
                Go to Courier Management
              </Link>
            }
          />
        </Card>
      </div>
    );

  const filtered = params.match !== 'all' || !!params.search;
  const firstLoad = cities.isPending;

  return (
    <div>
      {header}
      <Card className="overflow-hidden">
        <div className="space-y-4 border-b border-line px-4 py-4 sm:px-5">
          <CourierAccountSelect accounts={list} value={account._id} onChange={(id) => set({ courier: id })} />
          <CitiesSummary
            meta={cities.data?.meta}
            courierName={account.courierName}
            refreshing={refresh.isPending}
            onRefresh={runRefresh}
          />
        </div>
        <div className="space-y-3 px-4 pt-3 sm:px-5">
          <MatchTabs current={params.match} hrefFor={hrefFor} unmapped={cities.data?.meta.unmapped} />
          <div className="pb-3">
            <SearchInput
              aria-label="Search cities"
              placeholder="Search courier or Sauda city"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        </div>
        <div className="border-t border-line">
          {cities.isError && !cities.data ? (
            <div className="p-6 text-center">
              <p role="alert" className="text-sm text-red-700">
                {errorMessage(cities.error, `Could not load the cities of ${account.name}`)}
              </p>
              <Button variant="outline" size="sm" className="mt-3" onClick={() => void cities.refetch()}>
                Try again
              </Button>
            </div>
          ) : !firstLoad && rows.length === 0 ? (
            filtered ? (
              <EmptyState
                icon={<SearchX />}
                title={params.match === 'none' && !params.search ? 'Every city is mapped' : 'No cities match'}
                description={
                  params.match === 'none' && !params.search
                    ? 'Parcels to any of this courier’s cities will be booked to the right place.'
                    : 'Try another spelling, or look in All.'
                }
                action={
                  <Button variant="outline" onClick={() => set({ match: undefined, search: undefined })}>
                    Show all cities
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={<MapPinned />}
                title="No cities yet"
                description={`${account.courierName} sent no cities. Refresh to ask again.`}
              />
            )
          ) : (
            <div
              className={cities.isPlaceholderData ? 'opacity-60' : ''}
              aria-busy={cities.isFetching || undefined}
            >
              {firstLoad ? (
                <p className="px-5 pt-4 text-sm text-muted" role="status">
                  Fetching the city list from {account.courierName}… the first time can take a few seconds.
                </p>
              ) : null}
              <CitiesTable key={account._id} accountId={account._id} rows={shown.rows} loading={firstLoad} />
            </div>
          )}
        </div>
        {shown.paged ? (
          <Pagination
            page={shown.page}
            limit={paging.size}
            total={rows.length}
            pageSizes={CITY_PAGE_SIZES}
            label="cities"
            onPageChange={(p) => setPaging({ key: pageKey, page: p, size: paging.size })}
            onLimitChange={(size) => setPaging({ key: pageKey, page: 1, size })}
          />
        ) : null}
      </Card>
    </div>
  );
}
