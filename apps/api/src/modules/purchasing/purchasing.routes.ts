import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  idParamSchema,
  messageSchema,
  pageMetaSchema,
  fileResponse,
} from '@sauda/contracts/common.ts';
import {
  createPoBodySchema,
  listPoQuerySchema,
  listVendorsQuerySchema,
  poListSchema,
  procureListSchema,
  procureQuerySchema,
  procureStatusBodySchema,
  procureStatusResultSchema,
  purchaseOrderSchema,
  raisePoBodySchema,
  receivePoBodySchema,
  sendPoBodySchema,
  updatePoBodySchema,
  updateVendorBodySchema,
  vendorBodySchema,
  vendorSchema,
} from '@sauda/contracts/purchasing.ts';
import { authOf } from '../../plugins/auth.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import * as orders from '../orders/orders.service.ts';
import * as service from './purchasing.service.ts';

const errors = { 409: apiErrorSchema };
const vendor = z.object({ data: vendorSchema });
const po = z.object({ data: purchaseOrderSchema });

export const purchasingRoutes: FastifyPluginAsyncZod<{ db: Db; mailer: Mailer }> = async (
  app,
  { db, mailer },
) => {
  app.get(
    '/v1/vendors',
    {
      config: { access: 'purchasing:read' },
      schema: {
        tags: ['purchasing'],
        operationId: 'listVendors',
        summary: 'List vendors (suppliers)',
        querystring: listVendorsQuerySchema,
        response: { 200: z.object({ data: z.array(vendorSchema), meta: pageMetaSchema }) },
      },
    },
    async (req) => service.listVendors(db, authOf(req).accountId, req.query),
  );
  app.post(
    '/v1/vendors',
    {
      config: { access: 'purchasing:manage' },
      schema: {
        tags: ['purchasing'],
        operationId: 'createVendor',
        summary: 'Add a vendor',
        body: vendorBodySchema,
        response: { 201: vendor, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await service.createVendor(db, authOf(req).accountId, req.body) }),
  );
  app.get(
    '/v1/vendors/:id',
    {
      config: { access: 'purchasing:read' },
      schema: {
        tags: ['purchasing'],
        operationId: 'getVendor',
        summary: 'One vendor',
        params: idParamSchema,
        response: { 200: vendor },
      },
    },
    async (req) => ({ data: await service.getVendor(db, authOf(req).accountId, req.params.id) }),
  );
  app.put(
    '/v1/vendors/:id',
    {
      config: { access: 'purchasing:manage' },
      schema: {
        tags: ['purchasing'],
        operationId: 'updateVendor',
        summary: 'Edit a vendor',
        params: idParamSchema,
        body: updateVendorBodySchema,
        response: { 200: vendor, ...errors },
      },
    },
    async (req) => ({ data: await service.updateVendor(db, authOf(req).accountId, req.params.id, req.body) }),
  );
  app.delete(
    '/v1/vendors/:id',
    {
      config: { access: 'purchasing:manage' },
      schema: {
        tags: ['purchasing'],
        operationId: 'deleteVendor',
        summary: 'Delete a vendor without purchase orders',
        params: idParamSchema,
        response: { 200: z.object({ data: messageSchema }), ...errors },
      },
    },
    async (req) => ({ data: await service.deleteVendor(db, authOf(req).accountId, req.params.id) }),
  );

  app.get(
    '/v1/purchase-orders',
    {
      config: { access: 'purchasing:read' },
      schema: {
        tags: ['purchasing'],
        operationId: 'listPurchaseOrders',
        summary: 'List purchase orders',
        querystring: listPoQuerySchema,
        response: { 200: poListSchema },
      },
    },
    async (req) => service.listPos(db, authOf(req).accountId, req.query),
  );
  app.post(
    '/v1/purchase-orders',
    {
      config: { access: 'purchasing:manage' },
      schema: {
        tags: ['purchasing'],
        operationId: 'createPurchaseOrder',
        summary: 'Create a draft purchase order',
        body: createPoBodySchema,
        response: { 201: po, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await service.createPo(db, authOf(req), req.body) }),
  );
  app.get(
    '/v1/purchase-orders/:id',
    {
      config: { access: 'purchasing:read' },
      schema: {
        tags: ['purchasing'],
        operationId: 'getPurchaseOrder',
        summary: 'One purchase order',
        params: idParamSchema,
        response: { 200: po },
      },
    },
    async (req) => ({ data: await service.loadPo(db, authOf(req).accountId, req.params.id) }),
  );
  app.put(
    '/v1/purchase-orders/:id',
    {
      config: { access: 'purchasing:manage' },
      schema: {
        tags: ['purchasing'],
        operationId: 'updatePurchaseOrder',
        summary: 'Edit a draft or sent purchase order',
        params: idParamSchema,
        body: updatePoBodySchema,
        response: { 200: po, ...errors },
      },
    },
    async (req) => ({ data: await service.updatePo(db, authOf(req), req.params.id, req.body) }),
  );
  app.get(
    '/v1/purchase-orders/:id/pdf',
    {
      config: { access: 'purchasing:read' },
      schema: {
        tags: ['purchasing'],
        operationId: 'getPurchaseOrderPdf',
        summary: 'The purchase order as a PDF',
        params: idParamSchema,
        response: { 200: fileResponse('application/pdf', 'The purchase order PDF') },
      },
    },
    async (req, reply) => {
      const { pdf, number } = await service.poPdf(db, authOf(req).accountId, req.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${number}.pdf"`)
        .send(pdf);
    },
  );
  app.post(
    '/v1/purchase-orders/:id/send',
    {
      config: { access: 'purchasing:manage' },
      schema: {
        tags: ['purchasing'],
        operationId: 'sendPurchaseOrder',
        summary: 'Send the purchase order (e-mails the PDF to the vendor)',
        params: idParamSchema,
        body: sendPoBodySchema,
        response: { 200: po, 429: apiErrorSchema, ...errors },
      },
    },
    async (req) => ({ data: await service.sendPo(db, mailer, authOf(req), req.params.id, req.body) }),
  );
  app.post(
    '/v1/purchase-orders/:id/receive',
    {
      config: { access: 'purchasing:manage' },
      schema: {
        tags: ['purchasing'],
        operationId: 'receivePurchaseOrder',
        summary: 'Receive some or all units (stock in at cost; waiting orders filled first)',
        params: idParamSchema,
        body: receivePoBodySchema,
        response: { 200: po, ...errors },
      },
    },
    async (req) => ({ data: await service.receivePo(db, authOf(req), req.params.id, req.body) }),
  );
  app.post(
    '/v1/purchase-orders/:id/cancel',
    {
      config: { access: 'purchasing:manage' },
      schema: {
        tags: ['purchasing'],
        operationId: 'cancelPurchaseOrder',
        summary: 'Cancel a purchase order (received units stay in stock)',
        params: idParamSchema,
        response: { 200: po, ...errors },
      },
    },
    async (req) => ({ data: await service.cancelPo(db, authOf(req), req.params.id) }),
  );

  app.get(
    '/v1/procure',
    {
      config: { access: 'purchasing:read' },
      schema: {
        tags: ['purchasing'],
        operationId: 'listProcurement',
        summary: 'Orders waiting for stock, grouped by vendor and product',
        querystring: procureQuerySchema,
        response: { 200: procureListSchema },
      },
    },
    async (req) => ({ data: await service.procureList(db, authOf(req).accountId, req.query.status) }),
  );
  app.post(
    '/v1/procure/purchase-order',
    {
      config: { access: 'purchasing:manage' },
      schema: {
        tags: ['purchasing'],
        operationId: 'raiseProcurementPurchaseOrder',
        summary: 'Raise a draft purchase order for what a vendor’s waiting orders need',
        body: raisePoBodySchema,
        response: { 201: po, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await service.raisePo(db, authOf(req), req.body) }),
  );
  app.put(
    '/v1/orders/procure-status',
    {
      config: { access: 'orders:manage' },
      schema: {
        tags: ['purchasing'],
        operationId: 'markOrdersProcured',
        summary: 'Mark orders waiting for stock as procured',
        body: procureStatusBodySchema,
        response: { 200: z.object({ data: procureStatusResultSchema }), ...errors },
      },
    },
    async (req) => ({ data: await orders.setProcured(db, authOf(req), req.body.ids, true) }),
  );
  app.delete(
    '/v1/orders/procure-status',
    {
      config: { access: 'orders:manage' },
      schema: {
        tags: ['purchasing'],
        operationId: 'unmarkOrdersProcured',
        summary: 'Remove the procured mark (orders wait for stock again)',
        body: procureStatusBodySchema,
        response: { 200: z.object({ data: procureStatusResultSchema }), ...errors },
      },
    },
    async (req) => ({ data: await orders.setProcured(db, authOf(req), req.body.ids, false) }),
  );
};
