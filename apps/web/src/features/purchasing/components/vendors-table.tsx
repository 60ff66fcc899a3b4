import { useMemo } from 'react';
import { Link } from 'react-router';
import { ClipboardPlus, Mail, Pencil, Phone, Trash2 } from 'lucide-react';
import type { Vendor } from '@sauda/contracts/purchasing.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClasses, IconButton } from '../../../components/ui/button.tsx';
import { column, DataTable, type ColumnDef } from '../../../components/ui/data-table.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';

export type VendorsTableProps = {
  rows: Vendor[];
  loading: boolean;
  onEdit: (vendor: Vendor) => void;
  onDelete: (vendor: Vendor) => void;
};

const newPoHref = (v: Vendor) => `/purchase-order/new?vendor=${encodeURIComponent(v._id)}`;
const poListHref = (v: Vendor) => `/purchase-order?vendor=${encodeURIComponent(v._id)}`;

function Actions({
  vendor,
  onEdit,
  onDelete,
}: { vendor: Vendor } & Pick<VendorsTableProps, 'onEdit' | 'onDelete'>) {
  return (
    <div className="flex items-center justify-end gap-1">
      <Link
        to={newPoHref(vendor)}
        className={buttonClasses('outline', 'sm')}
        aria-label={`New PO for ${vendor.name}`}
      >
        <ClipboardPlus /> New PO
      </Link>
      <IconButton label={`Edit ${vendor.name}`} onClick={() => onEdit(vendor)}>
        <Pencil />
      </IconButton>
      <IconButton
        label={`Delete ${vendor.name}`}
        onClick={() => onDelete(vendor)}
        className="hover:text-red-700!"
      >
        <Trash2 />
      </IconButton>
    </div>
  );
}

function OpenPos({ vendor }: { vendor: Vendor }) {
  if (vendor.openPurchaseOrders === 0) return <span className="text-muted">0</span>;
  return (
    <Link to={poListHref(vendor)} className="font-medium text-brand-700 hover:underline">
      {vendor.openPurchaseOrders}
    </Link>
  );
}

/** Vendors: a table on wide screens, cards on phones. */
export function VendorsTable({ rows, loading, onEdit, onDelete }: VendorsTableProps) {
  const columns = useMemo<ColumnDef<Vendor>[]>(
    () => [
      column(
        'vendor',
        'Vendor',
        (v) => (
          <>
            <p className="truncate font-medium text-ink">{v.name}</p>
            {v.contactName ? <p className="truncate text-xs text-muted">{v.contactName}</p> : null}
          </>
        ),
        { headerClassName: 'py-3 pr-3 pl-5', cellClassName: 'max-w-64 py-3 pr-3 pl-5' },
      ),
      column(
        'contact',
        'Contact',
        (v) => (
          <>
            {v.phone ? (
              <a href={`tel:${v.phone}`} className="block text-slate-700 tabular-nums hover:text-brand-800">
                {v.phone}
              </a>
            ) : null}
            {v.email ? (
              <a
                href={`mailto:${v.email}`}
                className="block max-w-56 truncate text-xs text-muted hover:text-brand-800"
              >
                {v.email}
              </a>
            ) : null}
            {!v.phone && !v.email ? <span className="text-muted">—</span> : null}
          </>
        ),
        { headerClassName: 'px-3 py-3', cellClassName: 'px-3 py-3' },
      ),
      column('city', 'City', (v) => v.city ?? '—', {
        headerClassName: 'px-3 py-3',
        cellClassName: 'px-3 py-3 text-slate-700',
      }),
      column('products', 'Products', (v) => v.productsCount, {
        headerClassName: 'px-3 py-3 text-right',
        cellClassName: 'px-3 py-3 text-right tabular-nums',
      }),
      column('openPos', 'Open POs', (v) => <OpenPos vendor={v} />, {
        headerClassName: 'px-3 py-3 text-right',
        cellClassName: 'px-3 py-3 text-right tabular-nums',
      }),
      column(
        'actions',
        () => <span className="sr-only">Actions</span>,
        (v) => <Actions vendor={v} onEdit={onEdit} onDelete={onDelete} />,
        { headerClassName: 'py-3 pr-5 pl-3', cellClassName: 'py-3 pr-5 pl-3' },
      ),
    ],
    [onEdit, onDelete],
  );
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <DataTable
          data={rows}
          columns={columns}
          getRowId={(v) => v._id}
          loading={loading}
          rowProps={() => ({ className: 'hover:bg-slate-50' })}
        />
      </div>
      <ul className="divide-y divide-line md:hidden" aria-label="Vendors">
        {loading && rows.length === 0
          ? Array.from({ length: 4 }, (_, i) => (
              <li key={i} className="p-4">
                <Skeleton className="h-20" />
              </li>
            ))
          : rows.map((v) => (
              <li key={v._id} className="px-4 py-3.5">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-ink">{v.name}</p>
                    <p className="truncate text-sm text-muted">
                      {[v.contactName, v.city].filter(Boolean).join(' · ') || 'No contact details'}
                    </p>
                  </div>
                  {v.openPurchaseOrders > 0 ? (
                    <Badge tone="blue">
                      {v.openPurchaseOrders} open PO{v.openPurchaseOrders === 1 ? '' : 's'}
                    </Badge>
                  ) : null}
                </div>
                <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  {v.phone ? (
                    <a
                      href={`tel:${v.phone}`}
                      className="inline-flex items-center gap-1 text-slate-700 tabular-nums"
                    >
                      <Phone className="size-3.5 text-slate-400" aria-hidden /> {v.phone}
                    </a>
                  ) : null}
                  {v.email ? (
                    <a
                      href={`mailto:${v.email}`}
                      className="inline-flex min-w-0 items-center gap-1 truncate text-slate-700"
                    >
                      <Mail className="size-3.5 text-slate-400" aria-hidden /> {v.email}
                    </a>
                  ) : null}
                </div>
                <div className="mt-2 flex items-center justify-between gap-2">
                  <p className="text-xs text-muted">
                    {v.productsCount} product{v.productsCount === 1 ? '' : 's'}
                  </p>
                  <Actions vendor={v} onEdit={onEdit} onDelete={onDelete} />
                </div>
              </li>
            ))}
      </ul>
    </>
  );
}
