import { X } from 'lucide-react';
import type { StockLocation } from '@sauda/contracts/inventory.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SearchInput } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useDebouncedText } from '../../../lib/use-debounced-text.ts';
import { hasInventoryFilters, type InventoryParams } from '../lib/list-params.ts';

const ALL = 'all';

/** Search, location and (optionally) vendor filters over the inventory table. */
export function InventoryFilters({
  params,
  locations,
  vendors,
  onChange,
  onClear,
}: {
  params: InventoryParams;
  locations: StockLocation[];
  /** Vendor options (composed by the page from the vendors list); omitted → no vendor filter. */
  vendors?: { value: string; label: string }[];
  onChange: (change: Partial<InventoryParams>) => void;
  onClear: () => void;
}) {
  const [search, setSearch] = useDebouncedText(params.search, (v) => onChange({ search: v }));
  return (
    <div className="flex flex-col gap-2 px-4 py-3 sm:px-5 lg:flex-row lg:items-center">
      <div className="flex-1">
        <SearchInput
          aria-label="Search inventory"
          placeholder="Search by product, variant or SKU"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Select
          aria-label="Location"
          className="sm:w-48"
          value={params.locationId ?? ALL}
          onValueChange={(v) => onChange({ locationId: v === ALL ? undefined : v })}
          options={[
            { value: ALL, label: 'All locations' },
            ...locations.map((l) => ({ value: l._id, label: l.isDefault ? `${l.name} (default)` : l.name })),
          ]}
        />
        {vendors ? (
          <Select
            aria-label="Vendor"
            searchable
            className="sm:w-48"
            value={params.vendor ?? ALL}
            onValueChange={(v) => onChange({ vendor: v === ALL ? undefined : v })}
            options={[{ value: ALL, label: 'All vendors' }, ...vendors]}
          />
        ) : null}
      </div>
      {hasInventoryFilters(params) ? (
        <Button variant="ghost" size="sm" onClick={onClear} className="self-start lg:self-center">
          <X /> Clear
        </Button>
      ) : null}
    </div>
  );
}
