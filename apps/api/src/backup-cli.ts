import fs from 'node:fs';
import path from 'node:path';
import { EnvError, parseEnv } from './config/env.ts';
import { BackupError, restoreBackup, type BackupResult } from './db/backup.ts';
import { NewerDatabaseError, openPglite, openPostgres, type Database } from './db/client.ts';
import { askServer, controlSocketPath, filesDirOf, takeBackup } from './ops/backups.ts';

/**
 * `npm run backup [-- FILE]` and `npm run restore -- FILE [--force]` (docs/operations.md, "Back up
 * and restore"). On PostgreSQL both connect with DATABASE_URL. On the embedded database a running
 * server takes the backup itself (it alone may open the data folder; asked on its control socket),
 * and a restore refuses while one runs.
 */
const [command, ...rest] = process.argv.slice(2);
// `npm run restore FILE --force` hands --force to npm, which passes it on as npm_config_force.
const force = rest.includes('--force') || process.env.npm_config_force === 'true';
const file = rest.find((a) => !a.startsWith('--'));

/** A path under the working directory as typed there (data/backups/…), any other in full. */
const shown = (file: string) => {
  const rel = path.relative(process.cwd(), file);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : file;
};
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
const say = (r: BackupResult) =>
  console.log(
    `Backup written: ${shown(r.file)} (${mb(r.bytes)}; ${r.tables} tables, ${r.rows} rows, ${r.files} files) in ${(r.ms / 1000).toFixed(1)} s`,
  );

async function running(dataDir: string): Promise<boolean> {
  return askServer(controlSocketPath(dataDir), { op: 'ping' }).then(
    (a) => a.ok,
    () => false,
  );
}

async function open(env: ReturnType<typeof parseEnv>): Promise<Database> {
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL, 2) : openPglite(env.DATA_DIR);
}

async function backup() {
  const env = parseEnv();
  const target = file ? path.resolve(file) : undefined;
  if (!env.DATABASE_URL && (await running(env.DATA_DIR))) {
    console.log(`Sauda is running on ${env.DATA_DIR}: asking it to take the backup…`);
    const answer = await askServer(controlSocketPath(env.DATA_DIR), { op: 'backup', file: target });
    if (!answer.ok) throw new BackupError(`The backup failed: ${answer.error}`);
    return say(answer.result!);
  }
  if (!env.DATABASE_URL && !fs.existsSync(path.join(env.DATA_DIR, 'PG_VERSION')))
    throw new BackupError(
      `No embedded database in ${env.DATA_DIR} (set DATA_DIR, or DATABASE_URL for PostgreSQL)`,
    );
  const database = await open(env);
  try {
    say(await takeBackup(database, env, { file: target }));
  } finally {
    await database.close();
  }
}

async function restore() {
  if (!file) throw new BackupError('Which backup? npm run restore -- FILE [--force]');
  const env = parseEnv();
  if (!env.DATABASE_URL && (await running(env.DATA_DIR)))
    throw new BackupError(`Sauda is running on ${env.DATA_DIR}: stop it, then restore.`);
  const database = await open(env);
  try {
    const r = await restoreBackup(database, {
      file: path.resolve(file),
      filesDir: filesDirOf(env),
      dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR,
      force,
    });
    console.log(
      `Restored the backup of ${r.takenAt}: ${r.tables} tables, ${r.rows} rows, ${r.files} files in ${(r.ms / 1000).toFixed(1)} s` +
        (r.migratedAfter ? `; ${r.migratedAfter} newer migrations applied` : ''),
    );
    if (r.secretsKey === 'in-backup-not-used')
      console.log(
        "The backup holds the embedded database's credential key (secrets.key): to use its stored courier and WhatsApp credentials on PostgreSQL, set SECRETS_KEY to that file's contents (tar xzf BACKUP secrets.key).",
      );
  } finally {
    await database.close();
  }
}

try {
  if (command === 'backup') await backup();
  else if (command === 'restore') await restore();
  else throw new BackupError('usage: backup-cli.ts backup [FILE] | restore FILE [--force]');
} catch (err) {
  if (err instanceof BackupError || err instanceof EnvError || err instanceof NewerDatabaseError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
