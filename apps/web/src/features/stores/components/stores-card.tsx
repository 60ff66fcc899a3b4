import { Link } from 'react-router';
import { ChevronRight, Plus, Store as StoreIcon } from 'lucide-react';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { formatDate } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useStores } from '../api/list-stores.ts';
import { PlatformBadge } from './platform-badge.tsx';

/** Dashboard card: the account's stores (first 5) with links to manage them. */
export function StoresCard() {
  const stores = useStores();
  const list = stores.data?.data ?? [];
  const total = stores.data?.meta.total ?? list.length;

  return (
    <Card>
      <CardHeader
        title="Your stores"
        description={
          total ? `${total} sales channel${total === 1 ? '' : 's'}` : 'Where your orders come from'
        }
        action={
          list.length ? (
            <Link to="/create-sales-channel" className={buttonClasses('outline', 'sm')}>
              <Plus /> Add store
            </Link>
          ) : null
        }
      />
      {stores.isPending ? (
        <div className="space-y-3 p-5">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : stores.isError && !list.length ? (
        <p role="alert" className="p-5 text-sm text-red-700">
          {errorMessage(stores.error, 'Could not load your stores')}
        </p>
      ) : list.length === 0 ? (
        <EmptyState
          icon={<StoreIcon />}
          title="No stores yet"
          description="Create your Sauda store to start taking orders. Shopify connections are coming soon."
          action={
            <Link to="/create-sales-channel" className={buttonClasses('primary', 'md')}>
              <Plus /> Create your first store
            </Link>
          }
        />
      ) : (
        <ul className="divide-y divide-line">
          {list.slice(0, 5).map((store) => (
            <li key={store._id}>
              <Link
                to={`/edit-sales-channel/${store._id}`}
                className="flex items-center gap-3 px-5 py-3.5 transition-colors hover:bg-slate-50"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600">
                  <StoreIcon className="size-4" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-ink">{store.name}</span>
                  <span className="block text-xs text-muted">Added {formatDate(store.createdAt)}</span>
                </span>
                <PlatformBadge platform={store.platform} />
                <ChevronRight className="size-4 text-slate-300" />
              </Link>
            </li>
          ))}
          {total > 5 ? (
            <li className="px-5 py-3 text-right">
              <Link to="/sales-channel" className="text-sm font-medium text-brand-700 hover:underline">
                View all {total} stores
              </Link>
            </li>
          ) : null}
        </ul>
      )}
    </Card>
  );
}
