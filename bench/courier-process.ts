/**
 * A fake PostEx in a process of its own, for `npm run bench:couriers`: a real courier is another
 * machine, so the fake's own work (parsing, validating, answering) must not be counted on Sauda's
 * one thread. Every booking (create-order) waits `stallMs` before it is made and answered.
 * The bench asks it, over IPC, how many parcels it holds and which calls it answered.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { startFakePostex } from '../apps/api/test/fakes/postex.ts';

type Report = { parcels: number; mostAtOnce: number; calls: Array<{ method: string; path: string }> };
type FromChild = { url: string } | { report: Report };

export async function startCourierProcess(token: string, stallMs: number) {
  const child: ChildProcess = fork(import.meta.filename, ['child', token, String(stallMs)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = () =>
    new Promise<FromChild>((resolve) => child.once('message', (m) => resolve(m as FromChild)));
  const started = (await next()) as { url: string };
  return {
    url: started.url,
    async report(): Promise<Report> {
      const answer = next();
      child.send('report');
      return ((await answer) as { report: Report }).report;
    },
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.send('close');
      }),
  };
}

if (process.argv[2] === 'child') {
  const [, , , token, stall] = process.argv;
  const px = await startFakePostex(token, { stallMs: Number(stall) });
  px.setChaos((route) => (route.endsWith('/create-order') ? 'stall' : null));
  process.on('message', (m) => {
    if (m === 'report')
      process.send!({
        report: {
          parcels: px.parcels.length,
          mostAtOnce: px.mostAtOnce(),
          calls: px.hits.map((h) => ({ method: h.method, path: h.path })),
        },
      });
    if (m === 'close') void px.close().then(() => process.exit(0));
  });
  process.send!({ url: px.url });
}
