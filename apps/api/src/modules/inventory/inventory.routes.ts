import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamSchema, pageMetaSchema } from '@sauda/contracts/common.ts';
import {
  adjustmentBodySchema,
  inventoryListSchema,
  inventoryRowSchema,
  inventorySummarySchema,
  listInventoryQuerySchema,
  listMovementsQuerySchema,
  locationBodySchema,
  locationSchema,
  movementSchema,
} from '@sauda/contracts/inventory.ts';
import { authOf } from '../../plugins/auth.ts';
import type { Db } from '../../db/client.ts';
import * as service from './inventory.service.ts';

const errors = { 409: apiErrorSchema };

export const inventoryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/v1/inventory',
    {
      config: { access: 'inventory:read' },
      schema: {
        tags: ['inventory'],
        operationId: 'listInventory',
        summary: 'Stock per variant (at one location or all)',
        querystring: listInventoryQuerySchema,
        response: { 200: inventoryListSchema },
      },
    },
    async (req) => service.listInventory(db, authOf(req).accountId, req.query),
  );
  app.get(
    '/v1/inventory/summary',
    {
      config: { access: 'inventory:read' },
      schema: {
        tags: ['inventory'],
        operationId: 'getInventorySummary',
        summary: 'Low and out-of-stock counts, units and stock value',
        response: { 200: z.object({ data: inventorySummarySchema }) },
      },
    },
    async (req) => ({ data: await service.summary(db, authOf(req).accountId) }),
  );
  app.post(
    '/v1/inventory/adjustments',
    {
      config: { access: 'inventory:manage' },
      schema: {
        tags: ['inventory'],
        operationId: 'adjustInventory',
        summary: 'Adjust available stock (by a delta or to a counted quantity) with a reason',
        body: adjustmentBodySchema,
        response: { 200: z.object({ data: inventoryRowSchema }), ...errors },
      },
    },
    async (req) => ({ data: await service.adjust(db, authOf(req), req.body) }),
  );
  app.get(
    '/v1/inventory/movements',
    {
      config: { access: 'inventory:read' },
      schema: {
        tags: ['inventory'],
        operationId: 'listStockMovements',
        summary: 'The stock ledger (newest first), for one variant or all',
        querystring: listMovementsQuerySchema,
        response: { 200: z.object({ data: z.array(movementSchema), meta: pageMetaSchema }) },
      },
    },
    async (req) => service.movements(db, authOf(req).accountId, req.query),
  );
  app.get(
    '/v1/inventory/locations',
    {
      config: { access: 'inventory:read' },
      schema: {
        tags: ['inventory'],
        operationId: 'listLocations',
        summary: 'Stock locations (the default one serves orders)',
        response: { 200: z.object({ data: z.array(locationSchema) }) },
      },
    },
    async (req) => ({ data: await service.locations(db, authOf(req).accountId) }),
  );
  app.post(
    '/v1/inventory/locations',
    {
      config: { access: 'inventory:manage' },
      schema: {
        tags: ['inventory'],
        operationId: 'createLocation',
        summary: 'Add a stock location',
        body: locationBodySchema,
        response: { 201: z.object({ data: locationSchema }), ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await service.createLocation(db, authOf(req).accountId, req.body) }),
  );
  app.put(
    '/v1/inventory/locations/:id',
    {
      config: { access: 'inventory:manage' },
      schema: {
        tags: ['inventory'],
        operationId: 'updateLocation',
        summary: 'Rename a location or make it the default',
        params: idParamSchema,
        body: locationBodySchema,
        response: { 200: z.object({ data: locationSchema }), ...errors },
      },
    },
    async (req) => ({
      data: await service.updateLocation(db, authOf(req).accountId, req.params.id, req.body),
    }),
  );
};
