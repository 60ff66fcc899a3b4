/**
 * At most `size` tasks at once; the rest wait their turn in order. Used where a burst of heavy
 * work (image decoding) would otherwise take every core at once and starve the requests.
 */
export class Gate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }

  /** Tasks running and waiting (for metrics and tests). */
  get load() {
    return { active: this.active, waiting: this.waiting.length };
  }
}
