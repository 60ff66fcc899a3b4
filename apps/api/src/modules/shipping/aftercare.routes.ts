import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamSchema, messageSchema, fileResponse } from '@sauda/contracts/common.ts';
import {
  adviceListSchema,
  answerAdviceBodySchema,
  answerAdviceResultSchema,
  cprDetailSchema,
  cprListQuerySchema,
  cprListSchema,
  createLoadSheetBodySchema,
  importCprQuerySchema,
  importCprResultSchema,
  listAdviceQuerySchema,
  listLoadSheetsQuerySchema,
  loadSheetDetailSchema,
  loadSheetListSchema,
  scanQuerySchema,
  shipmentSchema,
  unpaidParcelSchema,
} from '@sauda/contracts/couriers.ts';
import { insertJob } from '../../jobs/jobs.repo.ts';
import { badRequest } from '../../lib/errors.ts';
import { authOf } from '../../plugins/auth.ts';
import * as couriers from '../couriers/couriers.service.ts';
import * as advice from './advice.service.ts';
import * as cpr from './cpr.service.ts';
import * as sheets from './load-sheets.service.ts';
import { COURIER_SYNC_JOB } from './sync.service.ts';
import { CSV_TYPES } from '../../plugins/input.ts';

const errors = { 409: apiErrorSchema, 422: apiErrorSchema, 502: apiErrorSchema };
const sheet = z.object({ data: loadSheetDetailSchema });

/** Load sheets, shipper advice and CPR: what happens after booking. */
export const aftercareRoutes: FastifyPluginAsyncZod<{ deps: sheets.LoadSheetDeps }> = async (
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

  app.get(
    '/v1/cpr',
    {
      config: { access: 'shipping:read' },
      schema: {
        tags: ['cpr'],
        operationId: 'listCourierPayments',
        summary: 'Courier payments (CPR / cheques) with expected vs paid',
        querystring: cprListQuerySchema,
        response: { 200: cprListSchema },
      },
    },
    async (req) => cpr.listPayments(deps, authOf(req).accountId, req.query),
  );
  app.get(
    '/v1/cpr/unpaid',
    {
      config: { access: 'shipping:read' },
      schema: {
        tags: ['cpr'],
        operationId: 'listUnpaidParcels',
        summary: 'Delivered or returned parcels no payment covers yet',
        querystring: z.strictObject({ courierId: z.string().max(64).optional() }),
        response: { 200: z.object({ data: z.array(unpaidParcelSchema) }) },
      },
    },
    async (req) => ({ data: await cpr.unpaidParcels(deps, authOf(req).accountId, req.query.courierId) }),
  );
  app.post(
    '/v1/cpr/import',
    {
      config: { access: 'shipping:manage', accepts: CSV_TYPES },
      schema: {
        tags: ['cpr'],
        operationId: 'importCourierPayments',
        summary: 'Import a courier payment file (CSV); importing the same file twice changes nothing',
        description: cpr.CPR_COLUMNS_HELP,
        querystring: importCprQuerySchema,
        response: { 200: z.object({ data: importCprResultSchema }), ...errors },
      },
    },
    async (req) => {
      if (typeof req.body !== 'string' || !req.body.trim())
        throw badRequest(
          'VALIDATION_ERROR',
          'Send the CSV file as the request body (content-type text/csv)',
          [{ field: 'file', message: 'Empty file' }],
        );
      return {
        data: await cpr.importPayments(
          deps,
          authOf(req).accountId,
          req.query.courierId,
          req.body,
          req.query.fileName ?? null,
        ),
      };
    },
  );
  app.get(
    '/v1/cpr/:id',
    {
      config: { access: 'shipping:read' },
      schema: {
        tags: ['cpr'],
        operationId: 'getCourierPayment',
        summary: 'One payment, line by line',
        params: idParamSchema,
        response: { 200: z.object({ data: cprDetailSchema }) },
      },
    },
    async (req) => ({ data: await cpr.getPayment(deps.db, authOf(req).accountId, req.params.id) }),
  );
  app.post(
    '/v1/courier/:id/sync',
    {
      config: { access: 'shipping:manage' },
      schema: {
        tags: ['couriers'],
        operationId: 'syncCourier',
        summary: 'Poll the courier now: tracking, shipper advices and payments',
        params: idParamSchema,
        response: { 200: z.object({ data: z.object({ queued: z.boolean() }) }), ...errors },
      },
    },
    async (req) => {
      const auth = authOf(req);
      const account = await couriers.getAccount(deps, auth.accountId, req.params.id);
      await insertJob(deps.db, {
        accountId: auth.accountId,
        type: COURIER_SYNC_JOB,
        payload: { courierAccountId: account._id },
        total: 0,
        createdBy: auth.userId || null,
      });
      deps.onJobQueued?.(COURIER_SYNC_JOB);
      return { data: { queued: true } };
    },
  );
};
