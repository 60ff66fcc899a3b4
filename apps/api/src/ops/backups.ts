import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Env } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { backupFileName, listBackups, pruneBackups, writeBackup, type BackupResult } from '../db/backup.ts';

/**
 * Where backups go and what they hold, from the settings (docs/operations.md, "Back up and
 * restore"), and the embedded database's control socket: only the process that opened the
 * embedded database may read it, so `npm run backup` asks the running server to take the backup.
 */
export type BackupEnv = Pick<
  Env,
  | 'DATA_DIR'
  | 'FILES_DIR'
  | 'DATABASE_URL'
  | 'SECRETS_KEY'
  | 'BACKUP_DIR'
  | 'BACKUPS_KEPT'
  | 'BACKUP_EVERY_HOURS'
>;

export const backupDir = (env: BackupEnv) => env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups');
export const filesDirOf = (env: Pick<Env, 'DATA_DIR' | 'FILES_DIR'>) =>
  env.FILES_DIR ?? path.join(env.DATA_DIR, 'files');
/** The embedded database's credential key (lib/secrets.ts), which a backup must carry to be usable. */
const secretsKeyFile = (env: BackupEnv) =>
  env.DATABASE_URL || env.SECRETS_KEY ? undefined : path.join(env.DATA_DIR, 'secrets.key');

/** A backup now, named by the time, into `file` or the backup folder; older ones pruned to `keep`. */
export async function takeBackup(
  database: Database,
  env: BackupEnv,
  opts: { file?: string; keep?: number } = {},
): Promise<BackupResult> {
  const file = opts.file ?? path.join(backupDir(env), backupFileName(new Date()));
  const result = await writeBackup(database, {
    file,
    filesDir: filesDirOf(env),
    secretsKeyFile: secretsKeyFile(env),
  });
  if (opts.keep !== undefined && path.dirname(result.file) === path.resolve(backupDir(env)))
    await pruneBackups(backupDir(env), opts.keep);
  return result;
}

/** The automatic backup's state, for the Backups settings page. */
export async function backupStatus(database: Database, env: BackupEnv) {
  const automatic = database.kind === 'pglite' && env.BACKUPS_KEPT > 0;
  const kept = await listBackups(backupDir(env));
  const last = kept[0];
  return {
    database: database.kind === 'pglite' ? ('embedded' as const) : ('postgres' as const),
    automatic,
    everyHours: env.BACKUP_EVERY_HOURS,
    keep: env.BACKUPS_KEPT,
    count: kept.length,
    last: last ? { name: last.name, takenAt: last.at.toISOString(), bytes: last.bytes } : null,
    nextDueAt:
      automatic && last
        ? new Date(last.at.getTime() + env.BACKUP_EVERY_HOURS * 3_600_000).toISOString()
        : null,
  };
}

/** True when the newest backup in the folder is older than the interval (or there is none). */
export async function backupDue(env: BackupEnv, now = Date.now()): Promise<boolean> {
  const [last] = await listBackups(backupDir(env));
  return !last || now - last.at.getTime() >= env.BACKUP_EVERY_HOURS * 3_600_000;
}

/**
 * The control socket of the server that has the embedded database open: `DATA_DIR/sauda.sock`
 * (a Unix socket, readable by the user running Sauda only), or a name in the temporary folder
 * derived from DATA_DIR when that path is too long for a socket.
 */
export function controlSocketPath(dataDir: string): string {
  const inDir = path.join(dataDir, 'sauda.sock');
  if (Buffer.byteLength(inDir) <= 100) return inDir;
  const tag = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `sauda-${tag}.sock`);
}

type ControlRequest = { op: 'backup'; file?: string } | { op: 'ping' };
type ControlAnswer = { ok: true; result?: BackupResult } | { ok: false; error: string };

/** The embedded database is another server's already (its control socket answers). */
export class AlreadyRunningError extends Error {}

/**
 * Stops a second server on the same embedded database before it opens it; a socket file left by
 * a server that died is removed.
 */
export async function refuseIfRunning(dataDir: string): Promise<void> {
  const where = controlSocketPath(dataDir);
  if (!fs.existsSync(where)) return;
  if (
    await askServer(where, { op: 'ping' }).then(
      () => true,
      () => false,
    )
  )
    throw new AlreadyRunningError(
      `Sauda is already running on ${dataDir}: stop it first, or set another DATA_DIR.`,
    );
  fs.rmSync(where, { force: true });
}

/** Serves `npm run backup` for the embedded database; returns a function that closes it. */
export async function serveControlSocket(
  database: Database,
  env: BackupEnv,
  log: { warn: (o: object, msg: string) => void },
): Promise<() => Promise<void>> {
  const where = controlSocketPath(env.DATA_DIR);
  await refuseIfRunning(env.DATA_DIR);
  const server = net.createServer((socket) => {
    let input = '';
    let handled = false;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      if (handled) return;
      input += chunk;
      // One short JSON line per connection; anything else is not ours.
      if (input.length > 10_000) return void socket.destroy();
      if (!input.includes('\n')) return;
      handled = true;
      const reply = (a: ControlAnswer) => socket.end(JSON.stringify(a) + '\n');
      let request: ControlRequest;
      try {
        request = JSON.parse(input.slice(0, input.indexOf('\n'))) as ControlRequest;
      } catch {
        return reply({ ok: false, error: 'not a JSON request' });
      }
      if (request.op === 'ping') return reply({ ok: true });
      if (request.op === 'backup')
        return void takeBackup(database, env, {
          file: request.file ? path.resolve(request.file) : undefined,
          keep: request.file ? undefined : env.BACKUPS_KEPT || undefined,
        }).then(
          (result) => reply({ ok: true, result }),
          (err: unknown) => {
            log.warn({ err }, 'backup failed');
            reply({ ok: false, error: (err as Error).message });
          },
        );
      reply({ ok: false, error: 'unknown request' });
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(where, () => resolve());
  });
  fs.chmodSync(where, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      fs.rmSync(where, { force: true });
    });
}

/** One request to the server on the control socket; rejects with ENOENT/ECONNREFUSED when none runs. */
export function askServer(where: string, request: ControlRequest): Promise<ControlAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(where);
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(JSON.stringify(request) + '\n'));
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        resolve(JSON.parse(answer) as ControlAnswer);
      } catch {
        reject(new Error('the running server gave no answer'));
      }
    });
  });
}
