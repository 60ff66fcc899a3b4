import { Ban, CircleCheckBig, PackageOpen, TriangleAlert, Truck, Undo2 } from 'lucide-react';
import type { PublicTracking } from '@sauda/contracts/couriers.ts';
import { cn } from '../../../lib/cn.ts';
import { railFor, type RailTone } from '../lib/progress.ts';
import { formatEventDate } from '../lib/time.ts';
import { CopyCode } from './copy-code.tsx';
import { EventTimeline } from './event-timeline.tsx';
import { ProgressRail } from './progress-rail.tsx';
import { tk } from './styles.ts';
import { TONE } from './tone.ts';

const ICONS: Record<RailTone, typeof Truck> = {
  active: Truck,
  delivered: CircleCheckBig,
  warning: TriangleAlert,
  returned: Undo2,
  cancelled: Ban,
};

function when(t: PublicTracking): string | null {
  if (t.status === 'delivered' && t.deliveredAt) return `Delivered on ${formatEventDate(t.deliveredAt)}`;
  if (t.bookedAt) return `Booked on ${formatEventDate(t.bookedAt)}`;
  return null;
}

/** The buyer's view of one parcel: big status, progress rail, courier, tracking number and updates. */
export function TrackingView({ tracking }: { tracking: PublicTracking }) {
  const rail = railFor(tracking.status, tracking.destinationCity);
  const tone = TONE[rail.tone];
  const Icon = tracking.status === 'booked' ? PackageOpen : ICONS[rail.tone];
  const date = when(tracking);
  return (
    <div className={`${tk.page} space-y-4`}>
      <section aria-labelledby="tracking-status" className={`${tk.card} overflow-hidden`}>
        <div className="px-4 pt-5 pb-4 sm:px-6">
          <p className="text-sm font-medium text-muted">Order {tracking.orderName}</p>
          <div className="mt-3 flex items-center gap-3">
            <span
              className={cn(
                'flex size-12 shrink-0 items-center justify-center rounded-full',
                tone.soft,
                tone.text,
              )}
            >
              <Icon aria-hidden className="size-6" />
            </span>
            <div className="min-w-0">
              <h2
                id="tracking-status"
                className="text-2xl leading-tight font-bold text-ink"
                data-testid="tracking-status"
              >
                {tracking.statusLabel}
              </h2>
              {date ? <p className="text-sm text-muted">{date}</p> : null}
            </div>
          </div>
          <p className="mt-3 text-sm text-slate-700">{rail.note}</p>
        </div>
        {rail.steps.length > 0 ? (
          <div className="border-t border-line px-3 pt-4 pb-5 sm:px-6">
            <ProgressRail rail={rail} />
          </div>
        ) : null}
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 border-t border-line bg-slate-50/60 px-4 py-4 text-sm sm:px-6">
          <div>
            <dt className="text-xs text-muted">Courier</dt>
            <dd className="mt-0.5 font-medium text-ink">{tracking.courierName}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted">Going to</dt>
            <dd className="mt-0.5 font-medium text-ink">{tracking.destinationCity || '—'}</dd>
          </div>
          <div className="col-span-2">
            <dt className="text-xs text-muted">Tracking number</dt>
            <dd className="-my-1.5 mt-0">
              <CopyCode value={tracking.trackingNumber} />
            </dd>
          </div>
        </dl>
      </section>
      <EventTimeline events={tracking.events} />
    </div>
  );
}
