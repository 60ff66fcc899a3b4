import { z } from 'zod';

// One wording for missing fields everywhere (API answers and web forms share these schemas).
z.config({
  customError: (issue) =>
    issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : undefined,
});

/**
 * Error body every failing API call answers with (product-rules §8;
 * docs/architecture.md, "Request life cycle").
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

/**
 * The answers of a route that calls a courier: a conflict with the parcel's state (409), a
 * refusal of the data (422), the courier failing or unreachable (502).
 */
export const courierCallErrors = { 409: apiErrorSchema, 422: apiErrorSchema, 502: apiErrorSchema };
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const messageSchema = z.object({ message: z.string() });

/**
 * A download's 200 in the document: the file in one media type (PDF, CSV). The route sends a
 * Buffer or a stream, which Fastify passes through without serialising.
 */
export function fileResponse(type: 'application/pdf' | 'text/csv', description: string) {
  return {
    description,
    content: {
      [type]: {
        schema: z.any().meta(type === 'text/csv' ? { type: 'string' } : { type: 'string', format: 'binary' }),
      },
    },
  };
}

/**
 * The one e-mail rule, wherever an address is taken (sign-up, vendors, pickup addresses…):
 * trimmed, lower-cased, at most 254 characters with at most 64 before the @ (RFC 5321 §4.5.3.1),
 * and the shape of an address. Mail to a longer local part is refused by real servers, so the
 * verification mail of such a sign-up would never arrive.
 */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'At most 254 characters')
  .refine((v) => v.indexOf('@') <= 64, 'At most 64 characters before the @')
  .pipe(z.email('Enter a valid e-mail address'))
  .meta({
    format: 'email',
    pattern: '^\\s*[^@\\s]{1,64}@[^@\\s]+\\s*$',
    description: 'An e-mail address: at most 254 characters, at most 64 before the @ (trimmed, lower-cased)',
  });

/** A calendar date, YYYY-MM-DD, that exists (2026-02-30 is refused, not rolled over). */
export const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-22')
  .refine((s) => {
    const t = Date.parse(`${s}T00:00:00Z`);
    return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === s;
  }, 'Not a real date')
  .meta({ format: 'date', description: 'A calendar date that exists, YYYY-MM-DD' });

/**
 * Idempotency-Key (quality-checks Q4): 8–128 letters, digits or `- _ . :`; the same key replays the first
 * answer.
 */
export const IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9\-_.:]{8,128}$/;
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(IDEMPOTENCY_KEY_RE, 'Use 8–128 letters, digits or - _ . :')
    .optional()
    .meta({
      description:
        'Makes a retry safe: the same key with the same body answers the first result again; with another body, 409',
    }),
});

/**
 * An update body: only the fields to change, and at least one (issue 29: an empty update reached
 * the database as an empty SET and answered 500). States `minProperties: 1` in the document.
 */
export function updateBody<T extends z.ZodRawShape>(shape: T) {
  return z
    .strictObject(shape)
    .refine((b) => Object.values(b).some((v) => v !== undefined), 'Nothing to change')
    .meta({ minProperties: 1 });
}

export const MAX_PAGE_LIMIT = 100;
export const DEFAULT_PAGE_LIMIT = 50;

export const pageQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(DEFAULT_PAGE_LIMIT),
});

export const pageMetaSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});

/**
 * Lists whose filters cannot be counted from a counter table count their matches only up to
 * COUNT_CAP; beyond, `total` is COUNT_CAP and `totalCapped` says "at least" ("1,000+"), so a
 * filtered page never counts a whole catalogue or order book (issue 12 §3).
 */
export const COUNT_CAP = 1_000;
export const cappedPageMetaSchema = pageMetaSchema.extend({ totalCapped: z.boolean() });

export const idParamSchema = z.object({ id: z.string().min(1).max(64) });

/**
 * Bounds on money and quantities (issue 11 §4; docs/architecture.md "Money and quantity bounds"):
 * any one amount is at most PKR 100,000,000, a line at most 100,000 units, and an order's or
 * purchase order's total at most PKR 1,000,000,000. Every sum Sauda keeps then stays far inside
 * JavaScript's safe integers (2^53 paisa ≈ PKR 90 trillion).
 */
export const MAX_AMOUNT_PAISA = 10_000_000_000;
export const MAX_LINE_QUANTITY = 100_000;
export const MAX_DOCUMENT_TOTAL_PAISA = 100_000_000_000;

/** One amount in integer paisa (PKR × 100), 0 … PKR 100,000,000. */
export const moneySchema = z
  .number()
  .int('Use whole paisa (PKR × 100)')
  .min(0, 'Cannot be negative')
  .max(MAX_AMOUNT_PAISA, 'At most PKR 100,000,000')
  .meta({ description: 'Integer paisa (PKR × 100), 0 … PKR 100,000,000' });

/** Units on one line, 1 … 100,000. */
export const quantitySchema = z
  .number()
  .int('Use whole units')
  .min(1, 'At least 1')
  .max(MAX_LINE_QUANTITY, 'At most 100,000 units');

/** Trimmed text with a length range; empty after trimming counts as missing. */
export const text = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, min <= 1 ? 'Required' : `Enter at least ${min} characters`)
    .max(max, `Use at most ${max} characters`);

/** The phone numbers the API takes, as a pattern for the document (spaces and dashes anywhere). */
export const PHONE_PATTERN =
  '^[\\s-]*(?:(?:\\+[\\s-]*9[\\s-]*2|0)(?:[\\s-]*\\d){9,10}|9[\\s-]*2(?:[\\s-]*\\d){10})[\\s-]*$';

/** Pakistani mobile numbers: +92… / 92… normalised to a leading 0 (product-rules §5). */
export function normalisePhone(raw: string): string {
  const digits = raw.replace(/[\s-]/g, '');
  if (digits.startsWith('+92')) return '0' + digits.slice(3);
  if (digits.startsWith('92') && digits.length === 12) return '0' + digits.slice(2);
  return digits;
}

export const phoneSchema = z
  .string()
  .trim()
  .transform(normalisePhone)
  .pipe(z.string().regex(/^0\d{9,10}$/, 'Enter a Pakistani phone number such as 0300 1234567'))
  .meta({
    // What normalisePhone() accepts, spaces and dashes anywhere: 0 + 9–10 digits, +92 + 9–10, or 92 + 10.
    pattern: PHONE_PATTERN,
    description: 'A Pakistani phone number: 03001234567, 0300 1234567, +92 300 1234567 or 923001234567',
  });
