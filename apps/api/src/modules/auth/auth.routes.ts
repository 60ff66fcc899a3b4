import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forgotPasswordBodySchema,
  notificationPrefsSchema,
  sessionDataSchema,
  sessionInfoSchema,
  setNewPasswordBodySchema,
  signinBodySchema,
  signupBodySchema,
  updateUserBodySchema,
  userSchema,
  verifyQuerySchema,
} from '@sauda/contracts/auth.ts';
import { apiErrorSchema, idParamSchema, messageSchema } from '@sauda/contracts/common.ts';
import { authOf, clearSessionCookie, readToken, setSessionCookie } from '../../plugins/auth.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import * as service from './auth.service.ts';

export interface AuthRoutesOptions {
  db: Db;
  mailer: Mailer;
  publicUrl: string | undefined;
  /** The address people open, for e-mailed links (shared with the other modules). */
  appUrl: () => string;
  authRateLimit: number;
  /** Sign-ups per hour per client IP (docs/decisions/011-abuse-limits.md). */
  signupRateLimit: number;
  /** Wrong passwords per client address in the window before it waits (LOGIN_FAILURES_PER_CLIENT). */
  failuresPerClient: number;
}

const errors = { 409: apiErrorSchema };

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  const { db, mailer } = opts;
  const deps = { db, mailer, failuresPerClient: opts.failuresPerClient };
  mailer.setWriter(service.PASSWORD_RESET_MAIL, service.passwordResetWriter(opts.appUrl));
  /** Public auth endpoints are rate limited per client IP (X-Forwarded-For is ignored unless a proxy is trusted). */
  const limited = { rateLimit: { max: opts.authRateLimit, timeWindow: '1 minute' } };

  const secure = (req: FastifyRequest) =>
    req.protocol === 'https' || opts.publicUrl?.startsWith('https:') === true;
  const meta = (req: FastifyRequest): service.ClientMeta => ({
    ip: req.ip ?? null,
    userAgent: req.headers['user-agent'] ?? null,
    appUrl: opts.appUrl(),
  });
  const startSession = (req: FastifyRequest, reply: FastifyReply, s: service.IssuedSession) =>
    setSessionCookie(reply, s.token, s.expiresAt, secure(req));

  app.post(
    '/v1/auth/signup',
    {
      config: { access: 'public', rateLimit: { max: opts.signupRateLimit, timeWindow: '1 hour' } },
      schema: {
        tags: ['auth'],
        operationId: 'signUp',
        summary: 'Create an account (business) with its owner, and sign in',
        body: signupBodySchema,
        response: { 201: z.object({ data: sessionDataSchema }), ...errors },
      },
    },
    async (req, reply) => {
      const { data, session } = await service.signup(deps, req.body, meta(req));
      startSession(req, reply, session);
      return reply.status(201).send({ data });
    },
  );

  app.post(
    '/v1/auth/signin',
    {
      config: { access: 'public', ...limited },
      schema: {
        tags: ['auth'],
        operationId: 'signIn',
        summary: 'Sign in with e-mail and password',
        body: signinBodySchema,
        response: { 200: z.object({ data: sessionDataSchema }), 401: apiErrorSchema, ...errors },
      },
    },
    async (req, reply) => {
      const { data, session } = await service.signin(deps, req.body, meta(req), readToken(req));
      startSession(req, reply, session);
      return { data };
    },
  );

  app.get(
    '/v1/auth/session',
    {
      config: { access: 'session' },
      schema: {
        tags: ['auth'],
        operationId: 'getSession',
        summary: 'Restore the session after a page reload',
        response: { 200: z.object({ data: sessionDataSchema }), 401: apiErrorSchema },
      },
    },
    async (req) => {
      const auth = authOf(req);
      return { data: await service.sessionData(db, auth.userId, auth.accountId, auth.token) };
    },
  );

  app.get(
    '/v1/auth/logout',
    {
      config: { access: 'public', stateChangingGet: true },
      schema: {
        tags: ['auth'],
        operationId: 'signOut',
        summary: 'Sign out (revokes the session)',
        response: { 200: messageSchema },
      },
    },
    async (req, reply) => {
      await service.logout(db, readToken(req));
      clearSessionCookie(reply, secure(req));
      return { message: 'You have been signed out' };
    },
  );

  app.post(
    '/v1/auth/forgot-password',
    {
      config: { access: 'public', ...limited },
      schema: {
        tags: ['auth'],
        operationId: 'requestPasswordReset',
        summary: 'E-mail a password reset link',
        body: forgotPasswordBodySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (req) => {
      await service.forgotPassword(deps, req.body.email);
      return { message: 'If an account exists for this e-mail, a reset link is on its way.' };
    },
  );

  app.post(
    '/v1/auth/set-new-password',
    {
      config: { access: 'public', ...limited },
      schema: {
        tags: ['auth'],
        operationId: 'setNewPassword',
        summary: 'Set a new password with a reset token',
        body: setNewPasswordBodySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (req) => {
      await service.setNewPassword(deps.db, req.body.token, req.body.password);
      return { message: 'Your password has been changed. Sign in with the new one.' };
    },
  );

  app.get(
    '/v1/auth/verify',
    {
      config: { access: 'public', ...limited },
      schema: {
        tags: ['auth'],
        operationId: 'verifyEmail',
        summary: 'Verify the e-mail address with the link token or the e-mailed code',
        querystring: verifyQuerySchema,
        response: {
          200: messageSchema.extend({ data: z.object({ emailVerified: z.literal(true) }) }),
          ...errors,
        },
      },
    },
    async (req) => {
      const q = req.query; // the schema has checked: token, or email with code
      await service.verifyEmail(
        db,
        q.token !== undefined ? { token: q.token } : { email: q.email!, code: q.code! },
      );
      return { message: 'Your e-mail is verified', data: { emailVerified: true as const } };
    },
  );

  app.post(
    '/v1/auth/verify/resend',
    {
      config: { access: 'session', rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        operationId: 'resendVerification',
        summary: 'Send the verification e-mail again',
        response: { 200: messageSchema, ...errors },
      },
    },
    async (req) => {
      await service.resendVerification(deps, authOf(req), meta(req).appUrl);
      return { message: 'We sent you a new verification e-mail' };
    },
  );

  app.put(
    '/v1/auth/users',
    {
      config: { access: 'profile:manage' },
      schema: {
        tags: ['auth'],
        operationId: 'updateProfile',
        summary: 'Update your profile or change your password',
        body: updateUserBodySchema,
        response: { 200: z.object({ data: z.object({ user: userSchema }) }), ...errors },
      },
    },
    async (req, reply) => {
      const { user, session } = await service.updateProfile(db, authOf(req), req.body, meta(req));
      if (session) startSession(req, reply, session);
      return { data: { user } };
    },
  );

  app.get(
    '/v1/auth/sessions',
    {
      config: { access: 'session' },
      schema: {
        tags: ['auth'],
        operationId: 'listSessions',
        summary: 'Your signed-in devices',
        response: { 200: z.object({ data: z.array(sessionInfoSchema) }) },
      },
    },
    async (req) => ({ data: await service.listSessions(db, authOf(req)) }),
  );

  app.delete(
    '/v1/auth/sessions/:id',
    {
      config: { access: 'session' },
      schema: {
        tags: ['auth'],
        operationId: 'revokeSession',
        summary: 'Sign out one device',
        params: idParamSchema,
        response: { 200: messageSchema, 404: apiErrorSchema },
      },
    },
    async (req) => {
      await service.revokeSession(db, authOf(req), req.params.id);
      return { message: 'That device has been signed out' };
    },
  );

  app.post(
    '/v1/auth/sessions/revoke-others',
    {
      config: { access: 'session' },
      schema: {
        tags: ['auth'],
        operationId: 'revokeOtherSessions',
        summary: 'Sign out everywhere else',
        response: { 200: messageSchema.extend({ data: z.object({ revoked: z.number().int() }) }) },
      },
    },
    async (req) => {
      const revoked = await service.revokeOtherSessions(db, authOf(req));
      return {
        message: revoked === 1 ? 'Signed out 1 other device' : `Signed out ${revoked} other devices`,
        data: { revoked },
      };
    },
  );

  app.get(
    '/v1/auth/notification-preferences',
    {
      config: { access: 'profile:manage' },
      schema: {
        tags: ['auth'],
        operationId: 'getNotificationPreferences',
        summary: 'Your notification preferences',
        response: { 200: z.object({ data: notificationPrefsSchema }) },
      },
    },
    async (req) => ({ data: await service.getNotificationPrefs(db, authOf(req)) }),
  );

  app.put(
    '/v1/auth/notification-preferences',
    {
      config: { access: 'profile:manage' },
      schema: {
        tags: ['auth'],
        operationId: 'updateNotificationPreferences',
        summary: 'Save your notification preferences',
        body: notificationPrefsSchema,
        response: { 200: z.object({ data: notificationPrefsSchema }), 400: apiErrorSchema },
      },
    },
    async (req) => ({ data: await service.putNotificationPrefs(db, authOf(req), req.body) }),
  );
};
