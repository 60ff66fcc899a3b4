import { useEffect } from 'react';
import { Command } from 'cmdk';
import { useNavigate, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { ExternalLink, ListFilter, PackageSearch, SearchX } from 'lucide-react';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from '@sauda/contracts/common.ts';
import type { OrderResultsProps } from '../../../components/layout/command-palette.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime, formatPKR } from '../../../lib/format.ts';
import { useOrderSearch } from '../api/search-orders.ts';
import { OrderStatusBadge, paymentLabel } from './order-badges.tsx';

function intParam(raw: string | null, fallback: number, max: number): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

const groupClasses =
  '[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted';

/**
 * Below the open orders (or in place of them): every status, for the buyer who calls about a
 * delivered or returned parcel. Opens the orders list searched, in this tab.
 */
function SearchAllOrders({ text, onOpened }: { text: string; onOpened: () => void }) {
  const navigate = useNavigate();
  return (
    <Command.Group heading="All orders" className={groupClasses}>
      <Command.Item
        value="search-all-orders"
        onSelect={() => {
          void navigate(`/orders?${new URLSearchParams({ search: text }).toString()}`);
          onOpened();
        }}
        className="flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2.5 text-sm text-slate-700 data-[selected=true]:bg-brand-50 data-[selected=true]:text-brand-900"
      >
        <ListFilter className="size-4 shrink-0 text-slate-500" aria-hidden />
        <span className="min-w-0 flex-1 truncate">
          Search all orders for <span className="font-semibold text-ink">‘{text}’</span>
        </span>
        <span className="shrink-0 text-xs text-muted">delivered, returned, cancelled…</span>
      </Command.Item>
    </Command.Group>
  );
}

/**
 * product-rules §2 global search: status open, page and limit from the URL (defaults 1 and 50); each
 * result opens /orders/{id} in a new tab.
 */
export function OrderSearchResults({ text, typing, hasPageResults, onOpened }: OrderResultsProps) {
  const [sp] = useSearchParams();
  const page = intParam(sp.get('page'), 1, 1000);
  const limit = intParam(sp.get('limit'), DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT);
  const search = useOrderSearch({ search: text, status: 'open', page, limit });

  useEffect(() => {
    // product-rules §8: the global search failure shows the survey-fetch toast.
    if (search.isError)
      toast.error(errorMessage(search.error, 'Failed to fetch survey!'), { id: 'global-search' });
  }, [search.isError, search.error]);

  const waiting = typing || !text || search.isFetching;
  const rows = search.data?.data ?? [];

  if (waiting && rows.length === 0) {
    return hasPageResults ? null : (
      <div className="flex items-center justify-center gap-2 px-6 py-10 text-sm text-muted" role="status">
        <Spinner /> Searching orders…
      </div>
    );
  }
  if (rows.length === 0) {
    if (hasPageResults) {
      return (
        <>
          <div className="px-3 py-3 text-sm">
            <p className="font-medium text-ink">No orders found</p>
            <p className="text-xs text-muted">Try adjusting your search criteria</p>
          </div>
          <SearchAllOrders text={text} onOpened={onOpened} />
        </>
      );
    }
    return (
      <>
        <div className="flex flex-col items-center px-6 pt-10 pb-6 text-center">
          <SearchX className="size-6 text-slate-400" />
          <p className="mt-3 text-sm font-semibold text-ink">No results found</p>
          <p className="mt-2 flex items-center gap-1.5 text-xs font-medium text-slate-600">
            <PackageSearch className="size-3.5" /> No orders found
          </p>
          <p className="mt-0.5 text-xs text-muted">Try adjusting your search criteria</p>
        </div>
        <SearchAllOrders text={text} onOpened={onOpened} />
      </>
    );
  }
  return (
    <>
      <Command.Group
        heading={`Open orders (${search.data?.meta.total ?? rows.length})`}
        className={groupClasses}
      >
        {rows.map((o) => {
          const first = o.shipmentDetails.addresses[0];
          return (
            <Command.Item
              key={o._id}
              value={`order-${o._id}`}
              onSelect={() => {
                window.open(`/orders/${o._id}`, '_blank', 'noopener');
                onOpened();
              }}
              className="flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2.5 text-sm text-slate-700 data-[selected=true]:bg-brand-50 data-[selected=true]:text-brand-900"
            >
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-ink">{o.name}</span>
                  <OrderStatusBadge status={o.status} />
                  <span className="text-xs font-medium text-slate-500">{paymentLabel(o.paymentMethod)}</span>
                </p>
                <p className="mt-0.5 truncate text-xs text-muted">
                  {first?.name ?? '—'} · {formatDateTime(o.createdAt)} · {o.itemCount} item
                  {o.itemCount === 1 ? '' : 's'}
                </p>
              </div>
              <span className="shrink-0 font-medium text-ink tabular-nums">
                {formatPKR(o.pricing.currentTotalPrice)}
              </span>
              <ExternalLink className="size-3.5 shrink-0 text-slate-300" aria-label="Opens in a new tab" />
            </Command.Item>
          );
        })}
      </Command.Group>
      <SearchAllOrders text={text} onOpened={onOpened} />
    </>
  );
}
