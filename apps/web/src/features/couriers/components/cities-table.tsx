import { useState } from 'react';
import toast from 'react-hot-toast';
import { ArrowRight } from 'lucide-react';
import type { CourierCity } from '@sauda/contracts/couriers.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import type { BadgeTone } from '../../../components/ui/badge-tone.ts';
import { column, DataTable, TABLE_HEAD_CLASSES, type ColumnDef } from '../../../components/ui/data-table.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useMapCourierCity } from '../api/courier-cities.ts';
import { CLEAR_CITY, MATCH_LABELS, saudaCityOptions } from '../lib/booking-cities.ts';

const MATCH_TONES: Record<CourierCity['match'], BadgeTone> = {
  auto: 'blue',
  manual: 'brand',
  none: 'yellow',
};

function services(c: CourierCity): string | null {
  if (c.pickup && c.delivery) return null;
  if (c.delivery) return 'Delivery only';
  if (c.pickup) return 'Pickup only';
  return 'No service';
}

/**
 * Courier city → Sauda city, one searchable select per row; a change is saved at once. Unmapped
 * rows are highlighted. A table on wide screens, stacked rows on phones (same markup).
 */
export function CitiesTable({
  accountId,
  rows,
  loading,
}: {
  accountId: string;
  rows: readonly CourierCity[];
  loading: boolean;
}) {
  const map = useMapCourierCity(accountId);
  // Rows being saved, with the value chosen (shown until the answer arrives).
  const [saving, setSaving] = useState<ReadonlyMap<string, string | null>>(new Map());

  function change(row: CourierCity, value: string) {
    const saudaCity = value === CLEAR_CITY ? null : value;
    if (saudaCity === row.saudaCity) return;
    setSaving((m) => new Map(m).set(row.courierCityId, saudaCity));
    map
      .mutateAsync({ courierCityId: row.courierCityId, saudaCity })
      .then(() =>
        toast.success(
          saudaCity ? `${row.courierCityName} → ${saudaCity}` : `${row.courierCityName} is no longer mapped`,
        ),
      )
      .catch((error: unknown) => toast.error(errorMessage(error, `Could not map ${row.courierCityName}`)))
      .finally(() =>
        setSaving((m) => {
          const next = new Map(m);
          next.delete(row.courierCityId);
          return next;
        }),
      );
  }

  /** What a row shows: the value being saved while its save is on its way. */
  function view(row: CourierCity) {
    const pending = saving.has(row.courierCityId);
    const shown = pending ? (saving.get(row.courierCityId) ?? null) : row.saudaCity;
    return { pending, shown, unmapped: !shown };
  }

  const columns: ColumnDef<CourierCity>[] = [
    column(
      'courierCity',
      'Courier city',
      (row) => {
        const note = services(row);
        return (
          <>
            <span className="block truncate">{row.courierCityName}</span>
            {note ? <span className="block text-xs font-normal text-muted">{note}</span> : null}
          </>
        );
      },
      {
        rowHeader: true,
        headerClassName: 'py-3 pr-3 pl-5',
        cellClassName: (row) =>
          cn(
            'col-start-1 row-start-1 min-w-0 font-medium text-ink md:table-cell md:py-2.5 md:pr-3 md:pl-5',
            view(row).unmapped && 'md:border-l-4 md:border-l-amber-400 md:pl-4',
          ),
      },
    ),
    column(
      'arrow',
      () => <span className="sr-only">maps to</span>,
      () => <ArrowRight className="size-4" aria-hidden />,
      { headerClassName: 'w-8 px-1 py-3', cellClassName: 'hidden px-1 text-slate-300 md:table-cell' },
    ),
    column(
      'saudaCity',
      'Sauda city',
      (row) => {
        const { pending, shown } = view(row);
        return (
          <div className="flex items-center gap-2">
            <Select
              searchable
              id={`city-${row.courierCityId}`}
              aria-label={`Sauda city for ${row.courierCityName}`}
              placeholder="Choose a Sauda city"
              options={saudaCityOptions(!!shown)}
              value={shown ?? undefined}
              onValueChange={(v) => change(row, v)}
              disabled={pending}
              className="md:max-w-72"
            />
            {pending ? <Spinner className="text-brand-700" label="Saving" /> : null}
          </div>
        );
      },
      {
        headerClassName: 'px-3 py-3',
        cellClassName: 'col-span-2 row-start-2 md:table-cell md:px-3 md:py-2.5',
      },
    ),
    column(
      'match',
      'Match',
      (row) => {
        const { pending } = view(row);
        return (
          <Badge tone={pending ? 'grey' : MATCH_TONES[row.match]}>
            {pending ? 'Saving…' : MATCH_LABELS[row.match]}
          </Badge>
        );
      },
      {
        headerClassName: 'py-3 pr-5 pl-3',
        cellClassName: 'col-start-2 row-start-1 justify-self-end md:table-cell md:py-2.5 md:pr-5 md:pl-3',
      },
    ),
  ];

  return (
    <DataTable
      className="block w-full text-left text-sm md:table"
      headClassName={`hidden ${TABLE_HEAD_CLASSES} md:table-header-group`}
      bodyClassName="block divide-y divide-line md:table-row-group"
      data={rows}
      columns={columns}
      getRowId={(row) => row.courierCityId}
      loading={loading}
      skeleton={{
        rows: 8,
        className: 'h-9',
        rowClassName: 'block md:table-row',
        cellClassName: 'block px-4 py-3 md:table-cell md:px-5',
      }}
      rowProps={(row) => {
        const { unmapped } = view(row);
        return {
          'data-unmapped': unmapped || undefined,
          className: cn(
            'grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-2 px-4 py-3 md:table-row md:p-0',
            unmapped ? 'bg-amber-50/70' : 'hover:bg-slate-50',
          ),
        };
      }}
    />
  );
}
