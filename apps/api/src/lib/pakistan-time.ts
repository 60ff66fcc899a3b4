/**
 * Sellers and buyers read every time in Pakistan time (Asia/Karachi, UTC+5, no daylight saving),
 * whatever the server's zone (docs/architecture.md, "Times"). Messages and documents format
 * instants here; the API's JSON carries ISO instants and the web app formats them the same way.
 */
export const PAKISTAN_TIME_ZONE = 'Asia/Karachi';

const shortFmt = new Intl.DateTimeFormat('en-PK', {
  timeZone: PAKISTAN_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** "26 Nov, 3:57 pm" in Pakistan time. */
export const pakistanTime = (d: Date | string) => shortFmt.format(typeof d === 'string' ? new Date(d) : d);
