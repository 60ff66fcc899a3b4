/**
 * CPU profiles of a bench's phases, for finding where Sauda's own time goes:
 *   BENCH_PROFILE=/tmp/prof npm run bench:couriers   → /tmp/prof/<phase>.cpuprofile
 * Open them in Chrome DevTools (Performance → Load profile) or any .cpuprofile viewer.
 * Without BENCH_PROFILE nothing is recorded and nothing is slowed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Session } from 'node:inspector/promises';

export async function startProfile(phase: string) {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return { next: async (_phase: string) => {}, stop: async () => {} };
  mkdirSync(dir, { recursive: true });
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  let current = phase;
  await session.post('Profiler.start');
  const save = async () => {
    const { profile } = await session.post('Profiler.stop');
    const file = path.join(dir, `${current}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`\nprofile of ${current}: ${file}`);
  };
  return {
    async next(phase: string) {
      await save();
      current = phase;
      await session.post('Profiler.start');
    },
    async stop() {
      await save();
      session.disconnect();
    },
  };
}
