import { z } from 'zod';

// One wording for missing fields everywhere (API answers and web forms share these schemas).
z.config({
  customError: (issue) =>
    issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : undefined,
});

/** Error body every failing API call answers with (SPEC §8, ARCHITECTURE "API conventions"). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const messageSchema = z.object({ message: z.string() });

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
  .pipe(z.email('Enter a valid e-mail address'));

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
  .max(MAX_AMOUNT_PAISA, 'At most PKR 100,000,000');

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

/** Pakistani mobile numbers: +92… / 92… normalised to a leading 0 (SPEC §5). */
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
  .pipe(z.string().regex(/^0\d{9,10}$/, 'Enter a Pakistani phone number such as 0300 1234567'));
