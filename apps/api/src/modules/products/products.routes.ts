import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamSchema, messageSchema } from '@sauda/contracts/common.ts';
import {
  createProductBodySchema,
  deleteProductResultSchema,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  listProductsQuerySchema,
  productImageSchema,
  productListSchema,
  productSchema,
  updateProductBodySchema,
  variantPickQuerySchema,
  variantPickSchema,
} from '@sauda/contracts/products.ts';
import { publishProductBodySchema, publishResultSchema } from '@sauda/contracts/storefront.ts';
import { authOf } from '../../plugins/auth.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { FileStore } from '../../lib/storage.ts';
import * as service from './products.service.ts';
import { readImageBody, uploadImage } from './images.service.ts';

const one = z.object({ data: productSchema });
const errors = { 409: apiErrorSchema };

export const productsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  files: FileStore;
  appUrl: () => string;
}> = async (app, { db, files, appUrl }) => {
  // Images arrive as the raw file (Content-Type image/…), up to IMAGE_MAX_BYTES, checked while
  // they stream: the first bytes must be an image and the size within the limit, or the answer
  // comes at once and the rest of the body is never read (issue 11 §1).
  app.addContentTypeParser([...IMAGE_TYPES, 'application/octet-stream'], (req, payload, done) => {
    readImageBody(req.headers['content-length'], payload).then(
      (body) => done(null, body),
      (err: Error) => done(err, undefined),
    );
  });

  app.get(
    '/v1/products',
    {
      config: { access: 'products:read' },
      schema: {
        tags: ['products'],
        operationId: 'listProducts',
        summary: 'List products (tabs, stock filter, vendor, category, search, listed)',
        querystring: listProductsQuerySchema,
        response: { 200: productListSchema },
      },
    },
    async (req) => service.listProducts(db, authOf(req).accountId, req.query),
  );

  app.get(
    '/v1/products/variants',
    {
      config: { access: 'products:read' },
      schema: {
        tags: ['products'],
        operationId: 'searchVariants',
        summary: 'Search variants for pickers (order form, purchase orders)',
        querystring: variantPickQuerySchema,
        response: { 200: z.object({ data: z.array(variantPickSchema) }) },
      },
    },
    async (req) => ({ data: await service.pickVariants(db, authOf(req).accountId, req.query) }),
  );

  app.post(
    '/v1/products/images',
    {
      config: { access: 'products:manage', accepts: [...IMAGE_TYPES, 'application/octet-stream'] },
      bodyLimit: IMAGE_MAX_BYTES,
      schema: {
        tags: ['products'],
        operationId: 'uploadProductImage',
        summary: 'Upload a product image (raw JPEG, PNG, WebP or GIF body, at most 5 MB)',
        response: {
          201: z.object({ data: productImageSchema }),
          ...errors,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      // Only the image parser above yields a Buffer; any other type (text/plain, JSON…) is not an image.
      if (!Buffer.isBuffer(req.body))
        throw new AppError(415, 'UNSUPPORTED_IMAGE', 'Upload a JPEG, PNG, WebP or GIF image');
      const body = req.body;
      const data = await uploadImage(db, files, authOf(req).accountId, body);
      return reply.status(201).send({ data });
    },
  );

  app.post(
    '/v1/products',
    {
      config: { access: 'products:manage' },
      schema: {
        tags: ['products'],
        operationId: 'createProduct',
        summary: 'Create a product with its variants, images and opening stock',
        body: createProductBodySchema,
        response: { 201: one, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await service.createProduct(db, authOf(req), req.body, appUrl()) }),
  );

  app.get(
    '/v1/products/:id',
    {
      config: { access: 'products:read' },
      schema: {
        tags: ['products'],
        operationId: 'getProduct',
        summary: 'One product with variants, stock and images',
        params: idParamSchema,
        response: { 200: one },
      },
    },
    async (req) => ({ data: await service.loadProduct(db, authOf(req).accountId, req.params.id, appUrl()) }),
  );

  app.put(
    '/v1/products/:id',
    {
      config: { access: 'products:manage' },
      schema: {
        tags: ['products'],
        operationId: 'updateProduct',
        summary: 'Edit a product (variants with _id are kept, others added; missing ones removed)',
        params: idParamSchema,
        body: updateProductBodySchema,
        response: { 200: one, ...errors },
      },
    },
    async (req) => ({
      data: await service.updateProduct(db, files, authOf(req), req.params.id, req.body, appUrl()),
    }),
  );

  app.delete(
    '/v1/products/:id',
    {
      config: { access: 'products:manage' },
      schema: {
        tags: ['products'],
        operationId: 'deleteProduct',
        summary: 'Delete a product, or archive it when orders or purchase orders reference it',
        params: idParamSchema,
        response: { 200: z.object({ data: deleteProductResultSchema }), ...errors },
      },
    },
    async (req) => ({ data: await service.deleteProduct(db, files, authOf(req), req.params.id) }),
  );

  app.post(
    '/v1/public-product',
    {
      config: { access: 'products:manage' },
      schema: {
        tags: ['storefront'],
        operationId: 'listProductInStore',
        summary: 'List a product in a Sauda store (public page /sp/{publicId})',
        body: publishProductBodySchema,
        response: { 200: z.object({ data: publishResultSchema }), ...errors },
      },
    },
    async (req) => ({
      data: await service.publish(db, authOf(req), req.body.productId, req.body.storeId, appUrl()),
    }),
  );

  app.delete(
    '/v1/public-product/:id',
    {
      config: { access: 'products:manage' },
      schema: {
        tags: ['storefront'],
        operationId: 'unlistProduct',
        summary: 'Take a product out of the storefront (id: the product id)',
        params: idParamSchema,
        response: { 200: z.object({ data: messageSchema }), ...errors },
      },
    },
    async (req) => ({ data: await service.unpublish(db, authOf(req), req.params.id) }),
  );
};
