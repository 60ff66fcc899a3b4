import { Link } from 'react-router';
import { AlertTriangle, Sparkles } from 'lucide-react';
import type { CourierAccount, Shipper } from '@sauda/contracts/couriers.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatPKR } from '../../../lib/format.ts';
import type { DispatchRow } from '../api/dispatch.ts';
import { courierOf, shipmentTypesOf, type BookingField, type RowChoice } from '../lib/booking-rows.ts';
import { formatWeight } from '../lib/display.ts';
import { UNKNOWN_BOOKING_MESSAGE } from '../lib/job.ts';
import { followsSuggestion, suggestionHint } from '../lib/suggestion.ts';

/**
 * Desktop (xl) column template shared by the header and every row: a dense table, one line of
 * controls per order (≥ 12 orders on a 1440×900 screen, issue 12 §1).
 */
export const DISPATCH_GRID =
  'xl:grid xl:grid-cols-[1.25rem_minmax(4.5rem,0.6fr)_minmax(8rem,1.3fr)_5.5rem_4rem_minmax(10rem,1.4fr)_minmax(7.5rem,1fr)_minmax(9rem,1.2fr)] xl:items-center xl:gap-x-3';

/** Compact, one-line selects in the desktop table (the full label shows when opened). */
const denseSelect = 'xl:h-8 xl:min-w-0 [&>span:first-child]:truncate [&>span:last-child]:shrink-0';

export const accountLabel = (a: Pick<CourierAccount, 'name' | 'courierName'>) =>
  a.name && a.name !== a.courierName ? `${a.name} (${a.courierName})` : a.courierName || a.name;

export const shipperLabel = (s: Pick<Shipper, 'name' | 'city'>) => `${s.name} · ${s.city}`;

function LastBooking({ row }: { row: DispatchRow }) {
  const last = row.lastBooking;
  if (!last || (last.state !== 'failed' && last.state !== 'unknown')) return null;
  const unknown = last.state === 'unknown';
  return (
    <p
      className={cn(
        'mt-3 flex items-start gap-2 rounded-lg px-3 py-2 text-sm xl:col-[2/-1] xl:mt-0 xl:mb-1 xl:py-1',
        unknown ? 'bg-amber-50 text-amber-900' : 'bg-red-50 text-red-800',
      )}
    >
      <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="font-medium">
          {unknown ? 'Last booking unconfirmed: ' : 'Last booking failed: '}
        </span>
        {unknown ? UNKNOWN_BOOKING_MESSAGE : (last.error ?? 'The courier refused the booking')}
      </span>
    </p>
  );
}

/**
 * The courier suggestion in the dense table: an icon with the hint as its name and tooltip; when
 * the row does not follow it, pressing it takes the suggested courier (the phone layout writes the
 * hint out below the select instead).
 */
function DenseHint({
  hint,
  following,
  use,
  onUse,
}: {
  hint: string;
  following: boolean;
  use: { name: string; id: string } | null;
  onUse: (id: string) => void;
}) {
  const label = use ? `${hint}. Use ${use.name}` : hint;
  return (
    <Tooltip content={label}>
      <button
        type="button"
        aria-label={label}
        onClick={use ? () => onUse(use.id) : undefined}
        aria-disabled={use ? undefined : true}
        className={cn(
          'hidden size-7 shrink-0 items-center justify-center rounded-md xl:inline-flex',
          following ? 'text-emerald-700' : 'text-brand-700 hover:bg-brand-50',
          !use && 'cursor-default',
        )}
      >
        <Sparkles aria-hidden className="size-4" />
      </button>
    </Tooltip>
  );
}

/** One confirmed order: who and what, then courier / service / pickup address to book it with. */
export function DispatchRowItem({
  row,
  choice,
  invalid,
  accounts,
  shippers,
  selected,
  onToggle,
  onChoice,
}: {
  row: DispatchRow;
  choice: RowChoice;
  invalid: readonly BookingField[] | undefined;
  accounts: readonly CourierAccount[];
  shippers: readonly Shipper[];
  selected: boolean;
  onToggle: () => void;
  onChoice: (patch: RowChoice) => void;
}) {
  const courier = courierOf(accounts, choice.courierId);
  const types = shipmentTypesOf(courier);
  const suggested = accounts.find((a) => a._id === row.suggestion.courierId);
  const hint = suggestionHint(row.suggestion, suggested?.courierName);
  const following = followsSuggestion(row.suggestion, choice.courierId);
  const bad = (f: BookingField) => !!invalid?.includes(f);

  return (
    <li
      className={cn(
        'flex gap-3 px-4 py-4 sm:px-5 xl:py-0.5',
        DISPATCH_GRID,
        selected && 'bg-brand-50/50',
        invalid?.length && 'bg-red-50/40',
      )}
    >
      <div className="pt-0.5 xl:pt-0">
        <Checkbox aria-label={`Select order ${row.name}`} checked={selected} onChange={onToggle} />
      </div>
      <div className="min-w-0 flex-1 xl:contents">
        <div className="flex items-start justify-between gap-2 xl:block">
          <Link
            to={`/orders/${row._id}`}
            className="font-semibold text-ink hover:text-brand-800 hover:underline"
          >
            {row.name}
          </Link>
          <span className="font-semibold text-ink tabular-nums xl:hidden">{formatPKR(row.codAmount)}</span>
        </div>
        <div className="min-w-0 text-sm xl:leading-tight">
          <p className="truncate font-medium text-slate-700 xl:text-ink">{row.consignee.name}</p>
          <p className="truncate text-xs text-muted">
            {row.consignee.city}
            <span className="xl:hidden">
              {' '}
              · {formatWeight(row.weightGrams)} · {row.itemCount} item{row.itemCount === 1 ? '' : 's'}
            </span>
          </p>
        </div>
        <p className="hidden text-right text-sm font-medium text-ink tabular-nums xl:block">
          {formatPKR(row.codAmount)}
        </p>
        <p className="hidden text-right text-sm text-slate-700 tabular-nums xl:block">
          {formatWeight(row.weightGrams)}
        </p>
        <div className="mt-3 grid gap-2 sm:grid-cols-3 xl:contents">
          <div className="min-w-0 xl:flex xl:items-center xl:gap-1.5">
            <Select
              aria-label={`Courier for ${row.name}`}
              placeholder="Choose courier"
              options={accounts.map((a) => ({ value: a._id, label: accountLabel(a) }))}
              value={choice.courierId}
              invalid={bad('courierId')}
              onValueChange={(v) => onChoice({ courierId: v })}
              className={cn(denseSelect, 'xl:flex-1')}
            />
            {hint ? (
              <DenseHint
                hint={hint}
                following={following}
                use={!following && suggested ? { name: suggested.courierName, id: suggested._id } : null}
                onUse={(id) => onChoice({ courierId: id })}
              />
            ) : null}
            {hint ? (
              <p
                className={cn(
                  'mt-1 flex items-start gap-1 text-xs xl:hidden',
                  following ? 'text-emerald-700' : 'text-muted',
                )}
              >
                <Sparkles aria-hidden className="mt-px size-3 shrink-0" />
                <span>
                  {hint}
                  {!following && suggested ? (
                    <>
                      {' '}
                      <button
                        type="button"
                        className="font-medium text-brand-700 underline-offset-2 hover:underline"
                        onClick={() => onChoice({ courierId: suggested._id })}
                      >
                        Use {suggested.courierName}
                      </button>
                    </>
                  ) : null}
                </span>
              </p>
            ) : null}
          </div>
          <Select
            aria-label={`Shipment type for ${row.name}`}
            placeholder={courier ? 'Choose type' : 'Courier first'}
            disabled={!courier}
            options={types}
            value={choice.shipmentType}
            invalid={bad('shipmentType')}
            onValueChange={(v) => onChoice({ shipmentType: v })}
            className={denseSelect}
          />
          <Select
            aria-label={`Pickup address for ${row.name}`}
            placeholder="Choose pickup address"
            options={shippers.map((s) => ({ value: s._id, label: shipperLabel(s) }))}
            value={choice.shipperId}
            invalid={bad('shipperId')}
            onValueChange={(v) => onChoice({ shipperId: v })}
            className={denseSelect}
          />
        </div>
        <LastBooking row={row} />
      </div>
    </li>
  );
}
