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
  public_handles:
    'a public link (tracking, confirmation, product, shop) is opened without an account: it names the account, and keeps each link unique across sellers',
};

/**
 * Queues kept on the coordinator (Citus local tables): workers claim the next job or e-mail of any
 * seller with `FOR UPDATE SKIP LOCKED`, which Citus runs only on one node. Their rows are work in
 * flight, not a seller's records, and they refer to shared tables only.
 */
export const COORDINATOR_TABLES: Record<string, string> = {
  jobs: 'background work of every seller, claimed in order across sellers by any worker',
  outbox_emails: 'mail of every seller and of the system (no account), sent in order by the mail lane',
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
 * Statements that cross sellers by design, with why (maintenance sweeps, the courier poll scheduler,
 * a person's sign-ins across the sellers they work for), by shape (`statementKey`), in
 * `tenancy-known-statements.json`: on a distributed database each goes to every node, which is
 * right for them and rare. Any other statement on a seller table that does not name its account
 * fails its test file, naming the statement; never add one to route around the rule.
 */
export const KNOWN_STATEMENTS = new Set<string>(
  Object.keys(
    JSON.parse(
      fs.readFileSync(new URL('./tenancy-known-statements.json', import.meta.url), 'utf8'),
    ) as Record<string, string>,
  ),
);

/**
 * True when a statement routes to one seller: it filters by `account_id` against a value (`= $1`,
 * `IN ($1, …)`, `= ANY($1)`, a literal id) or inserts it. Naming the column elsewhere is not enough:
 * `select "account_id", … where "id" = $1` reads every node.
 */
export function namesAccount(sql: string): boolean {
  if (/\baccount_id"?\s*(=|in\b)\s*(any\s*\()?\s*\(?\s*(\$\d|'[0-9a-f-]{36}')/i.test(sql)) return true;
  for (const m of sql.matchAll(/insert\s+into\s+"?\w+"?\s*\(([^)]*)\)/gi))
    if (/\baccount_id\b/.test(m[1]!)) return true;
  return false;
}

/**
 * The seller tables a statement joins without `account_id` in the join's condition (nor a filter of
 * their own on it): colocated tables join on the distribution column (rule 3), or Citus cannot keep
 * the join on one node.
 */
export function joinsWithoutAccount(sql: string, distributed: Set<string>): string[] {
  const out: string[] = [];
  const join =
    /\bjoin\s+(?:lateral\s+)?"?(\w+)"?(?:\s+(?:as\s+)?"?\w+"?)?\s+on\s+([\s\S]*?)(?=\b(?:inner\s+|left\s+|right\s+|full\s+|cross\s+)?join\b|\bwhere\b|\border\s+by\b|\bgroup\s+by\b|\blimit\b|\bunion\b|$)/gi;
  for (const m of sql.matchAll(join)) {
    const table = m[1]!;
    if (!distributed.has(table) || /\baccount_id\b/.test(m[2]!)) continue;
    // Joined on its id, but filtered by the account itself in the WHERE: routed all the same.
    const filtered = new RegExp(`"${table}"\\."account_id"\\s*(=|in\\b)\\s*\\(?\\s*\\$\\d`, 'i');
    if (!filtered.test(sql)) out.push(table);
  }
  return out;
}

/**
 * Watches the statements one test file's app sends (PostgreSQL leg): a statement on a distributed
 * table that neither filters by nor inserts `account_id` (`namesAccount`), or that joins a seller
 * table without it (`joinsWithoutAccount`), is a breach of rule 5 (Citus would send it to every
 * node). `SAUDA_TENANCY_DUMP=<file>` appends the shape of every breach found (known or
 * not) to the file, one JSON string per line (`sort -u` gives the list).
 */
export class StatementWatch {
  private readonly pattern: RegExp | null;
  private readonly distributed: Set<string>;
  readonly breaches = new Set<string>();

  constructor(tables: string[]) {
    const distributed = tables.filter(
      (t) => t !== ROOT && !(t in REFERENCE_TABLES) && !(t in COORDINATOR_TABLES),
    );
    this.distributed = new Set(distributed);
    this.pattern = distributed.length ? new RegExp(`\\b(${distributed.join('|')})\\b`) : null;
  }

  see(sql: string) {
    if (!this.pattern?.test(sql)) return;
    if (namesAccount(sql) && joinsWithoutAccount(sql, this.distributed).length === 0) return;
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
