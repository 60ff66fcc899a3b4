import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM script without type declarations
import { MINIMUM, isSupported, parseVersion, refusal } from './check-node.mjs';

const script = path.join(import.meta.dirname, 'check-node.mjs');

describe('check-node: which Node.js Sauda runs on', () => {
  it('reads versions with or without the v', () => {
    expect(parseVersion('v20.19.0')).toEqual([20, 19, 0]);
    expect(parseVersion('24.11.1')).toEqual([24, 11, 1]);
    expect(parseVersion('v25.0.0-nightly2025')).toEqual([25, 0, 0]);
    expect(parseVersion('garbage')).toBeNull();
  });

  it('compares each part as a number, not as text', () => {
    expect(MINIMUM).toBe('22.12.0');
    for (const ok of ['v22.12.0', 'v22.12.1', 'v22.20.0', 'v23.0.0', 'v24.11.1', 'v100.0.0'])
      expect([ok, isSupported(ok)]).toEqual([ok, true]);
    // 22.9 < 22.12 (text comparison would say otherwise), 20.19 and 18 are too old.
    for (const old of ['v22.9.0', 'v22.11.9', 'v21.99.99', 'v20.19.0', 'v18.20.4', 'v8.17.0', 'nonsense'])
      expect([old, isSupported(old)]).toEqual([old, false]);
  });

  it('refuses in one line that names the required version and the running one', () => {
    expect(refusal('v20.19.0')).toBe(
      'Sauda needs Node.js 22.12 or newer (24 LTS recommended); this is 20.19.0.',
    );
  });

  it('as a script: exit 0 and silent on a supported Node, exit 1 and the one line otherwise', () => {
    const env = { ...process.env, SAUDA_ALLOW_OLD_NODE: '' };
    const run = spawnSync(process.execPath, [script], { env, encoding: 'utf8' });
    if (isSupported(process.version)) {
      expect([run.status, run.stdout, run.stderr]).toEqual([0, '', '']);
    } else {
      expect(run.status).toBe(1);
      expect(run.stderr).toBe(`${refusal(process.version)}\n`);
      const allowed = spawnSync(process.execPath, [script], {
        env: { ...env, SAUDA_ALLOW_OLD_NODE: '1' },
        encoding: 'utf8',
      });
      expect(allowed.status).toBe(0);
    }
  });
});
