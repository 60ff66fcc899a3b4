export interface FieldError {
  field: string;
  message: string;
}

/** An error the client can act on. Anything else becomes a 500 with no detail. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string, details?: FieldError[]) =>
  new AppError(400, code, message, details);
/** 401 names how to authenticate (RFC 9110 §11.6.1): a Bearer token, or the session cookie it also accepts. */
export const unauthorized = (message = 'Please sign in to continue', code = 'UNAUTHENTICATED') =>
  new AppError(401, code, message, undefined, { 'www-authenticate': 'Bearer realm="Sauda"' });
export const forbidden = (message = 'You do not have permission to do this', code = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (what = 'Resource') => new AppError(404, 'NOT_FOUND', `${what} not found`);
export const conflict = (code: string, message: string, details?: FieldError[]) =>
  new AppError(409, code, message, details);
export const tooMany = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'TOO_MANY_REQUESTS', message, undefined, { 'retry-after': String(retryAfterSeconds) });
