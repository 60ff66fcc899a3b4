/**
 * Issue 28 §2: the multi-tenant rules of Citus (docs/scaling.md, "The rules"), shared by the schema
 * check (`test/db/schema-tenancy.test.ts`) and the statement check below.
 */
import fs from 'node:fs';

/** Shared by every seller (Citus reference tables); every other table is distributed by account. */
export const REFERENCE_TABLES: Record<string, string> = {
  users: 'a person may belong to several sellers (memberships); signed in before any account is chosen',
  auth_tokens: 'e-mail verification and password reset belong to a user, before any account',
  login_attempts: 'counted per e-mail and client address, before anyone is known',
  rate_limits: 'counters per client address and route, across sellers',
  notification_prefs: 'a user’s own e-mail choices, across the sellers they work for',
};

/** The distribution root: its `id` is every other table's `account_id`. */
export const ROOT = 'accounts';

/**
 * A statement's shape, the key of `KNOWN_STATEMENTS`: whitespace folded, a parameter or a list of
 * them as `$…`, and repeated rows as one, so the same statement with
 * more or fewer values is the same key.
 */
export const statementKey = (sql: string) =>
  sql
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\$\d+(, \$\d+)*/g, '$…')
    .replace(/(\([^()]*\))(, \1)+/g, '$1');

/**
 * Statements the API suite sends to seller tables without naming `account_id`, from before the
 * rule (issue 28 §2: each is to be given the account, or to resolve it first), by shape
 * (`statementKey`), in `tenancy-known-statements.json`. A statement not in it fails its test file,
 * naming the statement; strike entries off as they are fixed, never add new ones.
 */
export const KNOWN_STATEMENTS = new Set<string>(
  JSON.parse(
    fs.readFileSync(new URL('./tenancy-known-statements.json', import.meta.url), 'utf8'),
  ) as string[],
);

/**
 * Watches the statements one test file's app sends (PostgreSQL leg): a statement on a distributed
 * table that neither filters by nor inserts `account_id` is a breach of rule 5 (Citus would send
 * it to every node). `SAUDA_TENANCY_DUMP=<file>` appends the shape of every breach found (known or
 * not) to the file, one JSON string per line (`sort -u` gives the list).
 */
export class StatementWatch {
  private readonly pattern: RegExp | null;
  readonly breaches = new Set<string>();

  constructor(tables: string[]) {
    const distributed = tables.filter((t) => t !== ROOT && !(t in REFERENCE_TABLES));
    this.pattern = distributed.length ? new RegExp(`\\b(${distributed.join('|')})\\b`) : null;
  }

  see(sql: string) {
    if (!this.pattern?.test(sql) || /\baccount_id\b/.test(sql)) return;
    const key = statementKey(sql);
    if (process.env.SAUDA_TENANCY_DUMP)
      fs.appendFileSync(process.env.SAUDA_TENANCY_DUMP, `${JSON.stringify(key)}\n`);
    if (!KNOWN_STATEMENTS.has(key)) this.breaches.add(key);
  }

  /** Throws, naming each statement, when any breach is not a known one. */
  check() {
    if (this.breaches.size === 0) return;
    throw new Error(
      `Statements on seller tables without account_id (docs/scaling.md, rule 5):\n${[...this.breaches]
        .map((s) => `  - ${s.slice(0, 300)}`)
        .join('\n')}`,
    );
  }
}
