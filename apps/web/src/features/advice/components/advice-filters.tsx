import type { CourierAccount } from '@sauda/contracts/couriers.ts';
import { ChoiceChips } from '../../../components/ui/chip-group.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { ADVICE_VIEWS, type AdviceParams, type AdviceView } from '../lib/list-params.ts';

const VIEW_LABELS: Record<AdviceView, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
  all: 'All',
};

const ALL = 'all';

export const accountLabel = (a: Pick<CourierAccount, 'name' | 'courierName'>) =>
  a.name && a.name !== a.courierName ? `${a.name} (${a.courierName})` : a.courierName || a.name;

/** Open (count) · Answered · Closed · All, and the courier. */
export function AdviceFilters({
  params,
  openCount,
  accounts,
  onChange,
}: {
  params: AdviceParams;
  openCount: number | undefined;
  accounts: readonly CourierAccount[];
  onChange: (change: Partial<AdviceParams>) => void;
}) {
  return (
    <div className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5">
      <ChoiceChips
        label="Show advices"
        options={ADVICE_VIEWS}
        value={params.status}
        format={(v) => (v === 'open' && openCount !== undefined ? `Open (${openCount})` : VIEW_LABELS[v])}
        onChange={(status) => onChange({ status })}
      />
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
  );
}
