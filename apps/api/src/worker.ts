import pino from 'pino';
import { EnvError, parseEnv } from './config/env.ts';
import { NewerDatabaseError, migrateDatabase, openPglite, openPostgres, type Database } from './db/client.ts';
import { createJobRunner, jobDepsFromEnv } from './jobs/handlers.ts';
import { Secrets } from './lib/secrets.ts';
import { setTransactionLogger } from './db/tx.ts';
import { Maintenance, retentionFromEnv } from './jobs/maintenance.ts';

/** `npm run worker`: runs background jobs only (any number of these next to the web instances). */
async function main() {
  const env = parseEnv();
  const log = pino({ level: env.LOG_LEVEL });
  setTransactionLogger(log);
  if (!env.DATABASE_URL) {
    log.warn(
      'no DATABASE_URL: the embedded database can be opened by one process only; run jobs inside `npm start` instead',
    );
  }
  const database: Database = env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL, env.DATABASE_POOL_MAX, undefined, {
        prepared: env.DATABASE_PREPARED_STATEMENTS,
      })
    : await openPglite(env.DATA_DIR);
  await migrateDatabase(database);
  const runner = createJobRunner(database.db, jobDepsFromEnv(env, Secrets.fromEnv(env)), {
    log,
    leaseMs: env.JOB_LEASE_SECONDS * 1000,
    pollMs: env.JOB_POLL_MS,
    lanes: env.JOB_LANES,
  });
  runner.start();
  const maintenance = new Maintenance(database, { policy: retentionFromEnv(env), log });
  maintenance.start();
  log.info('worker started');
  const stop = async () => {
    await runner.stop();
    await maintenance.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((err: unknown) => {
  // A bad setting or a newer database: one line, no stack trace (docs/operations.md, "Upgrades").
  console.error(err instanceof EnvError || err instanceof NewerDatabaseError ? err.message : err);
  process.exit(1);
});
