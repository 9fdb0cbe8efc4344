// Writes that would queue on one lock anyway (one org's wallet) are better queued in the process and written
// together: while one batch of a key is being written, the items that arrive for the same key wait, and the next
// batch takes all of them (up to `limit`) in one call. An idle key's items are written at once, so a lone request
// waits for nothing; under a burst, a lock and a commit serve many items instead of one.

type Job<Item, Outcome> = {
  items: Item[];
  resolve: (outcomes: Outcome[]) => void;
  reject: (error: unknown) => void;
};

/**
 * A writer of items grouped by key: `write` gets the items of one key, in arrival order, and answers one outcome
 * per item in the same order. A call answers its own items' outcomes; when a batch fails, every call in it fails
 * with its error.
 */
export const batchByKey = <Item, Outcome>(
  write: (key: number, items: Item[]) => Promise<Outcome[]>,
  limit: number,
) => {
  const waiting = new Map<number, Job<Item, Outcome>[]>();

  /** The jobs of the next batch: the first always, then more while they fit under the limit. */
  const nextBatch = (queue: Job<Item, Outcome>[]) => {
    let count = queue[0]!.items.length;
    let taken = 1;
    while (taken < queue.length && count + queue[taken]!.items.length <= limit) {
      count += queue[taken]!.items.length;
      taken++;
    }
    return queue.splice(0, taken);
  };

  const drain = async (key: number, queue: Job<Item, Outcome>[]) => {
    while (queue.length > 0) {
      const jobs = nextBatch(queue);
      try {
        const outcomes = await write(
          key,
          jobs.flatMap((job) => job.items),
        );
        let start = 0;
        for (const job of jobs) {
          job.resolve(outcomes.slice(start, start + job.items.length));
          start += job.items.length;
        }
      } catch (error) {
        for (const job of jobs) job.reject(error);
      }
    }
    waiting.delete(key);
  };

  return (key: number, items: Item[]) =>
    new Promise<Outcome[]>((resolve, reject) => {
      const queue = waiting.get(key);
      const job = { items, resolve, reject };
      if (queue) {
        queue.push(job);
        return;
      }
      const fresh = [job];
      waiting.set(key, fresh);
      void drain(key, fresh);
    });
};
