import { z } from 'zod';
import { whatsappReplySchema, whatsappStatusUpdateSchema } from './whatsapp.ts';

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;

export const rowErrorSchema = z.object({ row: z.number().int(), message: z.string() });
export type RowError = z.infer<typeof rowErrorSchema>;

/** A background job as the API shows it: progress for a progress bar, per-row errors. */
export const jobSchema = z.object({
  _id: z.string(),
  type: z.string(),
  status: z.enum(JOB_STATUSES),
  progress: z.number().int(),
  total: z.number().int(),
  errors: z.array(rowErrorSchema),
  result: z.record(z.string(), z.unknown()).nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const ORDER_IMPORT_MAX_ROWS = 5000;
export const JOB_ERRORS_KEPT = 500;

export const importOrdersQuerySchema = z.strictObject({ storeId: z.string().min(1).max(64) });

/**
 * Every job kind, its payload and its lane (issue 11 §7). A payload is checked against its schema
 * when the job is queued and again when a worker runs it (a row written by an older version, or
 * by hand, fails with a clear error instead of half-running). Lanes have their own workers, so a
 * 5,000-row import never holds up a booking: `booking` (book parcels with couriers), `sync`
 * (courier tracking, advices, payments), `bulk` (imports and exports), `messages` (WhatsApp).
 * E-mail has a lane of its own outside the jobs table: the outbox (`lib/mailer.ts`).
 */
export const JOB_LANES = ['booking', 'sync', 'bulk', 'messages'] as const;
export type JobLane = (typeof JOB_LANES)[number];

const id = z.string().uuid();
export const jobKinds = {
  orders_import: {
    lane: 'bulk',
    payload: z.strictObject({
      storeId: id,
      /** The file as uploaded (at most the import body limit). */
      csv: z
        .string()
        .min(1)
        .max(16 * 1024 * 1024),
      appUrl: z.string().url().optional(),
    }),
  },
  /** Books the parcels that point at this job (`shipments.book_job_id`). */
  courier_booking: { lane: 'booking', payload: z.strictObject({}) },
  courier_sync: { lane: 'sync', payload: z.strictObject({ courierAccountId: id }) },
  whatsapp_confirmation: {
    lane: 'messages',
    payload: z.strictObject({
      orderId: id,
      appUrl: z.string().url(),
      /** Sent again after Meta's rate limit (130429 / 131056): the how-manieth try. */
      resend: z.number().int().min(1).max(3).optional(),
    }),
  },
  /** Statuses from one signed Meta webhook delivery, already routed to the seller (docs/whatsapp.md). */
  whatsapp_webhook: {
    lane: 'messages',
    payload: z
      .strictObject({
        statuses: z.array(whatsappStatusUpdateSchema).max(1000),
        replies: z.array(whatsappReplySchema).max(1000).default([]),
        /** Where buyers open confirmation links, for a confirmation sent again. */
        appUrl: z.string().url().optional(),
      })
      .refine((p) => p.statuses.length + p.replies.length > 0, 'A delivery job carries a status or a reply'),
  },
  /** The sandbox phone received the seller's messages to one buyer: they move to delivered. */
  whatsapp_sandbox: {
    lane: 'messages',
    payload: z.strictObject({ waId: z.string().regex(/^\d{10,15}$/), appUrl: z.string().url().optional() }),
  },
} as const satisfies Record<string, { lane: JobLane; payload: z.ZodType }>;

export type JobType = keyof typeof jobKinds;
export type JobPayload<T extends JobType> = z.infer<(typeof jobKinds)[T]['payload']>;

/** The job types a lane runs. */
export const jobTypesOf = (lane: JobLane): JobType[] =>
  (Object.keys(jobKinds) as JobType[]).filter((t) => jobKinds[t].lane === lane);

/** Checks a payload for its job type: the parsed payload, or a message naming what is wrong. */
export function parseJobPayload<T extends JobType>(
  type: T,
  payload: unknown,
): { ok: true; payload: JobPayload<T> } | { ok: false; message: string } {
  const kind = jobKinds[type] as (typeof jobKinds)[JobType] | undefined;
  if (!kind) return { ok: false, message: `Unknown job type ${String(type)}` };
  const res = kind.payload.safeParse(payload);
  if (res.success) return { ok: true, payload: res.data as JobPayload<T> };
  const issue = res.error.issues[0];
  return {
    ok: false,
    message: `Invalid ${type} payload: ${issue?.path.join('.') || '(root)'} ${issue?.message ?? ''}`.trim(),
  };
}
