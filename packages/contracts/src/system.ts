import { z } from 'zod';

/**
 * The state of backups (docs/operations.md, "Back up and restore"): on the embedded database Sauda
 * takes one every `everyHours` and keeps the last `keep`; on PostgreSQL the operator backs up (with
 * `npm run backup` or the database's own tools) and this shows the newest in the backup folder.
 */
export const backupStatusSchema = z.object({
  database: z.enum(['embedded', 'postgres']),
  /** True when this server takes backups by itself (embedded database, BACKUPS_KEPT > 0). */
  automatic: z.boolean(),
  everyHours: z.number().int(),
  keep: z.number().int(),
  /** Backups in the backup folder now. */
  count: z.number().int(),
  last: z.object({ name: z.string(), takenAt: z.iso.datetime(), bytes: z.number().int() }).nullable(),
  /** When the next automatic backup is due (null when none is automatic or none taken yet). */
  nextDueAt: z.iso.datetime().nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;
