/**
 * Group commit: many callers' rows written by one statement. The first caller's rows go at once;
 * callers arriving while that write is in flight wait for the next one, which takes all of them
 * (up to `max` items). A quiet system writes each item alone with no added delay; a burst (Meta's
 * webhook deliveries) costs one statement per group instead of one per caller, on a thread and a
 * database that are the bottleneck (decision 013, "Webhook intake").
 *
 * Each caller's promise settles when the statement holding its item committed. A group that fails
 * is written again one item at a time, so one bad item fails only its own caller.
 */
export function groupWrites<T>(write: (items: T[]) => Promise<void>, max = 500) {
  if (!Number.isInteger(max) || max < 1)
    throw new Error(`groupWrites: max must be a positive integer, got ${max}`);
  type Waiting = { item: T; resolve: () => void; reject: (err: unknown) => void };
  let queue: Waiting[] = [];
  let running = false;

  async function pump() {
    running = true;
    try {
      while (queue.length > 0) {
        const group = queue.slice(0, max);
        queue = queue.slice(max);
        try {
          await write(group.map((w) => w.item));
          for (const w of group) w.resolve();
        } catch (err) {
          if (group.length === 1) {
            group[0]!.reject(err);
            continue;
          }
          for (const w of group) {
            try {
              await write([w.item]);
              w.resolve();
            } catch (one) {
              w.reject(one);
            }
          }
        }
      }
    } finally {
      running = false;
    }
  }

  return (item: T) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!running) void pump();
    });
}
