import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, courierCallErrors } from '@sauda/contracts/common.ts';
import {
  cprDetailSchema,
  cprListQuerySchema,
  cprListSchema,
  importCprQuerySchema,
  importCprResultSchema,
  unpaidParcelSchema,
} from '@sauda/contracts/couriers.ts';
import { badRequest } from '../../lib/errors.ts';
import { authOf } from '../../plugins/auth.ts';
import { CSV_TYPES } from '../../plugins/input.ts';
import * as cpr from './cpr.service.ts';
import type { LoadSheetDeps } from './load-sheets.service.ts';

const errors = courierCallErrors;

/** CPR: the courier's payments (cash payment receipts and cheques) and the parcels they pay. */
export const cprRoutes: FastifyPluginAsyncZod<{ deps: LoadSheetDeps }> = async (app, { deps }) => {
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
};
