#!/usr/bin/env node
/**
 * Runs first in `npm start`, `npm run worker` and `npm test`: refuses a Node.js older than Sauda
 * supports with one line and exit code 1, instead of a failure later inside a dependency
 * (docs/operations.md, "Node.js version"). No dependencies and no recent syntax, so that it runs on
 * the old Node it is meant to turn away.
 *
 * SAUDA_ALLOW_OLD_NODE=1 lets an older Node through (a machine that cannot have a newer one yet);
 * what then fails is not Sauda's to fix.
 */
import { pathToFileURL } from 'node:url';

/** The oldest Node.js Sauda runs on (package.json "engines"), and the one it is built and tested on. */
export const MINIMUM = '22.12.0';
export const RECOMMENDED = '24';

/** `v20.19.0` or `20.19.0` → [20, 19, 0]; anything unreadable → null. */
export function parseVersion(version) {
  const m = /^v?(\d+)\.(\d+)\.(\d+)/.exec(String(version).trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

/** Whether `version` is at least `minimum` (an unreadable version is not). */
export function isSupported(version, minimum = MINIMUM) {
  const have = parseVersion(version);
  const need = parseVersion(minimum);
  if (!have || !need) return false;
  for (let i = 0; i < 3; i++) if (have[i] !== need[i]) return have[i] > need[i];
  return true;
}

/** The one line an unsupported Node gets. */
export function refusal(version) {
  const need = parseVersion(MINIMUM);
  const short = need[2] === 0 ? `${need[0]}.${need[1]}` : MINIMUM;
  return `Sauda needs Node.js ${short} or newer (${RECOMMENDED} LTS recommended); this is ${String(version).replace(/^v/, '')}.`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!isSupported(process.version) && process.env.SAUDA_ALLOW_OLD_NODE !== '1') {
    console.error(refusal(process.version));
    process.exit(1);
  }
}
