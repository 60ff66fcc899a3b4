import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';
import { apiErrorSchema } from '@sauda/contracts/common.ts';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const WRITE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What the document needs to know of a route (Fastify's route options carry all of it). */
export interface DocumentedRoute {
  method: string | string[];
  url: string;
  config?: {
    access?: string;
    accepts?: readonly string[];
    rateLimit?: unknown;
    stateChangingGet?: boolean;
  };
  schema?: {
    body?: unknown;
    querystring?: unknown;
    params?: unknown;
    headers?: unknown;
    response?: Record<string | number, unknown>;
  };
}

/** The one line each standard answer gets in the document. */
const STANDARD: Record<number, string> = {
  400: 'The request is invalid: `message` says why and `details` names each field',
  401: 'Not signed in, or the session has ended (`WWW-Authenticate: Bearer`)',
  403: 'Refused: a cross-site write (`CSRF`), or the role lacks the permission (`FORBIDDEN`)',
  404: 'No such record in this account: the path’s id, or one the request names (other sellers’ records are never found)',
  413: 'The body is larger than the route takes',
  415: 'The Content-Type is not one this operation takes',
  429: 'Too many requests: wait the seconds `Retry-After` names',
  500: 'A fault on our side; the answer names nothing internal',
};

/**
 * The answers every operation of a kind can give, whatever its own code does (docs/architecture.md
 * "The API document"): 400 when it takes input or a body, 401 unless it is public, 403 for writes
 * (the CSRF check) and for permission-gated routes, 404 for paths with an id, 413 and 415 where a
 * body is read, 429 where a rate limit applies, and 500 everywhere. Each route declares the rest
 * (409, 422, 502…) in its own `response`.
 */
export function standardStatuses(route: DocumentedRoute): number[] {
  const access = route.config?.access;
  if (!access) return [];
  const methods = [route.method].flat();
  const writes = methods.some((m) => WRITE.has(m));
  const schema = route.schema ?? {};
  const out = new Set<number>([500]);
  if (writes || schema.body || schema.querystring || schema.params || schema.headers) out.add(400);
  if (access !== 'public') out.add(401);
  if (writes || route.config?.stateChangingGet || (access !== 'public' && access !== 'session')) out.add(403);
  // The path's id, or a record the body or query names (a store, a vendor, a location…).
  if (route.url.includes(':') || schema.body || schema.querystring) out.add(404);
  if (writes) {
    out.add(413);
    out.add(415);
  }
  if (route.config?.rateLimit) out.add(429);
  return [...out].sort();
}

/** Every status a route may answer: its standard ones and those its schema declares. */
export function declaredStatuses(route: DocumentedRoute): Set<number> {
  const own = Object.keys(route.schema?.response ?? {}).map(Number);
  return new Set([...standardStatuses(route), ...own]);
}

/** A union query (one set of keys or another) as one exploded object parameter, by operation. */
const unionQueries = new Map<string, unknown>();
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** OpenAPI document built from the routes' zod schemas; UI at /api/docs, JSON at /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Sauda API',
        version: '1',
        description:
          'Back office API for Pakistani online sellers and resellers. Amounts are integer paisa ' +
          '(PKR × 100) unless a field says PKR. Every error answers `{ message, code, details? }`.',
        license: { name: 'Proprietary', url: 'https://sauda.pk/terms' },
      },
      servers: [{ url: '/', description: 'This Sauda server' }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sauda_session' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ session: [] }, { bearer: [] }],
    },
    transform: (document) => {
      const { route } = document;
      const out = jsonSchemaTransform(document) as { schema: Record<string, unknown>; url: string };
      const schema = out.schema;
      if (schema.hide) return out;
      // Static files and the web app are not part of the API.
      if (!(route as { config?: { access?: string } }).config?.access)
        return { ...out, schema: { hide: true } };
      const documented = route as unknown as DocumentedRoute;
      const errorJson = z.toJSONSchema(apiErrorSchema, { target: 'openapi-3.0', io: 'output' });
      const response = { ...((schema.response as Record<string, unknown> | undefined) ?? {}) };
      for (const status of standardStatuses(documented)) {
        const own = response[status] as Record<string, unknown> | undefined;
        if (!own) response[status] = { ...errorJson, description: STANDARD[status] };
        else if (!own.description && STANDARD[status]) own.description = STANDARD[status];
      }
      const method = [documented.method].flat()[0]!;
      const access = documented.config?.access;
      const accepts = documented.config?.accepts;
      const extra: Record<string, unknown> = {};
      if (access === 'public') extra.security = [];
      if (accepts) {
        // Raw uploads: the body is the file itself, in one of the types the route takes.
        const binary = accepts.some((t) => !t.startsWith('text/'));
        if (binary) extra.body = { type: 'string', format: 'binary' };
        else if (!schema.body) extra.body = { type: 'string', description: 'The file’s text' };
        extra.consumes = accepts;
      }
      // A query that is one set of keys or another (GET /auth/verify: token, or email with code)
      // becomes one exploded object parameter, so its oneOf survives (OpenAPI 3.0 §4.7.12.4).
      const query = schema.querystring as { anyOf?: unknown[]; oneOf?: unknown[] } | undefined;
      if (query?.anyOf || query?.oneOf) {
        unionQueries.set(`${method.toLowerCase()} ${openApiPath(out.url)}`, query);
        delete schema.querystring;
      }
      return { ...out, schema: { ...schema, ...extra, response } };
    },
    transformObject: (document) => {
      const doc = jsonSchemaTransformObject(document) as {
        paths?: Record<string, Record<string, { parameters?: unknown[] }>>;
      };
      for (const [key, schema] of unionQueries) {
        const [method, path] = key.split(' ') as [string, string];
        const op = doc.paths?.[path]?.[method];
        if (!op) continue;
        op.parameters = [
          ...(op.parameters ?? []),
          { in: 'query', name: 'query', required: true, style: 'form', explode: true, schema },
        ];
      }
      return doc as ReturnType<typeof jsonSchemaTransformObject>;
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Swagger UI sets inline styles; its pages get their own policy, still without object/frame/base escapes.
    staticCSP:
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'",
  });
}
