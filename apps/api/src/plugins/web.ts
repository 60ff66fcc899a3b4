import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Storefront paths (kept in step with apps/web/src/app/storefront-routes.ts). */
const STOREFRONT_PATH = /^\/(sp\/[^/]+|tracking\/[^/]+|ecommerce\/(shop|cart)|checkout)\/?$/;

/** Serves the built web app with SPA fallback: any non-API GET that accepts HTML gets index.html. */
export async function registerWeb(app: FastifyInstance, dist: string): Promise<boolean> {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) return false;
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    // scripts/compress-dist.mjs writes .br/.gz beside each asset at build time.
    preCompressed: true,
    setHeaders(res, file) {
      // Hashed assets never change; index.html must always be fresh.
      res.header(
        'cache-control',
        file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/*', { config: {} }, (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api') {
      return reply.status(404).send({ message: `No API route ${request.method} ${url}`, code: 'NOT_FOUND' });
    }
    const file = path.join(dist, path.normalize(url));
    if (file.startsWith(dist + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(dist, file));
    }
    if (path.extname(url) && !url.endsWith('.html')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    // Buyers' storefront pages get their own light entry (built as shop.html).
    const page =
      STOREFRONT_PATH.test(url) && fs.existsSync(path.join(dist, 'shop.html')) ? 'shop.html' : 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(page);
  });
  return true;
}
