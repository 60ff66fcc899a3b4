/**
 * A restore is all or nothing (issue 22 §2; docs/operations.md, "Back up and restore"): a damaged
 * backup, a cut-short one, or one taken by a newer Sauda is refused with one line, and the
 * database it was asked to replace (--force) is left exactly as it was. On PGlite and PostgreSQL.
 * The full round trip on the demo's sixty days is in demo.test.ts; the commands in backup-cli.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError, readBackupManifest, restoreBackup, writeBackup } from '../../src/db/backup.ts';
import { openPostgres, type Database } from '../../src/db/client.ts';
import { createTestApp, signup, type TestContext } from '../helpers/app.ts';
import { TEST_DB_KIND } from '../helpers/db.ts';

let t: TestContext;
let direct: Database;
let work: string;
let good: string;

async function counts() {
  const [row] = await t.db.sql<{ users: number; accounts: number; sessions: number }>(
    `SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM accounts) AS accounts,
            (SELECT count(*)::int FROM sessions) AS sessions`,
  );
  return row!;
}

/** The backup with `edit` applied to its uncompressed tar (same length, so the tar stays readable). */
function tampered(edit: (tar: Buffer) => Buffer, name: string) {
  const file = path.join(work, name);
  fs.writeFileSync(file, gzipSync(edit(gunzipSync(fs.readFileSync(good)))));
  return file;
}

beforeAll(async () => {
  t = await createTestApp();
  direct = TEST_DB_KIND === 'postgres' ? openPostgres(t.db.url!, 2) : t.db;
  await signup(t.app, { name: 'Rabia Anwar', businessName: 'Rabia Shoes' });
  await signup(t.app, { name: 'Kamran Ali', businessName: 'Kamran Mobiles' });
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'sauda-backup-test-'));
  good = path.join(work, 'good.tar.gz');
  await writeBackup(direct, { file: good });
}, 120_000);
afterAll(async () => {
  if (direct !== t.db) await direct.close();
  await t.close();
  fs.rmSync(work, { recursive: true, force: true });
});

async function refusedAndUnchanged(file: string, message: string | RegExp) {
  const before = await counts();
  const err = await restoreBackup(direct, { file, filesDir: path.join(work, 'files'), force: true }).then(
    () => null,
    (e: unknown) => e as Error,
  );
  expect(err).toBeInstanceOf(BackupError);
  expect(err!.message).toMatch(message);
  expect(await counts()).toEqual(before);
  expect(fs.existsSync(path.join(work, 'files'))).toBe(false);
}

describe('restoring a backup that is not whole', () => {
  it('a changed row fails its table checksum; nothing is replaced', async () => {
    const file = tampered((tar) => {
      const at = tar.indexOf('Rabia Anwar', tar.indexOf('tables/users/'));
      expect(at).toBeGreaterThan(0);
      tar.write('Rabia Anwer', at);
      return tar;
    }, 'changed.tar.gz');
    await refusedAndUnchanged(file, 'The backup is damaged: table users does not match its checksum');
  });

  it('a file cut short is damaged; nothing is replaced', async () => {
    const file = path.join(work, 'cut.tar.gz');
    const whole = fs.readFileSync(good);
    fs.writeFileSync(file, whole.subarray(0, Math.floor(whole.length * 0.6)));
    await refusedAndUnchanged(file, /^The backup is damaged: /);
  });

  it('a backup from a newer Sauda (a migration this build lacks) is refused before anything changes', async () => {
    const file = tampered((tar) => {
      // The first migration's hash in meta.json, changed to one no release of this build has.
      const manifest = tar.indexOf('"hash": "') + '"hash": "'.length;
      tar.write('f'.repeat(8), manifest);
      return tar;
    }, 'newer.tar.gz');
    await refusedAndUnchanged(
      file,
      /^This backup was taken by a newer or different Sauda \(its migration 0000/,
    );
  });

  it('something else entirely is not a Sauda backup', async () => {
    const file = path.join(work, 'notes.tar.gz');
    fs.writeFileSync(file, gzipSync(Buffer.from('plain text, not a tar')));
    await refusedAndUnchanged(file, /is not a Sauda backup/);
  });

  it('the good backup restores over the database with --force, to the same rows', async () => {
    const before = await counts();
    await restoreBackup(direct, { file: good, filesDir: path.join(work, 'restored-files'), force: true });
    expect(await counts()).toEqual(before);
    const again = await writeBackup(direct, { file: path.join(work, 'again.tar.gz') });
    expect((await readBackupManifest(again.file)).tables).toEqual((await readBackupManifest(good)).tables);
  });
});
