import type { JobType } from '@sauda/contracts/jobs.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParamSchema, messageSchema } from '@sauda/contracts/common.ts';
import { orderSchema } from '@sauda/contracts/orders.ts';
import {
  putWhatsappSettingsSchema,
  sandboxChatParamsSchema,
  sandboxChatSchema,
  sandboxReplySchema,
  sendConfirmationQuerySchema,
  whatsappSettingsSchema,
} from '@sauda/contracts/whatsapp.ts';
import { authOf } from '../../plugins/auth.ts';
import * as service from './whatsapp.service.ts';
import { sendConfirmation } from './confirmation-sender.service.ts';
import * as sandbox from './sandbox-phone.service.ts';

export const whatsappRoutes: FastifyPluginAsyncZod<{
  deps: service.WhatsappDeps;
  appUrl: () => string;
  onQueued?: (type: JobType) => void;
}> = async (app, { deps, appUrl, onQueued }) => {
  const phoneDeps = () => ({ ...deps, appUrl: appUrl(), onQueued });
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
  // --- the sandbox WhatsApp (issue 27 §4, docs/whatsapp.md §10) ---
  app.post(
    '/v1/settings/whatsapp/sandbox',
    {
      config: { access: 'settings:manage' },
      schema: {
        tags: ['settings'],
        operationId: 'connectWhatsappSandbox',
        summary:
          'Use the sandbox WhatsApp: confirmations go to an on-screen phone, never to buyers (a real number must be disconnected first)',
        response: { 200: settings, 409: apiErrorSchema },
      },
    },
    async (req) => {
      const auth = authOf(req);
      return { data: await sandbox.connectSandbox(deps, auth.accountId, 'Sandbox business', appUrl()) };
    },
  );
  app.get(
    '/v1/whatsapp/sandbox/chats',
    {
      config: { access: 'orders:manage' },
      schema: {
        tags: ['orders'],
        operationId: 'listWhatsappSandboxChats',
        summary: "The sandbox phone: the seller's messages to each buyer number and their answers",
        response: { 200: z.object({ data: z.array(sandboxChatSchema) }), 409: apiErrorSchema },
      },
    },
    async (req) => ({ data: await sandbox.phone(deps.db, authOf(req).accountId) }),
  );
  app.post(
    '/v1/whatsapp/sandbox/chats/:waId/read',
    {
      config: { access: 'orders:manage' },
      schema: {
        tags: ['orders'],
        operationId: 'readWhatsappSandboxChat',
        summary: "The sandbox buyer opens the chat: the seller's messages in it turn read",
        params: sandboxChatParamsSchema,
        response: {
          200: z.object({ data: z.object({ read: z.number().int() }) }),
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (req) => ({ data: await sandbox.openChat(phoneDeps(), authOf(req).accountId, req.params.waId) }),
  );
  app.post(
    '/v1/whatsapp/sandbox/chats/:waId/replies',
    {
      config: { access: 'orders:manage' },
      schema: {
        tags: ['orders'],
        operationId: 'replyWhatsappSandboxChat',
        summary: 'The sandbox buyer taps a button or writes; it reaches Sauda as a signed webhook',
        params: sandboxChatParamsSchema,
        body: sandboxReplySchema,
        response: {
          200: z.object({ data: z.object({ messageId: z.string() }) }),
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (req) => ({
      data: await sandbox.reply(phoneDeps(), authOf(req).accountId, req.params.waId, req.body),
    }),
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
