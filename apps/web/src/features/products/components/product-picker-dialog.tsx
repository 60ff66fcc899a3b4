import { useState } from 'react';
import { Thumb } from '../../../components/ui/thumb.tsx';
import type { ProductRow } from '@sauda/contracts/products.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { SearchInput } from '../../../components/ui/input.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/use-debounced-text.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useProducts } from '../api/list-products.ts';
import { priceRangeLabel } from '../lib/display.ts';

/** Search all products and tick several (e.g. to add them to a category). */
export function ProductPickerDialog({
  open,
  onOpenChange,
  title,
  description,
  disabledReason,
  noteFor,
  onConfirm,
  pending,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** Why a row cannot be picked (e.g. "Already in this category"), or null. */
  disabledReason?: (row: ProductRow) => string | null;
  /** A remark under a pickable row (e.g. "Moves from Kurtas"). */
  noteFor?: (row: ProductRow) => string | null;
  onConfirm: (ids: string[]) => void;
  pending: boolean;
}) {
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const products = useProducts(
    { search: debounced || undefined, page: 1, limit: 20, tabStatus: 'all', prodStatus: 'all' },
    { enabled: open },
  );
  const rows = products.data?.data ?? [];

  function close(next: boolean) {
    if (pending) return;
    if (!next) {
      setSearch('');
      setSelected(new Set());
    }
    onOpenChange(next);
  }
  function toggle(id: string) {
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  const n = selected.size;
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={title}
      description={description}
      className="max-w-lg!"
      footer={
        <>
          <Button variant="outline" onClick={() => close(false)} disabled={pending}>
            Cancel
          </Button>
          <Button onClick={() => onConfirm([...selected])} disabled={n === 0} loading={pending}>
            {n ? `Add ${n} product${n === 1 ? '' : 's'}` : 'Add products'}
          </Button>
        </>
      }
    >
      <SearchInput
        aria-label="Search products"
        placeholder="Search by title or SKU"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        autoFocus
      />
      <div
        className="mt-3 max-h-80 overflow-y-auto rounded-lg border border-line"
        aria-busy={products.isFetching || undefined}
      >
        {products.isPending ? (
          <div className="space-y-2 p-3">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : products.isError ? (
          <p role="alert" className="p-4 text-sm text-red-700">
            {errorMessage(products.error, 'Could not load products')}
          </p>
        ) : rows.length === 0 ? (
          <p className="p-4 text-center text-sm text-muted">
            {debounced ? `No products match “${debounced}”.` : 'You have no products yet.'}
          </p>
        ) : (
          <ul className="divide-y divide-line" aria-label="Products to add">
            {rows.map((row) => {
              const reason = disabledReason?.(row) ?? null;
              const note = reason ?? noteFor?.(row) ?? null;
              const id = `pick-${row._id}`;
              return (
                <li key={row._id}>
                  <label
                    htmlFor={id}
                    className={`flex items-center gap-3 px-3 py-2.5 ${reason ? 'opacity-60' : 'cursor-pointer hover:bg-slate-50'}`}
                  >
                    <Checkbox
                      id={id}
                      checked={!!reason || selected.has(row._id)}
                      disabled={!!reason}
                      onChange={() => toggle(row._id)}
                    />
                    <Thumb src={row.thumbnailUrl} alt="" size="md" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium text-ink">{row.title}</span>
                      <span className="block truncate text-xs text-muted">
                        {priceRangeLabel(row.priceMin, row.priceMax)}
                        {note ? ` · ${note}` : ''}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {n ? (
        <p className="mt-2 text-xs text-muted" aria-live="polite">
          {n} selected
        </p>
      ) : null}
    </Modal>
  );
}
