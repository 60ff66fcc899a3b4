import { EnvError, linkBase, parseEnv } from './config/env.ts';
import {
  NewerDatabaseError,
  migrateDatabase,
  openPglite,
  openPostgres,
  watchSlowStatements,
  type Database,
} from './db/client.ts';
import { DEMO_LOGIN, seedDemoIfEmpty } from './db/seed-demo.ts';
import { buildApp } from './app.ts';
import { createJobRunner, jobDepsFromEnv } from './jobs/handlers.ts';
import { Secrets } from './lib/secrets.ts';
import { Maintenance, checkpoint, retentionFromEnv, vacuumDue } from './jobs/maintenance.ts';
import {
  AlreadyRunningError,
  backupDue,
  refuseIfRunning,
  serveControlSocket,
  takeBackup,
} from './ops/backups.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const env = parseEnv();
  // Two servers on one embedded database would both write it: the second stops here.
  if (!env.DATABASE_URL) await refuseIfRunning(env.DATA_DIR);
  const database: Database = env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL, env.DATABASE_POOL_MAX, undefined, {
        prepared: env.DATABASE_PREPARED_STATEMENTS,
      })
    : await openPglite(env.DATA_DIR);
  await migrateDatabase(database);
  // The embedded database is this process's alone: `npm run backup` asks it on this socket.
  const closeControl =
    database.kind === 'pglite' ? await serveControlSocket(database, env, { warn: console.warn }) : null;
  const seedDemo = env.SEED_DEMO ?? !env.DATABASE_URL;
  const secrets = Secrets.fromEnv(env);
  // The demo seller exists before the server listens; her sixty days are played in the background
  // (a minute or two on first start), and jobs start once they are in (db/seed-demo.ts).
  const stopSeeding = new AbortController();
  const seeding = seedDemo
    ? await seedDemoIfEmpty(database.db, {
        signal: stopSeeding.signal,
        secrets,
        appUrl: linkBase(env),
        sandboxStepMs: env.SANDBOX_STEP_SECONDS * 1000,
        filesDir: env.FILES_DIR,
        background: true,
      })
    : null;
  const seeded = seeding !== null;
  // Before serving: statistics for the planner and a clean log, so the first in-service vacuum
  // and checkpoint of the embedded database are small (jobs/maintenance.ts).
  if (database.kind === 'pglite') {
    await vacuumDue(database.db);
    await checkpoint(database.db);
  }

  let runner: ReturnType<typeof createJobRunner> | null = null;
  let closing = false;
  const listening: { url?: string } = {};
  const app = await buildApp({
    env,
    database,
    secrets,
    onJobQueued: (type) => runner?.kick(type),
    listeningUrl: () => listening.url,
  });
  if (env.RUN_JOBS) {
    runner = createJobRunner(database.db, jobDepsFromEnv(env, secrets), {
      log: app.log,
      leaseMs: env.JOB_LEASE_SECONDS * 1000,
      pollMs: env.JOB_POLL_MS,
      lanes: env.JOB_LANES,
    });
  }
  const startJobs = () => {
    if (!closing) runner?.start();
  };
  if (seeding) {
    seeding.history.then(
      (r) => {
        console.log(
          `  Demo account ready: ${r.orders} orders over 60 days, seeded in ${(r.ms / 1000).toFixed(1)} s`,
        );
        startJobs();
      },
      (err: unknown) => {
        if (!closing) app.log.error({ err }, 'demo history could not be seeded');
        startJobs();
      },
    );
  } else startJobs();
  // Retention and, on the embedded database, vacuum: wherever jobs run.
  const maintenance = env.RUN_JOBS
    ? new Maintenance(database, {
        policy: retentionFromEnv(env),
        log: app.log,
        // Daily backups of the embedded database, the last BACKUPS_KEPT kept (docs/operations.md).
        backup:
          database.kind === 'pglite' && env.BACKUPS_KEPT > 0
            ? { due: () => backupDue(env), take: () => takeBackup(database, env, { keep: env.BACKUPS_KEPT }) }
            : undefined,
      })
    : null;
  maintenance?.start();
  // A statement that holds the embedded database's one thread long enough to delay requests.
  if (database.kind === 'pglite')
    watchSlowStatements((s) => app.log.warn(s, 'embedded statement held the thread'));
  const retry = setInterval(
    () =>
      void app.mailer.retryPending(database.db).catch((err) => app.log.warn({ err }, 'outbox retry failed')),
    60_000,
  );
  retry.unref();

  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    clearInterval(retry);
    try {
      await app.close();
      // A first start's demo history stops between two steps (`npm run demo:reset` completes it).
      stopSeeding.abort();
      await seeding?.history.catch(() => {});
      await runner?.stop();
      await maintenance?.stop();
      await closeControl?.();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  listening.url = `http://localhost:${port}`;
  const url = env.PUBLIC_URL ?? listening.url;
  const where =
    database.kind === 'pglite'
      ? `embedded PGlite in ${env.DATA_DIR}`
      : `PostgreSQL (DATABASE_URL), prepared statements ${env.DATABASE_PREPARED_STATEMENTS ? 'on' : 'off'}`;
  const lines = [`\n  Sauda is running at ${url}`, `  Database: ${where}`, `  API docs: ${url}/api/docs`];
  if (!env.PUBLIC_URL)
    lines.push(`  Links in e-mails and messages use ${url}: set PUBLIC_URL to the address people open`);
  if (seedDemo) {
    lines.push(
      `  Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}${seeded ? ' (just created; its 60 days of orders arrive in a minute or two)' : ''}`,
    );
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((err: unknown) => {
  // A bad setting or a newer database: one line, no stack trace (docs/operations.md, "Upgrades").
  if (err instanceof EnvError || err instanceof NewerDatabaseError || err instanceof AlreadyRunningError)
    console.error(err.message);
  else console.error(err);
  process.exit(1);
});
