import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { parseEnv } from '../apps/api/src/config/env.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * `DATABASE_PREPARED_STATEMENTS` as the server process reads it (it inherits this process's
 * environment): the benches print it beside their figures (docs/decisions/032).
 */
export const PREPARED_STATEMENTS = parseEnv({
  DATABASE_PREPARED_STATEMENTS: process.env.DATABASE_PREPARED_STATEMENTS,
}).DATABASE_PREPARED_STATEMENTS;

/**
 * Runs the real server in its own process, as production does, so the load generator (autocannon,
 * in the bench process) does not share its event loop. Resolves with its base URL.
 */
export async function startServerProcess(
  env: Record<string, string>,
): Promise<{ url: string; stop(): Promise<void>; output(): string }> {
  // Below Linux's ephemeral range (32768–60999), where an outgoing connection's own port can hold it.
  const port = String(20000 + Math.floor(Math.random() * 12000));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      // e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server.
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      path.join(ROOT, 'apps/api/src/server.ts'),
    ],
    {
      env: {
        ...process.env,
        PORT: port,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        RUN_JOBS: 'false',
        NODE_ENV: 'production',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    child.stdout!.on('data', () => {
      if (out.includes('Sauda is running')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${out}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    /** What the server printed (warnings and errors at the bench's LOG_LEVEL). */
    output: () => out,
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
