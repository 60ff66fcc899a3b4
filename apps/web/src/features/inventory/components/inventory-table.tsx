import { useMemo } from 'react';
import { Link } from 'react-router';
import { History, SlidersHorizontal } from 'lucide-react';
import type { InventoryRow } from '@sauda/contracts/inventory.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { column, DataTable, type ColumnDef } from '../../../components/ui/data-table.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatPKR } from '../../../lib/format.ts';
import { Thumb } from '../../../components/ui/thumb.tsx';

export type InventoryTableProps = {
  rows: InventoryRow[];
  loading: boolean;
  onAdjust: (row: InventoryRow) => void;
  onHistory: (row: InventoryRow) => void;
};

const qty = (n: number) => n.toLocaleString('en-PK');

function rowName(row: InventoryRow): string {
  return row.variantTitle ? `${row.productTitle} — ${row.variantTitle}` : row.productTitle;
}

function StockFlag({ row }: { row: InventoryRow }) {
  if (row.available <= 0 && row.backordered === 0 && !row.allowBackorder)
    return <Badge tone="red">Out of stock</Badge>;
  if (row.available <= 0 && row.allowBackorder) return <Badge tone="violet">Backorder</Badge>;
  if (row.low) return <Badge tone="yellow">Low</Badge>;
  return null;
}

function availableTone(row: InventoryRow) {
  if (row.available <= 0) return 'text-red-700';
  if (row.low) return 'text-amber-700';
  return 'text-ink';
}

function ProductCell({ row }: { row: InventoryRow }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Thumb src={row.thumbnailUrl} />
      <div className="min-w-0">
        <Link
          to={`/products/${row.productId}/edit`}
          className="block truncate font-medium text-ink hover:text-brand-800 hover:underline"
        >
          {row.productTitle}
        </Link>
        <div className="mt-0.5 flex flex-wrap items-center gap-1.5">
          {row.variantTitle ? <span className="truncate text-xs text-muted">{row.variantTitle}</span> : null}
          <StockFlag row={row} />
        </div>
      </div>
    </div>
  );
}

function RowActions({
  row,
  onAdjust,
  onHistory,
}: Omit<InventoryTableProps, 'rows' | 'loading'> & { row: InventoryRow }) {
  const name = rowName(row);
  return (
    <div className="flex items-center justify-end gap-1">
      <Button
        size="sm"
        variant="outline"
        onClick={() => onAdjust(row)}
        aria-label={`Adjust stock of ${name}`}
      >
        <SlidersHorizontal /> Adjust
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => onHistory(row)}
        aria-label={`Stock history of ${name}`}
      >
        <History /> <span className="hidden xl:inline">History</span>
      </Button>
    </div>
  );
}

/** Stock per variant: a table on wide screens, cards on phones. */
export function InventoryTable({ rows, loading, onAdjust, onHistory }: InventoryTableProps) {
  const th = 'px-3 py-3 text-right';
  const columns = useMemo<ColumnDef<InventoryRow>[]>(
    () => [
      column('product', 'Product', (row) => <ProductCell row={row} />, {
        headerClassName: 'py-3 pr-3 pl-5',
        cellClassName: 'max-w-80 py-2.5 pr-3 pl-5',
      }),
      column('sku', 'SKU', (row) => row.sku ?? '—', {
        headerClassName: 'px-3 py-3',
        cellClassName: 'px-3 py-2.5 font-mono text-xs text-slate-700',
      }),
      column('available', 'Available', (row) => qty(row.available), {
        headerClassName: th,
        cellClassName: (row) => cn('px-3 py-2.5 text-right font-semibold tabular-nums', availableTone(row)),
      }),
      column('committed', 'Committed', (row) => qty(row.committed), {
        headerClassName: th,
        cellClassName: 'px-3 py-2.5 text-right text-slate-700 tabular-nums',
      }),
      column('onHand', 'On hand', (row) => qty(row.onHand), {
        headerClassName: th,
        cellClassName: 'px-3 py-2.5 text-right text-slate-700 tabular-nums',
      }),
      column('backordered', 'Backordered', (row) => qty(row.backordered), {
        headerClassName: th,
        cellClassName: (row) =>
          cn(
            'px-3 py-2.5 text-right tabular-nums',
            row.backordered > 0 ? 'font-medium text-violet-700' : 'text-muted',
          ),
      }),
      column('cost', 'Cost', (row) => (row.cost === null ? '—' : formatPKR(row.cost)), {
        headerClassName: th,
        cellClassName: 'px-3 py-2.5 text-right whitespace-nowrap text-slate-700 tabular-nums',
      }),
      column(
        'actions',
        () => <span className="sr-only">Actions</span>,
        (row) => <RowActions row={row} onAdjust={onAdjust} onHistory={onHistory} />,
        { headerClassName: 'py-3 pr-5 pl-3 text-right', cellClassName: 'py-2.5 pr-5 pl-3' },
      ),
    ],
    [onAdjust, onHistory],
  );
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <DataTable
          data={rows}
          columns={columns}
          getRowId={(row) => row.variantId}
          loading={loading}
          skeleton={{ rows: 8, className: 'h-10', cellClassName: 'px-5 py-3' }}
          rowProps={() => ({ className: 'hover:bg-slate-50' })}
        />
      </div>
      <ul className="divide-y divide-line md:hidden" aria-label="Inventory">
        {loading && rows.length === 0
          ? Array.from({ length: 4 }, (_, i) => (
              <li key={i} className="p-4">
                <Skeleton className="h-24" />
              </li>
            ))
          : rows.map((row) => (
              <li key={row.variantId} className="px-4 py-3.5">
                <ProductCell row={row} />
                <dl className="mt-3 grid grid-cols-4 gap-2 text-center">
                  {(
                    [
                      ['Available', row.available, availableTone(row)],
                      ['Committed', row.committed, 'text-ink'],
                      ['On hand', row.onHand, 'text-ink'],
                      ['Backorder', row.backordered, row.backordered > 0 ? 'text-violet-700' : 'text-ink'],
                    ] as const
                  ).map(([label, value, tone]) => (
                    <div key={label} className="rounded-lg bg-slate-50 px-1 py-1.5">
                      <dt className="text-[11px] text-muted">{label}</dt>
                      <dd className={cn('font-semibold tabular-nums', tone)}>{qty(value)}</dd>
                    </div>
                  ))}
                </dl>
                <div className="mt-2 flex items-center justify-between gap-2">
                  <p className="min-w-0 truncate text-xs text-muted">
                    {row.sku ? <span className="font-mono">{row.sku}</span> : 'No SKU'} · Cost{' '}
                    {row.cost === null ? '—' : formatPKR(row.cost)}
                  </p>
                  <RowActions row={row} onAdjust={onAdjust} onHistory={onHistory} />
                </div>
              </li>
            ))}
      </ul>
    </>
  );
}
