import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idempotencyHeadersSchema } from '@sauda/contracts/common.ts';
import {
  checkoutBodySchema,
  checkoutResultSchema,
  publicProductSchema,
  shopQuerySchema,
  shopSchema,
} from '@sauda/contracts/storefront.ts';
import type { Db } from '../../db/client.ts';
import * as service from './storefront.service.ts';

const publicId = z.object({ id: z.string().min(1).max(64) });

/** The Sauda storefront: public, unguessable ids, rate limited (quality-checks Q20). */
export const storefrontRoutes: FastifyPluginAsyncZod<{
  db: Db;
  appUrl: () => string;
  browseLimit: number;
  checkoutLimit: number;
}> = async (app, { db, appUrl, browseLimit, checkoutLimit }) => {
  const browse = { rateLimit: { max: browseLimit, timeWindow: '1 minute' } };

  app.get(
    '/v1/public-product/:id',
    {
      config: { access: 'public', ...browse },
      schema: {
        tags: ['storefront'],
        operationId: 'getPublicProduct',
        summary: 'A listed product as buyers see it (id: its public id)',
        params: publicId,
        response: { 200: z.object({ data: publicProductSchema }), 404: apiErrorSchema },
      },
    },
    async (req) => ({ data: await service.publicProduct(db, req.params.id) }),
  );

  app.get(
    '/v1/shop/:id',
    {
      config: { access: 'public', ...browse },
      schema: {
        tags: ['storefront'],
        operationId: 'getShop',
        summary: 'A Sauda store’s catalogue (id: its public shop id)',
        params: publicId,
        querystring: shopQuerySchema,
        response: { 200: shopSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req) => service.shop(db, req.params.id, req.query),
  );

  app.post(
    '/v1/checkout',
    {
      config: { access: 'public', rateLimit: { max: checkoutLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['storefront'],
        operationId: 'checkout',
        summary: 'Cash-on-delivery checkout: creates the order with stock reserved',
        headers: idempotencyHeadersSchema,
        body: checkoutBodySchema,
        response: {
          201: z.object({ data: checkoutResultSchema }),
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const r = await service.checkout(db, req.body, appUrl(), req.headers['idempotency-key']);
      if (r.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send({ data: r.data });
    },
  );
};
