import { Link } from 'react-router';
import { ClipboardPlus, Info } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { cn } from '../../../lib/cn.ts';
import { ageInDays, formatDate, formatPKR } from '../../../lib/format.ts';
import type { ProcureGroup, ProcureItem } from '../api/procure.ts';
import { groupOrderIds, groupTotals, plural, toBuy } from '../lib/procure.ts';
import { Thumb } from '../../../components/ui/thumb.tsx';

function age(createdAt: string): string {
  const days = ageInDays(createdAt);
  if (days === 0) return 'today';
  return days === 1 ? '1 day' : `${days} days`;
}

function ItemRow({
  item,
  selected,
  onToggle,
}: {
  item: ProcureItem;
  selected: ReadonlySet<string>;
  onToggle: (ids: string[]) => void;
}) {
  const name = item.variantTitle ? `${item.productTitle} — ${item.variantTitle}` : item.productTitle;
  const buy = toBuy(item);
  return (
    <li className="px-4 py-3.5 sm:px-5">
      <div className="flex items-start gap-3">
        <Thumb src={item.thumbnailUrl} />
        <div className="min-w-0 flex-1">
          <Link
            to={`/products/${item.productId}/edit`}
            className="block truncate text-sm font-medium text-ink hover:text-brand-800 hover:underline"
          >
            {item.productTitle}
          </Link>
          <p className="truncate text-xs text-muted">
            {[item.variantTitle, item.sku].filter(Boolean).join(' · ') || '—'}
            {item.cost !== null ? ` · cost ${formatPKR(item.cost)}` : ''}
          </p>
        </div>
        <dl className="grid shrink-0 grid-cols-3 gap-3 text-right text-xs">
          <div>
            <dt className="text-muted">Waiting</dt>
            <dd className="text-sm font-semibold text-ink tabular-nums">{item.waitingQty}</dd>
          </div>
          <div>
            <dt className="text-muted">On order</dt>
            <dd className="text-sm text-slate-700 tabular-nums">{item.onOrderQty}</dd>
          </div>
          <div>
            <dt className="text-muted">To buy</dt>
            <dd
              className={cn(
                'text-sm font-semibold tabular-nums',
                buy > 0 ? 'text-amber-700' : 'text-emerald-700',
              )}
            >
              {buy}
            </dd>
          </div>
        </dl>
      </div>
      <ul aria-label={`Orders waiting for ${name}`} className="mt-2 flex flex-wrap gap-2 sm:pl-12">
        {item.orders.map((o) => (
          <li
            key={o._id}
            className={cn(
              'flex items-center gap-2 rounded-lg border px-2.5 py-1.5 text-sm',
              selected.has(o._id) ? 'border-brand-300 bg-brand-50' : 'border-line bg-white',
            )}
          >
            <Checkbox
              aria-label={`Select order ${o.name}`}
              checked={selected.has(o._id)}
              onChange={() => onToggle([o._id])}
            />
            <Link to={`/orders/${o._id}`} className="font-medium text-brand-700 hover:underline">
              {o.name}
            </Link>
            <span className="text-xs text-muted tabular-nums">×{o.quantity}</span>
            <span className="text-xs text-muted" title={formatDate(o.createdAt)}>
              · {age(o.createdAt)}
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** One vendor's backordered items and the orders waiting for them. */
export function ProcureGroupCard({
  group,
  selected,
  onToggle,
  onRaise,
  raising,
  showRaise,
}: {
  group: ProcureGroup;
  selected: ReadonlySet<string>;
  /** Toggle these order ids (all on unless all are already on). */
  onToggle: (ids: string[]) => void;
  onRaise: (vendorId: string) => void;
  raising: boolean;
  showRaise: boolean;
}) {
  const ids = groupOrderIds(group.items);
  const onCount = ids.filter((id) => selected.has(id)).length;
  const totals = groupTotals(group.items);
  const title = group.vendor?.name ?? 'No vendor';
  const hintId = `procure-hint-${group.vendor?._id ?? 'none'}`;
  return (
    <Card className="overflow-hidden">
      <section aria-label={title}>
        <header className="flex flex-col gap-3 border-b border-line px-4 py-3.5 sm:flex-row sm:items-center sm:justify-between sm:px-5">
          <div className="flex min-w-0 items-center gap-3">
            <Checkbox
              aria-label={`Select all orders for ${title}`}
              checked={ids.length > 0 && onCount === ids.length}
              indeterminate={onCount > 0 && onCount < ids.length}
              onChange={() => onToggle(ids)}
            />
            <div className="min-w-0">
              <h2 className="flex items-center gap-2 truncate text-base font-semibold text-ink">
                {title}
                {group.vendor ? null : <Badge tone="yellow">Set a vendor</Badge>}
              </h2>
              <p className="text-xs text-muted tabular-nums">
                {plural(ids.length, 'order')} · {plural(totals.waiting, 'unit')} waiting · {totals.toBuy} to
                buy
                {totals.toBuy > 0 && totals.estimatedCost > 0
                  ? ` · about ${formatPKR(totals.estimatedCost)}${totals.unknownCost ? '+' : ''}`
                  : ''}
              </p>
            </div>
          </div>
          {showRaise ? (
            <div className="flex flex-col items-stretch gap-1 sm:items-end">
              <Button
                size="sm"
                onClick={() => group.vendor && onRaise(group.vendor._id)}
                disabled={!group.vendor || totals.toBuy === 0}
                loading={raising}
                aria-describedby={!group.vendor || totals.toBuy === 0 ? hintId : undefined}
              >
                <ClipboardPlus /> Raise purchase order
              </Button>
              {!group.vendor ? (
                <p id={hintId} className="flex items-center gap-1 text-xs text-muted">
                  <Info className="size-3.5" aria-hidden /> Set the vendor on these products to order them.
                </p>
              ) : totals.toBuy === 0 ? (
                <p id={hintId} className="text-xs text-muted">
                  Everything is already on order.
                </p>
              ) : null}
            </div>
          ) : null}
        </header>
        <ul className="divide-y divide-line">
          {group.items.map((item) => (
            <ItemRow key={item.variantId} item={item} selected={selected} onToggle={onToggle} />
          ))}
        </ul>
      </section>
    </Card>
  );
}
