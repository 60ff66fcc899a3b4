import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ImageOff, Search } from 'lucide-react';
import type { VariantPick } from '@sauda/contracts/products.ts';
import { controlClasses } from '../../../components/ui/field.tsx';
import { Combobox, ComboboxError, ComboboxSearching } from '../../../components/ui/combobox.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatPKR } from '../../../lib/format.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { pickLabel } from '../lib/order-form.ts';

export type SearchVariants = (search: string, signal: AbortSignal) => Promise<VariantPick[]>;

const PICK_DEBOUNCE_MS = 300;

function stockLabel(v: VariantPick): { text: string; pickable: boolean; tone: string } {
  if (v.available > 0) return { text: `${v.available} in stock`, pickable: true, tone: 'text-emerald-700' };
  if (v.allowBackorder) return { text: 'Out of stock — backorder', pickable: true, tone: 'text-amber-700' };
  return { text: 'Out of stock', pickable: false, tone: 'text-red-700' };
}

/** Search-as-you-type product picker (combobox): choosing a variant hands it to `onPick`. */
export function VariantPicker({
  searchVariants,
  onPick,
  disabled,
}: {
  searchVariants: SearchVariants;
  onPick: (v: VariantPick) => void;
  disabled?: boolean;
}) {
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const search = useDebouncedValue(text.trim(), PICK_DEBOUNCE_MS);
  const results = useQuery({
    // Under 'products' so product changes (stock, prices) refresh it.
    queryKey: ['products', 'variant-pick', search],
    queryFn: ({ signal }) => searchVariants(search, signal),
    enabled: open,
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
  const options = results.data ?? [];
  const typing = text.trim() !== search || (results.isFetching && results.isPlaceholderData);

  return (
    <>
      <label htmlFor={`${listId}-input`} className="sr-only">
        Search products
      </label>
      <Combobox
        id={`${listId}-input`}
        value={text}
        onValueChange={setText}
        open={open}
        onOpenChange={setOpen}
        options={options}
        getKey={(v) => v.variantId}
        isOptionDisabled={(v) => !stockLabel(v).pickable}
        onSelect={(v) => {
          onPick(v);
          setText('');
        }}
        listLabel="Products"
        listClassName="max-h-80 py-1"
        busy={typing}
        disabled={disabled}
        placeholder="Search your products by name or SKU"
        icon={
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
        }
        inputClassName={cn(controlClasses, 'h-10 pl-9')}
        status={
          results.isPending ? (
            <ComboboxSearching />
          ) : results.isError ? (
            <ComboboxError
              message={errorMessage(results.error, 'Could not load your products')}
              onRetry={() => void results.refetch()}
            />
          ) : options.length === 0 ? (
            <p className="px-3 py-3 text-sm text-muted" role="status">
              {search
                ? `No products match “${search}”. Use “Add custom item” for anything not in your catalogue.`
                : 'No products yet. Use “Add custom item”, or create products first.'}
            </p>
          ) : null
        }
        renderOption={(v) => {
          const stock = stockLabel(v);
          return (
            <>
              <span className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-100 text-slate-400">
                {v.thumbnailUrl ? (
                  <img
                    src={v.thumbnailUrl}
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                    className="size-full object-cover"
                  />
                ) : (
                  <ImageOff className="size-4" />
                )}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-ink">{pickLabel(v)}</span>
                <span className="block truncate text-xs text-muted">
                  {v.sku ? `SKU ${v.sku} · ` : ''}
                  <span className={stock.tone}>{stock.text}</span>
                </span>
              </span>
              <span className="shrink-0 text-right text-sm font-medium text-ink tabular-nums">
                {formatPKR(v.discountedPrice)}
                {v.discountedPrice < v.price ? (
                  <s className="block text-xs font-normal text-muted">{formatPKR(v.price)}</s>
                ) : null}
              </span>
            </>
          );
        }}
      />
    </>
  );
}
