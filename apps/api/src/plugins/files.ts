import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Uploaded files (product images) under /files/. Keys are random and files never change. */
export async function registerFiles(app: FastifyInstance, dir: string): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/files/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    // Only public uploads (product images under p/); private documents stay private.
    allowedPath: (pathName) => pathName.startsWith('/p/'),
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=31536000, immutable');
      res.header('x-content-type-options', 'nosniff');
    },
  });
}
