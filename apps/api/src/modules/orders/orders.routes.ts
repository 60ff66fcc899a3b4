import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  fileResponse,
  idParamSchema,
  idempotencyHeadersSchema,
  pageMetaSchema,
} from '@sauda/contracts/common.ts';
import {
  addressSchema,
  bulkStatusBodySchema,
  bulkStatusResultSchema,
  createOrderBodySchema,
  listOrdersQuerySchema,
  markSentBodySchema,
  orderListSchema,
  orderRowSchema,
  orderSchema,
  searchQuerySchema,
  updateOrderBodySchema,
  updateStatusBodySchema,
} from '@sauda/contracts/orders.ts';
import { dashboardSchema } from '@sauda/contracts/dashboard.ts';
import { authOf } from '../../plugins/auth.ts';
import type { Db } from '../../db/client.ts';
import * as service from './orders.service.ts';
import { markConfirmationSent } from './orders-confirmation.service.ts';
import * as query from './orders-query.service.ts';

const one = z.object({ data: orderSchema });
const errors = { 409: apiErrorSchema };

export const ordersRoutes: FastifyPluginAsyncZod<{
  db: Db;
  appUrl: () => string;
}> = async (app, { db, appUrl }) => {
  app.get(
    '/v1/orders',
    {
      config: { access: 'orders:read' },
      schema: {
        tags: ['orders'],
        operationId: 'listOrders',
        summary: 'List orders (filters, search, sort, page or cursor)',
        querystring: listOrdersQuerySchema,
        response: { 200: orderListSchema },
      },
    },
    async (req) => query.listOrders(db, authOf(req).accountId, req.query, appUrl()),
  );

  app.post(
    '/v1/orders',
    {
      config: { access: 'orders:manage' },
      schema: {
        tags: ['orders'],
        operationId: 'createOrder',
        summary: 'Create an order (send Idempotency-Key to make retries safe)',
        headers: idempotencyHeadersSchema,
        body: createOrderBodySchema,
        response: { 201: one, ...errors, 422: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const answer = await service.createOrder(
        db,
        authOf(req),
        req.body,
        appUrl(),
        req.headers['idempotency-key'],
      );
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(answer.statusCode as 201).send(answer.body);
    },
  );

  app.get(
    '/v1/orders/export.csv',
    {
      config: { access: 'orders:read' },
      schema: {
        tags: ['orders'],
        operationId: 'exportOrdersCsv',
        summary: 'Download the filtered orders as CSV (streamed)',
        querystring: listOrdersQuerySchema.omit({ page: true, limit: true, cursor: true }),
        response: { 200: fileResponse('text/csv', 'The orders as CSV, one row per order') },
      },
    },
    async (req, reply) => {
      const stream = Readable.from(await query.exportCsv(db, authOf(req).accountId, req.query));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="sauda-orders-${day}.csv"`)
        .send(stream);
    },
  );

  app.post(
    '/v1/orders/bulk-status',
    {
      config: { access: 'orders:manage' },
      schema: {
        tags: ['orders'],
        operationId: 'bulkUpdateOrderStatus',
        summary: 'Change the status of many orders; each succeeds or fails on its own',
        body: bulkStatusBodySchema,
        response: { 200: z.object({ data: bulkStatusResultSchema }), 400: apiErrorSchema },
      },
    },
    async (req) => ({
      data: await service.bulkStatus(db, authOf(req), req.body.ids, req.body.status, req.body.reason),
    }),
  );

  app.get(
    '/v1/orders/:id',
    {
      config: { access: 'orders:read' },
      schema: {
        tags: ['orders'],
        operationId: 'getOrder',
        summary: 'One order with items, customer and timeline',
        params: idParamSchema,
        response: { 200: one, 404: apiErrorSchema },
      },
    },
    async (req) => ({ data: await service.loadOrder(db, authOf(req).accountId, req.params.id, appUrl()) }),
  );

  app.put(
    '/v1/orders/:id',
    {
      config: { access: 'orders:manage' },
      schema: {
        tags: ['orders'],
        operationId: 'updateOrder',
        summary: 'Edit items, amounts, notes, tags or payment method (before booking)',
        params: idParamSchema,
        body: updateOrderBodySchema,
        response: { 200: one, ...errors },
      },
    },
    async (req) => ({ data: await service.updateOrder(db, authOf(req), req.params.id, req.body, appUrl()) }),
  );

  app.put(
    '/v1/orders/:id/status',
    {
      config: { access: 'orders:manage' },
      schema: {
        tags: ['orders'],
        operationId: 'updateOrderStatus',
        summary: 'Move an order along its lifecycle (409 names the allowed moves)',
        params: idParamSchema,
        body: updateStatusBodySchema,
        response: { 200: one, ...errors },
      },
    },
    async (req) => ({
      data: await service.changeStatus(
        db,
        authOf(req),
        req.params.id,
        req.body.status,
        req.body.reason,
        appUrl(),
      ),
    }),
  );

  app.put(
    '/v1/orders/:id/address',
    {
      config: { access: 'orders:manage' },
      schema: {
        tags: ['orders'],
        operationId: 'updateOrderAddress',
        summary: 'Change the shipping address (until dispatch)',
        params: idParamSchema,
        body: addressSchema,
        response: { 200: one, ...errors },
      },
    },
    async (req) => ({
      data: await service.updateAddress(db, authOf(req), req.params.id, req.body, appUrl()),
    }),
  );

  app.post(
    '/v1/orders/:id/confirmation/sent',
    {
      config: { access: 'orders:manage' },
      schema: {
        tags: ['orders'],
        operationId: 'markConfirmationSent',
        summary: 'Record that the confirmation link was sent to the buyer',
        params: idParamSchema,
        body: markSentBodySchema,
        response: { 200: one, ...errors },
      },
    },
    async (req) => ({
      data: await markConfirmationSent(db, authOf(req), req.params.id, req.body.channel, appUrl()),
    }),
  );

  app.get(
    '/v1/search',
    {
      config: { access: 'orders:read' },
      schema: {
        tags: ['orders'],
        operationId: 'search',
        summary: 'Global search (orders by name, number, buyer, phone or tracking number)',
        querystring: searchQuerySchema,
        response: { 200: z.object({ data: z.array(orderRowSchema), meta: pageMetaSchema }) },
      },
    },
    async (req) => query.searchOrders(db, authOf(req).accountId, req.query, appUrl()),
  );

  app.get(
    '/v1/dashboard',
    {
      config: { access: 'dashboard:read' },
      schema: {
        tags: ['dashboard'],
        operationId: 'getDashboard',
        summary: "Today's and this month's figures, queues and the 30-day chart",
        response: { 200: z.object({ data: dashboardSchema }) },
      },
    },
    async (req) => ({ data: await query.dashboard(db, authOf(req).accountId) }),
  );
};
