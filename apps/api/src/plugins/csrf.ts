import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/errors.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence (quality-checks Q19): a state-changing request made by a browser from another origin is
 * refused. Browsers always send Origin on cross-origin writes and Sec-Fetch-Site on all requests;
 * API clients using a Bearer token are not exposed to CSRF and usually send neither.
 */
export function registerCsrf(app: FastifyInstance, publicUrl: string | undefined) {
  const allowed = new Set<string>();
  if (publicUrl) allowed.add(new URL(publicUrl).origin);

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (!config.access) return;
    const stateChanging = UNSAFE.has(request.method) || config.stateChangingGet === true;
    if (!stateChanging) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site' || fetchSite === 'same-site')
      throw forbidden('Cross-site request refused', 'CSRF');
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const own = `${request.protocol}://${request.host}`;
    if (origin !== own && !allowed.has(origin)) throw forbidden('Cross-site request refused', 'CSRF');
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes state (the spec's GET /v1/auth/logout) gets the CSRF check too. */
    stateChangingGet?: boolean;
  }
}
