import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamSchema } from '@sauda/contracts/common.ts';
import {
  customerListSchema,
  customerSchema,
  listCustomersQuerySchema,
  updateCustomerBodySchema,
} from '@sauda/contracts/customers.ts';
import { authOf } from '../../plugins/auth.ts';
import type { Db } from '../../db/client.ts';
import * as service from './customers.service.ts';

export const customersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/v1/customers',
    {
      config: { access: 'customers:read' },
      schema: {
        tags: ['customers'],
        operationId: 'listCustomers',
        summary: 'Buyers, built from orders (phone is the key)',
        querystring: listCustomersQuerySchema,
        response: { 200: customerListSchema, 400: apiErrorSchema },
      },
    },
    async (req) => service.listCustomers(db, authOf(req).accountId, req.query),
  );

  app.get(
    '/v1/customers/:id',
    {
      config: { access: 'customers:read' },
      schema: {
        tags: ['customers'],
        operationId: 'getCustomer',
        summary: 'One buyer with their order statistics',
        params: idParamSchema,
        response: { 200: z.object({ data: customerSchema }), 404: apiErrorSchema },
      },
    },
    async (req) => ({ data: await service.getCustomer(db, authOf(req).accountId, req.params.id) }),
  );

  app.put(
    '/v1/customers/:id',
    {
      config: { access: 'customers:manage' },
      schema: {
        tags: ['customers'],
        operationId: 'updateCustomer',
        summary: 'Rename, add notes, block or unblock a buyer',
        params: idParamSchema,
        body: updateCustomerBodySchema,
        response: { 200: z.object({ data: customerSchema }), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req) => ({
      data: await service.updateCustomer(db, authOf(req).accountId, req.params.id, req.body),
    }),
  );
};
