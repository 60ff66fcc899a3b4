/**
 * `npm run backup` and `npm run restore` as an operator of the embedded database uses them
 * (issue 22 §2; docs/operations.md, "Back up and restore"): the backup is taken by the running
 * server, asked on its control socket, while it keeps serving; a restore refuses while it runs,
 * restores into a new data folder, refuses a non-empty one unless --force, and the restored
 * server signs the seller in. A second server on the same data folder refuses to start.
 * Embedded database only: the PostgreSQL round trip is in demo.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS } from '../src/db/client.ts';
import { TEST_DB_KIND } from './helpers/db.ts';
import { PGLITE_TEMPLATE } from './helpers/paths.ts';
import { startSauda, stopSauda, type SaudaProcess } from './helpers/processes.ts';

const started: SaudaProcess[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const p of started) await stopSauda(p);
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** A data folder holding an empty, migrated database (the suite's template: migrating anew takes a minute on CI). */
async function migratedDataDir(dir: string) {
  const db = await PGlite.create(dir, {
    loadDataDir: new Blob([fs.readFileSync(PGLITE_TEMPLATE)]),
    extensions: PGLITE_EXTENSIONS,
  });
  await db.close();
}

const serverEnv = (dataDir: string) => ({
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
});

async function serve(cwd: string, dataDir: string) {
  const p = startSauda('server', serverEnv(dataDir), { cwd });
  started.push(p);
  const [, url] = await p.waitFor(/Sauda is running at (http:\/\/\S+)/, 120_000);
  return { p, api: `${url!.replace('localhost', '127.0.0.1')}/api/v1` };
}

async function cli(cwd: string, dataDir: string, args: string[], env: Record<string, string> = {}) {
  const p = startSauda('backup-cli', { DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env }, { cwd, args });
  const code = await p.exited;
  return { code, out: p.output() };
}

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(url).origin },
    body: JSON.stringify(body),
  });

const SELLER = {
  name: 'Sana Mir',
  email: 'sana@backup.test',
  password: 'Backup-password-2026',
  businessName: 'Sana Crafts',
};

describe.skipIf(TEST_DB_KIND !== 'pglite')('npm run backup / restore on the embedded database', () => {
  it('backs up a running server, restores into a new folder (not over a full one without --force), and the seller signs in there', async () => {
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'sauda-backup-cli-'));
    dirs.push(cwd);
    await migratedDataDir(path.join(cwd, 'data'));
    const a = await serve(cwd, './data');
    expect((await post(`${a.api}/auth/signup`, SELLER)).status).toBe(201);

    // A second server on the same folder stops before opening it.
    const twin = startSauda('server', serverEnv('./data'), { cwd });
    expect(await twin.exited).toBe(1);
    expect(twin.output()).toContain(`Sauda is already running on ${path.join(cwd, 'data')}: stop it first`);

    const backup = await cli(cwd, './data', ['backup']);
    expect(backup.out).toContain('Sauda is running on');
    expect(backup.out).toMatch(/Backup written: data\/backups\/sauda-\d{4}-\d\d-\d\dT\d{6}\.tar\.gz \(/);
    expect(backup.code).toBe(0);
    const [file] = fs.readdirSync(path.join(cwd, 'data', 'backups'));
    // The server kept serving.
    expect((await fetch(`${a.api.replace('/v1', '')}/health`)).status).toBe(200);

    const whileRunning = await cli(cwd, './data', ['restore', `data/backups/${file}`]);
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.out).toContain('Sauda is running on');
    expect(whileRunning.out).toContain('stop it, then restore.');
    await stopSauda(a.p);

    await migratedDataDir(path.join(cwd, 'data2'));
    const restored = await cli(cwd, './data2', ['restore', `data/backups/${file}`]);
    expect(restored.out).toMatch(/Restored the backup of \S+: \d+ tables, \d+ rows, 0 files in/);
    expect(restored.code).toBe(0);
    // The folder holds the seller now: restoring over it needs --force (as npm passes it on).
    const again = await cli(cwd, './data2', ['restore', `data/backups/${file}`]);
    expect(again.code).toBe(1);
    expect(again.out).toContain('The database is not empty');
    expect(again.out).toContain('add --force');
    const forced = await cli(cwd, './data2', ['restore', `data/backups/${file}`], {
      npm_config_force: 'true',
    });
    expect(forced.out).toContain('Restored the backup of');
    expect(forced.code).toBe(0);

    const b = await serve(cwd, './data2');
    const signin = await post(`${b.api}/auth/signin`, { email: SELLER.email, password: SELLER.password });
    expect(signin.status).toBe(200);
    await stopSauda(b.p);
  }, 400_000);

  it('says plainly what is wrong with a file that is not a backup, and with no folder', async () => {
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'sauda-backup-cli-'));
    dirs.push(cwd);
    fs.writeFileSync(path.join(cwd, 'notes.txt'), 'not a backup');
    await migratedDataDir(path.join(cwd, 'data'));
    const bad = await cli(cwd, './data', ['restore', 'notes.txt']);
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('notes.txt is not a Sauda backup (not a gzip-compressed tar file)');
    const none = await cli(cwd, './nothing-here', ['backup']);
    expect(none.code).toBe(1);
    expect(none.out).toContain(`No embedded database in ${path.join(cwd, 'nothing-here')}`);
    const which = await cli(cwd, './data', ['restore']);
    expect(which.out).toContain('Which backup? npm run restore -- FILE [--force]');
  }, 120_000);
});
