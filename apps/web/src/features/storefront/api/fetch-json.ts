/**
 * The storefront's own tiny HTTP client. Unlike `lib/api-client.ts` it never signs anyone out on
 * a 401/403 (buyers are not signed in) and carries no app-shell code: storefront pages load on
 * cheap phones over slow networks.
 */
import { errorCodeOf, type ErrorCode } from '@sauda/contracts/errors.ts';

export type StorefrontErrorDetail = { field: string; message: string };

export class StorefrontError extends Error {
  readonly status: number;
  /** One of the contracts' `ERROR_CODES`, or undefined for an answer that is not ours. */
  readonly code: ErrorCode | undefined;
  readonly details: StorefrontErrorDetail[];

  constructor(status: number, message: string, code?: ErrorCode, details: StorefrontErrorDetail[] = []) {
    super(message);
    this.name = 'StorefrontError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

type Query = Record<string, string | number | undefined>;

export function storefrontUrl(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `/api${path}${qs ? `?${qs}` : ''}`;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The API's `{ message, code, details }` error body → StorefrontError (message, else 'Request failed'). */
export function storefrontErrorFrom(status: number, body: unknown): StorefrontError {
  if (!isRecord(body)) return new StorefrontError(status, 'Request failed');
  const message = typeof body.message === 'string' && body.message ? body.message : 'Request failed';
  const code = errorCodeOf(body.code);
  const details = Array.isArray(body.details)
    ? body.details.filter(
        (d): d is StorefrontErrorDetail =>
          isRecord(d) && typeof d.field === 'string' && typeof d.message === 'string',
      )
    : [];
  return new StorefrontError(status, message, code, details);
}

export async function fetchJson<T>(
  path: string,
  options: {
    query?: Query;
    method?: 'GET' | 'POST';
    body?: unknown;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(storefrontUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new StorefrontError(0, 'No connection. Check your internet and try again.');
  }
  const text = await response.text();
  let payload: unknown;
  try {
    payload = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    payload = undefined;
  }
  if (response.ok) return payload as T;
  throw storefrontErrorFrom(response.status, payload);
}

/** Retry network and server failures (twice), never a 4xx answer. */
export function retryTransient(failureCount: number, error: unknown): boolean {
  if (error instanceof StorefrontError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function statusOf(error: unknown): number | null {
  return error instanceof StorefrontError ? error.status : null;
}

/** A message to show the buyer for any failure. */
export function storefrontMessage(
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
