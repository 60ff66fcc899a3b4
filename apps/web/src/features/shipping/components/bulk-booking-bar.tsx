import { useState } from 'react';
import { SlidersHorizontal, Truck, X } from 'lucide-react';
import type { CourierAccount, Shipper } from '@sauda/contracts/couriers.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { cn } from '../../../lib/cn.ts';
import { courierOf, plural, shipmentTypesOf, type RowChoice } from '../lib/booking-rows.ts';
import { accountLabel, shipperLabel } from './dispatch-row.tsx';

/**
 * Sticks to the bottom of the screen: what is selected, "apply to selected" for courier, shipment
 * type and pickup address, and the Book button (disabled, with the reason, when nothing is selected).
 */
export function BulkBookingBar({
  count,
  accounts,
  shippers,
  commonCourierId,
  onApply,
  onClear,
  onBook,
  booking,
}: {
  count: number;
  accounts: readonly CourierAccount[];
  shippers: readonly Shipper[];
  /** The courier every selected row uses (service levels are per courier), if they share one. */
  commonCourierId: string | undefined;
  onApply: (patch: RowChoice) => void;
  onClear: () => void;
  onBook: () => void;
  booking: boolean;
}) {
  const [showApply, setShowApply] = useState(false);
  const types = shipmentTypesOf(courierOf(accounts, commonCourierId));
  const none = count === 0;

  return (
    <div
      role="region"
      aria-label="Booking"
      className="sticky bottom-0 z-30 -mx-4 mt-4 border-t border-line bg-white/95 px-4 py-3 shadow-[0_-4px_12px_-6px_rgb(15_23_42/0.15)] backdrop-blur sm:mx-0 sm:rounded-xl sm:border"
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto text-sm font-medium text-ink tabular-nums" aria-live="polite">
          {none ? (
            <span id="book-disabled-reason" className="font-normal text-muted">
              Select orders to book them
            </span>
          ) : (
            `${plural(count, 'order')} selected`
          )}
        </p>
        {!none ? (
          <>
            <div
              id="bulk-apply"
              className={cn(
                'order-first mb-1 basis-full gap-2 sm:grid-cols-3 md:order-none md:mb-0 md:flex md:basis-auto md:items-center',
                showApply ? 'grid' : 'hidden',
              )}
            >
              <span className="hidden text-xs font-medium whitespace-nowrap text-muted md:inline">
                Apply to selected
              </span>
              <ApplyControls {...{ accounts, shippers, types, onApply }} />
            </div>
            <Button
              variant="outline"
              size="sm"
              className="md:hidden"
              aria-expanded={showApply}
              aria-controls="bulk-apply"
              onClick={() => setShowApply((v) => !v)}
            >
              <SlidersHorizontal /> Apply to selected
            </Button>
            <Button variant="ghost" size="sm" onClick={onClear}>
              <X /> Clear
            </Button>
          </>
        ) : null}
        <Button
          onClick={onBook}
          loading={booking}
          disabled={none}
          aria-describedby={none ? 'book-disabled-reason' : undefined}
          title={none ? 'Select orders to book them' : undefined}
        >
          <Truck /> Book {plural(count, 'parcel')}
        </Button>
      </div>
    </div>
  );
}

/** Three selects that set one field on every selected row at once (then reset to their prompt). */
function ApplyControls({
  accounts,
  shippers,
  types,
  onApply,
}: {
  accounts: readonly CourierAccount[];
  shippers: readonly Shipper[];
  types: Array<{ value: string; label: string }>;
  onApply: (patch: RowChoice) => void;
}) {
  const cls = 'md:h-8 md:w-40';
  return (
    <>
      <Select
        aria-label="Courier for selected orders"
        placeholder="Courier…"
        className={cls}
        options={accounts.map((a) => ({ value: a._id, label: accountLabel(a) }))}
        value={undefined}
        onValueChange={(v) => onApply({ courierId: v })}
      />
      <Select
        aria-label="Shipment type for selected orders"
        placeholder={types.length ? 'Shipment type…' : 'Same courier first'}
        className={cls}
        disabled={types.length === 0}
        options={types}
        value={undefined}
        onValueChange={(v) => onApply({ shipmentType: v })}
      />
      <Select
        aria-label="Pickup address for selected orders"
        placeholder="Pickup address…"
        className={cls}
        options={shippers.map((s) => ({ value: s._id, label: shipperLabel(s) }))}
        value={undefined}
        onValueChange={(v) => onApply({ shipperId: v })}
      />
    </>
  );
}
