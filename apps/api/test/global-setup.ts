import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_EXTENSIONS, migrateDatabase, openPglite, openPostgres } from '../src/db/client.ts';
import { PGLITE_TEMPLATE, PG_TEMPLATE_DB, adminUrl, directUrl } from './helpers/paths.ts';

/** Migrates one template database per run; each test file clones it (docs/architecture.md, "Testing"). */
export async function setupTemplate(kind: 'pglite' | 'postgres') {
  if (kind === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('the api-postgres project needs DATABASE_URL');
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE_DB}`);
    // Migrated directly: through a pooler its server connection would stay open and keep every
    // test file from copying the template.
    const database = openPostgres(directUrl(url, PG_TEMPLATE_DB), 2);
    await migrateDatabase(database);
    await database.close();
    // Drop leftovers of earlier runs that were killed before their teardown.
    const stale = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'sauda\\_t\\_%'`,
    );
    for (const row of stale.rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    await admin.end();
    return;
  }
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const database = await openPglite(client);
  await migrateDatabase(database);
  const dump = await client.dumpDataDir('none');
  fs.mkdirSync(path.dirname(PGLITE_TEMPLATE), { recursive: true });
  fs.writeFileSync(PGLITE_TEMPLATE, Buffer.from(await dump.arrayBuffer()));
  await client.close();
}
