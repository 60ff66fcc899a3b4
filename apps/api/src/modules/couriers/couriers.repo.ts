import { and, asc, eq, ilike, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/raw.ts';
import { courierAccounts, courierCities, courierCityStats, shipments } from '../../db/schema/index.ts';

export type CourierAccountRecord = typeof courierAccounts.$inferSelect;
export type CourierCityRecord = typeof courierCities.$inferSelect;

export async function listAccounts(db: Db, accountId: string) {
  return db
    .select()
    .from(courierAccounts)
    .where(eq(courierAccounts.accountId, accountId))
    .orderBy(asc(courierAccounts.createdAt));
}

export async function findAccount(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(courierAccounts)
    .where(and(eq(courierAccounts.accountId, accountId), eq(courierAccounts.id, id)));
  return row ?? null;
}

export async function insertAccount(db: Db, row: typeof courierAccounts.$inferInsert) {
  const [r] = await db.insert(courierAccounts).values(row).returning();
  return r!;
}

export async function updateAccount(
  db: Db,
  accountId: string,
  id: string,
  patch: Partial<typeof courierAccounts.$inferInsert>,
) {
  const [r] = await db
    .update(courierAccounts)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(courierAccounts.accountId, accountId), eq(courierAccounts.id, id)))
    .returning();
  return r ?? null;
}

export async function deleteAccount(db: Db, accountId: string, id: string) {
  await db
    .delete(courierAccounts)
    .where(and(eq(courierAccounts.accountId, accountId), eq(courierAccounts.id, id)));
}

export async function hasShipments(db: Db, courierAccountId: string) {
  const [r] = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(eq(shipments.courierAccountId, courierAccountId))
    .limit(1);
  return !!r;
}

/**
 * Claims enabled accounts whose polling is due, pushing their next sync `intervalSeconds` ahead
 * in the same statement, so two schedulers never claim the same account.
 */
export async function claimDueForSync(db: Db, limit: number, intervalSeconds: (courier: string) => number) {
  const due = await db
    .select({
      id: courierAccounts.id,
      courier: courierAccounts.courier,
      accountId: courierAccounts.accountId,
    })
    .from(courierAccounts)
    .where(
      and(
        eq(courierAccounts.enabled, true),
        isNotNull(courierAccounts.nextSyncAt),
        lte(courierAccounts.nextSyncAt, new Date()),
      ),
    )
    .limit(limit);
  const claimed: typeof due = [];
  for (const d of due) {
    const [r] = await db
      .update(courierAccounts)
      .set({ nextSyncAt: sql`now() + ${`${intervalSeconds(d.courier)} seconds`}::interval` })
      .where(
        and(
          eq(courierAccounts.accountId, d.accountId),
          eq(courierAccounts.id, d.id),
          lte(courierAccounts.nextSyncAt, new Date()),
        ),
      )
      .returning({ id: courierAccounts.id });
    if (r) claimed.push(d);
  }
  return claimed;
}

// --- cities -----------------------------------------------------------------------------------

/** One courier account's cities: every statement names the seller too (docs/scaling.md). */
const ofCourier = (accountId: string, courierAccountId: string) =>
  and(eq(courierCities.accountId, accountId), eq(courierCities.courierAccountId, courierAccountId))!;

/** Replaces the courier's city list; manual mappings the seller made are kept. */
export async function replaceCities(
  db: Db,
  accountId: string,
  courierAccountId: string,
  rows: Array<Omit<CourierCityRecord, 'accountId' | 'courierAccountId'>>,
) {
  const manual = new Map(
    (
      await db
        .select({ id: courierCities.courierCityId, sauda: courierCities.saudaCity })
        .from(courierCities)
        .where(and(ofCourier(accountId, courierAccountId), eq(courierCities.match, 'manual')))
    ).map((r) => [r.id, r.sauda]),
  );
  await db.delete(courierCities).where(ofCourier(accountId, courierAccountId));
  const values = rows.map((r) =>
    manual.has(r.courierCityId)
      ? { ...r, accountId, courierAccountId, saudaCity: manual.get(r.courierCityId) ?? null, match: 'manual' }
      : { ...r, accountId, courierAccountId },
  );
  for (let i = 0; i < values.length; i += 500) {
    await db
      .insert(courierCities)
      .values(values.slice(i, i + 500))
      .onConflictDoNothing();
  }
}

export async function listCities(
  db: Db,
  accountId: string,
  courierAccountId: string,
  q: { search?: string; match?: string },
) {
  const where = [ofCourier(accountId, courierAccountId)];
  if (q.match) where.push(eq(courierCities.match, q.match));
  if (q.search) {
    const p = containsPattern(q.search);
    where.push(or(ilike(courierCities.courierCityName, p), ilike(courierCities.saudaCity, p))!);
  }
  return db
    .select()
    .from(courierCities)
    .where(and(...where))
    .orderBy(asc(courierCities.courierCityName))
    .limit(2000);
}

export async function cityCounts(db: Db, accountId: string, courierAccountId: string) {
  const [r] = await db
    .select({
      total: sql<number>`count(*)::int`,
      mapped: sql<number>`count(${courierCities.saudaCity})::int`,
    })
    .from(courierCities)
    .where(ofCourier(accountId, courierAccountId));
  return { total: r?.total ?? 0, mapped: r?.mapped ?? 0 };
}

export async function setMapping(
  db: Db,
  accountId: string,
  courierAccountId: string,
  courierCityId: string,
  saudaCity: string | null,
) {
  const rows = await db
    .update(courierCities)
    .set({ saudaCity, match: saudaCity ? 'manual' : 'none' })
    .where(and(ofCourier(accountId, courierAccountId), eq(courierCities.courierCityId, courierCityId)))
    .returning({ id: courierCities.courierCityId });
  return rows.length > 0;
}

/** The courier's city for a Sauda city (delivery or pickup), preferring manual fixes. */
export async function courierCityFor(
  db: Db,
  accountId: string,
  courierAccountId: string,
  saudaCity: string,
  kind: 'delivery' | 'pickup',
) {
  const [r] = await db
    .select()
    .from(courierCities)
    .where(
      and(
        ofCourier(accountId, courierAccountId),
        eq(courierCities.saudaCity, saudaCity),
        kind === 'delivery' ? eq(courierCities.delivery, true) : eq(courierCities.pickup, true),
      ),
    )
    .orderBy(sql`${courierCities.match} = 'manual' DESC`)
    .limit(1);
  return r ?? null;
}

// --- delivery statistics (dispatch suggestions) -------------------------------------------------

export async function bumpCityStat(
  db: Db,
  row: { accountId: string; courierAccountId: string; city: string },
  d: { delivered?: number; returned?: number },
) {
  await db
    .insert(courierCityStats)
    .values({ ...row, delivered: Math.max(0, d.delivered ?? 0), returned: Math.max(0, d.returned ?? 0) })
    .onConflictDoUpdate({
      target: [courierCityStats.accountId, courierCityStats.city, courierCityStats.courierAccountId],
      set: {
        delivered: sql`greatest(0, ${courierCityStats.delivered} + ${d.delivered ?? 0})`,
        returned: sql`greatest(0, ${courierCityStats.returned} + ${d.returned ?? 0})`,
      },
    });
}

export async function cityStats(db: Db, accountId: string, cities: string[]) {
  if (cities.length === 0) return [];
  return db
    .select()
    .from(courierCityStats)
    .where(and(eq(courierCityStats.accountId, accountId), inArray(courierCityStats.city, cities)));
}
