/**
 * The one way the web app talks to the API (product-rules §7–8): base `/api`, cookie session
 * (`credentials: 'include'`), no timeout. Failures become `ApiError`; a 401/403 from any endpoint
 * except the public auth ones triggers the registered global sign-out.
 */
import { errorCodeOf, type ErrorCode } from '@sauda/contracts/errors.ts';

export const API_BASE = '/api';

/** One entry of an error body's `details` (contracts `apiErrorSchema`). */
export type ApiErrorDetail = { field: string; message: string };

export class ApiError extends Error {
  readonly status: number;
  /** One of the contracts' `ERROR_CODES`, or undefined for an answer that is not ours. */
  readonly code: ErrorCode | undefined;
  readonly details: ApiErrorDetail[];

  constructor(status: number, message: string, code?: ErrorCode, details: ApiErrorDetail[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** Endpoints whose 401/403 answers belong to the caller (shown on a form), not to global sign-out. */
const AUTH_EXEMPT_PATHS = [
  '/v1/auth/signin',
  '/v1/auth/signup',
  '/v1/auth/session',
  '/v1/auth/verify',
  '/v1/auth/set-new-password',
  '/v1/auth/forgot-password',
];

export function isAuthExempt(path: string): boolean {
  const bare = path.split('?')[0] ?? path;
  return AUTH_EXEMPT_PATHS.includes(bare);
}

let unauthorizedHandler: (() => void) | null = null;

/** The app registers what "sign out everywhere in this tab" means (cache, state, storage, redirect). */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

type Primitive = string | number | boolean;
export type QueryParams = Record<string, Primitive | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: QueryParams;
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
  /** A body sent as is (e.g. a file upload) instead of JSON; give its type in `headers`. */
  rawBody?: Blob;
};

export function buildUrl(path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? (path.includes('?') ? '&' : '?') + qs : ''}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** message → detail → 'Request failed' (product-rules §8). */
export function errorFromBody(status: number, body: unknown): ApiError {
  if (!isRecord(body)) return new ApiError(status, 'Request failed');
  const message =
    typeof body.message === 'string' && body.message
      ? body.message
      : typeof body.detail === 'string' && body.detail
        ? body.detail
        : 'Request failed';
  const code = errorCodeOf(body.code);
  const details = Array.isArray(body.details)
    ? (body.details as unknown[]).filter(
        (d): d is ApiErrorDetail =>
          isRecord(d) && typeof d.field === 'string' && typeof d.message === 'string',
      )
    : [];
  return new ApiError(status, message, code, details);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, rawBody } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined && rawBody === undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      credentials: 'include',
      body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(500, 'Server Error');
  }

  const payload = await readJson(response);
  if (response.ok || response.status === 304) return payload as T;

  const error = errorFromBody(response.status, payload);
  if ((response.status === 401 || response.status === 403) && !isAuthExempt(path)) {
    unauthorizedHandler?.();
  }
  throw error;
}

export type DataEnvelope<T> = { data: T };
export type ListEnvelope<T> = { data: T[]; meta: { page: number; limit: number; total: number } };
export type MessageEnvelope = { message: string };

export const api = {
  get: <T>(path: string, query?: QueryParams, signal?: AbortSignal) => apiRequest<T>(path, { query, signal }),
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
    apiRequest<T>(path, { method: 'POST', body: body ?? {}, headers }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body: body ?? {} }),
  /** DELETE, with a JSON body when the endpoint takes one (e.g. a list of ids). */
  delete: <T>(path: string, body?: unknown) =>
    apiRequest<T>(path, body === undefined ? { method: 'DELETE' } : { method: 'DELETE', body }),
  /** POST a file as the raw request body with its content type (e.g. `text/csv`). */
  upload: <T>(path: string, file: Blob, contentType: string, query?: QueryParams) =>
    apiRequest<T>(path, { method: 'POST', rawBody: file, query, headers: { 'Content-Type': contentType } }),
};

/** Map an ApiError's per-field details onto a form (react-hook-form `setError`). */
export function fieldErrors(error: unknown): ApiErrorDetail[] {
  return error instanceof ApiError ? error.details : [];
}

export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (error instanceof ApiError) return error.message || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
