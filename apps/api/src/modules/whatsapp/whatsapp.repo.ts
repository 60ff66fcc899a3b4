import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { whatsappContacts, whatsappSettings, whatsappStatusSeen } from '../../db/schema/index.ts';

export type WhatsappRow = typeof whatsappSettings.$inferSelect;

export async function findSettings(db: Db, accountId: string): Promise<WhatsappRow | null> {
  const [row] = await db.select().from(whatsappSettings).where(eq(whatsappSettings.accountId, accountId));
  return row ?? null;
}

export async function saveSettings(db: Db, row: Omit<WhatsappRow, 'updatedAt'>) {
  const { accountId: _key, ...rest } = row;
  await db
    .insert(whatsappSettings)
    .values(row)
    .onConflictDoUpdate({ target: whatsappSettings.accountId, set: { ...rest, updatedAt: new Date() } });
}

export async function deleteSettings(db: Db, accountId: string) {
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
