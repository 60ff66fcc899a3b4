#!/usr/bin/env node
/**
 * Architecture boundary check (part of `npm test`):
 *  - only repository files (`*.repo.ts`) and `apps/api/src/db/**` import Drizzle;
 *  - web features never import each other; `lib/` and `components/` never import features;
 *  - an API module reaches another module only through its `*.service.ts`;
 *  - `packages/contracts` imports neither the apps nor Drizzle.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const IMPORT_RE =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export function importsOf(source) {
  const out = [];
  for (const m of source.matchAll(IMPORT_RE)) out.push(m[1] ?? m[2]);
  return out;
}

/** @param {{ file: string, source: string }[]} files repo-relative POSIX paths */
export function checkFiles(files) {
  const problems = [];
  for (const { file, source } of files) {
    const dir = path.posix.dirname(file);
    for (const spec of importsOf(source)) {
      const target = spec.startsWith('.') ? path.posix.normalize(path.posix.join(dir, spec)) : spec;
      const say = (why) => problems.push(`${file}: imports '${spec}' — ${why}`);
      if (/^drizzle-orm(\/|$)/.test(spec)) {
        // Tests of the database layer itself (apps/api/test/db/) build statements as the layer does.
        const allowed =
          file.startsWith('apps/api/src/db/') ||
          file.startsWith('apps/api/test/db/') ||
          file.endsWith('.repo.ts');
        if (!allowed) say('only *.repo.ts files and apps/api/src/db may use Drizzle');
      }
      if (
        file.startsWith('packages/contracts/') &&
        (target.startsWith('apps/') || spec.startsWith('drizzle'))
      ) {
        say('contracts must not depend on the apps or the database');
      }
      const webFeature = file.match(/^apps\/web\/src\/features\/([^/]+)\//);
      const targetFeature = target.match(/^apps\/web\/src\/features\/([^/]+)\//);
      if (webFeature && targetFeature && webFeature[1] !== targetFeature[1]) {
        say(
          `feature '${webFeature[1]}' must not import feature '${targetFeature[1]}' (compose them in a page)`,
        );
      }
      if (/^apps\/web\/src\/(lib|components)\//.test(file) && targetFeature) {
        say('lib/ and components/ must not import features');
      }
      const apiModule = file.match(/^apps\/api\/src\/modules\/([^/]+)\//);
      const targetModule = target.match(/^apps\/api\/src\/modules\/([^/]+)\//);
      if (apiModule && targetModule && apiModule[1] !== targetModule[1] && !target.endsWith('.service.ts')) {
        say(`module '${apiModule[1]}' may use module '${targetModule[1]}' only through its *.service.ts`);
      }
    }
  }
  return problems;
}

function walk(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (/\.(ts|tsx|mjs|js)$/.test(entry.name)) out.push(full);
  }
  return out;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const files = ['apps', 'packages']
    .flatMap((d) => walk(path.join(root, d)))
    .map((full) => ({
      file: path.relative(root, full).split(path.sep).join('/'),
      source: fs.readFileSync(full, 'utf8'),
    }));
  const problems = checkFiles(files);
  if (problems.length) {
    console.error(
      `Architecture boundaries: ${problems.length} problem(s)\n` + problems.map((p) => `  ${p}`).join('\n'),
    );
    process.exit(1);
  }
  console.log(`Architecture boundaries: ${files.length} files checked, no problems`);
}
