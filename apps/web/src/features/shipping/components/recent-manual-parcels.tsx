import { useMemo } from 'react';
import { Link } from 'react-router';
import { PackageOpen } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useShipments } from '../api/shipments.ts';
import { TrackingNumber } from '../../../components/ui/copy-button.tsx';
import { ParcelBadge } from './parcel-badge.tsx';

/** The latest parcels recorded by hand (first page of all parcels, manual courier only). */
export function RecentManualParcels() {
  const list = useShipments({ view: 'all', page: 1, limit: 50 });
  const rows = useMemo(() => (list.data?.data ?? []).filter((s) => s.courier === 'manual'), [list.data]);
  return (
    <Card className="overflow-hidden">
      <CardHeader title="Recent manual parcels" description="Bookings you recorded here, newest first." />
      {list.isError && !list.data ? (
        <div className="p-5 text-center">
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(list.error, 'Could not load your parcels')}
          </p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : list.isPending ? (
        <div className="space-y-3 p-5">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : rows.length === 0 ? (
        <div className="flex flex-col items-center px-5 py-8 text-center">
          <PackageOpen aria-hidden className="mb-2 size-6 text-slate-300" />
          <p className="text-sm text-muted">No manual bookings yet. Record one with the form above.</p>
        </div>
      ) : (
        <ul aria-label="Recent manual parcels" className="divide-y divide-line">
          {rows.map((s) => (
            <li
              key={s._id}
              className="flex flex-col gap-1.5 px-4 py-3 text-sm sm:flex-row sm:items-center sm:gap-4 sm:px-5"
            >
              <div className="min-w-0 sm:w-40">
                <Link
                  to={`/orders/${s.orderId}`}
                  className="font-semibold text-ink hover:text-brand-800 hover:underline"
                >
                  {s.orderName}
                </Link>
                <p className="truncate text-xs text-muted">
                  {s.consignee.name} · {s.consignee.city}
                </p>
              </div>
              <div className="min-w-0 flex-1">
                <TrackingNumber value={s.trackingNumber ?? s.reference} orderName={s.orderName} />
                <p className="truncate text-xs text-muted">{s.courierName}</p>
              </div>
              <div className="flex items-center justify-between gap-3 sm:justify-end">
                <ParcelBadge shipment={s} />
                <span className="text-xs whitespace-nowrap text-muted">
                  {formatDateTime(s.bookedAt ?? s.createdAt)}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
