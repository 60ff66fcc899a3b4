import type { JobType } from '@sauda/contracts/jobs.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@sauda/contracts/common.ts';
import type { Db } from '../../db/client.ts';
import type { Secrets } from '../../lib/secrets.ts';
import { receiveDelivery, verifySubscription } from './webhook.service.ts';

const params = z.strictObject({
  accountId: z.string().min(1).max(64).meta({ description: 'The seller, as in the callback URL' }),
});

/**
 * Meta's WhatsApp webhook, one callback URL per seller (docs/whatsapp.md). Public: Meta calls it;
 * the verify token (GET) and the app secret's signature (POST) are what authenticate it.
 */
export const whatsappWebhookRoutes: FastifyPluginAsyncZod<{
  db: Db;
  secrets: Secrets;
  onQueued?: (type: JobType) => void;
  /** Where buyers open confirmation links (PUBLIC_URL): a confirmation sent again needs it. */
  appUrl: () => string;
}> = async (app, { db, secrets, onQueued, appUrl }) => {
  // The signature covers the raw bytes, so this route keeps them and parses only after checking.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.get(
    '/v1/webhooks/whatsapp/:accountId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['webhooks'],
        operationId: 'verifyWhatsappWebhook',
        summary: "Meta's webhook verification: answers hub.challenge when the verify token matches",
        security: [],
        params,
        querystring: z.strictObject({
          'hub.mode': z.string().max(64),
          'hub.verify_token': z.string().max(200),
          'hub.challenge': z.string().max(200),
        }),
        response: {
          200: {
            description: 'hub.challenge, as sent',
            content: { 'text/plain': { schema: z.any().meta({ type: 'string' }) } },
          },
          403: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const challenge = await verifySubscription(db, req.params.accountId, req.query);
      return reply.type('text/plain; charset=utf-8').send(challenge);
    },
  );

  app.post(
    '/v1/webhooks/whatsapp/:accountId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['webhooks'],
        operationId: 'receiveWhatsappWebhook',
        summary: 'A delivery from Meta (signed with X-Hub-Signature-256): message statuses',
        security: [],
        params,
        headers: z.object({ 'x-hub-signature-256': z.string().max(200).optional() }),
        response: {
          200: z.object({ data: z.object({ queued: z.number().int() }) }),
          401: apiErrorSchema,
        },
      },
    },
    async (req) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const data = await receiveDelivery(
        { db, secrets, log: req.log, onQueued, appUrl: appUrl() },
        req.params.accountId,
        req.headers['x-hub-signature-256'],
        raw,
      );
      return { data };
    },
  );
};
