import { useState } from 'react';
import { SlidersHorizontal, X } from 'lucide-react';
import { PRODUCT_STOCK_FILTERS } from '@sauda/contracts/products.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SearchInput } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { cn } from '../../../lib/cn.ts';
import { useDebouncedText } from '../../../lib/use-debounced-text.ts';
import type { VendorOption } from '../api/list-vendor-options.ts';
import {
  hasFilters,
  STOCK_FILTER_LABELS,
  type ListedFilter,
  type ProductListParams,
  type StockFilter,
} from '../lib/list-params.ts';

const ALL = 'all';

export function ProductFilters({
  params,
  vendors,
  onChange,
  onClear,
}: {
  params: ProductListParams;
  vendors: VendorOption[];
  onChange: (change: Partial<ProductListParams>) => void;
  onClear: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useDebouncedText(params.search, (v) => onChange({ search: v }));
  const active = [params.prodStatus !== 'all', !!params.vendor, !!params.isListed].filter(Boolean).length;

  return (
    <div className="space-y-3 px-4 py-3 sm:px-5">
      <div className="flex gap-2">
        <div className="flex-1">
          <SearchInput
            aria-label="Search products"
            placeholder="Search by title, SKU or tag"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <Button
          variant="outline"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls="product-filter-panel"
          className="lg:hidden"
        >
          <SlidersHorizontal /> Filters
          {active ? (
            <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white tabular-nums">{active}</span>
          ) : null}
        </Button>
      </div>
      <div
        id="product-filter-panel"
        className={cn(
          'grid-cols-1 gap-2 sm:grid-cols-3 lg:grid lg:grid-cols-[1fr_1fr_1fr_auto]',
          open ? 'grid' : 'hidden',
        )}
      >
        <div className="flex flex-col gap-1 text-xs font-medium text-muted">
          <span aria-hidden>Stock</span>
          <Select
            aria-label="Stock"
            value={params.prodStatus}
            onValueChange={(v) => onChange({ prodStatus: v as StockFilter })}
            options={PRODUCT_STOCK_FILTERS.map((s) => ({ value: s, label: STOCK_FILTER_LABELS[s] }))}
          />
        </div>
        <div className="flex flex-col gap-1 text-xs font-medium text-muted">
          <span aria-hidden>Vendor</span>
          <Select
            aria-label="Vendor"
            searchable
            value={params.vendor ?? ALL}
            onValueChange={(v) => onChange({ vendor: v === ALL ? undefined : v })}
            options={[
              { value: ALL, label: 'All vendors' },
              ...vendors.map((v) => ({ value: v._id, label: v.name })),
            ]}
          />
        </div>
        <div className="flex flex-col gap-1 text-xs font-medium text-muted">
          <span aria-hidden>Listed in store</span>
          <Select
            aria-label="Listed in store"
            value={params.isListed ?? ALL}
            onValueChange={(v) => onChange({ isListed: v === ALL ? undefined : (v as ListedFilter) })}
            options={[
              { value: ALL, label: 'Listed or not' },
              { value: 'true', label: 'Listed in store' },
              { value: 'false', label: 'Not listed' },
            ]}
          />
        </div>
        <div className="flex items-end">
          <Button
            variant="ghost"
            onClick={onClear}
            disabled={!hasFilters(params)}
            className="w-full lg:w-auto"
          >
            <X /> Clear filters
          </Button>
        </div>
      </div>
    </div>
  );
}
