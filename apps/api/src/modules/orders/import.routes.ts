import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamSchema } from '@sauda/contracts/common.ts';
import { importOrdersQuerySchema, jobSchema, type JobType } from '@sauda/contracts/jobs.ts';
import { authOf } from '../../plugins/auth.ts';
import type { Db } from '../../db/client.ts';
import * as service from './import.service.ts';
import { CSV_TYPES } from '../../plugins/input.ts';

export const importRoutes: FastifyPluginAsyncZod<{
  db: Db;
  onQueued?: (type: JobType) => void;
  appUrl: () => string;
}> = async (app, { db, onQueued, appUrl }) => {
  app.post(
    '/v1/orders/imports',
    {
      config: { access: 'orders:manage', accepts: CSV_TYPES },
      schema: {
        tags: ['orders'],
        operationId: 'importOrders',
        summary:
          'Import orders from a CSV file (body: the file, Content-Type text/csv); runs in the background',
        description: service.IMPORT_COLUMNS_HELP,
        querystring: importOrdersQuerySchema,
        body: z.string().max(1024 * 1024),
        response: { 202: z.object({ data: jobSchema }), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const job = await service.startImport(db, authOf(req), req.query.storeId, req.body, appUrl());
      onQueued?.(service.ORDER_IMPORT_JOB);
      return reply.status(202).send({ data: job });
    },
  );

  app.get(
    '/v1/orders/imports',
    {
      config: { access: 'orders:read' },
      schema: {
        tags: ['orders'],
        operationId: 'listOrderImports',
        summary: 'Recent order imports with their progress',
        response: { 200: z.object({ data: z.array(jobSchema) }) },
      },
    },
    async (req) => ({ data: await service.listImports(db, authOf(req).accountId) }),
  );

  app.get(
    '/v1/jobs/:id',
    {
      config: { access: 'session' },
      schema: {
        tags: ['jobs'],
        operationId: 'getJob',
        summary: 'A background job: status, progress and per-row errors',
        params: idParamSchema,
        response: { 200: z.object({ data: jobSchema }), 404: apiErrorSchema },
      },
    },
    async (req) => ({ data: await service.getJob(db, authOf(req).accountId, req.params.id) }),
  );
};
