/** The "track another parcel" form: what was typed → the page to open. DOM-free. */
export const MIN_TRACKING_LENGTH = 4;
export const MAX_TRACKING_LENGTH = 64;

export type LookupResult = { ok: true; path: string } | { ok: false; error: string };

export function trackingLookup(raw: string): LookupResult {
  const value = raw.replace(/\s+/g, '');
  if (!value) return { ok: false, error: 'Enter your tracking number' };
  if (value.length < MIN_TRACKING_LENGTH)
    return { ok: false, error: `A tracking number has at least ${MIN_TRACKING_LENGTH} characters` };
  if (value.length > MAX_TRACKING_LENGTH)
    return { ok: false, error: 'That is too long for a tracking number' };
  if (!/^[\w.-]+$/.test(value))
    return { ok: false, error: 'Use only the letters and numbers on your receipt' };
  return { ok: true, path: trackingPath(value) };
}

export const trackingPath = (id: string) => `/tracking/${encodeURIComponent(id)}`;

export type TrackingFailure = 'not_found' | 'rate_limited' | 'offline' | 'error';

/** What kind of page to show for a failed lookup, from the HTTP status (0: no answer). */
export function failureKind(status: number | null | undefined): TrackingFailure {
  if (status === 404 || status === 400) return 'not_found';
  if (status === 429) return 'rate_limited';
  if (status === 0) return 'offline';
  return 'error';
}
