import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  whatsappContacts,
  whatsappSandboxMessages,
  whatsappSettings,
  whatsappStatusSeen,
} from '../../db/schema/index.ts';

export type WhatsappRow = typeof whatsappSettings.$inferSelect;

export async function findSettings(db: Db, accountId: string): Promise<WhatsappRow | null> {
  const [row] = await db.select().from(whatsappSettings).where(eq(whatsappSettings.accountId, accountId));
  return row ?? null;
}

/**
 * Each webhook delivery needs the seller's app secret and number; Meta sends many a second, so the
 * settings are kept here for a few seconds (WEBHOOK_SETTINGS_TTL_MS). Saving or deleting them in
 * this process forgets them at once; another process sees a change within the TTL, and a delivery
 * refused meanwhile (a secret just replaced) is retried by Meta (docs/decisions/013).
 */
export const WEBHOOK_SETTINGS_TTL_MS = 5_000;
const WEBHOOK_SETTINGS_MAX = 10_000;
const remembered = new Map<string, { row: WhatsappRow; at: number }>();

export async function findSettingsForWebhook(db: Db, accountId: string): Promise<WhatsappRow | null> {
  const hit = remembered.get(accountId);
  if (hit && Date.now() - hit.at < WEBHOOK_SETTINGS_TTL_MS) return hit.row;
  const row = await findSettings(db, accountId);
  remembered.delete(accountId);
  // Only sellers with settings are kept (an unknown id is not), within a bound.
  if (row) {
    if (remembered.size >= WEBHOOK_SETTINGS_MAX) remembered.delete(remembered.keys().next().value!);
    remembered.set(accountId, { row, at: Date.now() });
  }
  return row;
}

export async function saveSettings(db: Db, row: Omit<WhatsappRow, 'updatedAt'>) {
  remembered.delete(row.accountId);
  const { accountId: _key, ...rest } = row;
  await db
    .insert(whatsappSettings)
    .values(row)
    .onConflictDoUpdate({ target: whatsappSettings.accountId, set: { ...rest, updatedAt: new Date() } });
  // Again after the write: a delivery read in between must not keep the old row.
  remembered.delete(row.accountId);
}

export async function deleteSettings(db: Db, accountId: string) {
  remembered.delete(accountId);
  await db.delete(whatsappSettings).where(eq(whatsappSettings.accountId, accountId));
}

/** Notes that Meta reported this status of this message; false when it already had (a repeat). */
export async function markStatusSeen(db: Db, accountId: string, messageId: string, status: string) {
  const rows = await db
    .insert(whatsappStatusSeen)
    .values({ accountId, messageId, status })
    .onConflictDoNothing()
    .returning({ status: whatsappStatusSeen.status });
  return rows.length > 0;
}

/** Marks many (message, status) pairs seen at once; answers those not seen before (once each). */
export async function markStatusesSeen(
  db: Db,
  accountId: string,
  seen: Array<{ messageId: string; status: string }>,
) {
  if (seen.length === 0) return new Set<string>();
  const rows = await db
    .insert(whatsappStatusSeen)
    .values(seen.map((s) => ({ accountId, messageId: s.messageId, status: s.status })))
    .onConflictDoNothing()
    .returning({ messageId: whatsappStatusSeen.messageId, status: whatsappStatusSeen.status });
  return new Set(rows.map((r) => seenKey(r)));
}
export const seenKey = (s: { messageId: string; status: string }) => `${s.status} ${s.messageId}`;

/** Notes that the buyer wrote at `at` (the later of this and what was known). */
export async function touchContact(db: Db, accountId: string, waId: string, at: Date) {
  await db
    .insert(whatsappContacts)
    .values({ accountId, waId, lastInboundAt: at })
    .onConflictDoUpdate({
      target: [whatsappContacts.accountId, whatsappContacts.waId],
      set: { lastInboundAt: sql`greatest(${whatsappContacts.lastInboundAt}, excluded.last_inbound_at)` },
    });
}

/** When the buyer last wrote to this seller's number, or null. */
export async function lastInbound(db: Db, accountId: string, waId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: whatsappContacts.lastInboundAt })
    .from(whatsappContacts)
    .where(and(eq(whatsappContacts.accountId, accountId), eq(whatsappContacts.waId, waId)));
  return row?.at ?? null;
}

// --- the sandbox's phone (issue 27 §4) -----------------------------------------------------------

export type SandboxMessageRow = typeof whatsappSandboxMessages.$inferSelect;

export async function insertSandboxMessage(db: Db, row: typeof whatsappSandboxMessages.$inferInsert) {
  await db.insert(whatsappSandboxMessages).values(row);
}

/** The newest messages of the phone, at most `limit`, oldest first within each chat. */
export async function sandboxMessages(db: Db, accountId: string, limit: number) {
  const rows = await db
    .select()
    .from(whatsappSandboxMessages)
    .where(eq(whatsappSandboxMessages.accountId, accountId))
    .orderBy(desc(whatsappSandboxMessages.createdAt), desc(whatsappSandboxMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** One chat's newest messages, at most `limit`, oldest first. */
export async function sandboxChat(db: Db, accountId: string, waId: string, limit: number) {
  const rows = await db
    .select()
    .from(whatsappSandboxMessages)
    .where(and(eq(whatsappSandboxMessages.accountId, accountId), eq(whatsappSandboxMessages.waId, waId)))
    .orderBy(desc(whatsappSandboxMessages.createdAt), desc(whatsappSandboxMessages.id))
    .limit(limit);
  return rows.reverse();
}

/**
 * Moves the seller's messages in one chat that are behind `to` (sent → delivered → read) and
 * returns the ones that moved, for their status webhooks.
 */
export async function advanceSandboxStatus(
  db: Db,
  accountId: string,
  waId: string,
  to: 'delivered' | 'read',
) {
  const behind = to === 'delivered' ? ['sent'] : ['sent', 'delivered'];
  return db
    .update(whatsappSandboxMessages)
    .set({ status: to })
    .where(
      and(
        eq(whatsappSandboxMessages.accountId, accountId),
        eq(whatsappSandboxMessages.waId, waId),
        eq(whatsappSandboxMessages.direction, 'out'),
        inArray(whatsappSandboxMessages.status, behind),
      ),
    )
    .returning({ id: whatsappSandboxMessages.id });
}

/** Whether this chat exists on the sandbox phone (the seller's number wrote to it). */
export async function sandboxChatExists(db: Db, accountId: string, waId: string) {
  const [row] = await db
    .select({ id: whatsappSandboxMessages.id })
    .from(whatsappSandboxMessages)
    .where(
      and(
        eq(whatsappSandboxMessages.accountId, accountId),
        eq(whatsappSandboxMessages.waId, waId),
        eq(whatsappSandboxMessages.direction, 'out'),
      ),
    )
    .limit(1);
  return !!row;
}
