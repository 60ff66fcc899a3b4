import { useState } from 'react';
import toast from 'react-hot-toast';
import { ArrowRight } from 'lucide-react';
import type { CourierCity } from '@sauda/contracts/couriers.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import type { BadgeTone } from '../../../components/ui/badge-tone.ts';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton, Spinner } from '../../../components/ui/spinner.tsx';
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

  return (
    <table className="block w-full text-left text-sm md:table">
      <thead className="hidden border-b border-line bg-slate-50/80 text-xs font-medium tracking-wide text-muted uppercase md:table-header-group">
        <tr>
          <th scope="col" className="py-3 pr-3 pl-5">
            Courier city
          </th>
          <th scope="col" className="w-8 px-1 py-3">
            <span className="sr-only">maps to</span>
          </th>
          <th scope="col" className="px-3 py-3">
            Sauda city
          </th>
          <th scope="col" className="py-3 pr-5 pl-3">
            Match
          </th>
        </tr>
      </thead>
      <tbody className="block divide-y divide-line md:table-row-group">
        {loading && rows.length === 0
          ? Array.from({ length: 8 }, (_, i) => (
              <tr key={i} className="block md:table-row">
                <td colSpan={4} className="block px-4 py-3 md:table-cell md:px-5">
                  <Skeleton className="h-9" />
                </td>
              </tr>
            ))
          : rows.map((row) => {
              const pending = saving.has(row.courierCityId);
              const shown = pending ? (saving.get(row.courierCityId) ?? null) : row.saudaCity;
              const note = services(row);
              const unmapped = !shown;
              return (
                <tr
                  key={row.courierCityId}
                  data-unmapped={unmapped || undefined}
                  className={cn(
                    'grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-2 px-4 py-3 md:table-row md:p-0',
                    unmapped ? 'bg-amber-50/70' : 'hover:bg-slate-50',
                  )}
                >
                  <th
                    scope="row"
                    className={cn(
                      'min-w-0 font-medium text-ink md:table-cell md:py-2.5 md:pr-3 md:pl-5',
                      unmapped && 'md:border-l-4 md:border-l-amber-400 md:pl-4',
                    )}
                  >
                    <span className="block truncate">{row.courierCityName}</span>
                    {note ? <span className="block text-xs font-normal text-muted">{note}</span> : null}
                  </th>
                  <td className="hidden px-1 text-slate-300 md:table-cell">
                    <ArrowRight className="size-4" aria-hidden />
                  </td>
                  <td className="col-span-2 row-start-2 md:table-cell md:px-3 md:py-2.5">
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
                  </td>
                  <td className="row-start-1 justify-self-end md:table-cell md:py-2.5 md:pr-5 md:pl-3">
                    <Badge tone={pending ? 'grey' : MATCH_TONES[row.match]}>
                      {pending ? 'Saving…' : MATCH_LABELS[row.match]}
                    </Badge>
                  </td>
                </tr>
              );
            })}
      </tbody>
    </table>
  );
}
