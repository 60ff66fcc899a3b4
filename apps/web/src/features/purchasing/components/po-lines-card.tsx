import type { PurchaseOrder } from '@sauda/contracts/purchasing.ts';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { column, DataTable, type ColumnDef } from '../../../components/ui/data-table.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatPKR } from '../../../lib/format.ts';
import { remainingOf } from '../lib/receive.ts';

type Line = PurchaseOrder['lines'][number];

function Received({ line }: { line: Line }) {
  const done = line.receivedQty >= line.quantity;
  return (
    <span
      className={cn(
        'tabular-nums',
        done ? 'font-medium text-emerald-700' : line.receivedQty > 0 ? 'text-amber-700' : 'text-slate-500',
      )}
    >
      {line.receivedQty.toLocaleString('en-PK')}
    </span>
  );
}

const LINE_COLUMNS: ColumnDef<Line>[] = [
  column(
    'product',
    'Product',
    (l) => (
      <>
        <p className="truncate font-medium text-ink">{l.productTitle}</p>
        <p className="truncate text-xs text-muted">
          {[l.variantTitle, l.sku].filter(Boolean).join(' · ') || '—'}
        </p>
      </>
    ),
    { headerClassName: 'py-3 pr-3 pl-5', cellClassName: 'max-w-72 py-3 pr-3 pl-5' },
  ),
  column('ordered', 'Ordered', (l) => l.quantity.toLocaleString('en-PK'), {
    headerClassName: 'px-3 py-3 text-right',
    cellClassName: 'px-3 py-3 text-right tabular-nums',
  }),
  column('received', 'Received', (l) => <Received line={l} />, {
    headerClassName: 'px-3 py-3 text-right',
    cellClassName: 'px-3 py-3 text-right',
  }),
  column('unitCost', 'Unit cost', (l) => formatPKR(l.unitCost), {
    headerClassName: 'px-3 py-3 text-right',
    cellClassName: 'px-3 py-3 text-right whitespace-nowrap tabular-nums',
  }),
  column('total', 'Total', (l) => formatPKR(l.total), {
    headerClassName: 'py-3 pr-5 pl-3 text-right',
    cellClassName: 'py-3 pr-5 pl-3 text-right font-medium whitespace-nowrap text-ink tabular-nums',
  }),
];

/** The lines of a purchase order: ordered, received, unit cost and total. */
export function PoLinesCard({ po }: { po: PurchaseOrder }) {
  return (
    <Card className="overflow-hidden">
      <CardHeader
        title="Products"
        description={`${po.lines.length} product${po.lines.length === 1 ? '' : 's'} · ${po.receivedQty.toLocaleString('en-PK')} of ${po.orderedQty.toLocaleString('en-PK')} units received`}
      />
      <div className="hidden overflow-x-auto sm:block">
        <DataTable data={po.lines} columns={LINE_COLUMNS} getRowId={(l) => l._id} />
      </div>
      <ul className="divide-y divide-line sm:hidden" aria-label="Purchase order lines">
        {po.lines.map((l) => (
          <li key={l._id} className="px-4 py-3">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="truncate font-medium text-ink">{l.productTitle}</p>
                <p className="truncate text-xs text-muted">
                  {[l.variantTitle, l.sku].filter(Boolean).join(' · ') || '—'}
                </p>
              </div>
              <p className="shrink-0 font-medium text-ink tabular-nums">{formatPKR(l.total)}</p>
            </div>
            <p className="mt-1 text-xs text-muted tabular-nums">
              {l.quantity} × {formatPKR(l.unitCost)} · received <Received line={l} />
              {remainingOf(l) > 0 && l.receivedQty > 0 ? ` · ${remainingOf(l)} to come` : ''}
            </p>
          </li>
        ))}
      </ul>
      <div className="flex items-center justify-between border-t border-line bg-slate-50/60 px-5 py-3">
        <span className="text-sm font-medium text-slate-700">Total</span>
        <span className="text-base font-semibold text-ink tabular-nums">{formatPKR(po.total)}</span>
      </div>
    </Card>
  );
}
