#!/usr/bin/env node
/**
 * `npm test`: the whole suite, in order — lint, format, typecheck, architecture boundaries, raw SQL
 * conditions, citations, unit tests, the API suite on PGlite, the API suite again on PostgreSQL when
 * DATABASE_URL is set, and the Playwright suite when a Chromium is found. It says plainly what it
 * skipped, and ends with one line `N passed, N failed` (plus `, N skipped`), also written to
 * .tmp/test-summary.txt.
 *
 * REQUIRE_BROWSER=1 (set by .ci/run) turns a missing Chromium into a failure.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = path.join(root, '.tmp');
fs.mkdirSync(tmp, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
const skippedSuites = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n━━ ${label} ━━`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = res.status === 0;
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

/** A check that is not a test runner counts as one test. */
function check(label, cmd, args) {
  if (run(label, cmd, args)) totals.passed++;
  else totals.failed++;
}

function countVitest(file, ok) {
  try {
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests + (r.numFailedTestSuites ?? 0) * (r.numFailedTests === 0 ? 1 : 0);
    totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    if (!ok && r.numFailedTests === 0 && !r.numFailedTestSuites) totals.failed++;
  } catch {
    totals.failed++;
  }
}

function vitest(label, projects, env = {}) {
  const out = path.join(tmp, `vitest-${label.replace(/\W+/g, '-')}.json`);
  fs.rmSync(out, { force: true });
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ];
  const ok = run(label, 'npx', args, env);
  countVitest(out, ok);
}

function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  return candidates.find((p) => p && fs.existsSync(p));
}

function playwright(chromium) {
  const out = path.join(tmp, 'playwright-results.json');
  fs.rmSync(out, { force: true });
  const ok = run('browser suite (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  try {
    const r = JSON.parse(fs.readFileSync(out, 'utf8'));
    totals.passed += r.stats.expected + (r.stats.flaky ?? 0);
    totals.failed += r.stats.unexpected;
    totals.skipped += r.stats.skipped;
    if (!ok && r.stats.unexpected === 0) totals.failed++;
  } catch {
    totals.failed++;
  }
}

/**
 * The static checks in two lanes at once (the machine has two cores and they are CPU-bound; about a
 * minute of `.ci/run` saved). Each check's output is printed whole when it ends, not interleaved.
 */
async function checksInLanes(lanes) {
  const one = ([label, cmd, args]) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn(cmd, args, { cwd: root, env: process.env });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('close', (code) => {
        console.log(`\n━━ ${label} ━━`);
        if (out) process.stdout.write(out);
        const ok = code === 0;
        resolve(`${ok ? 'ok  ' : 'FAIL'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
        if (ok) totals.passed++;
        else totals.failed++;
      });
    });
  const results = await Promise.all(
    lanes.map(async (lane) => {
      const done = [];
      for (const c of lane) done.push(await one(c));
      return done;
    }),
  );
  // Summary lines in the order the checks are listed, lane by lane.
  for (const r of results) lines.push(...r);
}

await checksInLanes([
  [
    ['lint (eslint)', 'npx', ['eslint', '.', '--max-warnings', '0']],
    ['typecheck: contracts', 'npx', ['tsc', '-p', 'packages/contracts']],
    ['typecheck: api', 'npx', ['tsc', '-p', 'apps/api']],
  ],
  [
    ['format (prettier --check)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
    ['typecheck: web', 'npx', ['tsc', '-p', 'apps/web']],
    ['typecheck: e2e', 'npx', ['tsc', '-p', 'e2e']],
  ],
]);
check('architecture boundaries', 'node', ['scripts/check-boundaries.mjs']);
check('raw SQL conditions (no unparenthesised OR/AND in and/or/not)', 'node', [
  'scripts/check-sql-conditions.mjs',
]);
check('citations (only docs/ in the repository, sections that exist)', 'node', [
  'scripts/check-citations.mjs',
]);
vitest('unit tests', ['unit']);
vitest('API suite on PGlite', ['api-pglite']);
if (process.env.DATABASE_URL) vitest('API suite on PostgreSQL', ['api-postgres']);
else skippedSuites.push('API suite on PostgreSQL: skipped (DATABASE_URL is not set)');

const chromium = findChromium();
if (chromium) playwright(chromium);
else if (process.env.REQUIRE_BROWSER === '1') {
  lines.push('FAIL browser suite: no Chromium found and REQUIRE_BROWSER=1');
  totals.failed++;
} else
  skippedSuites.push(
    "browser suite: skipped (no Chromium found; install Debian's `chromium` or set CHROMIUM_PATH)",
  );

console.log('\n━━ Summary ━━');
for (const l of lines) console.log(l);
for (const s of skippedSuites) console.log(`skip ${s}`);
const summary = `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`;
fs.writeFileSync(path.join(tmp, 'test-summary.txt'), summary + '\n');
console.log(summary);
process.exit(totals.failed > 0 ? 1 : 0);
