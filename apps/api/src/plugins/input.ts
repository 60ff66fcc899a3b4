import type { FastifyInstance } from 'fastify';
import { AppError, badRequest } from '../lib/errors.ts';

const MESSAGE = 'contains characters that cannot be stored (NUL or broken Unicode)';

/** How deep a JSON body may nest: the deepest request Sauda documents is 4 levels. */
export const MAX_JSON_DEPTH = 32;

/**
 * The deepest nesting of `[` and `{` in a JSON text, counted in one pass without recursion (so a
 * client cannot make the server recurse); stops counting once past `limit`.
 */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > max) {
        max = depth;
        if (max > limit) return max;
      }
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return max;
}

/**
 * Finds the first string PostgreSQL cannot store as text (a NUL byte or a lone UTF-16 surrogate)
 * in parsed input, walking it with an explicit stack (never recursion). Raw uploads (Buffers) are
 * not text and are not walked.
 */
export function findUnstorable(value: unknown): string | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000') || !v.isWellFormed()) return path || 'body';
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], path ? `${path}.${i}` : String(i)]);
    } else if (v && typeof v === 'object' && !Buffer.isBuffer(v) && !ArrayBuffer.isView(v)) {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, x] = entries[i]!;
        stack.push([x, path ? `${path}.${k}` : k]);
      }
    }
  }
  return null;
}

/**
 * JSON bodies: Fastify's own parser (prototype poisoning refused) after a depth check, so a body
 * of thousands of nested arrays is a 400 naming the limit instead of a stack overflow.
 */
export function registerJsonParser(app: FastifyInstance, bodyLimit: number) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (req, body, done) => {
    if (jsonDepth(body as string) > MAX_JSON_DEPTH) {
      done(
        badRequest('VALIDATION_ERROR', `body: nested deeper than ${MAX_JSON_DEPTH} levels`, [
          { field: 'body', message: `Nest at most ${MAX_JSON_DEPTH} levels of arrays and objects` },
        ]),
        undefined,
      );
      return;
    }
    parse(req, body as string, done);
  });
}

// Invisible characters that carry no text: C0/C1 controls other than tab and line breaks, the
// zero-width space, word joiner, byte-order mark, Mongolian vowel separator, soft hyphen, and the
// bidirectional embedding/override/isolate controls ("Trojan Source", CVE-2021-42574).
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u180E\u200B\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/g;
// Zero-width (non-)joiners shape Urdu and Indic words between two letters; anywhere else they are noise.
const STRAY_JOINER = /(^|[\s\u200C\u200D])[\u200C\u200D]+|[\u200C\u200D]+(?=$|\s)/gu;

/** One text normalisation for every input (issue 11 §6): NFC, no invisible characters. Trimming and emptiness are the schemas' (`text()`). */
export function normaliseText(value: string): string {
  let out = value.normalize('NFC');
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (/[\u0000-\u001F\u007F-\u00AD\u180E\u200B-\u200D\u202A-\u202E\u2060-\u2069\uFEFF]/.test(out))
    out = out.replace(INVISIBLE, '').replace(STRAY_JOINER, '$1');
  return out;
}

/** Fields whose exact bytes matter (secrets are compared or hashed as typed). */
const VERBATIM = /password|token|secret|signature|^code$/i;

/** Normalises every string inside parsed JSON or a query, in place, with an explicit stack. */
export function normaliseInput(value: unknown): void {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        if (typeof v[i] === 'string') v[i] = normaliseText(v[i] as string);
        else if (v[i] && typeof v[i] === 'object') stack.push(v[i]);
      }
    } else if (v && typeof v === 'object' && !Buffer.isBuffer(v) && !ArrayBuffer.isView(v)) {
      const o = v as Record<string, unknown>;
      for (const k of Object.keys(o)) {
        const x = o[k];
        if (typeof x === 'string') {
          if (!VERBATIM.test(k)) o[k] = normaliseText(x);
        } else if (x && typeof x === 'object') stack.push(x);
      }
    }
  }
}

/**
 * Before any route sees its input: text PostgreSQL cannot store (NUL, a lone surrogate) is a 400
 * naming the field; every other string in a JSON body or query is normalised once (NFC, invisible
 * characters removed), so a name made only of zero-width characters is empty and refused as such.
 * Raw uploads (CSV text, images) are left as sent.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field =
      findUnstorable(request.body) ?? findUnstorable(request.query) ?? findUnstorable(request.params);
    if (field) throw badRequest('VALIDATION_ERROR', `${field}: ${MESSAGE}`, [{ field, message: MESSAGE }]);
    if (request.body && typeof request.body === 'object') normaliseInput(request.body);
    if (request.query && typeof request.query === 'object') normaliseInput(request.query);
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Media types the route takes as its body; default `application/json` (issue 11 §1). */
    accepts?: readonly string[];
  }
}

const JSON_ONLY = ['application/json'] as const;
/** What CSV uploads (order imports, courier payment files) are sent as. */
export const CSV_TYPES = ['text/csv', 'text/plain'] as const;

/** Whether a request carries a body at all (a length over 0, or chunked). */
export function hasBody(headers: Record<string, string | string[] | undefined>) {
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = headers['content-length'];
  return length !== undefined && length !== '0';
}

/**
 * Every route takes only the content types it documents: any other type is a 415 before a byte of
 * the body is read (the body limit then applies while it streams, before any parsing). A request
 * without a body passes whatever its Content-Type says: many clients send `application/json` on
 * every request, DELETE included.
 */
export function registerContentTypes(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.url || !hasBody(request.headers)) return;
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const accepts = request.routeOptions.config.accepts ?? JSON_ONLY;
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!accepts.includes(type)) {
      throw new AppError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        `Content-Type ${type ? `"${type.slice(0, 60)}"` : '(none)'} is not accepted here; send ${accepts.join(' or ')}`,
      );
    }
  });
  // A bodiless request that names a content type has nothing to parse.
  app.addHook('onRequest', async (request) => {
    if (request.headers['content-type'] && !hasBody(request.headers)) delete request.headers['content-type'];
  });
}
