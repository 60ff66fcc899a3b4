import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PencilLine, Plus, Store as StoreIcon } from 'lucide-react';
import type { Store } from '@sauda/contracts/stores.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { column, DataTable, type ColumnDef } from '../../../components/ui/data-table.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useStores } from '../api/list-stores.ts';
import { PlatformBadge } from './platform-badge.tsx';
import { RenameStoreDialog } from './rename-store-dialog.tsx';

export function StoresTable() {
  const stores = useStores(1, 100);
  const [renaming, setRenaming] = useState<Store | null>(null);
  const list = stores.data?.data ?? [];
  const columns = useMemo<ColumnDef<Store>[]>(
    () => [
      column(
        'store',
        'Store',
        (store) => (
          <Link to={`/edit-sales-channel/${store._id}`} className="font-medium text-ink hover:text-brand-800">
            {store.name}
          </Link>
        ),
        { headerClassName: 'px-5 py-3', cellClassName: 'px-5 py-3.5' },
      ),
      column('platform', 'Platform', (store) => <PlatformBadge platform={store.platform} />, {
        headerClassName: 'px-5 py-3',
        cellClassName: 'px-5 py-3.5',
      }),
      column('created', 'Created', (store) => formatDate(store.createdAt), {
        headerClassName: 'px-5 py-3',
        cellClassName: 'px-5 py-3.5 text-muted',
      }),
      column(
        'actions',
        () => <span className="sr-only">Actions</span>,
        (store) => (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setRenaming(store)}
            aria-label={`Rename ${store.name}`}
          >
            <PencilLine /> Rename
          </Button>
        ),
        { headerClassName: 'px-5 py-3 text-right', cellClassName: 'px-5 py-3.5 text-right' },
      ),
    ],
    [],
  );

  if (stores.isPending) {
    return (
      <Card className="space-y-3 p-5">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </Card>
    );
  }
  if (stores.isError && !list.length) {
    return (
      <Card className="p-5">
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(stores.error, 'Could not load your stores')}
        </p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void stores.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  if (list.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<StoreIcon />}
          title="No sales channels yet"
          description="A sales channel is a store your orders come from. Create a Sauda store to get started."
          action={
            <Link to="/create-sales-channel" className={buttonClasses('primary')}>
              <Plus /> Create store
            </Link>
          }
        />
      </Card>
    );
  }

  return (
    <>
      <Card className="overflow-hidden">
        <DataTable
          className="hidden w-full text-left text-sm md:table"
          data={list}
          columns={columns}
          getRowId={(store) => store._id}
          rowProps={() => ({ className: 'hover:bg-slate-50/60' })}
        />
        <ul className="divide-y divide-line md:hidden">
          {list.map((store) => (
            <li key={store._id} className="flex items-center gap-3 px-4 py-3.5">
              <div className="min-w-0 flex-1">
                <Link to={`/edit-sales-channel/${store._id}`} className="block truncate font-medium text-ink">
                  {store.name}
                </Link>
                <div className="mt-1 flex items-center gap-2 text-xs text-muted">
                  <PlatformBadge platform={store.platform} /> {formatDate(store.createdAt)}
                </div>
              </div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setRenaming(store)}
                aria-label={`Rename ${store.name}`}
              >
                <PencilLine /> Rename
              </Button>
            </li>
          ))}
        </ul>
      </Card>
      <RenameStoreDialog store={renaming} onClose={() => setRenaming(null)} />
    </>
  );
}
