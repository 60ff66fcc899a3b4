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

/**
 * Storage options of every trigram ("contains") index. GIN's fast update appends each new entry to
 * a pending list that every search then reads through until a vacuum merges it; a product, order
 * or customer row rewritten by a sale or a status change (not a HOT update: the columns it changes
 * are in other indexes) adds its title's or name's trigrams there. After a checkout run the
 * products' list held 2,600 entries and a title search took 1.2 ms instead of 0.07. Without it
 * each entry goes straight into the index (docs/decisions/029).
 */
export const TRIGRAM_INDEX = { fastupdate: false } as const;
