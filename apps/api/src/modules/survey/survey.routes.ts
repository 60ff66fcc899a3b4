import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@sauda/contracts/common.ts';
import { surveyBodySchema, surveySchema } from '@sauda/contracts/survey.ts';
import { authOf } from '../../plugins/auth.ts';
import type { Db } from '../../db/client.ts';
import * as service from './survey.service.ts';

export const surveyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/v1/survey',
    {
      config: { access: 'session' },
      schema: {
        tags: ['survey'],
        operationId: 'getSurvey',
        summary: 'The onboarding questionnaire of the account (null until answered)',
        response: { 200: z.object({ data: surveySchema.nullable() }) },
      },
    },
    async (req) => ({ data: await service.getSurvey(db, authOf(req).accountId) }),
  );

  app.post(
    '/v1/survey',
    {
      config: { access: 'survey:manage' },
      schema: {
        tags: ['survey'],
        operationId: 'answerSurvey',
        summary: 'Answer the onboarding questionnaire',
        body: surveyBodySchema,
        response: { 201: z.object({ data: surveySchema }), 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await service.createSurvey(db, authOf(req).accountId, req.body) }),
  );

  app.put(
    '/v1/survey',
    {
      config: { access: 'survey:manage' },
      schema: {
        tags: ['survey'],
        operationId: 'updateSurvey',
        summary: 'Change the questionnaire answers',
        body: surveyBodySchema,
        response: { 200: z.object({ data: surveySchema }), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req) => ({ data: await service.updateSurvey(db, authOf(req).accountId, req.body) }),
  );
};
