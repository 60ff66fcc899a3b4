/**
 * Backup benchmark (issue 22 §2; docs/operations.md, "Back up and restore"):
 *   npm run bench:backup
 * The embedded database with the demo account's sixty days, served by a real server process.
 * `npm run backup` is served by that server (its control socket) while requests keep coming:
 *  - paced: GET /api/health at BACKUP_BENCH_RPS a second (default 50; latency from the scheduled
 *    time), before the backup and while it runs;
 *  - closed-loop: 8 clients back to back, before and during a second backup (requests a second).
 * Then the server stops and the backup is restored into a new folder (`npm run restore`).
 * Figures as ratios against the same load without a backup, measured in the same run.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { startServerProcess } from './server-process.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..');
const RPS = Number(process.env.BACKUP_BENCH_RPS ?? 50);
const CLIENTS = 8;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
const f1 = (n: number) => n.toFixed(1);

async function cli(dataDir: string, args: string[]) {
  const t0 = performance.now();
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'apps/api/src/backup-cli.ts'), ...args],
    { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, maxBuffer: 1 << 24 },
  );
  return { stdout, ms: performance.now() - t0 };
}

/** Paced GETs until `until` settles (or `seconds` pass): latency from each request's scheduled time. */
async function paced(url: string, until: Promise<unknown> | number) {
  const lat: number[] = [];
  const start = performance.now();
  let done = false;
  if (typeof until !== 'number') void until.finally(() => (done = true));
  const end = typeof until === 'number' ? start + until * 1000 : Infinity;
  const inflight: Promise<void>[] = [];
  for (let i = 0; !done && performance.now() < end; i++) {
    const at = start + (i * 1000) / RPS;
    const wait = at - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inflight.push(
      fetch(url).then(async (r) => {
        await r.arrayBuffer();
        lat.push(performance.now() - at);
      }),
    );
  }
  await Promise.all(inflight);
  return { n: lat.length, p50: pct(lat, 50), p99: pct(lat, 99), max: Math.max(...lat) };
}

/** Closed loop: CLIENTS back to back until `until` settles (or `seconds` pass); requests a second. */
async function closed(url: string, until: Promise<unknown> | number) {
  let done = false;
  if (typeof until !== 'number') void until.finally(() => (done = true));
  const start = performance.now();
  const end = typeof until === 'number' ? start + until * 1000 : Infinity;
  let n = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (!done && performance.now() < end) {
        await (await fetch(url)).arrayBuffer();
        n++;
      }
    }),
  );
  return n / ((performance.now() - start) / 1000);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sauda-bench-backup-'));
const dataDir = path.join(work, 'data');
const server = await startServerProcess({
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  RUN_JOBS: 'true',
  BACKUPS_KEPT: '0',
});
try {
  const ready = Date.now();
  while (!server.output().includes('Demo account ready')) {
    if (Date.now() - ready > 600_000) throw new Error(`demo not seeded:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const health = `${server.url}/api/health`;
  await paced(health, 2); // warm-up
  const base = await paced(health, 10);
  const backup = cli(dataDir, ['backup']);
  const during = await paced(health, backup);
  const first = await backup;
  const closedBase = await closed(health, 5);
  const second = cli(dataDir, ['backup', path.join(work, 'second.tar.gz')]);
  const closedDuring = await closed(health, second);
  await second;
  console.log(
    `\nSauda backup — embedded database, demo account (npm run backup served by the running server)\n`,
  );
  console.log(first.stdout.trim());
  console.log(`npm run backup, wall time with process start: ${f1(first.ms / 1000)} s`);
  console.log(
    `paced ${RPS}/s health  no backup  p50 ${f1(base.p50)} ms  p99 ${f1(base.p99)} ms  max ${f1(base.max)} ms  (${base.n})`,
  );
  console.log(
    `paced ${RPS}/s health  backing up p50 ${f1(during.p50)} ms  p99 ${f1(during.p99)} ms  max ${f1(during.max)} ms  (${during.n})  p99 ×${f1(during.p99 / base.p99)}`,
  );
  console.log(
    `closed-loop ${CLIENTS} clients health: ${closedBase.toFixed(0)}/s without, ${closedDuring.toFixed(0)}/s while backing up (×${(closedDuring / closedBase).toFixed(2)})`,
  );
} finally {
  await server.stop();
}
const file = fs.readdirSync(path.join(dataDir, 'backups')).find((n) => n.endsWith('.tar.gz'))!;
const restored = await cli(path.join(work, 'restored'), ['restore', path.join(dataDir, 'backups', file)]);
console.log(restored.stdout.trim());
console.log(`npm run restore into a new folder, wall time with process start: ${f1(restored.ms / 1000)} s`);
fs.rmSync(work, { recursive: true, force: true });
