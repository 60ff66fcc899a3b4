import { useState } from 'react';
import { Link } from 'react-router';
import { ChevronLeft, ChevronRight, History, X } from 'lucide-react';
import {
  ADJUSTMENT_REASON_LABELS,
  MOVEMENT_LABELS,
  type InventoryRow,
  type Movement,
} from '@sauda/contracts/inventory.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Drawer } from '../../../components/ui/drawer.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime, formatPKR } from '../../../lib/format.ts';
import { MOVEMENTS_PAGE_SIZE, useMovements } from '../api/list-movements.ts';
import { signed } from '../lib/adjustment.ts';
import { Thumb } from '../../../components/ui/thumb.tsx';

function reasonText(m: Movement): string | null {
  if (!m.reason) return null;
  return (ADJUSTMENT_REASON_LABELS as Record<string, string>)[m.reason] ?? m.reason;
}

function Delta({ value, label }: { value: number; label: string }) {
  return (
    <span
      className={cn(
        'tabular-nums',
        value > 0 ? 'text-emerald-700' : value < 0 ? 'text-red-700' : 'text-muted',
      )}
    >
      <span className="text-xs text-muted">{label} </span>
      {signed(value)}
    </span>
  );
}

function MovementItem({ m }: { m: Movement }) {
  const reason = reasonText(m);
  return (
    <li className="px-5 py-3.5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-ink">{MOVEMENT_LABELS[m.kind]}</p>
          <p className="mt-0.5 text-xs text-muted">
            <time dateTime={m.at}>{formatDateTime(m.at)}</time> · {m.locationName}
            {m.actorName ? ` · ${m.actorName}` : ''}
          </p>
        </div>
        <div className="shrink-0 text-right text-sm">
          <p className="font-semibold text-ink tabular-nums">
            {m.availableAfter.toLocaleString('en-PK')}
            <span className="ml-1 text-xs font-normal text-muted">after</span>
          </p>
        </div>
      </div>
      <div className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <Delta value={m.deltaAvailable} label="Available" />
        <Delta value={m.deltaCommitted} label="Committed" />
        {m.unitCost !== null ? (
          <span className="text-xs text-muted">at {formatPKR(m.unitCost)} each</span>
        ) : null}
      </div>
      {reason || m.note ? (
        <p className="mt-1.5 text-sm text-slate-700">
          {reason ? <span className="font-medium">{reason}</span> : null}
          {reason && m.note ? ' — ' : null}
          {m.note}
        </p>
      ) : null}
      {m.order || m.purchaseOrder ? (
        <p className="mt-1.5 flex flex-wrap gap-3 text-sm">
          {m.order ? (
            <Link to={`/orders/${m.order._id}`} className="font-medium text-brand-700 hover:underline">
              Order {m.order.name}
            </Link>
          ) : null}
          {m.purchaseOrder ? (
            <Link
              to={`/purchase-order/${m.purchaseOrder._id}`}
              className="font-medium text-brand-700 hover:underline"
            >
              {m.purchaseOrder.number}
            </Link>
          ) : null}
        </p>
      ) : null}
    </li>
  );
}

function HistoryBody({ row, onClose }: { row: InventoryRow; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const movements = useMovements(row.variantId, page);
  const list = movements.data?.data ?? [];
  const total = movements.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / MOVEMENTS_PAGE_SIZE));

  return (
    <>
      <div className="flex items-start gap-3 border-b border-line px-5 py-4">
        <Thumb src={row.thumbnailUrl} />
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold text-ink">Stock history</h2>
          <p className="truncate text-sm text-muted">
            {row.productTitle}
            {row.variantTitle ? ` — ${row.variantTitle}` : ''}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X className="size-5" />
        </button>
      </div>
      <div className="flex-1 overflow-y-auto" aria-busy={movements.isFetching || undefined}>
        {movements.isPending ? (
          <div className="space-y-3 p-5">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-16" />
            ))}
          </div>
        ) : movements.isError ? (
          <div className="p-6 text-center">
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(movements.error, 'Could not load the stock history')}
            </p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void movements.refetch()}>
              Try again
            </Button>
          </div>
        ) : list.length === 0 ? (
          <EmptyState
            icon={<History />}
            title="No stock movements yet"
            description="Orders, adjustments and purchase-order receipts will show up here."
          />
        ) : (
          <ol
            aria-label="Stock movements"
            className={cn('divide-y divide-line', movements.isPlaceholderData && 'opacity-60')}
          >
            {list.map((m) => (
              <MovementItem key={m._id} m={m} />
            ))}
          </ol>
        )}
      </div>
      {pages > 1 ? (
        <nav
          aria-label="History pages"
          className="flex items-center justify-between border-t border-line px-5 py-3 text-sm text-muted"
        >
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
            aria-label="Newer movements"
          >
            <ChevronLeft />
          </Button>
          <span className="tabular-nums">
            Page {page} of {pages}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
            aria-label="Older movements"
          >
            <ChevronRight />
          </Button>
        </nav>
      ) : null}
    </>
  );
}

/** "History" on an inventory row: the movement ledger of that variant. */
export function HistoryDrawer({
  row,
  onOpenChange,
}: {
  row: InventoryRow | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Drawer
      open={!!row}
      onOpenChange={onOpenChange}
      side="right"
      title={row ? `Stock history of ${row.productTitle}` : 'Stock history'}
      className="w-full! max-w-md!"
    >
      {row ? <HistoryBody key={row.variantId} row={row} onClose={() => onOpenChange(false)} /> : null}
    </Drawer>
  );
}
