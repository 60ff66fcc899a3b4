import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@sauda/contracts/common.ts';
import { confirmationResponseBodySchema, publicOrderSchema } from '@sauda/contracts/orders.ts';
import type { Db } from '../../db/client.ts';
import * as service from './confirmation.service.ts';

const params = z.object({ token: z.string().min(1).max(100) });
const limited = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** The buyer's COD confirmation page (public, unguessable token, rate limited: quality-checks Q20). */
export const confirmationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/v1/public/order-confirmation/:token',
    {
      config: { access: 'public', ...limited },
      schema: {
        tags: ['public'],
        operationId: 'getOrderConfirmation',
        summary: 'The buyer’s view of a COD order',
        params,
        response: { 200: z.object({ data: publicOrderSchema }), 404: apiErrorSchema },
      },
    },
    async (req) => ({ data: await service.publicOrder(db, req.params.token) }),
  );

  app.post(
    '/v1/public/order-confirmation/:token',
    {
      config: { access: 'public', ...limited },
      schema: {
        tags: ['public'],
        operationId: 'answerOrderConfirmation',
        summary: 'The buyer confirms, cancels or corrects the address',
        params,
        body: confirmationResponseBodySchema,
        response: {
          200: z.object({ data: publicOrderSchema }),
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (req) => ({ data: await service.respond(db, req.params.token, req.body) }),
  );
};
