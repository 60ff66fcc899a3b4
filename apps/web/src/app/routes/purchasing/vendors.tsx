import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { Plus, SearchX, Truck } from 'lucide-react';
import { DEFAULT_PAGE_LIMIT } from '@sauda/contracts/common.ts';
import type { Vendor } from '@sauda/contracts/purchasing.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SearchInput } from '../../../components/ui/input.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useDeleteVendor, useVendors } from '../../../features/purchasing/api/vendors.ts';
import { VendorEditDialog } from '../../../features/purchasing/components/vendor-edit-dialog.tsx';
import { VendorsTable } from '../../../features/purchasing/components/vendors-table.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useDebouncedText } from '../../../lib/use-debounced-text.ts';

const PAGE_SIZES = [25, 50, 100] as const;

function readQuery(sp: URLSearchParams) {
  const page = Number(sp.get('page'));
  const limit = Number(sp.get('limit'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_LIMIT,
    search: sp.get('search')?.trim().slice(0, 100) || undefined,
  };
}

export default function VendorsPage() {
  const [sp, setSp] = useSearchParams();
  const query = useMemo(() => readQuery(sp), [sp]);
  const vendors = useVendors(query);
  const rows = vendors.data?.data ?? [];
  const total = vendors.data?.meta.total ?? 0;
  const remove = useDeleteVendor();
  const [editing, setEditing] = useState<Vendor | null>(null);
  const [deleting, setDeleting] = useState<Vendor | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  function set(change: Partial<Record<'page' | 'limit' | 'search', string | undefined>>) {
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

  function confirmDelete() {
    if (!deleting) return;
    const vendor = deleting;
    remove.mutate(vendor._id, {
      onSuccess: () => {
        toast.success(`${vendor.name} deleted`);
        setDeleting(null);
      },
      onError: (error) => {
        // 409: the vendor still has purchase orders; say so in the dialog.
        if (error instanceof ApiError && error.status === 409) setDeleteError(error.message);
        else toast.error(errorMessage(error, 'Could not delete the vendor'));
      },
    });
  }

  const addVendor = (
    <Link to="/add-vendor" className={buttonClasses('primary')}>
      <Plus /> Add Vendor
    </Link>
  );

  return (
    <div>
      <PageHeader
        title="Vendors"
        description="The suppliers you buy stock from. Raise purchase orders to them and receive the goods into stock."
        actions={addVendor}
      />
      <Card className="overflow-hidden">
        <div className="px-4 py-3 sm:px-5">
          <SearchInput
            aria-label="Search vendors"
            placeholder="Search by name, contact, phone or city"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className="border-t border-line">
          {vendors.isError && !vendors.data ? (
            <div className="p-6 text-center">
              <p role="alert" className="text-sm text-red-700">
                {errorMessage(vendors.error, 'Could not load your vendors')}
              </p>
              <Button variant="outline" size="sm" className="mt-3" onClick={() => void vendors.refetch()}>
                Try again
              </Button>
            </div>
          ) : !vendors.isPending && rows.length === 0 ? (
            query.search ? (
              <EmptyState
                icon={<SearchX />}
                title="No vendors match"
                description="Try another name, phone or city."
                action={
                  <Button variant="outline" onClick={() => setSp(new URLSearchParams())}>
                    Clear search
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={<Truck />}
                title="No vendors yet"
                description="Add the wholesalers and makers you buy from. Then link products to them and send purchase orders in a few clicks."
                action={addVendor}
              />
            )
          ) : (
            <div
              className={vendors.isPlaceholderData ? 'opacity-60' : ''}
              aria-busy={vendors.isFetching || undefined}
            >
              <VendorsTable
                rows={rows}
                loading={vendors.isPending}
                onEdit={setEditing}
                onDelete={(v) => {
                  setDeleteError(null);
                  setDeleting(v);
                }}
              />
            </div>
          )}
        </div>
        {total > 0 ? (
          <Pagination
            page={query.page}
            limit={query.limit}
            total={total}
            pageSizes={PAGE_SIZES}
            label="vendors"
            onPageChange={(page) => set({ page: String(page) })}
            onLimitChange={(limit) => set({ limit: String(limit) })}
          />
        ) : null}
      </Card>
      <VendorEditDialog vendor={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? `Delete ${deleting.name}?` : 'Delete vendor?'}
        description={
          deleteError ? (
            <span
              role="alert"
              className="block rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-700"
            >
              {deleteError}
            </span>
          ) : (
            'Products linked to this vendor keep their stock but lose the vendor. This cannot be undone.'
          )
        }
        confirmLabel="Delete vendor"
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
