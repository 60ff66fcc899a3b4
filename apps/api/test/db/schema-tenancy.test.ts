/**
 * Issue 28 §2: a schema Citus can distribute by account — the schema check. It reads PostgreSQL's
 * catalogue after the migrations (the same on PGlite, which is PostgreSQL) and applies Citus's
 * documented rules for multi-tenant tables (docs/scaling.md, "The rules", from Citus's documentation):
 * - a distributed table carries the distribution column `account_id`;
 * - its primary key and every unique index include it ("Citus cannot enforce uniqueness
 *   constraints unless a unique index or primary key contains the distribution column");
 * - a foreign key to another distributed table includes it on both sides (colocated tables join
 *   and reference each other only on the distribution column).
 * Tables shared by all sellers are reference tables, named in `REFERENCE_TABLES` with why.
 *
 * Tables kept on the coordinator (the job and mail queues, `COORDINATOR_TABLES`) refer to shared
 * tables only. Migration 0017 brought the schema under the rules (it had 99 breaches before); any
 * breach fails, naming the table and the constraint, so every table a future module adds follows them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/db.ts';
import {
  COORDINATOR_TABLES,
  KNOWN_STATEMENTS,
  REFERENCE_TABLES,
  ROOT,
  StatementWatch,
  statementKey,
} from '../helpers/tenancy.ts';

interface Table {
  name: string;
  columns: Set<string>;
}

async function catalogue(db: TestDatabase) {
  const tables = await db.sql<{ name: string; columns: string[] }>(
    `SELECT c.relname AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
      GROUP BY c.relname ORDER BY c.relname`,
  );
  const uniques = await db.sql<{ table: string; index: string; primary: boolean; columns: string[] }>(
    `SELECT t.relname AS table, i.relname AS index, x.indisprimary AS primary,
            array(SELECT a.attname::text FROM unnest(x.indkey) WITH ORDINALITY k(n, i) JOIN pg_attribute a
                    ON a.attrelid = t.oid AND a.attnum = k.n ORDER BY k.i) AS columns
       FROM pg_index x
       JOIN pg_class t ON t.oid = x.indrelid
       JOIN pg_class i ON i.oid = x.indexrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = 'public' AND (x.indisunique OR x.indisprimary)
      ORDER BY 1, 2`,
  );
  const foreign = await db.sql<{
    table: string;
    name: string;
    target: string;
    columns: string[];
    targets: string[];
  }>(
    `SELECT t.relname AS table, k.conname AS name, r.relname AS target,
            array(SELECT a.attname::text FROM unnest(k.conkey) WITH ORDINALITY c(n, i) JOIN pg_attribute a
                    ON a.attrelid = k.conrelid AND a.attnum = c.n ORDER BY c.i) AS columns,
            array(SELECT a.attname::text FROM unnest(k.confkey) WITH ORDINALITY c(n, i) JOIN pg_attribute a
                    ON a.attrelid = k.confrelid AND a.attnum = c.n ORDER BY c.i) AS targets
       FROM pg_constraint k
       JOIN pg_class t ON t.oid = k.conrelid
       JOIN pg_class r ON r.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = 'public' AND k.contype = 'f'
      ORDER BY 1, 2`,
  );
  return {
    tables: tables.map((t): Table => ({ name: t.name, columns: new Set(t.columns) })),
    uniques,
    foreign,
  };
}

/** Every breach of the rules, one line each, naming the table and the constraint or index. */
export async function tenancyBreaches(db: TestDatabase): Promise<string[]> {
  const { tables, uniques, foreign } = await catalogue(db);
  const distributed = new Set(
    tables
      .map((t) => t.name)
      .filter((n) => n !== ROOT && !(n in REFERENCE_TABLES) && !(n in COORDINATOR_TABLES)),
  );
  const out: string[] = [];
  for (const t of tables)
    if (distributed.has(t.name) && !t.columns.has('account_id'))
      out.push(`${t.name}: no account_id column (a seller's rows must carry the distribution column)`);
  for (const u of uniques) {
    if (!distributed.has(u.table) || u.columns.includes('account_id')) continue;
    out.push(
      `${u.table}: ${u.primary ? 'primary key' : `unique index ${u.index}`} (${u.columns.join(', ')}) without account_id`,
    );
  }
  for (const f of foreign) {
    if (f.table in COORDINATOR_TABLES) {
      // A table kept on the coordinator may refer to shared tables only (Citus local tables).
      if (f.target === ROOT || distributed.has(f.target))
        out.push(`${f.table}: foreign key ${f.name} → ${f.target}, a seller table, from a coordinator table`);
      continue;
    }
    if (!distributed.has(f.table)) continue;
    if (f.target === ROOT) {
      // To the root: on the distribution column itself (account_id → accounts.id).
      if (!(f.columns.length === 1 && f.columns[0] === 'account_id'))
        out.push(`${f.table}: foreign key ${f.name} (${f.columns.join(', ')}) → accounts not on account_id`);
      continue;
    }
    if (!distributed.has(f.target)) continue; // to a reference table: allowed
    const i = f.columns.indexOf('account_id');
    if (i < 0 || f.targets[i] !== 'account_id')
      out.push(
        `${f.table}: foreign key ${f.name} (${f.columns.join(', ')}) → ${f.target} (${f.targets.join(', ')}) without account_id on both sides`,
      );
  }
  return out;
}

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

describe('a schema Citus can distribute by account (issue 28 §2)', () => {
  it('has no breach of the rules', async () => {
    expect(await tenancyBreaches(db), 'breaches of the multi-tenant rules (docs/scaling.md)').toEqual([]);
  });

  it('names every reference table that exists, and finds a breach it is shown', async () => {
    const names = (await catalogue(db)).tables.map((t) => t.name);
    for (const r of [...Object.keys(REFERENCE_TABLES), ...Object.keys(COORDINATOR_TABLES)])
      expect(names).toContain(r);
    // The check itself: a seller table without account_id, with a unique index without it, and a
    // foreign key to a seller table without it, is three breaches.
    await db.sql(
      `CREATE TABLE tenancy_probe (id uuid PRIMARY KEY, owner uuid, order_id uuid, code text,
                                   FOREIGN KEY (owner, order_id) REFERENCES orders (account_id, id))`,
    );
    try {
      const probe = (await tenancyBreaches(db)).filter((b) => b.startsWith('tenancy_probe:'));
      expect(probe).toHaveLength(3);
    } finally {
      await db.sql('DROP TABLE tenancy_probe');
    }
  });
});

describe('every statement names the account (rule 5; the PostgreSQL leg watches them all)', () => {
  it('flags a statement on a seller table without account_id, and not one that names it or a shared table', () => {
    const watch = new StatementWatch(['accounts', 'users', 'orders', 'order_items', 'tenancy_probe']);
    watch.see('select "id" from "tenancy_probe" where "tenancy_probe"."id" = $1');
    watch.see('select "id" from "orders" where ("orders"."account_id" = $1 and "orders"."id" = $2)');
    watch.see('select "email" from "users" where "users"."id" = $1');
    watch.see('select "name" from "accounts" where "accounts"."id" = $1');
    // Naming the column is not filtering by it: this reads every node.
    watch.see('select "id", "account_id" from "orders" where "orders"."id" = $1');
    watch.see('insert into "order_items" ("id", "account_id", "order_id") values ($1, $2, $3)');
    watch.see('update "orders" set "status" = $1 where "orders"."account_id" in ($2, $3)');
    watch.see(
      `select 1 from orders o join order_items i on i.account_id = o.account_id where o.account_id = '${'0'.repeat(8)}-0000-4000-8000-000000000000'`,
    );
    // Filtered by the account, but a seller table joined on its id alone: not one node's join.
    watch.see(
      'select "orders"."id" from "orders" inner join "order_items" on "order_items"."order_id" = "orders"."id" where "orders"."account_id" = $1',
    );
    watch.see(
      'select "orders"."id" from "orders" inner join "order_items" on ("order_items"."account_id" = "orders"."account_id" and "order_items"."order_id" = "orders"."id") left join "users" on "users"."id" = "orders"."created_by" where "orders"."account_id" = $1',
    );
    // Joined on its id but filtered by the account in the WHERE: routed.
    watch.see(
      'select "users"."id" from "users" inner join "order_items" on "order_items"."order_id" = "users"."id" where ("users"."id" = $1 and "order_items"."account_id" = $2)',
    );
    expect([...watch.breaches]).toEqual([
      'select "id" from "tenancy_probe" where "tenancy_probe"."id" = $…',
      'select "id", "account_id" from "orders" where "orders"."id" = $…',
      'select "orders"."id" from "orders" inner join "order_items" on "order_items"."order_id" = "orders"."id" where "orders"."account_id" = $…',
    ]);
    expect(() => watch.check()).toThrow(/without account_id[\s\S]*tenancy_probe/);
  });

  it('keys a statement by its shape, whatever the number of values', () => {
    expect(statementKey('select 1 from "t" where "id" in ($1, $2, $3)')).toBe(
      statementKey('select 1 from "t" where "id" in ($7)'),
    );
    expect(statementKey('insert into "t" ("a", "b") values ($1, $2), ($3, $4)')).toBe(
      statementKey('insert into "t" ("a", "b") values ($1, $2)'),
    );
    // The known list holds shapes only, each once.
    for (const k of KNOWN_STATEMENTS) expect(statementKey(k)).toBe(k);
  });
});
