import type { ProductStatus } from '@sauda/contracts/products.ts';
import { eq, sql, type SQL } from 'drizzle-orm';
import { karachiDay } from '../lib/pakistan-time.ts';
import type { Db } from './client.ts';
import { queryRows } from './raw.ts';
import { productDailyCounts } from './schema/index.ts';
import { COUNTER_RANK, addToRows, bump, chainedCounterKind } from './tx.ts';

/**
 * The catalogue counted per Asia/Karachi day of each product's `created_at` (decision 026): a row
 * per account and day with its products by status and the live variants of those not archived
 * (the sum of their kept `inv_variants`, db/stock-figures.ts). Deep pages of the products and
 * inventory lists start at their day from these (`dayOfOffset`) instead of walking every row
 * before them.
 *
 * - A product counts on its day from the transaction that creates it to the one that deletes it,
 *   under its status (products.repo `bumpStatusCount`, which every create, status change and
 *   delete already calls); its variants move with its kept figures (stock-figures.ts `productKind`
 *   and `dropProductFigures`, which see every variant added or removed and every archiving).
 * - Applied at commit in rank order (db/tx.ts, "Locks and counters"), one upsert a commit; a
 *   product's `created_at` never changes, so its day never does.
 * - Every API test file checks them against the products when it closes (`productDayDrift`);
 *   rows written past the API are recounted (`recountProductDays`).
 */

const FIELDS = ['active', 'draft', 'archived', 'variants'] as const;
type Field = (typeof FIELDS)[number];

const productDayKind = chainedCounterKind<string>(
  'product_daily_counts',
  COUNTER_RANK.productDay,
  (_tx, entries) =>
    entries.length === 0
      ? []
      : [
          addToRows(
            'product_daily_counts',
            ['account_id', 'day'],
            FIELDS,
            entries.map(({ key, delta }) => {
              const [accountId, day] = key.split('|') as [string, string];
              return [
                sql`${accountId}::uuid`,
                sql`${day}::date`,
                ...FIELDS.map((f) => sql`${delta[f] ?? 0}::int`),
              ];
            }),
          ),
        ],
);

/** Adds to the day of a product created at `createdAt` when the transaction commits. */
export async function bumpProductDay(
  db: Db,
  accountId: string,
  createdAt: Date,
  delta: Partial<Record<Field, number>>,
) {
  if (Object.values(delta).every((n) => !n)) return;
  await bump(db, productDayKind, `${accountId}|${karachiDay(createdAt)}`, delta);
}

/** A product counted into (or out of) `status` on its day. */
export const countProductDay = (
  db: Db,
  accountId: string,
  createdAt: Date,
  status: ProductStatus,
  n: number,
) => bumpProductDay(db, accountId, createdAt, { [status]: n });

/** The rows each list counts, as the columns that hold them (a fixed text per kind). */
const COUNTED: Record<ProductStatus | 'products' | 'variants', string> = {
  products: 'active + draft + archived',
  active: 'active',
  draft: 'draft',
  archived: 'archived',
  variants: 'variants',
};

/**
 * Where row `offset` of a list newest first lies, as a one-row relation for the list's own
 * statement: `end_at`, the instant its day ends, and `before`, the rows of the days after it (none
 * past the last row). The page is then read with its instant before `end_at` and its offset less
 * `before` (a LATERAL subquery may take both), walking its own day's rows, not every row before
 * it. The rows counted: the products (`what` 'products'), those of one status, or the live variants
 * of products not archived ('variants').
 *
 * A running sum over the days newest first, in the primary key's order: PostgreSQL streams the
 * window over that ordered scan and the LIMIT stops it at the day (a page 200 deep reads a week of
 * rows). The orders' day figure is sharded and needs a GROUP BY, with which the planner sorted
 * every day instead (decision 024); this one holds a row per day.
 */
export function dayOfOffset(
  accountId: unknown,
  what: ProductStatus | 'products' | 'variants',
  offset: unknown,
) {
  const n = sql.raw(COUNTED[what]);
  return sql`SELECT (d.day + 1)::timestamp AT TIME ZONE 'Asia/Karachi' AS end_at, d.upto - d.n AS before
    FROM (SELECT day, ${n} AS n, sum(${n}) OVER (ORDER BY day DESC ROWS UNBOUNDED PRECEDING) AS upto
            FROM product_daily_counts WHERE account_id = ${accountId}) d
    WHERE d.upto > ${offset} LIMIT 1`;
}

/** The days as the products themselves count them (the recount and the check read this). */
const counted = (accountId: SQL) => sql`
  SELECT account_id, (created_at AT TIME ZONE 'Asia/Karachi')::date AS day,
    count(*) FILTER (WHERE status = 'active')::int AS active,
    count(*) FILTER (WHERE status = 'draft')::int AS draft,
    count(*) FILTER (WHERE status = 'archived')::int AS archived,
    coalesce(sum(inv_variants), 0)::int AS variants
  FROM products WHERE account_id = ${accountId}
  GROUP BY account_id, day`;

/**
 * Recounts an account's days from its products (their kept `inv_variants` first: see
 * stock-figures.ts `rebuildInventoryFigures`, which calls this): for rows written past the API.
 */
export async function recountProductDays(db: Db, accountId: string) {
  await db.delete(productDailyCounts).where(eq(productDailyCounts.accountId, accountId));
  await queryRows(
    db,
    sql`INSERT INTO product_daily_counts (account_id, day, active, draft, archived, variants)
      ${counted(sql`${accountId}::uuid`)}`,
  );
}

/** An account's days whose kept counts differ from its products' own (the API tests' check). */
export function productDayDrift(db: Db, accountId: string) {
  return queryRows<{ day: string; kept: string | null; counted: string | null }>(
    db,
    sql`SELECT coalesce(k.day, c.day)::text AS day,
        concat_ws(' ', k.active, k.draft, k.archived, k.variants) AS kept,
        concat_ws(' ', c.active, c.draft, c.archived, c.variants) AS counted
      FROM (SELECT * FROM product_daily_counts WHERE account_id = ${accountId}
             AND (active <> 0 OR draft <> 0 OR archived <> 0 OR variants <> 0)) k
      FULL JOIN (${counted(sql`${accountId}::uuid`)}) c ON c.day = k.day
      WHERE (k.active, k.draft, k.archived, k.variants) IS DISTINCT FROM (c.active, c.draft, c.archived, c.variants)`,
  );
}
