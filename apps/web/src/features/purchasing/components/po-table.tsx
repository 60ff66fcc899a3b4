import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PoRow } from '@sauda/contracts/purchasing.ts';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { formatDate, formatPKR } from '../../../lib/format.ts';
import { isOverdue } from '../lib/po-status.ts';
import { PoStatusBadge, ReceivedProgress } from './po-badges.tsx';

function Expected({ row }: { row: PoRow }) {
  if (!row.expectedAt) return <span className="text-slate-400">—</span>;
  const late = isOverdue(row);
  return (
    <span className={late ? 'font-medium text-red-700' : 'text-slate-700'}>
      {formatDate(row.expectedAt)}
      {late ? <span className="sr-only"> (overdue)</span> : null}
    </span>
  );
}

/** Purchase orders: a table on wide screens, cards on phones; a click opens the PO. */
export function PoTable({ rows, loading }: { rows: PoRow[]; loading: boolean }) {
  const navigate = useNavigate();
  const open = (e: MouseEvent, id: string) => {
    if (e.target instanceof Element && e.target.closest('a, button')) return;
    void navigate(`/purchase-order/${id}`);
  };
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-line bg-slate-50/80 text-xs font-medium tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="py-3 pr-3 pl-5">
                PO
              </th>
              <th scope="col" className="px-3 py-3">
                Vendor
              </th>
              <th scope="col" className="px-3 py-3">
                Status
              </th>
              <th scope="col" className="px-3 py-3">
                Received
              </th>
              <th scope="col" className="px-3 py-3 text-right">
                Total
              </th>
              <th scope="col" className="px-3 py-3">
                Expected
              </th>
              <th scope="col" className="py-3 pr-5 pl-3">
                Created
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {loading && rows.length === 0
              ? Array.from({ length: 6 }, (_, i) => (
                  <tr key={i}>
                    <td colSpan={7} className="px-5 py-3.5">
                      <Skeleton className="h-8" />
                    </td>
                  </tr>
                ))
              : rows.map((r) => (
                  <tr
                    key={r._id}
                    onClick={(e) => open(e, r._id)}
                    className="cursor-pointer hover:bg-slate-50"
                  >
                    <td className="py-3 pr-3 pl-5">
                      <Link
                        to={`/purchase-order/${r._id}`}
                        className="font-semibold text-ink hover:text-brand-800 hover:underline"
                      >
                        {r.number}
                      </Link>
                      <p className="text-xs text-muted">
                        {r.linesCount} product{r.linesCount === 1 ? '' : 's'}
                      </p>
                    </td>
                    <td className="max-w-56 truncate px-3 py-3 text-slate-700">{r.vendor.name}</td>
                    <td className="px-3 py-3">
                      <PoStatusBadge status={r.status} />
                    </td>
                    <td className="px-3 py-3">
                      <ReceivedProgress received={r.receivedQty} ordered={r.orderedQty} />
                    </td>
                    <td className="px-3 py-3 text-right font-medium whitespace-nowrap text-ink tabular-nums">
                      {formatPKR(r.total)}
                    </td>
                    <td className="px-3 py-3 whitespace-nowrap">
                      <Expected row={r} />
                    </td>
                    <td className="py-3 pr-5 pl-3 whitespace-nowrap text-muted">{formatDate(r.createdAt)}</td>
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-line md:hidden" aria-label="Purchase orders">
        {loading && rows.length === 0
          ? Array.from({ length: 4 }, (_, i) => (
              <li key={i} className="p-4">
                <Skeleton className="h-20" />
              </li>
            ))
          : rows.map((r) => (
              <li key={r._id} onClick={(e) => open(e, r._id)} className="cursor-pointer px-4 py-3.5">
                <div className="flex items-center justify-between gap-2">
                  <Link to={`/purchase-order/${r._id}`} className="font-semibold text-ink">
                    {r.number}
                  </Link>
                  <span className="font-semibold text-ink tabular-nums">{formatPKR(r.total)}</span>
                </div>
                <p className="mt-0.5 truncate text-sm text-slate-700">{r.vendor.name}</p>
                <div className="mt-2 flex items-end justify-between gap-3">
                  <div className="flex flex-col items-start gap-1.5">
                    <PoStatusBadge status={r.status} />
                    <p className="text-xs text-muted">
                      Created {formatDate(r.createdAt)}
                      {r.expectedAt ? (
                        <>
                          {' '}
                          · Expected <Expected row={r} />
                        </>
                      ) : null}
                    </p>
                  </div>
                  <ReceivedProgress received={r.receivedQty} ordered={r.orderedQty} className="w-24" />
                </div>
              </li>
            ))}
      </ul>
    </>
  );
}
