import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { isEmbedded, type Db } from '../../db/client.ts';
import { runCompiled } from '../../db/compiled.ts';
import { memberships, sessions, users } from '../../db/schema/index.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { readSessionToken } from './session-token.ts';

export interface SessionRow {
  sessionId: string;
  userId: string;
  accountId: string;
  role: 'owner';
  userName: string;
  lastSeenAt: Date;
  expiresAt: Date;
}

/**
 * The signed-in look-up. No join to accounts: a session's account_id references it (ON DELETE
 * CASCADE), and that join cost a third more planning on every signed-in request (0.16 → 0.11 ms).
 * Its user and membership are scalar subqueries, not joins, for the same reason (planning 0.12 →
 * 0.04 ms, nothing to order): a session whose user is disabled or whose membership is gone reads a
 * null there, and `findActiveSession` answers no session for it, as the joins did.
 */
function buildFindSession(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      accountId: sessions.accountId,
      // The outer columns written out with their table: a one-table select prints its own
      // unqualified, which inside the subquery would name the subquery's.
      role: sql<SessionRow['role'] | null>`(SELECT m.role FROM ${memberships} m
        WHERE m.account_id = sessions.account_id AND m.user_id = sessions.user_id)`,
      userName: sql<string | null>`(SELECT u.name FROM ${users} u
        WHERE u.id = sessions.user_id AND u.disabled_at IS NULL)`,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.accountId, sql.placeholder('accountId')),
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1);
}

/**
 * Sessions kept in memory, on the embedded database only. Only one process can open that database,
 * so every write to sessions and users passes through this process, and each one that can end a
 * session or change what it answers calls `forgetSessions` (revoking, sign-out, password and profile
 * changes, disabling). PostgreSQL is shared by many processes and is always asked.
 *
 * Why: the look-up runs on every signed-in request, and on PGlite each statement holds the one
 * thread. Under 3,500 refused junk uploads in 30 s it took 10 s of that thread (issue 11 §1), and it
 * is about a third of each request's database time in the soak (issue 24).
 *
 * A look-up that began before a `forgetSessions` does not store what it read (the generation moved
 * on), and entries also lapse after a minute, so a missed path cannot keep a session alive for long.
 */
const CACHE_MS = 60_000;
const CACHE_MAX = 10_000;
const cacheByDb = new WeakMap<Db, Map<string, { row: SessionRow; until: number; generation: number }>>();
/** Moves on with every forgetSessions; a remembered row of an older generation is not used. */
let generation = 0;
export const sessionCacheStats = { hits: 0, misses: 0 };

function cacheOf(db: Db) {
  if (!isEmbedded(db)) return null;
  let cache = cacheByDb.get(db);
  if (!cache) cacheByDb.set(db, (cache = new Map()));
  return cache;
}

/**
 * Drops every remembered session: call after any write that can end a session or change its row.
 * It takes any handle (a transaction's too) and forgets for all databases of the process.
 */
export function forgetSessions(_db: Db) {
  generation++;
}

/** The live session a token names (session-token.ts: the token carries its account). */
export async function findActiveSession(db: Db, token: string, now: Date): Promise<SessionRow | null> {
  const read = readSessionToken(token);
  if (!read) return null;
  const { accountId, tokenHash } = read;
  const cache = cacheOf(db);
  const hit = cache?.get(tokenHash);
  if (hit && hit.generation === generation && hit.until > now.getTime() && hit.row.expiresAt > now) {
    sessionCacheStats.hits++;
    return hit.row;
  }
  if (cache) sessionCacheStats.misses++;
  const asked = generation;
  // Runs on every signed-in request: compiled once (db/compiled.ts) and sent unnamed. A named
  // prepared statement ("find_active_session") broke every signed-in request behind a transaction
  // pooler, where the next request may land on a server connection that already has it (issue 28).
  const rows = await runCompiled(db, 'sessions.findActive', buildFindSession, { accountId, tokenHash, now });
  const found = rows[0] as (Omit<SessionRow, 'role' | 'userName'> & Partial<SessionRow>) | undefined;
  // A disabled user or a membership gone reads null (buildFindSession): no session.
  const row = found?.role && found.userName != null ? (found as SessionRow) : null;
  if (cache && row && asked === generation) {
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(tokenHash, { row, until: now.getTime() + CACHE_MS, generation });
  }
  return row;
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

/** Records activity; a remembered row takes the new time too, so it is not written again at once. */
export async function touchSession(db: Db, row: SessionRow, now: Date) {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.accountId, row.accountId), eq(sessions.id, row.sessionId)));
  row.lastSeenAt = now;
}

export async function revokeSessionById(
  db: Db,
  accountId: string,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.accountId, accountId),
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id });
  forgetSessions(db);
  return rows.length > 0;
}

/** Ends the session a token names (sign-out, rotation at sign-in). */
export async function revokeSessionByToken(db: Db, token: string, now: Date) {
  const read = readSessionToken(token);
  if (!read) return;
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.accountId, read.accountId),
        eq(sessions.tokenHash, read.tokenHash),
        isNull(sessions.revokedAt),
      ),
    );
  forgetSessions(db);
}

/**
 * Revokes every live session of a user except `keepId` (if given), in every seller they work for;
 * returns how many. A person's sign-ins cross sellers by design: on a distributed database this one
 * statement goes to every node (a password change, "sign out everywhere else": rare).
 */
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
  forgetSessions(db);
  return rows.length;
}

/** The user's live sessions in this seller's workspace. */
export async function listLiveSessions(db: Db, accountId: string, userId: string, now: Date) {
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
    .where(
      and(
        eq(sessions.accountId, accountId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt))
    .limit(100);
}
