/**
 * A bounded, resumable walk over sorted names: after `cursor`, at most `limit`, `parallel` at a
 * time, none started once `outOfTime`. What was done is always a prefix, so the cursor it answers
 * skips and repeats nothing; a `work` that throws stops the walk.
 */
export interface Walked {
  /** The last name done; null when the walk reached the end (the next one starts over). */
  cursor: string | null;
  /** Names after the cursor not reached yet. */
  left: number;
  done: number;
}

/** What a step that walks with `walkFrom` is given by the re-drive. */
export interface WalkInput {
  now: number;
  cursor: string | null;
  limit: number;
  outOfTime?: () => boolean;
}

export async function walkFrom(
  names: readonly string[],
  cursor: string | null,
  options: { limit: number; parallel?: number; outOfTime?: () => boolean },
  work: (name: string) => Promise<unknown>,
): Promise<Walked> {
  const sorted = [...names].sort();
  const start = cursor === null ? 0 : sorted.findIndex((name) => name > cursor);
  const rest = start === -1 ? [] : sorted.slice(start);
  const batch = rest.slice(0, options.limit);
  let next = 0;
  const worker = async () => {
    while (next < batch.length && !options.outOfTime?.()) await work(batch[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(options.parallel ?? 8, batch.length) }, worker));
  if (next === rest.length) return { cursor: null, left: 0, done: next };
  return { cursor: next === 0 ? cursor : batch[next - 1]!, left: rest.length - next, done: next };
}
