import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

/** The business (seller or reseller). Owns stores, members and all data. */
export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    image: text('image'),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: ts('email_verified_at'),
    disabledAt: ts('disabled_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_uq').on(sql`lower(${t.email})`)],
);

export const memberships = pgTable(
  'memberships',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner'] }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.userId] }), index('memberships_user_idx').on(t.userId)],
);

/** Server-side sessions; only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    // The token carries its account (auth/session-token.ts): found on one node, by both.
    uniqueIndex('sessions_token_uq').on(t.accountId, t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

/** Single-use, expiring tokens: e-mail verification (link + 6-digit code) and password reset. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    codeHash: text('code_hash'),
    codeAttempts: integer('code_attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_tokens_token_uq').on(t.tokenHash),
    index('auth_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/** Failed sign-ins, counted per e-mail for the brute-force limit (quality-checks Q18). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.ip, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Request counters of the rate limits when several processes share one PostgreSQL (issue 11 §8):
 * one row per limit and client, counting hits in a fixed window. Not a seller's data (keyed by
 * route and client address); old windows are deleted by maintenance.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: ts('window_start').notNull(),
  hits: integer('hits').notNull(),
});

export const notificationPrefs = pgTable('notification_prefs', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  prefs: jsonb('prefs').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Onboarding questionnaire, one per account (product-rules §3: saudaSurvey). */
export const surveys = pgTable(
  'surveys',
  {
    id: uuid('id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .unique('surveys_account_uq')
      .references(() => accounts.id, { onDelete: 'cascade' }),
    currentlySelling: boolean('currently_selling').notNull(),
    answers: jsonb('answers').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.id] })],
);

export const stores = pgTable(
  'stores',
  {
    id: uuid('id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    platform: text('platform', { enum: ['shopify', 'sauda'] }).notNull(),
    /** Public storefront id (`/ecommerce/shop?s=…`), 128-bit random, set when a product is first listed. */
    shopId: text('shop_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    // Unique across sellers through public_handles (kind 'shop').
    uniqueIndex('stores_shop_id_uq').on(t.accountId, t.shopId),
    index('stores_account_idx').on(t.accountId, t.createdAt),
  ],
);

/** Every e-mail the system sends, kept so nothing is lost when SMTP is down or not configured. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey(),
    /** The account it is sent for (mail to third parties, counted against its caps); null for system mail. */
    accountId: uuid('account_id'),
    /**
     * What it is: `system` (to the user themself), `password_reset` (a request the mail lane turns
     * into a link, or drops), `purchase_order` (to a vendor: a third party, capped).
     */
    kind: text('kind').notNull().default('system'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Small files sent along (e.g. a purchase order PDF), base64. */
    attachments:
      jsonb('attachments').$type<Array<{ filename: string; contentType: string; base64: string }>>(),
    /** `requested`: to be written by the mail lane; `dropped`: it decided not to send (reason in last_error). */
    status: text('status', {
      enum: ['requested', 'pending', 'sent', 'failed', 'logged', 'dropped'],
    }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    index('outbox_status_idx').on(t.status, t.createdAt),
    index('outbox_account_idx').on(t.accountId, t.kind, t.createdAt),
    index('outbox_recipient_idx').on(sql`lower(${t.to})`, t.kind, t.createdAt),
  ],
);

/**
 * What a public link or a storefront names, and whose it is (issue 28 §2): a buyer's tracking link,
 * a confirmation link, a product page, a shop, a courier's tracking number typed on the tracking
 * page. A visitor comes without an account, so the account is found here first and the seller's
 * rows are then read with it (one node on a distributed database). Shared by all sellers (a
 * reference table, docs/scaling.md): its key keeps each link unique across sellers, which a seller
 * table's own indexes, all led by `account_id`, cannot. Written in the transaction that creates
 * the link; a courier's number names the latest parcel booked with it.
 */
export const publicHandles = pgTable(
  'public_handles',
  {
    /** `tracking` (shipments.public_id), `cn` (a courier's tracking number), `confirmation`, `product`, `shop`. */
    kind: text('kind', { enum: ['tracking', 'cn', 'confirmation', 'product', 'shop'] }).notNull(),
    handle: text('handle').notNull(),
    accountId: uuid('account_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.handle] }), index('public_handles_account_idx').on(t.accountId)],
);
