import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, courierCallErrors } from '@sauda/contracts/common.ts';
import { insertJob } from '../../jobs/jobs.repo.ts';
import { authOf } from '../../plugins/auth.ts';
import * as couriers from '../couriers/couriers.service.ts';
import type { ShippingDeps } from './booking.service.ts';
import { COURIER_SYNC_JOB } from './sync.service.ts';

const errors = courierCallErrors;

/** Sync: ask a courier now for tracking, shipper advices and payments (otherwise the jobs runner polls). */
export const syncRoutes: FastifyPluginAsyncZod<{ deps: ShippingDeps }> = async (app, { deps }) => {
  app.post(
    '/v1/courier/:id/sync',
    {
      config: { access: 'shipping:manage' },
      schema: {
        tags: ['couriers'],
        operationId: 'syncCourier',
        summary: 'Poll the courier now: tracking, shipper advices and payments',
        params: idParamSchema,
        response: { 200: z.object({ data: z.object({ queued: z.boolean() }) }), ...errors },
      },
    },
    async (req) => {
      const auth = authOf(req);
      const account = await couriers.getAccount(deps, auth.accountId, req.params.id);
      await insertJob(deps.db, {
        accountId: auth.accountId,
        type: COURIER_SYNC_JOB,
        payload: { courierAccountId: account._id },
        total: 0,
        createdBy: auth.userId || null,
      });
      deps.onJobQueued?.(COURIER_SYNC_JOB);
      return { data: { queued: true } };
    },
  );
};
