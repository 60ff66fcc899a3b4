import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamSchema, pageMetaSchema, pageQuerySchema } from '@sauda/contracts/common.ts';
import { createStoreBodySchema, renameStoreBodySchema, storeSchema } from '@sauda/contracts/stores.ts';
import { authOf } from '../../plugins/auth.ts';
import type { Db } from '../../db/client.ts';
import * as service from './stores.service.ts';

export const storesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/v1/stores',
    {
      config: { access: 'stores:read' },
      schema: {
        tags: ['stores'],
        operationId: 'listStores',
        summary: 'List the stores of the signed-in account',
        querystring: pageQuerySchema,
        response: {
          200: z.object({ data: z.array(storeSchema), meta: pageMetaSchema }),
          400: apiErrorSchema,
        },
      },
    },
    async (req) => service.listStores(db, authOf(req).accountId, req.query.page, req.query.limit),
  );

  app.post(
    '/v1/stores',
    {
      config: { access: 'stores:manage' },
      schema: {
        tags: ['stores'],
        operationId: 'createStore',
        summary: 'Create a store',
        body: createStoreBodySchema,
        response: { 201: z.object({ data: storeSchema }), 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const data = await service.createStore(db, authOf(req).accountId, req.body);
      return reply.status(201).send({ data });
    },
  );

  app.put(
    '/v1/stores/:id',
    {
      config: { access: 'stores:manage' },
      schema: {
        tags: ['stores'],
        operationId: 'renameStore',
        summary: 'Rename a store',
        params: idParamSchema,
        body: renameStoreBodySchema,
        response: { 200: z.object({ data: storeSchema }), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req) => ({
      data: await service.renameStore(db, authOf(req).accountId, req.params.id, req.body.name),
    }),
  );
};
