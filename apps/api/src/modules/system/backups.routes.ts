import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { backupStatusSchema } from '@sauda/contracts/system.ts';
import type { Database } from '../../db/client.ts';
import { backupStatus, type BackupEnv } from '../../ops/backups.ts';

/**
 * GET /v1/settings/backups: when the last backup was taken (issue 22 §2). It names no path and no
 * seller's data: the backups are the whole instance's, taken and restored by its operator.
 */
export const backupsRoutes: FastifyPluginAsync<{ database: Database; env: BackupEnv }> = async (
  app,
  { database, env },
) => {
  app.get(
    '/v1/settings/backups',
    {
      config: { access: 'settings:manage' },
      schema: {
        tags: ['settings'],
        operationId: 'getBackupStatus',
        summary: 'When the last backup was taken, and when the next is due',
        response: { 200: z.object({ data: backupStatusSchema }) },
      },
    },
    async () => ({ data: await backupStatus(database, env) }),
  );
};
