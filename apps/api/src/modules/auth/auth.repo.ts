import { and, count, desc, eq, gt, isNull, max, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  authTokens,
  loginAttempts,
  memberships,
  notificationPrefs,
  users,
} from '../../db/schema/index.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { forgetSessions } from './sessions.repo.ts';

export type TokenPurpose = 'verify_email' | 'reset_password';

const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  phone: users.phone,
  image: users.image,
  passwordHash: users.passwordHash,
  emailVerifiedAt: users.emailVerifiedAt,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
};

export async function findUserByEmail(db: Db, email: string) {
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Db, id: string) {
  const rows = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The user with their account (for a member of exactly this account). */
export async function findMember(db: Db, userId: string, accountId: string) {
  const rows = await db
    .select({ ...userColumns, accountId: accounts.id, accountName: accounts.name, role: memberships.role })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(users.id, userId), eq(memberships.accountId, accountId)))
    .limit(1);
  return rows[0] ?? null;
}
export type MemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;

/** The account a user signs in to: the oldest membership (one per user for now). */
export async function primaryMembership(db: Db, userId: string) {
  const rows = await db
    .select({ accountId: memberships.accountId, role: memberships.role })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(memberships.createdAt)
    .limit(1);
  return rows[0] ?? null;
}

/** Creates account + owner user + membership. Returns null when the e-mail is taken. */
export async function insertOwner(
  db: Db,
  u: { email: string; name: string; passwordHash: string; accountName: string },
): Promise<{ userId: string; accountId: string } | null> {
  const userId = uuidv7();
  const accountId = uuidv7();
  const inserted = await db
    .insert(users)
    .values({ id: userId, email: u.email, name: u.name, passwordHash: u.passwordHash })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length === 0) return null;
  await db.insert(accounts).values({ id: accountId, name: u.accountName });
  await db.insert(memberships).values({ accountId, userId, role: 'owner' });
  return { userId, accountId };
}

export async function updateUser(
  db: Db,
  id: string,
  patch: Partial<{
    name: string;
    phone: string | null;
    image: string | null;
    passwordHash: string;
    emailVerifiedAt: Date;
    disabledAt: Date | null;
  }>,
) {
  await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id));
  forgetSessions(db); // the session row carries the user's name and disabled state
}

export async function updateAccountName(db: Db, accountId: string, name: string) {
  await db.update(accounts).set({ name }).where(eq(accounts.id, accountId));
}

export async function insertAuthToken(
  db: Db,
  t: { userId: string; purpose: TokenPurpose; tokenHash: string; codeHash: string | null; expiresAt: Date },
) {
  // A new token of a purpose replaces the older ones: only the latest link or code works.
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(authTokens.userId, t.userId), eq(authTokens.purpose, t.purpose), isNull(authTokens.usedAt)),
    );
  const id = uuidv7();
  await db.insert(authTokens).values({ id, ...t });
  return id;
}

/** Ends every live token of a purpose (a password change ends every outstanding reset link). */
export async function expireTokens(db: Db, userId: string, purpose: TokenPurpose, now: Date) {
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}

/** Marks a live token used and returns its user, atomically: a token works once. */
export async function consumeToken(db: Db, tokenHash: string, purpose: TokenPurpose, now: Date) {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ id: authTokens.id, userId: authTokens.userId });
  return rows[0] ?? null;
}

export async function latestLiveToken(db: Db, userId: string, purpose: TokenPurpose, now: Date) {
  const rows = await db
    .select({ id: authTokens.id, codeHash: authTokens.codeHash, codeAttempts: authTokens.codeAttempts })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(authTokens.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

export async function countCodeAttempt(db: Db, tokenId: string) {
  await db
    .update(authTokens)
    .set({ codeAttempts: sql`${authTokens.codeAttempts} + 1` })
    .where(eq(authTokens.id, tokenId));
}

export async function consumeTokenById(db: Db, tokenId: string, now: Date) {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.usedAt)))
    .returning({ userId: authTokens.userId });
  return rows[0] ?? null;
}

export async function recordFailedLogin(db: Db, email: string, ip: string | null) {
  await db.insert(loginAttempts).values({ id: uuidv7(), email: email.toLowerCase(), ip });
}

/**
 * Failed sign-ins since `since`: for this e-mail from this client address (count and latest), and
 * from this client address for any e-mail (count and oldest). Backoff is decided from these two;
 * there is no count per e-mail alone, so nobody can lock someone else's account (issue 11 §6).
 */
export async function failedLogins(db: Db, email: string, ip: string | null, since: Date) {
  const fromIp = ip === null ? isNull(loginAttempts.ip) : eq(loginAttempts.ip, ip);
  const [pair] = await db
    .select({ n: count(), last: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email.toLowerCase()), fromIp, gt(loginAttempts.createdAt, since)));
  const [client] = await db
    .select({ n: count(), first: min(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(fromIp, gt(loginAttempts.createdAt, since)));
  return {
    pair: pair?.n ?? 0,
    lastOfPair: pair?.last ?? null,
    client: client?.n ?? 0,
    firstOfClient: client?.first ?? null,
  };
}

export async function getNotificationPrefs(db: Db, userId: string): Promise<unknown> {
  const [row] = await db
    .select({ prefs: notificationPrefs.prefs })
    .from(notificationPrefs)
    .where(eq(notificationPrefs.userId, userId));
  return row?.prefs ?? null;
}

export async function putNotificationPrefs(db: Db, userId: string, prefs: Record<string, boolean>) {
  await db
    .insert(notificationPrefs)
    .values({ userId, prefs })
    .onConflictDoUpdate({ target: notificationPrefs.userId, set: { prefs, updatedAt: new Date() } });
}

export async function countUsers(db: Db) {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

export async function setTokenCodeHash(db: Db, tokenId: string, codeHash: string) {
  await db.update(authTokens).set({ codeHash }).where(eq(authTokens.id, tokenId));
}
