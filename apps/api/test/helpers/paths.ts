import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
export const PGLITE_TEMPLATE = path.join(REPO_ROOT, '.tmp', 'pglite-template.tar');
export const PG_TEMPLATE_DB = 'sauda_test_template';

/**
 * The same server, database `postgres`: for CREATE/DROP DATABASE. `DATABASE_ADMIN_URL` names a
 * direct connection when `DATABASE_URL` goes through a transaction pooler (CI runs the PostgreSQL
 * leg through PgBouncer): a pooler keeps server connections open to the databases it served, and
 * PostgreSQL copies a template only while nobody is connected to it.
 */
export function adminUrl(url: string): string {
  const u = new URL(process.env.DATABASE_ADMIN_URL || url);
  u.pathname = '/postgres';
  return u.toString();
}

/** A database of the same server reached directly (not through the pooler): the template's. */
export function directUrl(url: string, database: string): string {
  const u = new URL(process.env.DATABASE_ADMIN_URL || url);
  u.pathname = `/${database}`;
  return u.toString();
}
