import { Link } from 'react-router';
import { ClipboardPlus, Mail, Pencil, Phone, Trash2 } from 'lucide-react';
import type { Vendor } from '@sauda/contracts/purchasing.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClasses, IconButton } from '../../../components/ui/button.tsx';
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
        aria-label={`New purchase order for ${vendor.name}`}
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
  if (vendor.openPurchaseOrders === 0) return <span className="text-slate-400">0</span>;
  return (
    <Link to={poListHref(vendor)} className="font-medium text-brand-700 hover:underline">
      {vendor.openPurchaseOrders}
    </Link>
  );
}

/** Vendors: a table on wide screens, cards on phones. */
export function VendorsTable({ rows, loading, onEdit, onDelete }: VendorsTableProps) {
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-line bg-slate-50/80 text-xs font-medium tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="py-3 pr-3 pl-5">
                Vendor
              </th>
              <th scope="col" className="px-3 py-3">
                Contact
              </th>
              <th scope="col" className="px-3 py-3">
                City
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                Products
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                Open POs
              </th>
              <th scope="col" className="py-3 pr-5 pl-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {loading && rows.length === 0
              ? Array.from({ length: 6 }, (_, i) => (
                  <tr key={i}>
                    <td colSpan={6} className="px-5 py-3.5">
                      <Skeleton className="h-8" />
                    </td>
                  </tr>
                ))
              : rows.map((v) => (
                  <tr key={v._id} className="hover:bg-slate-50">
                    <td className="max-w-64 py-3 pr-3 pl-5">
                      <p className="truncate font-medium text-ink">{v.name}</p>
                      {v.contactName ? <p className="truncate text-xs text-muted">{v.contactName}</p> : null}
                    </td>
                    <td className="px-3 py-3">
                      {v.phone ? (
                        <a
                          href={`tel:${v.phone}`}
                          className="block text-slate-700 tabular-nums hover:text-brand-800"
                        >
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
                      {!v.phone && !v.email ? <span className="text-slate-400">—</span> : null}
                    </td>
                    <td className="px-3 py-3 text-slate-700">{v.city ?? '—'}</td>
                    <td className="px-3 py-3 text-right tabular-nums">{v.productsCount}</td>
                    <td className="px-3 py-3 text-right tabular-nums">
                      <OpenPos vendor={v} />
                    </td>
                    <td className="py-3 pr-5 pl-3">
                      <Actions vendor={v} onEdit={onEdit} onDelete={onDelete} />
                    </td>
                  </tr>
                ))}
          </tbody>
        </table>
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
