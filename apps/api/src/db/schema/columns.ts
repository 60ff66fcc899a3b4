import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Timestamps with time zone, as JS Dates. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Money: integer paisa (bigint), read as a JS number (DECISION 003). */
export const paisa = (name: string) => bigint(name, { mode: 'number' });
