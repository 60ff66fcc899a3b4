import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type FieldError } from '../lib/errors.ts';
import type { ErrorCode } from '@sauda/contracts/errors.ts';

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty; send a JSON object',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
};

/** An error answer stays a few KB whatever the input: at most this many field errors, each cut short. */
const MAX_DETAILS = 20;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const size = (bytes: number) =>
  bytes % (1024 * 1024) === 0 ? `${bytes / 1024 / 1024} MB` : `${Math.round(bytes / 1024)} KB`;

function fieldName(context: string | undefined, instancePath: string): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (path) return path;
  return context ?? 'request';
}

/** One error handler for the whole API: `{ message, code, details? }`, never a stack or SQL text. */
export function registerErrorHandling(
  app: FastifyInstance,
  routes: readonly { method: string; url: string }[] = [],
) {
  // The methods each registered path answers, for 405 (RFC 9110 §15.5.6): patterns as regexes.
  let patterns: Array<{ re: RegExp; methods: Set<string> }> | null = null;
  const allowed = (path: string): string[] => {
    if (!patterns) {
      const byUrl = new Map<string, Set<string>>();
      for (const r of routes) {
        if (!r.url.startsWith('/api/')) continue;
        byUrl.set(r.url, (byUrl.get(r.url) ?? new Set()).add(r.method));
      }
      patterns = [...byUrl].map(([url, methods]) => ({
        re: new RegExp(
          `^${url
            .split('/')
            .map((part) =>
              part.startsWith(':')
                ? '[^/]+'
                : part === '*'
                  ? '.*'
                  : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
            )
            .join('/')}$`,
        ),
        methods,
      }));
    }
    const found = new Set<string>();
    for (const p of patterns) if (p.re.test(path)) for (const m of p.methods) found.add(m);
    return [...found].sort();
  };

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // Answered before the body was all read (a refused type, too large, not an image): close the
    // connection after the answer, so the rest of the body is never read (issue 11 §1). Keeping
    // it open would make the server read and throw away every remaining byte.
    if (request.raw.complete === false) reply.header('connection', 'close');
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({
        message: error.message,
        code: error.code,
        ...(error.details ? { details: error.details } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: FieldError[] = error.validation.slice(0, MAX_DETAILS).map((v) => ({
        field: clip(fieldName(error.validationContext, v.instancePath), 100),
        message: clip(v.message ?? 'Invalid value', 200),
      }));
      const more = error.validation.length - details.length;
      const first = details[0];
      const message = first
        ? details.length === 1
          ? `${first.field}: ${first.message}`
          : `${first.field}: ${first.message} (and ${details.length - 1 + more} more)`
        : 'Invalid request';
      return reply.status(400).send({ message, code: 'VALIDATION_ERROR', details });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Internal Server Error', code: 'INTERNAL' });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const known =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? `Request body is too large (limit ${size(request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 1024 * 1024)})`
          : error.code
            ? FASTIFY_MESSAGES[error.code]
            : undefined;
      const code: ErrorCode =
        status === 429
          ? 'TOO_MANY_REQUESTS'
          : status === 413
            ? 'PAYLOAD_TOO_LARGE'
            : status === 415
              ? 'UNSUPPORTED_MEDIA_TYPE'
              : 'BAD_REQUEST';
      return reply.status(status).send({ message: known ?? safeMessage(error.message), code });
    }
    // Safety net for an update with nothing in it (issue 29): the query builder refuses an empty
    // SET; that is the client's request, not a fault. Update bodies should use updateBody().
    if (error.message === 'No values to set')
      return reply.status(400).send({ message: 'Nothing to change', code: 'VALIDATION_ERROR' });
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal Server Error', code: 'INTERNAL' });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const methods = allowed(path);
    if (methods.length > 0) {
      return reply
        .status(405)
        .header('allow', methods.join(', '))
        .send({
          message: `${request.method} is not allowed on ${path}; use ${methods.join(' or ')}`,
          code: 'METHOD_NOT_ALLOWED',
        });
    }
    return reply
      .status(404)
      .send({ message: `No API route ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
  });
}

function safeMessage(message: string): string {
  // Fastify's 4xx messages are plain; cut anything long or multi-line to be safe.
  const first = message.split('\n')[0] ?? 'Bad request';
  return first.length > 200 ? first.slice(0, 200) : first;
}
