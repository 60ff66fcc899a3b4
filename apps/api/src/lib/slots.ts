/**
 * At most `size` holders at once; the others wait their turn in arrival order. Booking uses it
 * for the calls in flight at a courier, so the work around a call (claiming the parcel before,
 * recording it after) does not hold a place the courier's next call could use.
 */
export class Slots {
  private free: number;
  private readonly waiting: Array<() => void> = [];

  constructor(size: number) {
    if (!Number.isInteger(size) || size < 1)
      throw new Error(`Slots: size must be a positive integer, got ${size}`);
    this.free = size;
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await fn();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }
  }
}
