import { monitorEventLoopDelay } from 'node:perf_hooks';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '@sauda/contracts/common.ts';
import { unauthorized } from '../../lib/errors.ts';
import { sessionCacheStats } from '../auth/auth.service.ts';
import { embeddedStatements } from '../../db/client.ts';
import { jobsFinished } from '../../jobs/runner.ts';

const metricsSchema = z.object({
  uptimeSeconds: z.number(),
  rssBytes: z.number().int(),
  heapUsedBytes: z.number().int(),
  /** Event-loop delay since the previous read (or start): how long a ready request could wait. */
  eventLoopDelayMs: z.object({ p50: z.number(), p99: z.number(), max: z.number() }),
  requests: z.object({ total: z.number().int(), serverErrors: z.number().int() }),
  /** Signed-in look-ups answered from memory (embedded database only) and from the database. */
  sessionCache: z.object({ hits: z.number().int(), misses: z.number().int() }),
  /**
   * Embedded database only (zero on PostgreSQL): statements run since start, and since the previous
   * read the longest hold of the thread by one statement and those of 50 ms or more (newest last).
   */
  /** Jobs this process's runner finished since it started, by type (none without RUN_JOBS). */
  jobsFinished: z.record(z.string(), z.object({ succeeded: z.number().int(), failed: z.number().int() })),
  embeddedStatements: z.object({
    count: z.number().int(),
    maxMs: z.number(),
    slow: z.array(z.object({ ms: z.number(), sql: z.string() })),
  }),
});

/**
 * GET /api/metrics, for operators and `npm run bench:soak` (docs/operations.md): the process's
 * memory, event-loop delay and request counts. Registered only when METRICS_TOKEN is set, and
 * answered only to `Authorization: Bearer <METRICS_TOKEN>`.
 */
export function registerMetrics(app: FastifyInstance, token: string) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const counts = { total: 0, serverErrors: 0 };
  app.addHook('onResponse', (_req, reply, done) => {
    counts.total++;
    if (reply.statusCode >= 500) counts.serverErrors++;
    done();
  });
  app.addHook('onClose', () => delay.disable());
  const expected = Buffer.from(`Bearer ${token}`);
  app.get(
    '/api/metrics',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Process metrics for operators (Bearer METRICS_TOKEN)',
        response: { 200: metricsSchema, 401: apiErrorSchema },
      },
    },
    async (req) => {
      const given = Buffer.from(req.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw unauthorized();
      const ms = (ns: number) => Math.round(ns / 1e4) / 100;
      const out = {
        uptimeSeconds: Math.round(process.uptime()),
        rssBytes: process.memoryUsage.rss(),
        heapUsedBytes: process.memoryUsage().heapUsed,
        eventLoopDelayMs: {
          p50: ms(delay.percentile(50)),
          p99: ms(delay.percentile(99)),
          max: ms(delay.max),
        },
        requests: { ...counts },
        sessionCache: { ...sessionCacheStats },
        jobsFinished: structuredClone(jobsFinished),
        embeddedStatements: {
          count: embeddedStatements.count,
          maxMs: Math.round(embeddedStatements.maxMs * 100) / 100,
          slow: embeddedStatements.slow.splice(0),
        },
      };
      delay.reset();
      embeddedStatements.maxMs = 0;
      return out;
    },
  );
}
