import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outboxEmails } from '../db/schema/index.ts';
import { uuidv7 } from './ids.ts';

const MAX_ATTEMPTS = 5;

export type Attachment = { filename: string; contentType: string; base64: string };

export async function insertOutbox(
  db: Db,
  m: { to: string; subject: string; text: string; html: string; attachments?: Attachment[] },
) {
  const id = uuidv7();
  await db.insert(outboxEmails).values({ id, ...m, status: 'pending' });
  return id;
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
