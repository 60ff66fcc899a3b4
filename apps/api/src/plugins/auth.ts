import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PERMISSIONS, type Permission, type RouteAccess } from '@sauda/contracts/permissions.ts';
import type { Db } from '../db/client.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { findActiveSession, touchSession } from '../modules/auth/sessions.repo.ts';

export const SESSION_COOKIE = 'sauda_session';
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export interface AuthContext {
  sessionId: string;
  userId: string;
  accountId: string;
  role: 'owner';
  /** For "who did it" records (order timeline). */
  userName: string;
  permissions: readonly Permission[];
  token: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Every /api route must declare it (checked at registration). */
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const ROLE_PERMISSIONS: Record<AuthContext['role'], readonly Permission[]> = {
  owner: PERMISSIONS,
};

export function permissionsFor(role: AuthContext['role']): readonly Permission[] {
  return ROLE_PERMISSIONS[role];
}

export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const t = header.slice(7).trim();
    return t.length > 0 && t.length <= 200 ? t : null;
  }
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie && cookie.length <= 200 ? cookie : null;
}

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

/** Resolves the session (cookie or Bearer) and enforces each route's declared access. */
export function registerAuth(app: FastifyInstance, db: Db) {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access permission`);
    if (access !== 'public' && access !== 'session' && !PERMISSIONS.includes(access)) {
      throw new Error(`Route ${route.method} ${route.url} declares unknown permission ${access}`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    // Static files, docs and 404s have no access; public routes read the token themselves if they need it.
    if (!access || access === 'public') return;
    const token = readToken(request);
    if (token) {
      const now = new Date();
      const row = await findActiveSession(db, token, now);
      if (row) {
        request.auth = { ...row, permissions: permissionsFor(row.role), token };
        if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) await touchSession(db, row, now);
      }
    }
    if (!request.auth) throw unauthorized();
    if (access !== 'session' && !request.auth.permissions.includes(access)) throw forbidden();
  });
}

/** For handlers of non-public routes: the session is guaranteed by the onRequest hook. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
