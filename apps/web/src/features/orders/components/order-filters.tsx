import { useState } from 'react';
import { SlidersHorizontal, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { controlClasses } from '../../../components/ui/field.tsx';
import { Input, SearchInput } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { cn } from '../../../lib/cn.ts';
import { useDebouncedText } from '../../../lib/use-debounced-text.ts';
import { FILTER_KEYS, type OrderListParams, type PaymentMethod } from '../lib/list-params.ts';

export function OrderFilters({
  params,
  onChange,
  onClear,
}: {
  params: OrderListParams;
  onChange: (change: Partial<OrderListParams>) => void;
  onClear: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useDebouncedText(params.search, (v) => onChange({ search: v }));
  const [city, setCity] = useDebouncedText(params.city, (v) => onChange({ city: v }));
  const [tag, setTag] = useDebouncedText(params.tag, (v) => onChange({ tag: v }));
  const active = FILTER_KEYS.filter((k) => k !== 'search' && params[k]).length;

  return (
    <div className="space-y-3 px-4 py-3 sm:px-5">
      <div className="flex gap-2">
        <div className="flex-1">
          <SearchInput
            aria-label="Search orders"
            placeholder="Search order #, buyer, phone or tracking number"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <Button
          variant="outline"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls="order-filter-panel"
          className="lg:hidden"
        >
          <SlidersHorizontal /> Filters
          {active ? (
            <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white tabular-nums">{active}</span>
          ) : null}
        </Button>
      </div>
      <div
        id="order-filter-panel"
        className={cn(
          'grid-cols-2 gap-2 sm:grid-cols-3 lg:grid lg:grid-cols-[auto_auto_1fr_1fr_1fr_auto]',
          open ? 'grid' : 'hidden',
        )}
      >
        <label className="flex flex-col gap-1 text-xs font-medium text-muted">
          From
          <input
            type="date"
            aria-label="From date"
            value={params.startDate ?? ''}
            max={params.endDate}
            onChange={(e) => onChange({ startDate: e.target.value || undefined })}
            className={cn(controlClasses, 'h-10')}
          />
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-muted">
          To
          <input
            type="date"
            aria-label="To date"
            value={params.endDate ?? ''}
            min={params.startDate}
            onChange={(e) => onChange({ endDate: e.target.value || undefined })}
            className={cn(controlClasses, 'h-10')}
          />
        </label>
        <div className="flex flex-col gap-1 text-xs font-medium text-muted">
          <span id="payment-filter-label">Payment</span>
          <Select
            aria-label="Payment method"
            value={params.paymentMethod ?? 'all'}
            onValueChange={(v) => onChange({ paymentMethod: v === 'all' ? undefined : (v as PaymentMethod) })}
            options={[
              { value: 'all', label: 'All payments' },
              { value: 'COD', label: 'COD' },
              { value: 'prepaid', label: 'Prepaid' },
            ]}
          />
        </div>
        <label className="flex flex-col gap-1 text-xs font-medium text-muted">
          City
          <Input value={city} onChange={(e) => setCity(e.target.value)} placeholder="Any city" />
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-muted">
          Tag
          <Input value={tag} onChange={(e) => setTag(e.target.value)} placeholder="Any tag" />
        </label>
        <div className="flex items-end">
          <Button
            variant="ghost"
            onClick={onClear}
            disabled={active === 0 && !params.search}
            className="w-full lg:w-auto"
          >
            <X /> Clear filters
          </Button>
        </div>
      </div>
    </div>
  );
}
