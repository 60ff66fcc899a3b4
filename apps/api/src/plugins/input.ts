import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors.ts';

const MESSAGE = 'contains characters that cannot be stored (NUL or broken Unicode)';

/** Finds the first string PostgreSQL cannot store as text: a NUL byte or a lone UTF-16 surrogate. */
export function findUnstorable(value: unknown, path = ''): string | null {
  if (typeof value === 'string')
    return value.includes('\u0000') || !value.isWellFormed() ? path || 'body' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findUnstorable(value[i], `${path}.${i}`.replace(/^\./, ''));
      if (hit) return hit;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const hit = findUnstorable(v, path ? `${path}.${k}` : k);
      if (hit) return hit;
    }
  }
  return null;
}

/** Rejects such text in any body or query with a 400 naming the field, before any route sees it. */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field =
      findUnstorable(request.body) ?? findUnstorable(request.query) ?? findUnstorable(request.params);
    if (field) throw badRequest('VALIDATION_ERROR', `${field}: ${MESSAGE}`, [{ field, message: MESSAGE }]);
  });
}
