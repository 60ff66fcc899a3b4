import { EnvError, linkBase, parseEnv } from './config/env.ts';
import { NewerDatabaseError, migrateDatabase, openPglite, openPostgres, type Database } from './db/client.ts';
import { NotTheDemo, resetDemo } from './db/demo/demo-reset.ts';
import { DEMO_LOGIN } from './db/seed-demo.ts';
import { Secrets } from './lib/secrets.ts';

/**
 * `npm run demo:reset`: the demo seller back as she was on first start, on the database in use
 * (DATA_DIR's embedded database, or DATABASE_URL). Stop `npm start` first on the embedded
 * database (one process may open it at a time).
 */
async function main() {
  const env = parseEnv();
  const database: Database = env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL, env.DATABASE_POOL_MAX, undefined, {
        prepared: env.DATABASE_PREPARED_STATEMENTS,
      })
    : await openPglite(env.DATA_DIR);
  const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${env.DATA_DIR}`;
  try {
    await migrateDatabase(database);
    console.log(`Resetting the demo account on ${where}…`);
    const { removed, report } = await resetDemo(database.db, {
      secrets: Secrets.fromEnv(env),
      appUrl: linkBase(env),
      sandboxStepMs: env.SANDBOX_STEP_SECONDS * 1000,
      filesDir: env.FILES_DIR,
    });
    console.log(
      `${removed ? 'Deleted the demo account and its data, then seeded' : 'No demo account yet: seeded'} it again: ` +
        `${report.orders} orders over 60 days in ${(report.ms / 1000).toFixed(1)} s.\n` +
        `Sign in as ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  // A bad setting or a newer database: one line, no stack trace (docs/operations.md, "Upgrades").
  if (err instanceof EnvError || err instanceof NewerDatabaseError) console.error(err.message);
  else if (err instanceof NotTheDemo)
    console.error(`Refusing to reset: ${err.message}. Nothing was changed.`);
  else console.error(err);
  process.exit(1);
});
