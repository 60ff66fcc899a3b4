import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, memberships, sessions, users } from '../../db/schema/index.ts';
import { uuidv7 } from '../../lib/ids.ts';

export interface SessionRow {
  sessionId: string;
  userId: string;
  accountId: string;
  role: 'owner';
  userName: string;
  lastSeenAt: Date;
}

function buildFindSession(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      accountId: sessions.accountId,
      role: memberships.role,
      userName: users.name,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(
      memberships,
      and(eq(memberships.userId, sessions.userId), eq(memberships.accountId, sessions.accountId)),
    )
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.disabledAt),
      ),
    )
    .limit(1)
    .prepare('find_active_session');
}

/** Runs on every authenticated request: a prepared statement, built once per database. */
const findSessionByDb = new WeakMap<Db, ReturnType<typeof buildFindSession>>();

export async function findActiveSession(db: Db, tokenHash: string, now: Date): Promise<SessionRow | null> {
  let prepared = findSessionByDb.get(db);
  if (!prepared) {
    prepared = buildFindSession(db);
    findSessionByDb.set(db, prepared);
  }
  const rows = await prepared.execute({ tokenHash, now });
  return (rows[0] as SessionRow | undefined) ?? null;
}

export async function insertSession(
  db: Db,
  s: {
    tokenHash: string;
    userId: string;
    accountId: string;
    userAgent: string | null;
    ip: string | null;
    expiresAt: Date;
  },
) {
  const id = uuidv7();
  await db.insert(sessions).values({ id, ...s });
  return id;
}

export async function touchSession(db: Db, sessionId: string, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeSessionById(
  db: Db,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

export async function revokeSessionByHash(db: Db, tokenHash: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user except `keepId` (if given); returns how many. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  now: Date,
  keepId?: string,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepId ? ne(sessions.id, keepId) : sql`true`,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

export async function listLiveSessions(db: Db, userId: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(100);
}
