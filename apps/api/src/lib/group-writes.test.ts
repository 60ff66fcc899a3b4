import { describe, expect, it } from 'vitest';
import { groupWrites } from './group-writes.ts';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('groupWrites', () => {
  it('writes a lone item at once, and the items that arrive meanwhile together in the next write', async () => {
    const writes: number[][] = [];
    let release!: () => void;
    const write = groupWrites<number>(async (items) => {
      writes.push(items);
      if (writes.length === 1) await new Promise<void>((r) => (release = r));
    });
    const first = write(1);
    await tick();
    expect(writes).toEqual([[1]]); // not held back waiting for company
    const rest = [write(2), write(3), write(4)];
    await tick();
    expect(writes).toEqual([[1]]); // waiting for the write in flight
    release();
    await Promise.all([first, ...rest]);
    expect(writes).toEqual([[1], [2, 3, 4]]);
  });

  it('keeps groups to max items, in arrival order', async () => {
    const writes: number[][] = [];
    const write = groupWrites<number>(async (items) => {
      writes.push(items);
      await tick();
    }, 2);
    await Promise.all([1, 2, 3, 4, 5, 6].map((n) => write(n)));
    expect(writes).toEqual([[1], [2, 3], [4, 5], [6]]);
  });

  it('settles a caller only when its write committed, and fails only the bad item of a failed group', async () => {
    const committed: number[] = [];
    let hold = true;
    let release!: () => void;
    const write = groupWrites<number>(async (items) => {
      if (hold) {
        hold = false;
        await new Promise<void>((r) => (release = r));
      }
      if (items.includes(13)) throw new Error('unlucky');
      committed.push(...items);
    });
    const first = write(1);
    await tick();
    const results = Promise.allSettled([write(12), write(13), write(14)]);
    let settled = false;
    void results.then(() => (settled = true));
    await tick();
    expect(settled).toBe(false);
    release();
    await first;
    const [a, b, c] = await results;
    expect(a.status).toBe('fulfilled');
    expect(b.status === 'rejected' && (b.reason as Error).message).toBe('unlucky');
    expect(c.status).toBe('fulfilled');
    expect(committed).toEqual([1, 12, 14]);
  });

  it('refuses a max that is not a positive integer', () => {
    expect(() => groupWrites(async () => {}, 0)).toThrow(/max must be a positive integer/);
  });
});
