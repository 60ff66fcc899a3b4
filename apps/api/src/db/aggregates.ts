import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { safeNumber } from '../lib/money.ts';

/**
 * `sum()` of a money or count column that cannot fail: summed as numeric (no int or bigint
 * overflow in SQL, whatever old rows hold), read as the nearest safe integer (issue 11 §4).
 */
export const safeSum = (x: SQLWrapper): SQL<number> =>
  sql<number>`coalesce(sum(${x})::numeric, 0)`.mapWith(safeNumber);
