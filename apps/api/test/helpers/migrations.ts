import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../../src/db/client.ts';

export const journal = JSON.parse(
  fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
) as { entries: Array<{ tag: string }> };

/** A copy of the migrations folder without the last `drop` migrations: an older release's. */
export function olderRelease(drop: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sauda-older-'));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const older = { ...journal, entries: journal.entries.slice(0, -drop) };
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(older));
  for (const e of journal.entries.slice(-drop)) fs.rmSync(path.join(dir, `${e.tag}.sql`));
  return dir;
}

/** The release just before migration `tag` (its tests fill a database there, then migrate). */
export function releaseBefore(tag: string) {
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  return olderRelease(journal.entries.length - at);
}
