import { z } from 'zod';

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
