import type { CourierAccount } from '@sauda/contracts/couriers.ts';
import { ChoiceChips } from '../../../components/ui/chip-group.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { FILTER_LABELS } from '../lib/display.ts';
import { SHEET_FILTERS, type LoadSheetParams } from '../lib/list-params.ts';
import { accountLabel } from '../lib/sheet-builder.ts';

const ALL = 'all';

/** All · Generated · Handed over, and the courier. */
export function LoadSheetFilters({
  params,
  accounts,
  onChange,
}: {
  params: LoadSheetParams;
  accounts: readonly CourierAccount[];
  onChange: (change: Partial<LoadSheetParams>) => void;
}) {
  return (
    <div className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5">
      <ChoiceChips
        label="Show load sheets"
        options={SHEET_FILTERS}
        value={params.status}
        format={(v) => FILTER_LABELS[v]}
        onChange={(status) => onChange({ status })}
      />
      <Select
        aria-label="Courier"
        className="sm:w-60"
        options={[
          { value: ALL, label: 'All couriers' },
          ...accounts.map((a) => ({ value: a._id, label: accountLabel(a) })),
        ]}
        value={params.courierId ?? ALL}
        onValueChange={(v) => onChange({ courierId: v === ALL ? undefined : v })}
      />
    </div>
  );
}
