import { describe, expect, it } from 'vitest';
import { Slots } from './slots.ts';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('Slots', () => {
  it('never lets more than its size run at once, and lets everyone run in arrival order', async () => {
    const slots = new Slots(3);
    let now = 0;
    let most = 0;
    const started: number[] = [];
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        slots.run(async () => {
          started.push(i);
          most = Math.max(most, ++now);
          await tick(5 + (i % 3));
          now--;
        }),
      ),
    );
    expect(most).toBe(3);
    expect(started).toEqual([...Array(12).keys()]);
  });

  it('frees the place when the work fails', async () => {
    const slots = new Slots(1);
    await expect(slots.run(async () => Promise.reject(new Error('courier down')))).rejects.toThrow(
      'courier down',
    );
    expect(await slots.run(async () => 'next')).toBe('next');
  });

  it('refuses a size that is not a positive whole number', () => {
    expect(() => new Slots(0)).toThrow(/positive integer/);
  });
});
