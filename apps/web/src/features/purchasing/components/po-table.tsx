import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PoRow } from '@sauda/contracts/purchasing.ts';
import { column, DataTable, type ColumnDef } from '../../../components/ui/data-table.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { formatDate, formatPKR } from '../../../lib/format.ts';
import { isOverdue } from '../lib/po-status.ts';
import { PoStatusBadge, ReceivedProgress } from './po-badges.tsx';

function Expected({ row }: { row: PoRow }) {
  if (!row.expectedAt) return <span className="text-muted">—</span>;
  const late = isOverdue(row);
  return (
    <span className={late ? 'font-medium text-red-700' : 'text-slate-700'}>
      {formatDate(row.expectedAt)}
      {late ? <span className="sr-only"> (overdue)</span> : null}
    </span>
  );
}

const cellPad = 'px-3 py-3';
const COLUMNS: ColumnDef<PoRow>[] = [
  column(
    'number',
    'PO',
    (r) => (
      <>
        <Link
          to={`/purchase-order/${r._id}`}
          className="font-semibold text-ink hover:text-brand-800 hover:underline"
        >
          {r.number}
        </Link>
        <p className="text-xs text-muted">
          {r.linesCount} product{r.linesCount === 1 ? '' : 's'}
        </p>
      </>
    ),
    { headerClassName: 'py-3 pr-3 pl-5', cellClassName: 'py-3 pr-3 pl-5' },
  ),
  column('vendor', 'Vendor', (r) => r.vendor.name, {
    headerClassName: cellPad,
    cellClassName: 'max-w-56 truncate px-3 py-3 text-slate-700',
  }),
  column('status', 'Status', (r) => <PoStatusBadge status={r.status} />, {
    headerClassName: cellPad,
    cellClassName: cellPad,
  }),
  column(
    'received',
    'Received',
    (r) => <ReceivedProgress received={r.receivedQty} ordered={r.orderedQty} />,
    {
      headerClassName: cellPad,
      cellClassName: cellPad,
    },
  ),
  column('total', 'Total', (r) => formatPKR(r.total), {
    headerClassName: 'px-3 py-3 text-right',
    cellClassName: 'px-3 py-3 text-right font-medium whitespace-nowrap text-ink tabular-nums',
  }),
  column('expected', 'Expected', (r) => <Expected row={r} />, {
    headerClassName: cellPad,
    cellClassName: 'px-3 py-3 whitespace-nowrap',
  }),
  column('created', 'Created', (r) => formatDate(r.createdAt), {
    headerClassName: 'py-3 pr-5 pl-3',
    cellClassName: 'py-3 pr-5 pl-3 whitespace-nowrap text-muted',
  }),
];

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
        <DataTable
          data={rows}
          columns={COLUMNS}
          getRowId={(r) => r._id}
          loading={loading}
          rowProps={(r) => ({
            className: 'cursor-pointer hover:bg-slate-50',
            onClick: (e) => open(e, r._id),
          })}
        />
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
