import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  idParamSchema,
  messageSchema,
  pageMetaSchema,
  pageQuerySchema,
} from '@sauda/contracts/common.ts';
import {
  categoryBodySchema,
  categoryProductsBodySchema,
  categorySchema,
  updateCategoryBodySchema,
} from '@sauda/contracts/products.ts';
import { authOf } from '../../plugins/auth.ts';
import type { Db } from '../../db/client.ts';
import * as service from './categories.service.ts';

const one = z.object({ data: categorySchema });
const errors = { 409: apiErrorSchema };

export const categoriesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/v1/categories',
    {
      config: { access: 'products:read' },
      schema: {
        tags: ['products'],
        operationId: 'listCategories',
        summary: 'List categories with product counts',
        querystring: pageQuerySchema.extend({ search: z.string().trim().max(100).optional() }).strict(),
        response: { 200: z.object({ data: z.array(categorySchema), meta: pageMetaSchema }) },
      },
    },
    async (req) => service.list(db, authOf(req).accountId, req.query),
  );
  app.post(
    '/v1/categories',
    {
      config: { access: 'products:manage' },
      schema: {
        tags: ['products'],
        operationId: 'createCategory',
        summary: 'Create a category',
        body: categoryBodySchema,
        response: { 201: one, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await service.create(db, authOf(req).accountId, req.body) }),
  );
  app.get(
    '/v1/categories/:id',
    {
      config: { access: 'products:read' },
      schema: {
        tags: ['products'],
        operationId: 'getCategory',
        summary: 'One category',
        params: idParamSchema,
        response: { 200: one },
      },
    },
    async (req) => ({ data: await service.get(db, authOf(req).accountId, req.params.id) }),
  );
  app.put(
    '/v1/categories/:id',
    {
      config: { access: 'products:manage' },
      schema: {
        tags: ['products'],
        operationId: 'updateCategory',
        summary: 'Rename or describe a category',
        params: idParamSchema,
        body: updateCategoryBodySchema,
        response: { 200: one, ...errors },
      },
    },
    async (req) => ({ data: await service.update(db, authOf(req).accountId, req.params.id, req.body) }),
  );
  app.delete(
    '/v1/categories/:id',
    {
      config: { access: 'products:manage' },
      schema: {
        tags: ['products'],
        operationId: 'deleteCategory',
        summary: 'Delete a category (its products become uncategorised)',
        params: idParamSchema,
        response: { 200: z.object({ data: messageSchema }), ...errors },
      },
    },
    async (req) => ({ data: await service.remove(db, authOf(req).accountId, req.params.id) }),
  );
  app.put(
    '/v1/categories/:id/products',
    {
      config: { access: 'products:manage' },
      schema: {
        tags: ['products'],
        operationId: 'updateCategoryProducts',
        summary: 'Add products to or remove them from a category',
        params: idParamSchema,
        body: categoryProductsBodySchema,
        response: { 200: one, ...errors },
      },
    },
    async (req) => ({
      data: await service.changeProducts(db, authOf(req).accountId, req.params.id, req.body),
    }),
  );
};
