import { customType, timestamp } from 'drizzle-orm/pg-core';
import { clampSafe } from '../../lib/money.ts';

/** Timestamps with time zone, as JS Dates. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Money: integer paisa (bigint), read as a JS number (DECISION 003). Inputs are bounded (issue 11
 * §4), but a row written before the bounds, or by hand, may hold more than JavaScript counts
 * exactly: it reads as the nearest safe integer, so no stored row can make a read fail (a list
 * that answered 500 for good). Written values pass through unchanged.
 */
export const paisa = customType<{ data: number; driverData: string | number }>({
  dataType: () => 'bigint',
  fromDriver: (value) => clampSafe(Number(value)),
  toDriver: (value) => value,
});
