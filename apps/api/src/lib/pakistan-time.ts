/**
 * Sellers and buyers read every time in Pakistan time (Asia/Karachi, UTC+5, no daylight saving),
 * whatever the server's zone (docs/architecture.md, "Times"). Messages and documents format
 * instants here; the API's JSON carries ISO instants and the web app formats them the same way.
 */
export const PAKISTAN_TIME_ZONE = 'Asia/Karachi';

export const KARACHI_OFFSET_MS = 5 * 60 * 60 * 1000;
/** The calendar day (YYYY-MM-DD) of an instant in Asia/Karachi (UTC+5, no daylight saving). */
export const karachiDay = (d: Date) => new Date(d.getTime() + KARACHI_OFFSET_MS).toISOString().slice(0, 10);
/** The instant a Karachi day (YYYY-MM-DD) starts. */
export const karachiDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00+05:00`));
/** The calendar day `n` days after `day` (YYYY-MM-DD). */
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const shortFmt = new Intl.DateTimeFormat('en-PK', {
  timeZone: PAKISTAN_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** "26 Nov, 3:57 pm" in Pakistan time. */
export const pakistanTime = (d: Date | string) => shortFmt.format(typeof d === 'string' ? new Date(d) : d);
