import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { UserSearch, Users } from 'lucide-react';
import { DEFAULT_PAGE_LIMIT } from '@sauda/contracts/common.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SearchInput } from '../../../components/ui/input.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useCustomers, type CustomersQuery } from '../../../features/customers/api/customers.ts';
import { CustomersTable } from '../../../features/customers/components/customers-table.tsx';
import { useDebouncedText } from '../../../lib/use-debounced-text.ts';
import { errorMessage } from '../../../lib/api-client.ts';

const SORTS = [
  { value: '-lastOrderAt', label: 'Latest order' },
  { value: '-ordersCount', label: 'Most orders' },
  { value: '-totalSpent', label: 'Most spent' },
  { value: 'name', label: 'Name A–Z' },
] as const;
type Sort = (typeof SORTS)[number]['value'];

function readQuery(
  sp: URLSearchParams,
): Required<Pick<CustomersQuery, 'page' | 'limit' | 'sort'>> & CustomersQuery {
  const page = Number(sp.get('page'));
  const limit = Number(sp.get('limit'));
  const sort = SORTS.find((s) => s.value === sp.get('sort'))?.value ?? '-lastOrderAt';
  const blocked = sp.get('blocked');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    limit: [25, 50, 100].includes(limit) ? limit : DEFAULT_PAGE_LIMIT,
    sort,
    search: sp.get('search')?.trim() || undefined,
    blocked: blocked === 'true' || blocked === 'false' ? blocked : undefined,
  };
}

export default function CustomersListPage() {
  const [sp, setSp] = useSearchParams();
  const query = useMemo(() => readQuery(sp), [sp]);
  const customers = useCustomers(query);
  const rows = customers.data?.data ?? [];
  const total = customers.data?.meta.total ?? 0;

  function set(
    change: Partial<Record<'page' | 'limit' | 'sort' | 'search' | 'blocked', string | undefined>>,
  ) {
    setSp(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(change)) {
          if (v === undefined || v === '') next.delete(k);
          else next.set(k, v);
        }
        if (!('page' in change)) next.delete('page');
        return next;
      },
      { replace: 'search' in change },
    );
  }
  const [search, setSearch] = useDebouncedText(query.search, (v) => set({ search: v }));
  const filtered = !!query.search || !!query.blocked;

  return (
    <div>
      <PageHeader
        title="Customers"
        description="Everyone who has ordered from you, with their delivery record."
      />
      <Card className="overflow-hidden">
        <div className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:px-5">
          <div className="flex-1">
            <SearchInput
              aria-label="Search customers"
              placeholder="Search by name or phone"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          <div className="grid grid-cols-2 gap-2 sm:flex">
            <Select
              aria-label="Blocked filter"
              className="sm:w-40"
              value={query.blocked ?? 'all'}
              onValueChange={(v) => set({ blocked: v === 'all' ? undefined : v })}
              options={[
                { value: 'all', label: 'All customers' },
                { value: 'true', label: 'Blocked' },
                { value: 'false', label: 'Not blocked' },
              ]}
            />
            <Select
              aria-label="Sort customers"
              className="sm:w-40"
              value={query.sort}
              onValueChange={(v) => set({ sort: v === '-lastOrderAt' ? undefined : (v as Sort) })}
              options={SORTS.map((s) => ({ value: s.value, label: s.label }))}
            />
          </div>
        </div>
        <div className="border-t border-line">
          {customers.isError && !customers.data ? (
            <div className="p-6 text-center">
              <p role="alert" className="text-sm text-red-700">
                {errorMessage(customers.error, 'Could not load customers')}
              </p>
              <Button variant="outline" size="sm" className="mt-3" onClick={() => void customers.refetch()}>
                Try again
              </Button>
            </div>
          ) : !customers.isPending && rows.length === 0 ? (
            filtered ? (
              <EmptyState
                icon={<UserSearch />}
                title="No customers match"
                description="Try another name or number."
                action={
                  <Button variant="outline" onClick={() => setSp(new URLSearchParams())}>
                    Clear filters
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={<Users />}
                title="No customers yet"
                description="Buyers are added automatically when you create their first order."
              />
            )
          ) : (
            <div className={customers.isPlaceholderData ? 'opacity-60' : ''}>
              <CustomersTable rows={rows} loading={customers.isPending} />
            </div>
          )}
        </div>
        {total > 0 ? (
          <Pagination
            page={query.page}
            limit={query.limit}
            total={total}
            capped={customers.data?.meta.totalCapped}
            shown={rows.length}
            pageSizes={[25, 50, 100]}
            label="customers"
            onPageChange={(page) => set({ page: String(page) })}
            onLimitChange={(limit) => set({ limit: String(limit) })}
          />
        ) : null}
      </Card>
    </div>
  );
}
