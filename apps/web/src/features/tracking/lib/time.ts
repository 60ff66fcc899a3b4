/** Tracking times are shown in Pakistan time (Asia/Karachi), whatever the phone's zone. DOM-free. */
import { PAKISTAN_TIME_ZONE } from '../../../lib/format.ts';

const dayFmt = new Intl.DateTimeFormat('en-PK', {
  timeZone: PAKISTAN_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const timeFmt = new Intl.DateTimeFormat('en-PK', {
  timeZone: PAKISTAN_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const keyFmt = new Intl.DateTimeFormat('en-CA', {
  timeZone: PAKISTAN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

function toDate(value: string | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The calendar day in Karachi, "2025-03-06" (for grouping), or "" for a bad date. */
export function karachiDay(value: string | Date): string {
  const d = toDate(value);
  return d ? keyFmt.format(d) : '';
}

/** "3:07 am" in Karachi. */
export function formatEventTime(value: string | Date): string {
  const d = toDate(value);
  return d ? timeFmt.format(d) : '—';
}

/** "Thu, 6 Mar 2025" in Karachi. */
export function formatEventDate(value: string | Date): string {
  const d = toDate(value);
  return d ? dayFmt.format(d) : '—';
}

/** "Thu, 6 Mar 2025, 3:07 am" in Karachi. */
export function formatEventDateTime(value: string | Date): string {
  const d = toDate(value);
  return d ? `${dayFmt.format(d)}, ${timeFmt.format(d)}` : '—';
}

/** "Today", "Yesterday" or the date, as seen in Karachi. */
export function dayLabel(value: string | Date, now: Date = new Date()): string {
  const day = karachiDay(value);
  if (!day) return '—';
  if (day === karachiDay(now)) return 'Today';
  if (day === karachiDay(new Date(now.getTime() - 86_400_000))) return 'Yesterday';
  return formatEventDate(value);
}

type Timed = { at: string };

/** Newest first; events with the same time keep their order. */
export function newestFirst<T extends Timed>(events: readonly T[]): T[] {
  const time = (e: T) => {
    const t = new Date(e.at).getTime();
    return Number.isNaN(t) ? -Infinity : t;
  };
  return events
    .map((e, i) => ({ e, i }))
    .sort((a, b) => time(b.e) - time(a.e) || a.i - b.i)
    .map(({ e }) => e);
}

export type EventDay<T> = { key: string; label: string; events: T[] };

/** Events newest first, grouped by their day in Karachi. */
export function groupByDay<T extends Timed>(events: readonly T[], now: Date = new Date()): EventDay<T>[] {
  const days: EventDay<T>[] = [];
  for (const e of newestFirst(events)) {
    const key = karachiDay(e.at);
    const last = days[days.length - 1];
    if (last && last.key === key) last.events.push(e);
    else days.push({ key, label: dayLabel(e.at, now), events: [e] });
  }
  return days;
}
