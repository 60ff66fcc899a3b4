import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamSchema, messageSchema } from '@sauda/contracts/common.ts';
import { shipperBodySchema, shipperSchema } from '@sauda/contracts/couriers.ts';
import { authOf } from '../../plugins/auth.ts';
import type { CourierDeps } from './couriers.service.ts';
import * as service from './shippers.service.ts';

const errors = { 409: apiErrorSchema };
const one = z.object({ data: shipperSchema });

export const shippersRoutes: FastifyPluginAsyncZod<{ deps: CourierDeps }> = async (app, { deps }) => {
  app.get(
    '/v1/shippers',
    {
      config: { access: 'couriers:read' },
      schema: {
        tags: ['couriers'],
        operationId: 'listShippers',
        summary: 'Pickup addresses (shipper info), default first',
        response: { 200: z.object({ data: z.array(shipperSchema) }) },
      },
    },
    async (req) => ({ data: await service.listShippers(deps.db, authOf(req).accountId) }),
  );
  app.post(
    '/v1/shippers',
    {
      config: { access: 'couriers:manage' },
      schema: {
        tags: ['couriers'],
        operationId: 'createShipper',
        summary: 'Add a pickup address; it is registered with couriers whose API keeps them',
        body: shipperBodySchema,
        response: { 201: one, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await service.createShipper(deps, authOf(req).accountId, req.body) }),
  );
  app.get(
    '/v1/shippers/:id',
    {
      config: { access: 'couriers:read' },
      schema: {
        tags: ['couriers'],
        operationId: 'getShipper',
        summary: 'One pickup address',
        params: idParamSchema,
        response: { 200: one },
      },
    },
    async (req) => ({ data: await service.getShipper(deps.db, authOf(req).accountId, req.params.id) }),
  );
  app.put(
    '/v1/shippers/:id',
    {
      config: { access: 'couriers:manage' },
      schema: {
        tags: ['couriers'],
        operationId: 'updateShipper',
        summary: 'Edit a pickup address',
        params: idParamSchema,
        body: shipperBodySchema,
        response: { 200: one, ...errors },
      },
    },
    async (req) => ({
      data: await service.updateShipper(deps, authOf(req).accountId, req.params.id, req.body),
    }),
  );
  app.delete(
    '/v1/shippers/:id',
    {
      config: { access: 'couriers:manage' },
      schema: {
        tags: ['couriers'],
        operationId: 'deleteShipper',
        summary: 'Remove a pickup address (kept for parcels already booked from it)',
        params: idParamSchema,
        response: { 200: z.object({ data: messageSchema }), ...errors },
      },
    },
    async (req) => {
      await service.deleteShipper(deps.db, authOf(req).accountId, req.params.id);
      return { data: { message: 'Pickup address removed' } };
    },
  );
  app.post(
    '/v1/shippers/:id/sync',
    {
      config: { access: 'couriers:manage' },
      schema: {
        tags: ['couriers'],
        operationId: 'syncShipper',
        summary: 'Register the address with the couriers again',
        params: idParamSchema,
        response: { 200: one, ...errors },
      },
    },
    async (req) => ({ data: await service.syncShipper(deps, authOf(req).accountId, req.params.id) }),
  );
};
