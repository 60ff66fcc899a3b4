import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './helpers/db.ts';
import { REPO_ROOT } from './helpers/paths.ts';

const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  for (const c of cleanups) await c();
});

/** Starts the real server process (as `npm start` does) and waits for its banner. */
async function startServer(extraEnv: Record<string, string>) {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  if (extraEnv.DATABASE_URL) env.DATABASE_URL = extraEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/api/src/server.ts')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 30_000);
    const check = () => {
      const m = out.match(/Sauda is running at (http:\/\/\S+)/);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', check);
    child.on('exit', () => reject(new Error(`server exited:\n${out}`)));
  });
  const port = out.match(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/)?.[1];
  return { child, url: port ? `http://127.0.0.1:${port}` : url, output: () => out };
}

async function databaseEnv(): Promise<Record<string, string>> {
  if (process.env.SAUDA_TEST_DB === 'postgres') {
    const db: TestDatabase = await createTestDatabase();
    cleanups.push(() => db.close());
    return { DATABASE_URL: db.url!, SEED_DEMO: 'true' };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sauda-data-'));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return { DATA_DIR: dir };
}

describe('the server process', () => {
  it('migrates, seeds the demo account, prints URL and login, and the login works', async () => {
    const server = await startServer({ ...(await databaseEnv()), LOG_LEVEL: 'info' });
    expect(server.output()).toContain('Demo login: demo@sauda.pk / Sauda-demo-2026');
    const res = await fetch(`${server.url}/api/v1/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@sauda.pk', password: 'Sauda-demo-2026' }),
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: { saudaSurvey: { currentlySelling: boolean }; stores: Array<{ platform: string }> };
    };
    expect(data.saudaSurvey.currentlySelling).toBe(true);
    expect(data.stores).toEqual([expect.objectContaining({ platform: 'sauda' })]);
    server.child.kill('SIGTERM');
  });

  it('on SIGTERM finishes in-flight requests and exits 0 within 10 s', async () => {
    const server = await startServer(await databaseEnv());
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
    const call = (method: string, p: string, body?: string) =>
      new Promise<number>((resolve, reject) => {
        const req = http.request(
          `${server.url}${p}`,
          { method, agent, headers: body ? { 'content-type': 'application/json' } : {} },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    // Open 20 connections first, so the requests below are in flight on accepted sockets.
    await Promise.all(Array.from({ length: 20 }, () => call('GET', '/api/health')));
    const body = JSON.stringify({ email: 'demo@sauda.pk', password: 'Sauda-demo-2026' });
    const inFlight = Array.from({ length: 20 }, () => call('POST', '/api/v1/auth/signin', body));
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    const exited = new Promise<number | null>((resolve) => server.child.on('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    const statuses = await Promise.all(inFlight);
    agent.destroy();
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('refuses to start with bad configuration and names the variable', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(REPO_ROOT, 'apps/api/src/server.ts')],
      {
        env: { ...process.env, PORT: 'eighty', DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(err).toContain('PORT');
  });
});
