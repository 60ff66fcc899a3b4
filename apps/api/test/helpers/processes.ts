import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './paths.ts';

/** tsx's loader by its file address: `--import tsx` would look for it from the working directory. */
const TSX = pathToFileURL(path.join(REPO_ROOT, 'node_modules/tsx/dist/loader.mjs')).href;

/**
 * A started process ends itself once the test process is gone: a test that times out skips its own
 * clean-up, and Vitest ends its workers without an 'exit' event to kill from.
 */
const WATCH_PARENT = `data:text/javascript,${encodeURIComponent(
  `const parent = ${process.pid}; setInterval(() => { try { process.kill(parent, 0); } catch { process.exit(1); } }, 500).unref();`,
)}`;

export interface SaudaProcess {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the first match of `pattern` in the output; rejects when it exits first or after `ms`. */
  waitFor(pattern: RegExp, ms?: number): Promise<RegExpMatchArray>;
  /** Resolves with the exit code once the process has ended and its output is all read. */
  exited: Promise<number | null>;
}

/**
 * Starts `apps/api/src/server.ts`, `worker.ts` or `backup-cli.ts` as `npm start`, `npm run worker` and
 * `npm run backup`/`restore` do (through
 * tsx, on the Node running the tests), with the test process's environment minus its database
 * settings, plus `env`.
 */
export function startSauda(
  entry: 'server' | 'worker' | 'backup-cli',
  env: Record<string, string>,
  opts: { cwd?: string; args?: string[] } = {},
): SaudaProcess {
  const base = { ...process.env } as Record<string, string>;
  for (const key of ['DATABASE_URL', 'DATA_DIR', 'FILES_DIR', 'WEB_DIST', 'PORT', 'SAUDA_TEST_DB'])
    delete base[key];
  const child = spawn(
    process.execPath,
    [
      '--import',
      WATCH_PARENT,
      '--import',
      TSX,
      path.join(REPO_ROOT, `apps/api/src/${entry}.ts`),
      ...(opts.args ?? []),
    ],
    {
      env: { ...base, NODE_OPTIONS: '', ...env },
      cwd: opts.cwd ?? REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  const listeners = new Set<() => void>();
  const take = (d: Buffer) => {
    out += d.toString();
    for (const l of listeners) l();
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => {
    gone = true;
    for (const l of listeners) l();
  });
  const waitFor = (pattern: RegExp, ms = 100_000) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`${entry}: no ${pattern} within ${ms} ms:\n${out}`));
      }, ms);
      function check() {
        const m = out.match(pattern);
        if (m || gone) {
          clearTimeout(timer);
          listeners.delete(check);
          if (m) resolve(m);
          else reject(new Error(`${entry} exited before ${pattern}:\n${out}`));
        }
      }
      listeners.add(check);
      check();
    });
  return { child, output: () => out, waitFor, exited };
}

/** Stops a started process (SIGTERM, then SIGKILL after 10 s) and waits for it. */
export async function stopSauda(p: SaudaProcess): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  p.child.kill('SIGTERM');
  const timer = setTimeout(() => p.child.kill('SIGKILL'), 10_000);
  await p.exited;
  clearTimeout(timer);
}
