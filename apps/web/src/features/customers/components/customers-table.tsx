import { Link, useNavigate } from 'react-router';
import type { Customer } from '@sauda/contracts/customers.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { formatDate, formatPKR } from '../../../lib/format.ts';

export function CustomersTable({ rows, loading }: { rows: Customer[]; loading: boolean }) {
  const navigate = useNavigate();
  const go = (id: string) => void navigate(`/customer/${id}`);
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-line bg-slate-50/80 text-xs font-medium tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="py-3 pr-3 pl-5">
                Name
              </th>
              <th scope="col" className="px-3 py-3">
                Phone
              </th>
              <th scope="col" className="px-3 py-3">
                City
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                Orders
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                Total spent
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                Delivered
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                Returned
              </th>
              <th scope="col" className="py-3 pr-5 pl-3">
                Last order
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {loading && rows.length === 0
              ? Array.from({ length: 6 }, (_, i) => (
                  <tr key={i}>
                    <td colSpan={8} className="px-5 py-3.5">
                      <Skeleton className="h-7" />
                    </td>
                  </tr>
                ))
              : rows.map((c) => (
                  <tr
                    key={c._id}
                    className="cursor-pointer hover:bg-slate-50"
                    onClick={(e) => !(e.target as Element).closest('a') && go(c._id)}
                  >
                    <td className="py-3 pr-3 pl-5">
                      <div className="flex items-center gap-2">
                        <Link
                          to={`/customer/${c._id}`}
                          className="font-medium text-ink hover:text-brand-800 hover:underline"
                        >
                          {c.name}
                        </Link>
                        {c.blocked ? <Badge tone="red">Blocked</Badge> : null}
                        {!c.blocked && c.warning ? <Badge tone="yellow">Risky</Badge> : null}
                      </div>
                    </td>
                    <td className="px-3 py-3 text-slate-700 tabular-nums">{c.phone}</td>
                    <td className="px-3 py-3 text-slate-700">{c.city ?? '—'}</td>
                    <td className="px-3 py-3 text-right tabular-nums">{c.ordersCount}</td>
                    <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">
                      {formatPKR(c.totalSpent)}
                    </td>
                    <td className="px-3 py-3 text-right tabular-nums">{c.deliveredCount}</td>
                    <td className="px-3 py-3 text-right tabular-nums">{c.returnedCount}</td>
                    <td className="py-3 pr-5 pl-3 whitespace-nowrap text-muted">
                      {formatDate(c.lastOrderAt)}
                    </td>
                  </tr>
                ))}
          </tbody>
        </table>
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
