import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import type { OrderRow } from '@sauda/contracts/orders.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { column, DataTable, type ColumnDef } from '../../../components/ui/data-table.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatPKR, formatTime } from '../../../lib/format.ts';
import { sortDirection, type OrderSort } from '../lib/list-params.ts';
import { ConfirmationChip, OrderStatusBadge, PaymentBadge } from './order-badges.tsx';

type SortColumn = 'createdAt' | 'total' | 'name';

export type OrdersTableProps = {
  rows: OrderRow[];
  loading?: boolean;
  /** Bulk selection (omit for a read-only list). */
  selected?: ReadonlySet<string>;
  onToggle?: (id: string) => void;
  onToggleAll?: (checked: boolean) => void;
  sort?: OrderSort;
  onSort?: (column: SortColumn) => void;
  skeletonRows?: number;
  /** One buyer's orders (customer page): no buyer column. */
  hideBuyer?: boolean;
};

/** A sortable column's header: a button when the list can be sorted, its label otherwise. */
function SortLabel({
  column: col,
  label,
  sort,
  onSort,
}: {
  column: SortColumn;
  label: string;
  sort?: OrderSort | undefined;
  onSort?: ((c: SortColumn) => void) | undefined;
}) {
  if (!onSort) return label;
  const dir = sort ? sortDirection(sort, col) : 'none';
  const Icon = dir === 'ascending' ? ArrowUp : dir === 'descending' ? ArrowDown : ChevronsUpDown;
  return (
    <button
      type="button"
      onClick={() => onSort(col)}
      className={cn(
        'inline-flex items-center gap-1 rounded uppercase hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600',
        dir !== 'none' && 'text-ink',
      )}
    >
      {label}
      <Icon className={cn('size-3.5', dir === 'none' && 'text-slate-300')} aria-hidden />
    </button>
  );
}

/** A click anywhere on a row opens the order, except on its checkbox and links. */
function isInteractive(target: EventTarget | null): boolean {
  return target instanceof Element && !!target.closest('input, a, button, label');
}

function Buyer({ row }: { row: OrderRow }) {
  const a = row.shipmentDetails.addresses[0];
  if (!a) return <span className="text-muted">—</span>;
  return (
    <div className="min-w-0">
      <p className="truncate font-medium text-ink">{a.name}</p>
      <p className="truncate text-xs text-muted">
        {a.city} · <span className="tabular-nums">{a.phone}</span>
      </p>
    </div>
  );
}

export function OrdersTable({
  rows,
  loading = false,
  selected,
  onToggle,
  onToggleAll,
  sort,
  onSort,
  skeletonRows = 8,
  hideBuyer = false,
}: OrdersTableProps) {
  const navigate = useNavigate();
  const selectable = !!selected && !!onToggle;
  const selectedOnPage = selectable ? rows.filter((r) => selected.has(r._id)).length : 0;
  const allOnPage = rows.length > 0 && selectedOnPage === rows.length;

  function open(e: MouseEvent | KeyboardEvent, id: string) {
    if (isInteractive(e.target)) return;
    if ('key' in e && e.key !== 'Enter') return;
    if (e.metaKey || e.ctrlKey) {
      window.open(`/orders/${id}`, '_blank', 'noopener');
      return;
    }
    void navigate(`/orders/${id}`);
  }

  const checkbox = (row: OrderRow): ReactNode =>
    selectable ? (
      <Checkbox
        aria-label={`Select order ${row.name}`}
        checked={selected.has(row._id)}
        onChange={() => onToggle(row._id)}
      />
    ) : null;

  const ariaSort = (col: SortColumn) => (onSort ? (sort ? sortDirection(sort, col) : 'none') : undefined);
  const sortLabel = (col: SortColumn, label: string) => () => (
    <SortLabel column={col} label={label} sort={sort} onSort={onSort} />
  );
  const columns: ColumnDef<OrderRow>[] = [
    ...(selectable
      ? [
          column<OrderRow>(
            'select',
            () => (
              <Checkbox
                aria-label="Select all orders on this page"
                checked={allOnPage}
                indeterminate={selectedOnPage > 0 && !allOnPage}
                disabled={rows.length === 0}
                onChange={(e) => onToggleAll?.(e.target.checked)}
              />
            ),
            checkbox,
            { headerClassName: 'w-10 py-3 pr-1 pl-5', cellClassName: 'py-3 pr-1 pl-5' },
          ),
        ]
      : []),
    column(
      'name',
      sortLabel('name', 'Order'),
      (row) => (
        <>
          <Link
            to={`/orders/${row._id}`}
            className="font-semibold text-ink hover:text-brand-800 hover:underline"
          >
            {row.name}
          </Link>
          {row.tags.length ? (
            <p className="mt-0.5 max-w-40 truncate text-xs text-muted">{row.tags.join(', ')}</p>
          ) : null}
        </>
      ),
      {
        headerClassName: cn('px-3 py-3', !selectable && 'pl-5'),
        cellClassName: cn('px-3 py-3', !selectable && 'pl-5'),
        ariaSort: ariaSort('name'),
      },
    ),
    column(
      'createdAt',
      sortLabel('createdAt', 'Date'),
      (row) => (
        <>
          <p className="text-ink">{formatDate(row.createdAt)}</p>
          <p className="text-xs text-muted">{formatTime(row.createdAt)}</p>
        </>
      ),
      {
        headerClassName: 'px-3 py-3',
        cellClassName: 'px-3 py-3 whitespace-nowrap',
        ariaSort: ariaSort('createdAt'),
      },
    ),
    ...(hideBuyer
      ? []
      : [
          column<OrderRow>('buyer', 'Buyer', (row) => <Buyer row={row} />, {
            headerClassName: 'px-3 py-3',
            cellClassName: 'max-w-56 px-3 py-3',
          }),
        ]),
    column(
      'status',
      'Status',
      (row) => (
        <div className="flex flex-col items-start gap-1">
          <OrderStatusBadge status={row.status} />
          {row.confirmationStatus !== 'not_required' ? (
            <ConfirmationChip status={row.confirmationStatus} />
          ) : null}
        </div>
      ),
      { headerClassName: 'px-3 py-3', cellClassName: 'px-3 py-3' },
    ),
    column('payment', 'Payment', (row) => <PaymentBadge method={row.paymentMethod} />, {
      headerClassName: 'px-3 py-3',
      cellClassName: 'px-3 py-3',
    }),
    column('items', 'Items', (row) => row.itemCount, {
      headerClassName: 'px-3 py-3 text-right',
      cellClassName: 'px-3 py-3 text-right tabular-nums',
    }),
    column('total', sortLabel('total', 'Total'), (row) => formatPKR(row.pricing.currentTotalPrice), {
      headerClassName: 'px-3 py-3 pr-5 text-right',
      cellClassName: 'py-3 pr-5 pl-3 text-right font-medium whitespace-nowrap text-ink tabular-nums',
      ariaSort: ariaSort('total'),
    }),
  ];

  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <DataTable
          data={rows}
          columns={columns}
          getRowId={(row) => row._id}
          loading={loading}
          skeleton={{ rows: skeletonRows, className: 'h-8' }}
          rowProps={(row) => ({
            onClick: (e) => open(e, row._id),
            'aria-selected': selectable ? selected.has(row._id) : undefined,
            className: cn(
              'cursor-pointer transition-colors hover:bg-slate-50',
              selectable && selected.has(row._id) && 'bg-brand-50/50 hover:bg-brand-50',
            ),
          })}
        />
      </div>
      <ul className="divide-y divide-line md:hidden" aria-label="Orders">
        {loading && rows.length === 0
          ? Array.from({ length: 4 }, (_, i) => (
              <li key={i} className="p-4">
                <Skeleton className="h-16" />
              </li>
            ))
          : rows.map((row) => {
              const a = row.shipmentDetails.addresses[0];
              return (
                <li
                  key={row._id}
                  onClick={(e) => open(e, row._id)}
                  className={cn(
                    'flex cursor-pointer gap-3 px-4 py-3.5',
                    selectable && selected.has(row._id) && 'bg-brand-50/50',
                  )}
                >
                  {selectable ? <div className="pt-0.5">{checkbox(row)}</div> : null}
                  <div className="min-w-0 flex-1">
                    <div className="flex items-center justify-between gap-2">
                      <Link to={`/orders/${row._id}`} className="font-semibold text-ink">
                        {row.name}
                      </Link>
                      <span className="font-semibold text-ink tabular-nums">
                        {formatPKR(row.pricing.currentTotalPrice)}
                      </span>
                    </div>
                    <p className="mt-0.5 truncate text-sm text-slate-700">
                      {a ? `${a.name} · ${a.city}` : '—'}
                    </p>
                    <div className="mt-2 flex flex-wrap items-center gap-1.5">
                      <OrderStatusBadge status={row.status} />
                      <PaymentBadge method={row.paymentMethod} />
                      {row.confirmationStatus !== 'not_required' ? (
                        <ConfirmationChip status={row.confirmationStatus} />
                      ) : null}
                    </div>
                    <p className="mt-1.5 text-xs text-muted">
                      {formatDate(row.createdAt)}, {formatTime(row.createdAt)} · {row.itemCount} item
                      {row.itemCount === 1 ? '' : 's'}
                    </p>
                  </div>
                </li>
              );
            })}
      </ul>
    </>
  );
}
