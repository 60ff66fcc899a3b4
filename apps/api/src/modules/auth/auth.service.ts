import {
  DEFAULT_NOTIFICATION_PREFS,
  SESSION_DAYS,
  notificationPrefsSchema,
  type NotificationPrefs,
  type SessionData,
  type SessionInfo,
  type SignupBody,
  type UpdateUserBody,
  type User,
} from '@sauda/contracts/auth.ts';
import type { Db } from '../../db/client.ts';
import { transaction, readAll } from '../../db/tx.ts';
import { AppError, badRequest, conflict, notFound, tooMany, unauthorized } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Mailer, MailMessage, RequestWriter } from '../../lib/mailer.ts';
import { countSentSince, lockMailCounter } from '../../lib/outbox.repo.ts';
import { newCode, newToken, safeEqualHex, sha256 } from '../../lib/tokens.ts';
import { newSessionToken } from './session-token.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { permissionsFor } from '../../plugins/auth.ts';
import { listStores } from '../stores/stores.service.ts';
import { getSurvey } from '../survey/survey.service.ts';
import * as repo from './auth.repo.ts';
import * as sessionsRepo from './sessions.repo.ts';
import { resetEmail, verificationEmail } from './emails.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword, weakPasswordReason } from './passwords.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords for one e-mail from one client address before each try must wait. */
export const LOGIN_FREE_FAILURES = 5;
/** The first wait after the free failures; it doubles with each further failure, up to the window. */
export const LOGIN_FIRST_WAIT_MS = 30 * 1000;

/**
 * How long this client must wait before trying this e-mail again, in seconds (0: go ahead). Backoff
 * is per e-mail and client address, plus a cap per client address; never per e-mail alone, which a
 * stranger could use to lock a seller out of their own account (issue 11 §6,
 * docs/decisions/011-abuse-limits.md).
 */
export function signinWait(
  f: { pair: number; lastOfPair: Date | null; client: number; firstOfClient: Date | null },
  maxPerClient: number,
  now = Date.now(),
): number {
  let until = 0;
  if (f.pair >= LOGIN_FREE_FAILURES && f.lastOfPair) {
    const wait = Math.min(LOGIN_WINDOW_MS, LOGIN_FIRST_WAIT_MS * 2 ** (f.pair - LOGIN_FREE_FAILURES));
    until = f.lastOfPair.getTime() + wait;
  }
  if (f.client >= maxPerClient && f.firstOfClient)
    until = Math.max(until, f.firstOfClient.getTime() + LOGIN_WINDOW_MS);
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}
const VERIFY_TTL_MS = 24 * 60 * 60 * 1000;
const RESET_TTL_MS = 60 * 60 * 1000;
const CODE_MAX_ATTEMPTS = 5;
const SESSION_TTL_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;

/** Wrong passwords from one client address, whatever the e-mail, before it must wait the window out. */
export const DEFAULT_FAILURES_PER_CLIENT = 30;

export interface AuthDeps {
  db: Db;
  /** LOGIN_FAILURES_PER_CLIENT. */
  failuresPerClient?: number;
  mailer: Mailer;
}
export interface ClientMeta {
  ip: string | null;
  userAgent: string | null;
  /** Origin used in e-mailed links. */
  appUrl: string;
}
export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'Invalid email or password');

function toUser(m: repo.MemberRow): User {
  return {
    _id: m.id,
    name: m.name,
    email: m.email,
    phone: m.phone,
    image: m.image,
    emailVerified: m.emailVerifiedAt !== null,
    role: m.role,
    accountId: m.accountId,
    accountName: m.accountName,
    permissions: [...permissionsFor(m.role)],
    createdAt: m.createdAt.toISOString(),
  };
}

async function loadUser(db: Db, userId: string, accountId: string): Promise<User> {
  const m = await repo.findMember(db, userId, accountId);
  if (!m) throw unauthorized();
  return toUser(m);
}

export async function sessionData(
  db: Db,
  userId: string,
  accountId: string,
  token: string,
): Promise<SessionData> {
  const [user, saudaSurvey, stores] = await readAll(db, [
    () => loadUser(db, userId, accountId),
    () => getSurvey(db, accountId),
    () => listStores(db, accountId),
  ]);
  return { user, token, saudaSurvey, stores: stores.data };
}

async function issueSession(
  tx: Db,
  userId: string,
  accountId: string,
  meta: ClientMeta,
): Promise<IssuedSession> {
  const token = newSessionToken(accountId);
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await sessionsRepo.insertSession(tx, {
    tokenHash: sha256(token),
    userId,
    accountId,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip,
    expiresAt,
  });
  return { token, expiresAt };
}

async function issueVerification(
  tx: Db,
  mailer: Mailer,
  user: { id: string; email: string; name: string },
  appUrl: string,
) {
  const token = newToken();
  const code = newCode();
  const tokenId = await repo.insertAuthToken(tx, {
    userId: user.id,
    purpose: 'verify_email',
    tokenHash: sha256(token),
    codeHash: null,
    expiresAt: new Date(Date.now() + VERIFY_TTL_MS),
  });
  await repo.setTokenCodeHash(tx, tokenId, sha256(`${tokenId}:${code}`));
  const message = verificationEmail(user.email, user.name, `${appUrl}/verify?token=${token}`, code);
  return { message, outboxId: await mailer.enqueue(tx, message) };
}

function deliverAfterCommit(deps: AuthDeps, mail: { message: MailMessage; outboxId: string } | null) {
  if (mail) void deps.mailer.deliver(deps.db, mail.outboxId, mail.message);
}

function assertStrong(password: string, email?: string, name?: string) {
  const reason = weakPasswordReason(password, email, name);
  if (reason) throw badRequest('WEAK_PASSWORD', reason, [{ field: 'password', message: reason }]);
}

export async function signup(deps: AuthDeps, body: SignupBody, meta: ClientMeta) {
  assertStrong(body.password, body.email, body.name);
  const passwordHash = await hashPassword(body.password);
  const result = await transaction(deps.db, async (tx) => {
    const ids = await repo.insertOwner(tx, {
      email: body.email,
      name: body.name,
      passwordHash,
      accountName: body.businessName ?? body.name,
    });
    if (!ids) return null;
    const session = await issueSession(tx, ids.userId, ids.accountId, meta);
    const mail = await issueVerification(
      tx,
      deps.mailer,
      { id: ids.userId, email: body.email, name: body.name },
      meta.appUrl,
    );
    return { ids, session, mail };
  });
  if (!result) {
    throw conflict('EMAIL_TAKEN', 'An account with this e-mail already exists', [
      { field: 'email', message: 'An account with this e-mail already exists' },
    ]);
  }
  deliverAfterCommit(deps, result.mail);
  const data = await sessionData(deps.db, result.ids.userId, result.ids.accountId, result.session.token);
  return { data, session: result.session };
}

export async function signin(
  deps: AuthDeps,
  body: { email: string; password: string },
  meta: ClientMeta,
  previousToken: string | null,
) {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const wait = signinWait(
    await repo.failedLogins(deps.db, body.email, meta.ip, since),
    deps.failuresPerClient ?? DEFAULT_FAILURES_PER_CLIENT,
  );
  if (wait > 0) {
    throw tooMany(
      `Too many failed sign-in attempts from here. Try again in ${wait < 90 ? `${wait} seconds` : `${Math.ceil(wait / 60)} minutes`}, or reset your password.`,
      wait,
    );
  }
  const user = await repo.findUserByEmail(deps.db, body.email);
  const ok = user
    ? await verifyPassword(user.passwordHash, body.password)
    : (await verifyAgainstDummy(body.password), false);
  if (!user || !ok || user.disabledAt) {
    await repo.recordFailedLogin(deps.db, body.email, meta.ip);
    throw invalidCredentials();
  }
  const membership = await repo.primaryMembership(deps.db, user.id);
  if (!membership) throw invalidCredentials();
  const session = await transaction(deps.db, async (tx) => {
    // Rotation: a session this browser already had is replaced, never reused.
    if (previousToken) await sessionsRepo.revokeSessionByToken(tx, previousToken, new Date());
    return issueSession(tx, user.id, membership.accountId, meta);
  });
  const data = await sessionData(deps.db, user.id, membership.accountId, session.token);
  return { data, session };
}

export async function logout(db: Db, token: string | null) {
  if (token) await sessionsRepo.revokeSessionByToken(db, token, new Date());
}

/** Reset e-mails one address can receive in an hour (issue 11 §6: no flooding an inbox). */
export const RESET_MAILS_PER_HOUR = 3;
export const PASSWORD_RESET_MAIL = 'password_reset';

/**
 * Forgot password: one outbox insert, whatever the address, so a known and an unknown address
 * answer in the same time; the mail lane then writes the link, or drops the request (no account,
 * or the address already had its resets this hour). Nothing tells the client which.
 */
export async function forgotPassword(deps: AuthDeps, email: string) {
  const id = await deps.mailer.request(deps.db, PASSWORD_RESET_MAIL, email.trim().toLowerCase());
  void deps.mailer.processRequest(deps.db, { id });
}

/** The mail lane's writer for password resets (registered with the mailer by the auth routes). */
export function passwordResetWriter(appUrl: () => string): RequestWriter {
  return async (tx, { to }) => {
    const user = await repo.findUserByEmail(tx, to);
    if (!user || user.disabledAt) return { dropped: 'no active account for this address' };
    await lockMailCounter(tx, { to });
    const recent = await countSentSince(
      tx,
      { to },
      [PASSWORD_RESET_MAIL],
      new Date(Date.now() - 60 * 60 * 1000),
    );
    if (recent.n >= RESET_MAILS_PER_HOUR)
      return { dropped: `${RESET_MAILS_PER_HOUR} reset e-mails to this address in the last hour` };
    const token = newToken();
    await repo.insertAuthToken(tx, {
      userId: user.id,
      purpose: 'reset_password',
      tokenHash: sha256(token),
      codeHash: null,
      expiresAt: new Date(Date.now() + RESET_TTL_MS),
    });
    return { message: resetEmail(user.email, user.name, `${appUrl()}/create-password?token=${token}`) };
  };
}

export async function setNewPassword(db: Db, token: string, password: string) {
  const consumed = await transaction(db, async (tx) => {
    const row = await repo.consumeToken(tx, sha256(token), 'reset_password', new Date());
    if (!row) return null;
    const user = await repo.findUserById(tx, row.userId);
    if (!user) return null;
    assertStrong(password, user.email, user.name);
    await repo.updateUser(tx, user.id, { passwordHash: await hashPassword(password) });
    await sessionsRepo.revokeUserSessions(tx, user.id, new Date());
    await repo.expireTokens(tx, user.id, 'reset_password', new Date());
    // Proving control of the inbox also verifies it.
    if (!user.emailVerifiedAt) await repo.updateUser(tx, user.id, { emailVerifiedAt: new Date() });
    return user.id;
  });
  if (!consumed)
    throw badRequest('INVALID_TOKEN', 'This reset link is invalid or has expired. Ask for a new one.');
}

export async function verifyEmail(db: Db, query: { token: string } | { email: string; code: string }) {
  const now = new Date();
  if ('token' in query) {
    const ok = await transaction(db, async (tx) => {
      const row = await repo.consumeToken(tx, sha256(query.token), 'verify_email', now);
      if (!row) return false;
      await repo.updateUser(tx, row.userId, { emailVerifiedAt: now });
      return true;
    });
    if (!ok)
      throw badRequest(
        'INVALID_TOKEN',
        'This verification link is invalid, used or expired. Ask for a new one.',
      );
    return;
  }
  const user = await repo.findUserByEmail(db, query.email);
  const live = user ? await repo.latestLiveToken(db, user.id, 'verify_email', now) : null;
  const invalid = () =>
    badRequest('INVALID_CODE', 'This code is not right or has expired', [
      { field: 'code', message: 'This code is not right or has expired' },
    ]);
  if (!user || !live || !live.codeHash) throw invalid();
  if (live.codeAttempts >= CODE_MAX_ATTEMPTS) {
    throw tooMany('Too many wrong codes. Ask for a new verification e-mail.', 60);
  }
  if (!safeEqualHex(live.codeHash, sha256(`${live.id}:${query.code}`))) {
    await repo.countCodeAttempt(db, live.id);
    throw invalid();
  }
  await transaction(db, async (tx) => {
    const row = await repo.consumeTokenById(tx, live.id, now);
    if (row) await repo.updateUser(tx, row.userId, { emailVerifiedAt: now });
  });
}

export async function resendVerification(deps: AuthDeps, auth: AuthContext, appUrl: string) {
  const user = await repo.findUserById(deps.db, auth.userId);
  if (!user) throw unauthorized();
  if (user.emailVerifiedAt) throw conflict('ALREADY_VERIFIED', 'Your e-mail is already verified');
  const mail = await transaction(deps.db, (tx) => issueVerification(tx, deps.mailer, user, appUrl));
  deliverAfterCommit(deps, mail);
}

export async function updateProfile(db: Db, auth: AuthContext, body: UpdateUserBody, meta: ClientMeta) {
  const user = await repo.findUserById(db, auth.userId);
  if (!user) throw unauthorized();
  let session: IssuedSession | null = null;
  let passwordHash: string | undefined;
  if (body.newPassword) {
    if (!(await verifyPassword(user.passwordHash, body.currentPassword ?? ''))) {
      throw badRequest('WRONG_PASSWORD', 'Your current password is not right', [
        { field: 'currentPassword', message: 'Your current password is not right' },
      ]);
    }
    assertStrong(body.newPassword, user.email, body.name ?? user.name);
    passwordHash = await hashPassword(body.newPassword);
  }
  await transaction(db, async (tx) => {
    await repo.updateUser(tx, user.id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.phone !== undefined ? { phone: body.phone || null } : {}),
      ...(body.image !== undefined ? { image: body.image || null } : {}),
      ...(passwordHash ? { passwordHash } : {}),
    });
    if (passwordHash) {
      // Every existing session and reset link dies with the old password; this browser gets a
      // fresh session (issue 11 §6).
      await sessionsRepo.revokeUserSessions(tx, user.id, new Date());
      await repo.expireTokens(tx, user.id, 'reset_password', new Date());
      session = await issueSession(tx, user.id, auth.accountId, meta);
    }
  });
  return { user: await loadUser(db, auth.userId, auth.accountId), session: session as IssuedSession | null };
}

export async function listSessions(db: Db, auth: AuthContext): Promise<SessionInfo[]> {
  const rows = await sessionsRepo.listLiveSessions(db, auth.accountId, auth.userId, new Date());
  return rows.map((r) => ({
    _id: r.id,
    current: r.id === auth.sessionId,
    userAgent: r.userAgent,
    ip: r.ip,
    createdAt: r.createdAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
  }));
}

export async function revokeSession(db: Db, auth: AuthContext, id: string) {
  if (!isUuid(id) || !(await sessionsRepo.revokeSessionById(db, auth.accountId, auth.userId, id, new Date())))
    throw notFound('Session');
}

export const revokeOtherSessions = (db: Db, auth: AuthContext) =>
  sessionsRepo.revokeUserSessions(db, auth.userId, new Date(), auth.sessionId);

export async function getNotificationPrefs(db: Db, auth: AuthContext): Promise<NotificationPrefs> {
  const stored = notificationPrefsSchema
    .partial()
    .safeParse((await repo.getNotificationPrefs(db, auth.userId)) ?? {});
  return { ...DEFAULT_NOTIFICATION_PREFS, ...(stored.success ? stored.data : {}) };
}

export async function putNotificationPrefs(db: Db, auth: AuthContext, prefs: NotificationPrefs) {
  await repo.putNotificationPrefs(db, auth.userId, prefs);
  return prefs;
}

/** Mail to third parties goes only from a user whose e-mail is verified (issue 11 §5). */
export async function assertVerifiedSender(db: Db, userId: string) {
  const user = await repo.findUserById(db, userId);
  if (!user?.emailVerifiedAt)
    throw new AppError(
      403,
      'EMAIL_NOT_VERIFIED',
      'Verify your e-mail address before Sauda e-mails others for you: open the link we sent you, or ask for a new one on your dashboard.',
    );
}

/** Signed-in look-ups answered from memory and from the database (metrics). */
export { sessionCacheStats } from './sessions.repo.ts';
