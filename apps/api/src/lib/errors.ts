import type { ErrorCode } from '@sauda/contracts/errors.ts';

export type { ErrorCode };

export interface FieldError {
  field: string;
  message: string;
}

/** An error the client can act on. Anything else becomes a 500 with no detail. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    /** One of the contracts' `ERROR_CODES` (the client switches on it). */
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (code: ErrorCode, message: string, details?: FieldError[]) =>
  new AppError(400, code, message, details);
/** 401 names how to authenticate (RFC 9110 §11.6.1): a Bearer token, or the session cookie it also accepts. */
export const unauthorized = (message = 'Please sign in to continue', code: ErrorCode = 'UNAUTHENTICATED') =>
  new AppError(401, code, message, undefined, { 'www-authenticate': 'Bearer realm="Sauda"' });
export const forbidden = (message = 'You do not have permission to do this', code: ErrorCode = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (what = 'Resource') => new AppError(404, 'NOT_FOUND', `${what} not found`);
export const conflict = (code: ErrorCode, message: string, details?: FieldError[]) =>
  new AppError(409, code, message, details);
export const tooMany = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'TOO_MANY_REQUESTS', message, undefined, { 'retry-after': String(retryAfterSeconds) });
