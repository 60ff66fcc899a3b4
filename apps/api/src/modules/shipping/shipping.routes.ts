import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  fileResponse,
  idParamSchema,
  idempotencyHeadersSchema,
  courierCallErrors,
} from '@sauda/contracts/common.ts';
import {
  bookingBodySchema,
  bookingJobSchema,
  dispatchListSchema,
  dispatchQuerySchema,
  labelsQuerySchema,
  listShipmentsQuerySchema,
  orderParcelsSchema,
  saveBillingBodySchema,
  publicTrackingSchema,
  saveShipmentRecordBodySchema,
  shipmentListSchema,
  shipmentSchema,
} from '@sauda/contracts/couriers.ts';
import { authOf } from '../../plugins/auth.ts';
import * as booking from './booking.service.ts';
import * as service from './shipments.service.ts';
import { orderParcels } from './order-parcels.service.ts';
import { publicTracking } from './tracking.service.ts';

const errors = courierCallErrors;
const one = z.object({ data: shipmentSchema });
const job = z.object({ data: bookingJobSchema });

export const shippingRoutes: FastifyPluginAsyncZod<{
  deps: booking.ShippingDeps;
  appUrl: () => string;
  publicLimit: number;
}> = async (app, { deps, appUrl, publicLimit }) => {
  app.get(
    '/v1/orders/tracking/:id',
    {
      config: { access: 'public', rateLimit: { max: publicLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['shipping'],
        operationId: 'trackParcel',
        summary:
          'Public parcel tracking by tracking link id or tracking number (no phone, address or amount)',
        params: idParamSchema,
        response: { 200: z.object({ data: publicTrackingSchema }), 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (req) => ({ data: await publicTracking(deps.db, req.params.id) }),
  );
  app.get(
    '/v1/orders/dispatch',
    {
      config: { access: 'shipping:read' },
      schema: {
        tags: ['shipping'],
        operationId: 'listDispatchQueue',
        summary: 'Confirmed orders ready to book, with a suggested courier per destination city',
        querystring: dispatchQuerySchema,
        response: { 200: dispatchListSchema },
      },
    },
    async (req) => service.dispatchList(deps, authOf(req).accountId, req.query),
  );
  app.post(
    '/v1/orders/booking',
    {
      config: { access: 'shipping:manage' },
      schema: {
        tags: ['shipping'],
        operationId: 'bookOrders',
        summary: 'Book orders with couriers (a background job: poll it for progress and per-order results)',
        headers: idempotencyHeadersSchema,
        body: bookingBodySchema,
        response: { 202: job, ...errors },
      },
    },
    async (req, reply) => {
      const auth = authOf(req);
      const { jobId } = await booking.requestBooking(
        deps,
        auth,
        req.body.orders,
        req.headers['idempotency-key'],
      );
      return reply.status(202).send({ data: await booking.getBookingJob(deps.db, auth.accountId, jobId) });
    },
  );
  app.get(
    '/v1/orders/booking/jobs/:id',
    {
      config: { access: 'shipping:read' },
      schema: {
        tags: ['shipping'],
        operationId: 'getBookingJob',
        summary: 'A booking job: progress and per-order results',
        params: idParamSchema,
        response: { 200: job },
      },
    },
    async (req) => ({ data: await booking.getBookingJob(deps.db, authOf(req).accountId, req.params.id) }),
  );
  app.put(
    '/v1/orders/booking-cancel/:id',
    {
      config: { access: 'shipping:manage' },
      schema: {
        tags: ['shipping'],
        operationId: 'cancelBooking',
        summary: 'Cancel a booking with the courier (parcel id, or the order id of its live parcel)',
        params: idParamSchema,
        response: { 200: one, ...errors },
      },
    },
    async (req) => ({ data: await service.cancelBooking(deps, authOf(req), req.params.id) }),
  );
  app.get(
    '/v1/shipments',
    {
      config: { access: 'shipping:read' },
      schema: {
        tags: ['shipping'],
        operationId: 'listShipments',
        summary: 'Parcels: booked, picked up, problem bookings or all',
        querystring: listShipmentsQuerySchema,
        response: { 200: shipmentListSchema },
      },
    },
    async (req) => service.listShipments(deps, authOf(req).accountId, req.query),
  );
  app.get(
    '/v1/shipments/labels',
    {
      config: { access: 'shipping:read' },
      schema: {
        tags: ['shipping'],
        operationId: 'getAirwayBills',
        summary: 'Airway bills (PDF) with Code 128 barcodes, 1 (4×6 in), 2 or 4 (A4) per page',
        querystring: labelsQuerySchema,
        response: { 200: fileResponse('application/pdf', 'The airway bills, one PDF') },
      },
    },
    async (req, reply) => {
      const ids = req.query.ids
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const pdf = await service.labels(
        deps.db,
        authOf(req).accountId,
        ids,
        Number(req.query.perPage) as 1 | 2 | 4,
        appUrl(),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="airway-bills.pdf"')
        .send(pdf);
    },
  );
  app.get(
    '/v1/orders/:id/parcels',
    {
      config: { access: 'shipping:read' },
      schema: {
        tags: ['shipping'],
        operationId: 'getOrderParcels',
        summary:
          "An order's parcels, newest first: courier history, load sheet, shipper advice and the courier's payment",
        params: idParamSchema,
        response: { 200: orderParcelsSchema },
      },
    },
    async (req) => orderParcels(deps.db, authOf(req).accountId, req.params.id),
  );
  app.get(
    '/v1/shipments/:id',
    {
      config: { access: 'shipping:read' },
      schema: {
        tags: ['shipping'],
        operationId: 'getShipment',
        summary: 'One parcel',
        params: idParamSchema,
        response: { 200: one },
      },
    },
    async (req) => ({ data: await service.getShipment(deps.db, authOf(req).accountId, req.params.id) }),
  );
  app.post(
    '/v1/shipments/:id/retry',
    {
      config: { access: 'shipping:manage' },
      schema: {
        tags: ['shipping'],
        operationId: 'retryShipment',
        summary: 'Book a failed or unconfirmed parcel again (an unconfirmed one is looked up first)',
        params: idParamSchema,
        response: { 202: job, ...errors },
      },
    },
    async (req, reply) => {
      const auth = authOf(req);
      const jobId = await service.retryBooking(deps, auth, req.params.id);
      return reply.status(202).send({ data: await booking.getBookingJob(deps.db, auth.accountId, jobId) });
    },
  );
  app.put(
    '/v1/shipments/:id/status',
    {
      config: { access: 'shipping:manage' },
      schema: {
        tags: ['shipping'],
        operationId: 'updateShipmentStatus',
        summary: 'Move a manual-courier parcel on (picked up, in transit, delivered, returned)',
        params: idParamSchema,
        body: z.strictObject({
          status: z.enum(['picked_up', 'in_transit', 'delivered', 'returned']),
          note: z.string().trim().max(300).optional(),
        }),
        response: { 200: one, ...errors },
      },
    },
    async (req) => ({ data: await service.setManualStatus(deps.db, authOf(req), req.params.id, req.body) }),
  );
  app.post(
    '/orders/saveShipmentRecord',
    {
      config: { access: 'shipping:manage' },
      schema: {
        tags: ['shipping'],
        operationId: 'recordManualShipment',
        summary:
          'Record a parcel booked outside Sauda (manual booking; reference MC + 10 digits when none is given)',
        body: saveShipmentRecordBodySchema,
        response: { 201: one, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await service.saveShipmentRecord(deps, authOf(req), req.body) }),
  );
  app.post(
    '/v1/billingLogs/saveBilling',
    {
      config: { access: 'shipping:manage' },
      schema: {
        tags: ['shipping'],
        operationId: 'saveBilling',
        summary: 'Record a billing entry for a store (amount in PKR)',
        body: saveBillingBodySchema,
        response: {
          201: z.object({
            data: z.object({
              _id: z.string(),
              storeId: z.string(),
              orderId: z.string().nullable(),
              amount: z.number().int(),
            }),
          }),
          ...errors,
        },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await service.saveBilling(deps.db, authOf(req), req.body) }),
  );
};
