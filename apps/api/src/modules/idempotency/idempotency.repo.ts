import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ChainPart } from '../../db/tx.ts';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';

/**
 * Claims a key inside the caller's transaction. On PostgreSQL a concurrent claim of the same key
 * waits for this transaction to end, then sees the stored answer; returns false when taken.
 */
export async function claimKey(tx: Db, accountId: string, key: string, route: string, requestHash: string) {
  const rows = await tx
    .insert(idempotencyKeys)
    .values({ accountId, key, route, requestHash, statusCode: 0, body: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function storeAnswer(tx: Db, accountId: string, key: string, statusCode: number, body: unknown) {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode, body })
    .where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key)));
}

/**
 * The answer stored as the last part of the work's commit-time statement (db/tx.ts `flushCounters`'s
 * `last`): `body(prev)` is the answer as jsonb, built from the part before it (`prev`), whose `n` the
 * part answers on.
 */
export function answerPart(
  accountId: string,
  key: string,
  statusCode: number,
  body: (prev: SQL) => SQL,
): ChainPart {
  return (
    _after,
    prev,
  ) => sql`UPDATE ${idempotencyKeys} SET status_code = ${statusCode}, body = ${body(sql`before_`)}
      FROM ${prev} AS before_
     WHERE ${idempotencyKeys}.account_id = ${accountId} AND ${idempotencyKeys}.key = ${key}
    RETURNING before_.n AS n`;
}

export async function findKey(db: Db, accountId: string, key: string) {
  const [row] = await db
    .select({
      route: idempotencyKeys.route,
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      body: idempotencyKeys.body,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key)));
  return row ?? null;
}
