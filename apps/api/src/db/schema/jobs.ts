import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { users } from './accounts.ts';

/**
 * Background jobs (imports now; courier polling and bulk booking later). Claimed with
 * FOR UPDATE SKIP LOCKED and a lease (`locked_until`), so any number of workers can run and a
 * crashed worker's job is picked up again from its last checkpoint (`progress`).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey(),
    /** No foreign key: the queue lives on one node, beside the sellers' tables (docs/scaling.md). */
    accountId: uuid('account_id').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    payload: jsonb('payload').notNull(),
    progress: integer('progress').notNull().default(0),
    total: integer('total').notNull().default(0),
    result: jsonb('result'),
    errors: jsonb('errors').notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: ts('locked_until'),
    lastError: text('last_error'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('jobs_runnable_idx').on(t.status, t.createdAt),
    index('jobs_account_idx').on(t.accountId, t.type, t.createdAt),
  ],
);
