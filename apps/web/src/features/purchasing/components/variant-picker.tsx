import { useId, useRef, useState } from 'react';
import { PackageSearch } from 'lucide-react';
import type { VariantPick } from '@sauda/contracts/products.ts';
import { controlClasses } from '../../../components/ui/field.tsx';
import { Combobox, ComboboxSearching } from '../../../components/ui/combobox.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatPKR } from '../../../lib/format.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/use-debounced-text.ts';
import { useVariantPicks } from '../api/variant-picks.ts';
import { Thumb } from '../../../components/ui/thumb.tsx';

/**
 * Search box + result list (ARIA combobox) to add a product variant to a purchase order. With a
 * vendor chosen it lists that vendor's products unless "All products" is on.
 */
export function VariantPicker({
  inputId,
  vendorId,
  onPick,
  invalid,
}: {
  inputId?: string;
  vendorId: string | undefined;
  onPick: (pick: VariantPick) => void;
  invalid?: boolean;
}) {
  const id = useId();
  const fieldId = inputId ?? `${id}-input`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [allProducts, setAllProducts] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const byVendor = !!vendorId && !allProducts;
  const picks = useVariantPicks(
    { search: search || undefined, vendor: byVendor ? vendorId : undefined, limit: 20 },
    open,
  );
  const results = picks.data ?? [];

  return (
    <div className="space-y-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <label htmlFor={fieldId} className="text-sm font-medium text-slate-700">
          Add products
        </label>
        {vendorId ? (
          <div>
            <label className="inline-flex items-center gap-2 text-sm text-slate-700">
              <Switch
                checked={allProducts}
                onCheckedChange={setAllProducts}
                aria-describedby={`${id}-scope`}
              />
              All products
            </label>
            <span id={`${id}-scope`} className="sr-only">
              Off: only this vendor&apos;s products are listed
            </span>
          </div>
        ) : null}
      </div>
      <Combobox
        id={fieldId}
        inputRef={inputRef}
        value={text}
        onValueChange={setText}
        open={open}
        onOpenChange={setOpen}
        options={results}
        getKey={(p) => p.variantId}
        onSelect={(p) => {
          onPick(p);
          setText('');
          inputRef.current?.focus();
        }}
        keepOpenOnSelect
        listLabel="Products"
        invalid={invalid}
        describedBy={invalid ? `${fieldId}-error` : undefined}
        placeholder={
          byVendor ? "Search this vendor's products by name or SKU" : 'Search products by name or SKU'
        }
        icon={
          <PackageSearch className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
        }
        inputClassName={cn(controlClasses, 'h-10 pl-9')}
        panelClassName="rounded-lg p-1"
        listClassName="max-h-72"
        optionClassName="rounded-md px-2.5 py-2"
        status={
          picks.isPending || (picks.isFetching && results.length === 0) ? (
            <ComboboxSearching className="px-2.5 py-2" />
          ) : picks.isError ? (
            <p role="alert" className="px-2.5 py-2 text-sm text-red-700">
              {errorMessage(picks.error, 'Could not search products')}
            </p>
          ) : results.length === 0 ? (
            <div className="px-2.5 py-2 text-sm text-muted" role="status">
              {byVendor ? (
                <>
                  No products of this vendor {search ? 'match' : 'yet'}.{' '}
                  <button
                    type="button"
                    className="font-medium text-brand-700 underline-offset-4 hover:underline"
                    onClick={() => setAllProducts(true)}
                  >
                    Search all products
                  </button>
                </>
              ) : (
                'No products found'
              )}
            </div>
          ) : null
        }
        renderOption={(p) => (
          <>
            <Thumb src={p.thumbnailUrl} />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-ink">
                {p.productTitle}
                {p.variantTitle ? <span className="font-normal text-muted"> — {p.variantTitle}</span> : null}
              </p>
              <p className="truncate text-xs text-muted">
                {p.sku ? <span className="font-mono">{p.sku}</span> : 'No SKU'} ·{' '}
                {p.available.toLocaleString('en-PK')} available
              </p>
            </div>
            <span className="shrink-0 text-right text-xs text-muted tabular-nums">
              {p.cost === null ? 'No cost' : `Cost ${formatPKR(p.cost)}`}
            </span>
          </>
        )}
      />
    </div>
  );
}
