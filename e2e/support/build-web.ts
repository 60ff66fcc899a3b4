/**
 * Build apps/web when dist/index.html is missing or older than any source file (run before the
 * API starts, because the API serves the built app).
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const web = path.join(root, 'apps', 'web');
const contracts = path.join(root, 'packages', 'contracts', 'src');
const index = path.join(web, 'dist', 'index.html');

function newestMtime(target: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const sources = [
  path.join(web, 'src'),
  path.join(web, 'index.html'),
  path.join(web, 'shop.html'),
  path.join(web, 'vite.config.ts'),
  contracts,
];
const builtAt = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
const changedAt = Math.max(...sources.filter((s) => fs.existsSync(s)).map(newestMtime));

if (builtAt < changedAt) {
  console.log('[e2e] building apps/web …');
  execSync('npm run build -w apps/web', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
} else {
  console.log('[e2e] apps/web/dist is up to date');
}
