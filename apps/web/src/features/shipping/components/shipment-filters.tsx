import type { CourierAccount } from '@sauda/contracts/couriers.ts';
import { ChoiceChips } from '../../../components/ui/chip-group.tsx';
import { SearchInput } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useDebouncedText } from '../../../lib/use-debounced-text.ts';
import type { ShipmentParams, ShipmentView } from '../lib/list-params.ts';
import { accountLabel } from './dispatch-row.tsx';

const VIEW_LABELS: Record<ShipmentView, string> = {
  booked: 'Booked',
  picked_up: 'Picked up',
  problems: 'Problems',
  all: 'All',
};

const ALL = 'all';

/** View chips (when offered), courier filter and a search box (order, tracking number, buyer). */
export function ShipmentFilters({
  params,
  views,
  accounts,
  onChange,
}: {
  params: ShipmentParams;
  views?: readonly ShipmentView[];
  accounts: readonly CourierAccount[];
  onChange: (change: Partial<ShipmentParams>) => void;
}) {
  const [text, setText] = useDebouncedText(params.search, (v) => onChange({ search: v }));
  return (
    <div className="space-y-3 px-4 py-3 sm:px-5">
      {views ? (
        <ChoiceChips
          label="Show parcels"
          options={views}
          value={params.view}
          format={(v) => VIEW_LABELS[v]}
          onChange={(view) => onChange({ view })}
        />
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="flex-1">
          <SearchInput
            aria-label="Search parcels"
            placeholder="Search order #, tracking number or buyer"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <Select
          aria-label="Courier"
          className="sm:w-56"
          options={[
            { value: ALL, label: 'All couriers' },
            ...accounts.map((a) => ({ value: a._id, label: accountLabel(a) })),
          ]}
          value={params.courierId ?? ALL}
          onValueChange={(v) => onChange({ courierId: v === ALL ? undefined : v })}
        />
      </div>
    </div>
  );
}
