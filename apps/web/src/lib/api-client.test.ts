import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  buildUrl,
  errorFromBody,
  isAuthExempt,
  setUnauthorizedHandler,
} from './api-client.ts';

function mockFetch(impl: () => Promise<Response>) {
  const fn = vi.fn(impl);
  vi.stubGlobal('fetch', fn);
  return fn;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
});

describe('errorFromBody', () => {
  it('uses message, else detail, else "Request failed"', () => {
    expect(errorFromBody(400, { message: 'Bad', code: 'X' }).message).toBe('Bad');
    expect(errorFromBody(400, { detail: 'Detail text' }).message).toBe('Detail text');
    expect(errorFromBody(400, {}).message).toBe('Request failed');
    expect(errorFromBody(502, undefined).message).toBe('Request failed');
  });
  it('keeps status, code and well-formed details', () => {
    const e = errorFromBody(400, {
      message: 'Invalid',
      code: 'VALIDATION_ERROR',
      details: [{ field: 'email', message: 'Bad' }, { x: 1 }],
    });
    expect(e).toBeInstanceOf(ApiError);
    expect(e.status).toBe(400);
    expect(e.code).toBe('VALIDATION_ERROR');
    expect(e.details).toEqual([{ field: 'email', message: 'Bad' }]);
  });
});

describe('apiRequest', () => {
  it('sends credentials to /api and returns the body', async () => {
    const fetchFn = mockFetch(async () => json(200, { data: { ok: true } }));
    await expect(apiRequest('/v1/stores', { query: { page: 2, limit: undefined } })).resolves.toEqual({
      data: { ok: true },
    });
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/stores?page=2');
    expect(init.credentials).toBe('include');
  });
  it('turns a network failure into status 500 "Server Error"', async () => {
    mockFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/v1/stores')).rejects.toMatchObject({ status: 500, message: 'Server Error' });
  });
  it('401/403 trigger the global sign-out except on the public auth endpoints', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockFetch(async () => json(401, { message: 'Not signed in', code: 'UNAUTHENTICATED' }));
    await expect(apiRequest('/v1/stores')).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
    mockFetch(async () => json(403, { message: 'Forbidden', code: 'FORBIDDEN' }));
    await expect(apiRequest('/v1/auth/sessions')).rejects.toMatchObject({ status: 403 });
    expect(handler).toHaveBeenCalledTimes(2);
    mockFetch(async () => json(401, { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }));
    await expect(apiRequest('/v1/auth/signin', { method: 'POST', body: {} })).rejects.toMatchObject({
      message: 'Invalid email or password',
    });
    await expect(apiRequest('/v1/auth/session')).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(2);
  });
});

describe('helpers', () => {
  it('isAuthExempt matches exact paths, ignoring the query string', () => {
    expect(isAuthExempt('/v1/auth/verify?token=abc')).toBe(true);
    expect(isAuthExempt('/v1/auth/session')).toBe(true);
    expect(isAuthExempt('/v1/auth/sessions')).toBe(false);
    expect(isAuthExempt('/v1/auth/verify/resend')).toBe(false);
  });
  it('buildUrl skips empty values', () => {
    expect(buildUrl('/v1/x', { a: '', b: null, c: 0, d: false })).toBe('/api/v1/x?c=0&d=false');
  });
});
