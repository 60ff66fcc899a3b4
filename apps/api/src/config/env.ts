import path from 'node:path';
import { z } from 'zod';
import { JOB_LANES, type JobLane } from '@sauda/contracts/jobs.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'expected true or false (also 1/0, yes/no)' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A whole number in [min, max]; the message says so (docs/operations.md, "Settings and paths"). */
function whole(min: number, max: number) {
  const expects = `expected a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: expects }).int(expects).min(min, expects).max(max, expects);
}

/**
 * A directory or file path. A relative one is taken from the directory Sauda was started in (as a
 * shell would), so `DATA_DIR=./data npm start` works (docs/operations.md, "Settings and paths").
 */
const localPath = z
  .string()
  .refine((p) => !p.includes('\0'), 'expected a file system path')
  .transform((p) => path.resolve(p));

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'expected development, production or test' })
    .default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: whole(0, 65535).default(3000),
  /** Where PGlite keeps the embedded database (and uploaded files later). */
  DATA_DIR: localPath.prefault('.data'),
  /** When set, PostgreSQL through node-postgres instead of PGlite. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_MAX: whole(1, 200).default(10),
  /**
   * Name the hot statements so PostgreSQL parses them once per connection (db/prepared.ts). Only on
   * a direct connection or a pooler that keeps prepared statements (PgBouncer 1.21 or later with
   * `max_prepared_statements`); docs/operations.md, "Scale: several machines".
   */
  DATABASE_PREPARED_STATEMENTS: bool.default(false),
  /** The address people open; used in e-mailed links and for the CSRF origin check. */
  PUBLIC_URL: z.url('expected a full address such as https://sauda.example.pk').optional(),
  /** smtp://user:pass@host:port or smtps://… When absent, mail is kept in the outbox table and logged. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Sauda <no-reply@sauda.local>'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'expected one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  /** Seed the demo account when the database has no users. Default: on for the embedded database. */
  SEED_DEMO: bool.optional(),
  /** Directory of the built web app; served with SPA fallback when it exists. */
  WEB_DIST: localPath.prefault(path.resolve(import.meta.dirname, '../../../web/dist')),
  /** Trust X-Forwarded-* from a reverse proxy (set to the number of proxy hops, 0 = none). */
  TRUST_PROXY_HOPS: whole(0, 10).default(0),
  /** base64 of 32 random bytes: encrypts stored credentials. Required on PostgreSQL to save any. */
  SECRETS_KEY: z
    .string()
    .refine(
      (k) => Buffer.from(k, 'base64').length === 32,
      'SECRETS_KEY must be 32 bytes, base64-encoded (openssl rand -base64 32)',
    )
    .optional(),
  /** WhatsApp Cloud API base (tests point it at a local fake). */
  WHATSAPP_API_URL: z.url('expected a full address (https://…)').default('https://graph.facebook.com/v21.0'),
  /** Run background jobs (imports…) inside the web process. Set false when `npm run worker` runs them. */
  RUN_JOBS: bool.default(true),
  /** Enables GET /api/metrics for `Authorization: Bearer <METRICS_TOKEN>` (16+ characters). */
  METRICS_TOKEN: z.string().min(16, 'expected at least 16 characters').optional(),
  /** Uploaded files (product images); default DATA_DIR/files. Share it between app instances. */
  FILES_DIR: localPath.optional(),
  /** Checkouts per minute per client IP on the public storefront. */
  CHECKOUT_RATE_LIMIT_PER_MINUTE: whole(1, 10_000_000).default(10),
  /** Requests per minute per client IP on the public product and shop pages. */
  STOREFRONT_RATE_LIMIT_PER_MINUTE: whole(1, 10_000_000).default(300),
  /** A worker holds a job this long between checkpoints; a crashed worker's job is resumed after it. */
  JOB_LEASE_SECONDS: whole(1, 3600).default(60),
  /** Retention (jobs/maintenance.ts; docs/operations.md "Retention"). Finished jobs, in days. */
  RETENTION_JOB_DAYS: whole(1, 3650).default(30),
  /** Finished courier-sync jobs, in hours. */
  RETENTION_SYNC_JOB_HOURS: whole(1, 24 * 365).default(24),
  /** How long a create's Idempotency-Key replays its answer, in hours. */
  IDEMPOTENCY_KEY_HOURS: whole(1, 24 * 30).default(24),
  /** Expired or revoked sessions and used or expired e-mail tokens are kept this many days. */
  RETENTION_EXPIRED_DAYS: whole(1, 3650).default(7),
  /** Sent or failed mail, in days. */
  RETENTION_MAIL_DAYS: whole(1, 3650).default(30),
  /**
   * Workers per job lane in this process, e.g. `booking=2,sync=1,bulk=1,messages=1` (the default);
   * a lane left out keeps its default, `bulk=0` leaves imports to other processes.
   */
  JOB_LANES: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const out: Partial<Record<JobLane, number>> = {};
      for (const part of (v ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        const [lane, n] = part.split('=').map((x) => x.trim());
        if (!JOB_LANES.includes(lane as JobLane) || !/^\d{1,2}$/.test(n ?? '')) {
          ctx.addIssue({
            code: 'custom',
            message: `JOB_LANES: "${part}" is not lane=workers with a lane among ${JOB_LANES.join(', ')}`,
          });
          return z.NEVER;
        }
        out[lane as JobLane] = Number(n);
      }
      return out;
    }),
  /** How often an idle worker looks for jobs. */
  JOB_POLL_MS: whole(50, 60_000).default(1000),
  /** How long one step of the sandbox courier takes (booked → picked up → … → delivered). */
  SANDBOX_STEP_SECONDS: whole(1, 86_400).default(60),
  /** How long a booking that failed ambiguously waits before looking itself up at the courier. */
  SAUDA_LOOKUP_DELAY_MS: whole(0, 600_000).default(15_000),
  /**
   * Courier API hosts to use instead of the built-in production/staging ones, as JSON
   * (`{"postex":"http://127.0.0.1:9000"}`): for test rigs and benchmarks, set by the operator.
   */
  COURIER_BASE_URLS: z
    .string()
    .transform((s, ctx) => {
      try {
        const v = JSON.parse(s) as unknown;
        if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, string>;
      } catch {
        // reported below
      }
      ctx.addIssue({ code: 'custom', message: 'COURIER_BASE_URLS must be a JSON object of courier → URL' });
      return z.NEVER;
    })
    .optional(),
  /** Requests per minute per client IP on the public auth endpoints. */
  AUTH_RATE_LIMIT_PER_MINUTE: whole(1, 100000).default(30),
  /** New accounts per hour per client IP (sign-up answers whether an address is taken). */
  /** Caps on e-mail Sauda sends to third parties (vendors) for an account, and to one address. */
  MAIL_PER_ACCOUNT_HOUR: whole(1, 100000).default(20),
  MAIL_PER_ACCOUNT_DAY: whole(1, 1000000).default(100),
  MAIL_PER_RECIPIENT_HOUR: whole(1, 100000).default(5),
  MAIL_PER_RECIPIENT_DAY: whole(1, 1000000).default(20),
  /** Wrong passwords from one client address (any e-mail) in 15 minutes before it must wait. */
  LOGIN_FAILURES_PER_CLIENT: whole(1, 1000000).default(30),
  SIGNUP_RATE_LIMIT_PER_HOUR: whole(1, 100000).default(10),
  /** Where `npm run backup` and the embedded database's daily backups go; default DATA_DIR/backups. */
  BACKUP_DIR: localPath.optional(),
  /** Daily backups of the embedded database kept (older ones are deleted); 0 turns them off. */
  BACKUPS_KEPT: whole(0, 3650).default(7),
  /** Hours between the embedded database's automatic backups. */
  BACKUP_EVERY_HOURS: whole(1, 24 * 30).default(24),
});

export type Env = z.infer<typeof envSchema>;

/** A setting Sauda cannot start with; its message is one line, shown without a stack trace. */
export class EnvError extends Error {}

/** `Invalid setting PORT: expected …`: each bad setting once, named, on one line (no values: some are secrets). */
function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const byKey = new Map<string, string>();
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'configuration';
    // Messages written as "DATABASE_URL must …" or "JOB_LANES: …" name their setting already.
    const message = issue.message.replace(new RegExp(`^${key}:? `), '');
    if (!byKey.has(key)) byKey.set(key, `${key}: ${message}`);
  }
  const named = [...byKey.values()];
  return `Invalid setting${named.length > 1 ? 's' : ''} ${named.join('; ')}`;
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) throw new EnvError(describeIssues(result.error.issues));
  // Every link Sauda sends is built from PUBLIC_URL, never from a request's Host header (issue 11 §3).
  if (result.data.NODE_ENV === 'production' && !result.data.PUBLIC_URL) {
    throw new EnvError(
      'Invalid setting PUBLIC_URL: required in production: the address sellers and buyers open (https://…), used for every link Sauda sends',
    );
  }
  return result.data;
}

/**
 * The address for links Sauda hands out (e-mails, confirmation and tracking links, images): the
 * configured PUBLIC_URL, else in development the address the server listens on. Never the request's
 * Host header, which the sender controls.
 */
export function linkBase(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>, listening?: string): string {
  return (env.PUBLIC_URL ?? listening ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}
