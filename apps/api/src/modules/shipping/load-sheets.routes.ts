import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  idParamSchema,
  messageSchema,
  fileResponse,
  courierCallErrors,
} from '@sauda/contracts/common.ts';
import {
  createLoadSheetBodySchema,
  listLoadSheetsQuerySchema,
  loadSheetDetailSchema,
  loadSheetListSchema,
  scanQuerySchema,
  shipmentSchema,
} from '@sauda/contracts/couriers.ts';
import { authOf } from '../../plugins/auth.ts';
import * as sheets from './load-sheets.service.ts';

const errors = courierCallErrors;
const sheet = z.object({ data: loadSheetDetailSchema });

/** Load sheets: scan parcels onto a sheet, print it, hand it over (docs/architecture.md, "Code and UI"). */
export const loadSheetRoutes: FastifyPluginAsyncZod<{ deps: sheets.LoadSheetDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/v1/shipments/scan',
    {
      config: { access: 'shipping:read' },
      schema: {
        tags: ['load sheets'],
        operationId: 'scanShipment',
        summary:
          'A scanned tracking number (or our reference) → the booked parcel, or why it cannot go on a sheet',
        querystring: scanQuerySchema,
        response: { 200: z.object({ data: shipmentSchema }), 409: apiErrorSchema },
      },
    },
    async (req) => ({
      data: await sheets.scan(deps, authOf(req).accountId, req.query.code, req.query.courierId),
    }),
  );
  app.get(
    '/v1/load-sheets',
    {
      config: { access: 'shipping:read' },
      schema: {
        tags: ['load sheets'],
        operationId: 'listLoadSheets',
        summary: 'Load sheets, newest first',
        querystring: listLoadSheetsQuerySchema,
        response: { 200: loadSheetListSchema },
      },
    },
    async (req) => sheets.listLoadSheets(deps, authOf(req).accountId, req.query),
  );
  app.post(
    '/v1/load-sheets',
    {
      config: { access: 'shipping:manage' },
      schema: {
        tags: ['load sheets'],
        operationId: 'createLoadSheet',
        summary:
          'Make a load sheet (the courier’s own through its API where it has one; always our manifest)',
        body: createLoadSheetBodySchema,
        response: { 201: sheet, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await sheets.createLoadSheet(deps, authOf(req), req.body) }),
  );
  app.get(
    '/v1/load-sheets/:id',
    {
      config: { access: 'shipping:read' },
      schema: {
        tags: ['load sheets'],
        operationId: 'getLoadSheet',
        summary: 'One load sheet with its parcels',
        params: idParamSchema,
        response: { 200: sheet },
      },
    },
    async (req) => ({ data: await sheets.getLoadSheet(deps.db, authOf(req).accountId, req.params.id) }),
  );
  app.get(
    '/v1/load-sheets/:id/pdf',
    {
      config: { access: 'shipping:read' },
      schema: {
        tags: ['load sheets'],
        operationId: 'getLoadSheetPdf',
        summary: 'Our manifest PDF: barcodes, totals, signature lines',
        params: idParamSchema,
        response: { 200: fileResponse('application/pdf', 'The manifest PDF') },
      },
    },
    async (req, reply) => {
      const { pdf, number } = await sheets.manifest(deps.db, authOf(req).accountId, req.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${number}.pdf"`)
        .send(pdf);
    },
  );
  app.get(
    '/v1/load-sheets/:id/courier-pdf',
    {
      config: { access: 'shipping:read' },
      schema: {
        tags: ['load sheets'],
        operationId: 'getCourierLoadSheetPdf',
        summary: 'The courier’s own load sheet PDF, when its API returned one',
        params: idParamSchema,
        response: { 200: fileResponse('application/pdf', 'The courier’s load sheet PDF') },
      },
    },
    async (req, reply) => {
      const { pdf, number } = await sheets.courierPdf(deps, authOf(req).accountId, req.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${number}-courier.pdf"`)
        .send(pdf);
    },
  );
  app.post(
    '/v1/load-sheets/:id/handover',
    {
      config: { access: 'shipping:manage' },
      schema: {
        tags: ['load sheets'],
        operationId: 'handOverLoadSheet',
        summary: 'Hand the parcels to the rider: each is picked up, each order Dispatched',
        params: idParamSchema,
        response: { 200: sheet, ...errors },
      },
    },
    async (req) => ({ data: await sheets.handOver(deps.db, authOf(req), req.params.id) }),
  );
  app.delete(
    '/v1/load-sheets/:id',
    {
      config: { access: 'shipping:manage' },
      schema: {
        tags: ['load sheets'],
        operationId: 'deleteLoadSheet',
        summary: 'Delete a load sheet before hand-over (its parcels become free again)',
        params: idParamSchema,
        response: { 200: z.object({ data: messageSchema }), ...errors },
      },
    },
    async (req) => {
      await sheets.deleteLoadSheet(deps, authOf(req), req.params.id);
      return { data: { message: 'Load sheet deleted' } };
    },
  );
};
