import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicTracking } from '@sauda/contracts/couriers.ts';

/**
 * The buyer's tracking page talks to one public endpoint with this tiny fetch instead of the back
 * office's api-client: no session, no sign-out on 401/403, nothing heavy on a cheap phone.
 */
export class TrackingError extends Error {
  /** HTTP status; 0 when no answer came (offline). */
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'TrackingError';
    this.status = status;
  }
}

function messageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const m = (body as { message?: unknown }).message;
  return typeof m === 'string' && m ? m : null;
}

/** GET /v1/orders/tracking/:id (a tracking link id or a tracking number). 404 unknown, 429 too many. */
export async function getPublicTracking(id: string, signal?: AbortSignal): Promise<PublicTracking> {
  let res: Response;
  try {
    res = await fetch(`/api/v1/orders/tracking/${encodeURIComponent(id)}`, {
      headers: { Accept: 'application/json' },
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new TrackingError(0, 'No connection. Check your internet and try again.');
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    body = undefined;
  }
  if (!res.ok) throw new TrackingError(res.status, messageOf(body) ?? 'Request failed');
  return (body as { data: PublicTracking }).data;
}

export const trackingStatus = (error: unknown): number | null =>
  error instanceof TrackingError ? error.status : null;

export const publicTrackingKey = (id: string) => ['public-tracking', id] as const;

export const publicTrackingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: publicTrackingKey(id),
    queryFn: ({ signal }) => getPublicTracking(id, signal),
    staleTime: 60_000,
    // A wrong number or the rate limit will not change by asking again at once.
    retry: (count, error) => {
      const status = trackingStatus(error);
      return !(status !== null && status >= 400 && status < 500) && count < 2;
    },
  });

export function usePublicTracking(id: string) {
  return useQuery({ ...publicTrackingQueryOptions(id), enabled: id.length > 0 });
}
