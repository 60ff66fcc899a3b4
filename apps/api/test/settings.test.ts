/**
 * Settings (docs/operations.md, "Settings and paths"): relative paths are taken from the directory
 * Sauda was started in, and a bad setting stops the start with one line naming it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../src/config/env.ts';
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

describe('settings', () => {
  it('a relative DATA_DIR, FILES_DIR or WEB_DIST is resolved against the working directory', () => {
    const env = parseEnv({ DATA_DIR: './data', FILES_DIR: 'uploads', WEB_DIST: '../web/dist' });
    expect(env.DATA_DIR).toBe(path.join(process.cwd(), 'data'));
    expect(env.FILES_DIR).toBe(path.join(process.cwd(), 'uploads'));
    expect(env.WEB_DIST).toBe(path.resolve(process.cwd(), '../web/dist'));
    for (const p of [env.DATA_DIR, env.FILES_DIR!, env.WEB_DIST]) expect(path.isAbsolute(p)).toBe(true);
    // The defaults are absolute too: ./.data where Sauda starts, and the built web app.
    const defaults = parseEnv({});
    expect(defaults.DATA_DIR).toBe(path.join(process.cwd(), '.data'));
    expect(path.isAbsolute(defaults.WEB_DIST)).toBe(true);
    expect(parseEnv({ DATA_DIR: '/srv/sauda' }).DATA_DIR).toBe('/srv/sauda');
  });

  it('a bad setting is one line naming it and what it expects, without its value', () => {
    const message = (env: NodeJS.ProcessEnv) => {
      try {
        parseEnv(env);
      } catch (err) {
        expect(err).toBeInstanceOf(EnvError);
        return (err as Error).message;
      }
      throw new Error('parsed');
    };
    expect(message({ PORT: 'abc' })).toBe('Invalid setting PORT: expected a whole number from 0 to 65535');
    expect(message({ JOB_POLL_MS: '10' })).toBe(
      'Invalid setting JOB_POLL_MS: expected a whole number from 50 to 60000',
    );
    const two = message({ PORT: '3.5', SECRETS_KEY: 'not-secret-enough' });
    expect(two).toBe(
      'Invalid settings PORT: expected a whole number from 0 to 65535; SECRETS_KEY: must be 32 bytes, base64-encoded (openssl rand -base64 32)',
    );
    expect(two).not.toContain('not-secret-enough');
    expect(message({ JOB_LANES: 'imports=2' })).toMatch(/^Invalid setting JOB_LANES: "imports=2" is not/);
    expect(message({ NODE_ENV: 'production' })).toMatch(
      /^Invalid setting PUBLIC_URL: required in production/,
    );
    for (const m of [two, message({ SEED_DEMO: 'maybe', LOG_LEVEL: 'loud' })]) expect(m).not.toContain('\n');
  });

  it('the server started with PORT=abc prints that one line and exits 1', async () => {
    const p = startSauda('server', { PORT: 'abc' });
    started.push(p);
    expect(await p.exited).toBe(1);
    expect(p.output()).toBe('Invalid setting PORT: expected a whole number from 0 to 65535\n');
  }, 60_000);

  it('the worker started with a bad setting prints one line and exits 1', async () => {
    const p = startSauda('worker', { JOB_LEASE_SECONDS: 'forever' });
    started.push(p);
    expect(await p.exited).toBe(1);
    expect(p.output()).toBe('Invalid setting JOB_LEASE_SECONDS: expected a whole number from 1 to 3600\n');
  }, 60_000);

  // The embedded database lives in DATA_DIR; on PostgreSQL DATA_DIR only holds uploaded files.
  it.skipIf(TEST_DB_KIND !== 'pglite')(
    'DATA_DIR=./data starts the server, with the database and files under the working directory',
    async () => {
      const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'sauda-cwd-'));
      dirs.push(cwd);
      // Already migrated (the suite's template), so the start is only the opening: a fresh
      // embedded database's migrations took over a minute on the loaded CI machine.
      const template = await PGlite.create(path.join(cwd, 'data'), {
        loadDataDir: new Blob([fs.readFileSync(PGLITE_TEMPLATE)]),
        extensions: PGLITE_EXTENSIONS,
      });
      await template.close();
      const p = startSauda(
        'server',
        { DATA_DIR: './data', PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
        { cwd },
      );
      started.push(p);
      const [, url] = await p.waitFor(/Sauda is running at (http:\/\/\S+)/, 120_000);
      expect(p.output()).toContain(`Database: embedded PGlite in ${path.join(cwd, 'data')}`);
      const health = await fetch(`${url!.replace('localhost', '127.0.0.1')}/api/health`);
      expect(health.status).toBe(200);
      expect(fs.existsSync(path.join(cwd, 'data', 'files'))).toBe(true);
      await stopSauda(p);
    },
    150_000,
  );
});
