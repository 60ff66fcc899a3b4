import { Link, useNavigate } from 'react-router';
import type { Customer } from '@sauda/contracts/customers.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { column, DataTable, type ColumnDef } from '../../../components/ui/data-table.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { formatDate, formatPKR } from '../../../lib/format.ts';

const num = 'px-3 py-3 text-right';
const COLUMNS: ColumnDef<Customer>[] = [
  column(
    'name',
    'Name',
    (c) => (
      <div className="flex items-center gap-2">
        <Link to={`/customer/${c._id}`} className="font-medium text-ink hover:text-brand-800 hover:underline">
          {c.name}
        </Link>
        {c.blocked ? <Badge tone="red">Blocked</Badge> : null}
        {!c.blocked && c.warning ? <Badge tone="yellow">Risky</Badge> : null}
      </div>
    ),
    { headerClassName: 'py-3 pr-3 pl-5', cellClassName: 'py-3 pr-3 pl-5' },
  ),
  column('phone', 'Phone', (c) => c.phone, {
    headerClassName: 'px-3 py-3',
    cellClassName: 'px-3 py-3 text-slate-700 tabular-nums',
  }),
  column('city', 'City', (c) => c.city ?? '—', {
    headerClassName: 'px-3 py-3',
    cellClassName: 'px-3 py-3 text-slate-700',
  }),
  column('orders', 'Orders', (c) => c.ordersCount, {
    headerClassName: num,
    cellClassName: `${num} tabular-nums`,
  }),
  column('spent', 'Total spent', (c) => formatPKR(c.totalSpent), {
    headerClassName: num,
    cellClassName: `${num} whitespace-nowrap tabular-nums`,
  }),
  column('delivered', 'Delivered', (c) => c.deliveredCount, {
    headerClassName: num,
    cellClassName: `${num} tabular-nums`,
  }),
  column('returned', 'Returned', (c) => c.returnedCount, {
    headerClassName: num,
    cellClassName: `${num} tabular-nums`,
  }),
  column('last', 'Last order', (c) => formatDate(c.lastOrderAt), {
    headerClassName: 'py-3 pr-5 pl-3',
    cellClassName: 'py-3 pr-5 pl-3 whitespace-nowrap text-muted',
  }),
];

export function CustomersTable({ rows, loading }: { rows: Customer[]; loading: boolean }) {
  const navigate = useNavigate();
  const go = (id: string) => void navigate(`/customer/${id}`);
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <DataTable
          data={rows}
          columns={COLUMNS}
          getRowId={(c) => c._id}
          loading={loading}
          skeleton={{ rows: 6, className: 'h-7' }}
          rowProps={(c) => ({
            className: 'cursor-pointer hover:bg-slate-50',
            onClick: (e) => !(e.target as Element).closest('a') && go(c._id),
          })}
        />
      </div>
      <ul className="divide-y divide-line md:hidden" aria-label="Customers">
        {loading && rows.length === 0
          ? Array.from({ length: 4 }, (_, i) => (
              <li key={i} className="p-4">
                <Skeleton className="h-12" />
              </li>
            ))
          : rows.map((c) => (
              <li key={c._id}>
                <Link
                  to={`/customer/${c._id}`}
                  className="flex items-center justify-between gap-3 px-4 py-3.5"
                >
                  <div className="min-w-0">
                    <p className="flex items-center gap-2 font-medium text-ink">
                      <span className="truncate">{c.name}</span>
                      {c.blocked ? <Badge tone="red">Blocked</Badge> : null}
                    </p>
                    <p className="truncate text-xs text-muted">
                      <span className="tabular-nums">{c.phone}</span>
                      {c.city ? ` · ${c.city}` : ''}
                    </p>
                  </div>
                  <div className="shrink-0 text-right">
                    <p className="text-sm font-medium text-ink tabular-nums">{formatPKR(c.totalSpent)}</p>
                    <p className="text-xs text-muted tabular-nums">
                      {c.ordersCount} order{c.ordersCount === 1 ? '' : 's'}
                    </p>
                  </div>
                </Link>
              </li>
            ))}
      </ul>
    </>
  );
}
