import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
export const PGLITE_TEMPLATE = path.join(REPO_ROOT, '.tmp', 'pglite-template.tar');
export const PG_TEMPLATE_DB = 'sauda_test_template';

/** The same server, database `postgres`: for CREATE/DROP DATABASE. */
export function adminUrl(url: string): string {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}
