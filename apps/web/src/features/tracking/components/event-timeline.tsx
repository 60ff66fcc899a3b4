import { MapPin } from 'lucide-react';
import type { PublicTracking } from '@sauda/contracts/couriers.ts';
import { cn } from '../../../lib/cn.ts';
import { formatEventDateTime, formatEventTime, groupByDay } from '../lib/time.ts';
import { tk } from './styles.ts';

type TrackingEvent = PublicTracking['events'][number];

/** The courier's updates, newest first, grouped by day (Pakistan time). */
export function EventTimeline({ events }: { events: readonly TrackingEvent[] }) {
  const days = groupByDay(events);
  return (
    <section aria-labelledby="tracking-updates" className={`${tk.card} p-4 sm:p-5`}>
      <h2 id="tracking-updates" className="text-base font-semibold text-ink">
        Updates
      </h2>
      {days.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No updates from the courier yet. Check again later.</p>
      ) : (
        <div className="mt-3 space-y-4">
          {days.map((day, d) => (
            <div key={day.key || day.label}>
              <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{day.label}</h3>
              <ol aria-label={`Updates on ${day.label}`} className="mt-2">
                {day.events.map((e, i) => {
                  const latest = d === 0 && i === 0;
                  const last = i === day.events.length - 1;
                  return (
                    <li key={`${e.at}-${i}`} className="flex gap-3">
                      <time
                        dateTime={e.at}
                        title={formatEventDateTime(e.at)}
                        className="w-16 shrink-0 pt-px text-right text-xs whitespace-nowrap text-muted tabular-nums"
                      >
                        {formatEventTime(e.at)}
                      </time>
                      <div aria-hidden className="flex flex-col items-center">
                        <span
                          className={cn(
                            'mt-1 size-2.5 shrink-0 rounded-full',
                            latest ? 'bg-brand-600 ring-4 ring-brand-100' : 'bg-slate-300',
                          )}
                        />
                        {last ? null : <span className="mt-1 w-px flex-1 bg-slate-200" />}
                      </div>
                      <div className={cn('min-w-0 flex-1', !last && 'pb-4')}>
                        <p className={cn('text-sm', latest ? 'font-semibold text-ink' : 'text-slate-700')}>
                          {e.message}
                        </p>
                        {e.location ? (
                          <p className="mt-0.5 flex items-center gap-1 text-xs text-muted">
                            <MapPin aria-hidden className="size-3" />
                            {e.location}
                          </p>
                        ) : null}
                      </div>
                    </li>
                  );
                })}
              </ol>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
