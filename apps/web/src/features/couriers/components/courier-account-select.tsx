import type { CourierAccount } from '@sauda/contracts/couriers.ts';
import { Select } from '../../../components/ui/select.tsx';

/** Which courier account's cities are shown. */
export function CourierAccountSelect({
  accounts,
  value,
  onChange,
}: {
  accounts: readonly CourierAccount[];
  value: string | undefined;
  onChange: (id: string) => void;
}) {
  return (
    <div className="w-full sm:w-72">
      <label htmlFor="booking-cities-courier" className="mb-1.5 block text-sm font-medium text-slate-700">
        Courier account
      </label>
      <Select
        id="booking-cities-courier"
        aria-label="Courier account"
        options={accounts.map((a) => ({
          value: a._id,
          label: a.name === a.courierName ? a.name : `${a.name} (${a.courierName})`,
        }))}
        value={value}
        onValueChange={onChange}
      />
    </div>
  );
}
