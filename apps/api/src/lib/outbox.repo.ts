import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outboxEmails } from '../db/schema/index.ts';
import { uuidv7 } from './ids.ts';

const MAX_ATTEMPTS = 5;

export type Attachment = { filename: string; contentType: string; base64: string };

export async function insertOutbox(
  db: Db,
  m: {
    to: string;
    subject: string;
    text: string;
    html: string;
    attachments?: Attachment[];
    accountId?: string | null;
    kind?: string;
  },
) {
  const id = uuidv7();
  await db.insert(outboxEmails).values({ id, ...m, status: 'pending' });
  return id;
}

/** A message for the mail lane to write (or drop) later: only its kind and address for now. */
export async function insertRequest(db: Db, kind: string, to: string) {
  const id = uuidv7();
  await db
    .insert(outboxEmails)
    .values({ id, kind, to, subject: '', text: '', html: '', status: 'requested' });
  return id;
}

/** Takes one requested message (this id, or the oldest older than `olderThan`), locked for this transaction. */
export async function claimRequest(db: Db, by: { id: string } | { olderThan: Date }) {
  const [row] = await db
    .select({ id: outboxEmails.id, kind: outboxEmails.kind, to: outboxEmails.to })
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.status, 'requested'),
        'id' in by ? eq(outboxEmails.id, by.id) : lt(outboxEmails.createdAt, by.olderThan),
      ),
    )
    .orderBy(outboxEmails.createdAt)
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

/** Writes a requested message out (pending delivery), or drops it with the reason. */
export async function settleRequest(
  db: Db,
  id: string,
  out: { message: { subject: string; text: string; html: string } } | { dropped: string },
) {
  await db
    .update(outboxEmails)
    .set(
      'dropped' in out
        ? { status: 'dropped', lastError: out.dropped }
        : { status: 'pending', ...out.message },
    )
    .where(eq(outboxEmails.id, id));
}

/**
 * Serialises the cap checks of one account or one address until the transaction ends (two sends
 * at once must not both see the last free place). Transaction-scoped, so it holds behind a
 * transaction pooler; take the account's before the address's.
 */
export async function lockMailCounter(db: Db, key: { accountId: string } | { to: string }) {
  const k = 'accountId' in key ? `mail:account:${key.accountId}` : `mail:to:${key.to.toLowerCase()}`;
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${k}))`);
}

/**
 * Messages of these kinds written since `since`: for one account, or to one address (any
 * account), for the outbound caps. The oldest of them tells when the window frees a place.
 */
export async function countSentSince(
  db: Db,
  who: { accountId: string } | { to: string },
  kinds: string[],
  since: Date,
) {
  const [row] = await db
    .select({
      n: count(),
      first: sql<Date | null>`min(${outboxEmails.createdAt})`.mapWith(outboxEmails.createdAt),
    })
    .from(outboxEmails)
    .where(
      and(
        'accountId' in who
          ? eq(outboxEmails.accountId, who.accountId)
          : eq(sql`lower(${outboxEmails.to})`, who.to.toLowerCase()),
        inArray(outboxEmails.kind, kinds),
        gt(outboxEmails.createdAt, since),
        inArray(outboxEmails.status, ['pending', 'sent', 'failed', 'logged']),
      ),
    );
  return { n: row?.n ?? 0, first: row?.first ?? null };
}

export async function markOutbox(
  db: Db,
  id: string,
  status: 'sent' | 'failed' | 'logged',
  error: string | null,
) {
  await db
    .update(outboxEmails)
    .set({
      status,
      lastError: error,
      attempts: sql`${outboxEmails.attempts} + 1`,
      sentAt: status === 'failed' ? null : new Date(),
    })
    .where(eq(outboxEmails.id, id));
}

export async function pendingOutbox(db: Db, olderThan: Date) {
  return db
    .select({
      id: outboxEmails.id,
      to: outboxEmails.to,
      subject: outboxEmails.subject,
      text: outboxEmails.text,
      html: outboxEmails.html,
      attachments: outboxEmails.attachments,
    })
    .from(outboxEmails)
    .where(
      and(
        inArray(outboxEmails.status, ['pending', 'failed']),
        lt(outboxEmails.attempts, MAX_ATTEMPTS),
        lt(outboxEmails.createdAt, olderThan),
      ),
    )
    .limit(50);
}
