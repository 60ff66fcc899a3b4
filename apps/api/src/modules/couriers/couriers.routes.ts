import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, messageSchema, courierCallErrors } from '@sauda/contracts/common.ts';
import {
  courierAccountSchema,
  courierCitiesAnswerSchema,
  courierCitiesQuerySchema,
  courierTestResultSchema,
  createCourierAccountBodySchema,
  mapCitiesBodySchema,
  saudaCitySchema,
  updateCourierAccountBodySchema,
} from '@sauda/contracts/couriers.ts';
import { authOf } from '../../plugins/auth.ts';
import * as service from './couriers.service.ts';

const errors = courierCallErrors;
const one = z.object({ data: courierAccountSchema });

export const couriersRoutes: FastifyPluginAsyncZod<{ deps: service.CourierDeps }> = async (app, { deps }) => {
  app.get(
    '/v1/courier',
    {
      config: { access: 'couriers:read' },
      schema: {
        tags: ['couriers'],
        operationId: 'listCourierAccounts',
        summary: 'The seller’s courier accounts (credentials never included)',
        response: { 200: z.object({ data: z.array(courierAccountSchema) }) },
      },
    },
    async (req) => ({ data: await service.listAccounts(deps, authOf(req).accountId) }),
  );
  app.post(
    '/v1/courier',
    {
      config: { access: 'couriers:manage' },
      schema: {
        tags: ['couriers'],
        operationId: 'createCourierAccount',
        summary: 'Connect a courier account; its credentials are encrypted and checked at once',
        body: createCourierAccountBodySchema,
        response: { 201: one, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await service.createAccount(deps, authOf(req).accountId, req.body) }),
  );
  app.get(
    '/v1/courier/sauda-cities',
    {
      config: { access: 'session' },
      schema: {
        tags: ['couriers'],
        operationId: 'listSaudaCities',
        summary: 'The canonical list of Pakistani cities shipped with Sauda',
        response: { 200: z.object({ data: z.array(saudaCitySchema) }) },
      },
    },
    async () => ({ data: service.saudaCities() }),
  );
  app.get(
    '/v1/courier/:id',
    {
      config: { access: 'couriers:read' },
      schema: {
        tags: ['couriers'],
        operationId: 'getCourierAccount',
        summary: 'One courier account',
        params: idParamSchema,
        response: { 200: one },
      },
    },
    async (req) => ({ data: await service.getAccount(deps, authOf(req).accountId, req.params.id) }),
  );
  app.put(
    '/v1/courier/:id',
    {
      config: { access: 'couriers:manage' },
      schema: {
        tags: ['couriers'],
        operationId: 'updateCourierAccount',
        summary: 'Rename, enable or disable, switch environment or replace credentials',
        params: idParamSchema,
        body: updateCourierAccountBodySchema,
        response: { 200: one, ...errors },
      },
    },
    async (req) => ({
      data: await service.updateAccount(deps, authOf(req).accountId, req.params.id, req.body),
    }),
  );
  app.delete(
    '/v1/courier/:id',
    {
      config: { access: 'couriers:manage' },
      schema: {
        tags: ['couriers'],
        operationId: 'deleteCourierAccount',
        summary: 'Remove a courier account that has no parcels',
        params: idParamSchema,
        response: { 200: z.object({ data: messageSchema }), ...errors },
      },
    },
    async (req) => {
      await service.deleteAccount(deps.db, authOf(req).accountId, req.params.id);
      return { data: { message: 'Courier account removed' } };
    },
  );
  app.post(
    '/v1/courier/:id/test',
    {
      config: { access: 'couriers:manage' },
      schema: {
        tags: ['couriers'],
        operationId: 'testCourierAccount',
        summary: 'Test the connection with the stored credentials',
        params: idParamSchema,
        response: { 200: z.object({ data: courierTestResultSchema }), ...errors },
      },
    },
    async (req) => ({ data: await service.testAccount(deps, authOf(req).accountId, req.params.id) }),
  );
  app.get(
    '/v1/courier/:id/cites',
    {
      config: { access: 'couriers:read' },
      schema: {
        tags: ['couriers'],
        operationId: 'listCourierCities',
        summary:
          'The courier’s cities mapped onto Sauda cities (fetched from the courier on first use or refresh=true)',
        params: idParamSchema,
        querystring: courierCitiesQuerySchema,
        response: { 200: courierCitiesAnswerSchema, ...errors },
      },
    },
    async (req) => service.listCities(deps, authOf(req).accountId, req.params.id, req.query),
  );
  app.put(
    '/v1/courier/:id/cities',
    {
      config: { access: 'couriers:manage' },
      schema: {
        tags: ['couriers'],
        operationId: 'mapCourierCities',
        summary: 'Fix city mappings by hand',
        params: idParamSchema,
        body: mapCitiesBodySchema,
        response: { 200: courierCitiesAnswerSchema, ...errors },
      },
    },
    async (req) => service.mapCities(deps, authOf(req).accountId, req.params.id, req.body),
  );
};
