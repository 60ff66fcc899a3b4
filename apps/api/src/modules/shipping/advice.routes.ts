import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { courierCallErrors } from '@sauda/contracts/common.ts';
import {
  adviceListSchema,
  answerAdviceBodySchema,
  answerAdviceResultSchema,
  listAdviceQuerySchema,
} from '@sauda/contracts/couriers.ts';
import { authOf } from '../../plugins/auth.ts';
import type { ShippingDeps } from './booking.service.ts';
import * as advice from './advice.service.ts';

const errors = courierCallErrors;

/** Shipper advice: the courier asks what to do with a parcel it could not deliver; the seller answers. */
export const adviceRoutes: FastifyPluginAsyncZod<{ deps: ShippingDeps }> = async (app, { deps }) => {
  app.get(
    '/v1/shipper-advice',
    {
      config: { access: 'shipping:read' },
      schema: {
        tags: ['shipper advice'],
        operationId: 'listShipperAdvice',
        summary: 'Parcels the couriers could not deliver, across couriers, with the buyer’s COD history',
        querystring: listAdviceQuerySchema,
        response: { 200: adviceListSchema },
      },
    },
    async (req) => advice.listAdvices(deps, authOf(req).accountId, req.query),
  );
  app.post(
    '/v1/shipper-advice/answer',
    {
      config: { access: 'shipping:manage' },
      schema: {
        tags: ['shipper advice'],
        operationId: 'answerShipperAdvice',
        summary:
          'Answer re-attempt, return or hold (sent to the courier’s API; recorded for manual couriers)',
        body: answerAdviceBodySchema,
        response: { 200: z.object({ data: answerAdviceResultSchema }), ...errors },
      },
    },
    async (req) => ({ data: await advice.answerAdvices(deps, authOf(req), req.body) }),
  );
};
