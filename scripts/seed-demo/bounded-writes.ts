/**
 * How the demo shop's writes run: many at once, as traffic would, but never two of one sales day
 * at once.
 */

/** Runs `work` over `items`, at most `limit` at a time; the results in the items' order. */
export async function inPool<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
  onDone: (done: number) => void = () => {},
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
      onDone(++done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Runs the works of one key one after another. The sales counters of a day are written at the
 * version read, and the local Blobs server checks that version non-atomically: two counts of one
 * day at once could lose one. One day at a time keeps them exact (and spares retries).
 */
export function oneAtATimePer<K>() {
  const last = new Map<K, Promise<unknown>>();
  return <T>(key: K, work: () => Promise<T>): Promise<T> => {
    const next = (last.get(key) ?? Promise.resolve()).then(work);
    last.set(
      key,
      next.catch(() => undefined),
    );
    return next;
  };
}
