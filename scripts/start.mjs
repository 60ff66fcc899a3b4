#!/usr/bin/env node
/**
 * `npm start`: builds the web app when it is missing or older than its sources, then runs the
 * server (PGlite in ./.data unless DATABASE_URL is set; migrations on start; demo account on an
 * empty embedded database). The server prints the URL and the demo login.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const builtIndex = path.join(web, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [
  path.join(web, 'src'),
  path.join(web, 'index.html'),
  path.join(web, 'shop.html'),
  path.join(web, 'vite.config.ts'),
  path.join(root, 'packages/contracts/src'),
];
const sourceTime = Math.max(
  ...sources
    .filter(fs.existsSync)
    .map((p) => (fs.statSync(p).isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs)),
);
if (!fs.existsSync(builtIndex) || fs.statSync(builtIndex).mtimeMs < sourceTime) {
  console.log('Building the web app (first start or sources changed)…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  // Production needs PUBLIC_URL (every link Sauda sends is built from it); without it, a local
  // start runs as development and its links use the address it listens on.
  env: { NODE_ENV: process.env.PUBLIC_URL ? 'production' : 'development', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
