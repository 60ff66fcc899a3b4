import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamSchema, messageSchema } from '@sauda/contracts/common.ts';
import { orderSchema } from '@sauda/contracts/orders.ts';
import {
  putWhatsappSettingsSchema,
  sendConfirmationQuerySchema,
  whatsappSettingsSchema,
} from '@sauda/contracts/whatsapp.ts';
import { authOf } from '../../plugins/auth.ts';
import * as service from './whatsapp.service.ts';
import { sendConfirmation } from './confirmation-sender.service.ts';

export const whatsappRoutes: FastifyPluginAsyncZod<{
  deps: service.WhatsappDeps;
  appUrl: () => string;
}> = async (app, { deps, appUrl }) => {
  const settings = z.object({ data: whatsappSettingsSchema });
  app.get(
    '/v1/settings/whatsapp',
    {
      config: { access: 'settings:manage' },
      schema: {
        tags: ['settings'],
        operationId: 'getWhatsappSettings',
        summary: 'Your WhatsApp Cloud API sender (token never shown)',
        response: { 200: settings },
      },
    },
    async (req) => ({ data: await service.getSettings(deps.db, authOf(req).accountId, appUrl()) }),
  );
  app.put(
    '/v1/settings/whatsapp',
    {
      config: { access: 'settings:manage' },
      schema: {
        tags: ['settings'],
        operationId: 'connectWhatsapp',
        summary: 'Connect a WhatsApp Cloud API sender (the number and token are checked with Meta)',
        body: putWhatsappSettingsSchema,
        response: { 200: settings, 400: apiErrorSchema, 409: apiErrorSchema, 502: apiErrorSchema },
      },
    },
    async (req) => ({
      data: await service.putSettings(deps, authOf(req).accountId, req.body, appUrl()),
    }),
  );
  app.delete(
    '/v1/settings/whatsapp',
    {
      config: { access: 'settings:manage' },
      schema: {
        tags: ['settings'],
        operationId: 'disconnectWhatsapp',
        summary: 'Disconnect the WhatsApp sender',
        response: { 200: messageSchema },
      },
    },
    async (req) => {
      await service.deleteSettings(deps.db, authOf(req).accountId);
      return { message: 'WhatsApp disconnected' };
    },
  );
  app.post(
    '/v1/orders/:id/confirmation/whatsapp',
    {
      config: { access: 'orders:manage' },
      schema: {
        tags: ['orders'],
        operationId: 'sendConfirmationWhatsapp',
        summary: 'Send the buyer the confirmation link through WhatsApp Cloud API',
        params: idParamSchema,
        querystring: sendConfirmationQuerySchema,
        response: {
          200: z.object({ data: orderSchema }),
          404: apiErrorSchema,
          409: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (req) => ({
      data: await sendConfirmation(deps, authOf(req), req.params.id, appUrl(), {
        again: req.query.again === 'true',
      }),
    }),
  );
};
