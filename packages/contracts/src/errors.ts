/**
 * Every `code` an API error answer can carry: one list, used by the server (its error helpers
 * accept only these) and by the client (it switches on `ErrorCode`). A new code is added here first.
 * The message says what went wrong in words; the code is what a client acts on.
 */
export const ERROR_CODES = [
  // Input (400, 413, 415): the body, query or parameters are wrong; `details` name the fields.
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'CSV_EMPTY',
  'EMPTY_FILE',
  'UNSUPPORTED_IMAGE',
  'WEAK_PASSWORD',
  'INVALID_TOKEN',
  'INVALID_CODE',
  'NOTHING_WAITING',
  'CSV_COLUMNS',
  'CSV_TOO_MANY_ROWS',
  'MISSING_FIELDS',
  'UNREADABLE_IMAGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'IDEMPOTENCY_KEY_REUSED',
  // Who you are and what you may do (401, 403).
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'WRONG_PASSWORD',
  'FORBIDDEN',
  'BAD_SIGNATURE',
  'WEBHOOK_VERIFY_FAILED',
  'EMAIL_NOT_VERIFIED',
  'CSRF',
  // Not there (404, 405, 413, 429).
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'FILE_TOO_LARGE',
  'TOO_MANY_REQUESTS',
  'MAIL_LIMIT',
  // The state of things forbids it (409, 422).
  'CONCURRENT_CHANGE',
  'ILLEGAL_TRANSITION',
  'NO_CHANGE',
  'EMAIL_TAKEN',
  'ALREADY_VERIFIED',
  'SURVEY_EXISTS',
  'NAME_TAKEN',
  'STORE_LIMIT',
  'NOT_A_SAUDA_STORE',
  'VENDOR_IN_USE',
  'DEFAULT_LOCATION',
  'PRODUCT_NOT_ACTIVE',
  'PRODUCT_UNAVAILABLE',
  'OUT_OF_STOCK',
  'INSUFFICIENT_STOCK',
  'STOCK_CONFLICT',
  'NOTHING_TO_RECEIVE',
  'ADDRESS_LOCKED',
  'NOT_AWAITING',
  'ALREADY_ANSWERED',
  'ALREADY_ON_ORDER',
  'ALREADY_BOOKED',
  'ALREADY_BOOKING',
  'BOOKED',
  'NOT_BOOKED',
  'NOT_BOOKABLE',
  'BOOKING_IN_PROGRESS',
  'ALREADY_PICKED_UP',
  'UNCONFIRMED',
  'ON_ANOTHER_SHEET',
  'NOT_FOR_SHEET',
  'NOT_SANDBOX',
  'NOT_RETRYABLE',
  'TRACKED_BY_COURIER',
  'ORDER_LOCKED',
  'PO_STATUS',
  'OVER_RECEIPT',
  'VENDOR_NO_EMAIL',
  'SHEET_CHANGED',
  'HANDED_OVER',
  'COURIER_IN_USE',
  'IDEMPOTENCY_IN_PROGRESS',
  'ALREADY_SENT',
  'OUTSIDE_WINDOW',
  'WHATSAPP_CONNECTED',
  'WHATSAPP_NOT_CONFIGURED',
  // Couriers and WhatsApp (422, 502): the outside service refused or failed.
  'COURIER_AUTH',
  'COURIER_DISABLED',
  'COURIER_REJECTED',
  'COURIER_UNAVAILABLE',
  'WHATSAPP_AUTH',
  'WHATSAPP_NUMBER',
  'WHATSAPP_REJECTED',
  'WHATSAPP_UNAVAILABLE',
  // Ours (500, 503): nothing the client can do but retry later, or the operator must act.
  'INTERNAL',
  'SECRETS_KEY_MISSING',
  'CREDENTIALS_UNREADABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

/** The `code` of an error body, when it is one of ours (clients switch on it; anything else is unknown). */
export function errorCodeOf(value: unknown): ErrorCode | undefined {
  return typeof value === 'string' && KNOWN.has(value) ? (value as ErrorCode) : undefined;
}
