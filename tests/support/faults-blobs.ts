/**
 * A Blobs write that fails: wraps the real Store's `setJSON` so the next `times` writes matching a
 * rule reject, as once the client's own retries are used up; everything else reaches the real
 * local server. Also: holding a run between its Blobs steps, and forcing another run into each.
 */
import { getStore } from '@netlify/blobs';
import { vi } from 'vitest';

type SetJSON = (key: string, value: unknown, options?: object) => Promise<unknown>;

export interface WriteFault {
  /** Writes failed so far. */
  failed(): number;
  restore(): void;
}

/** Fails the next `times` writes to the `orders` store whose key (and value) match. */
export function failOrderWrites(
  matches: (key: string, value: unknown) => boolean,
  times = 1,
): WriteFault {
  // Store is not exported: reach its prototype through a store instance.
  const prototype = Object.getPrototypeOf(getStore({ name: 'dev-orders' })) as { setJSON: SetJSON };
  const original = prototype.setJSON;
  let failed = 0;
  const spy = vi.spyOn(prototype, 'setJSON').mockImplementation(function (
    this: { name: string },
    key,
    value,
    options,
  ) {
    if (failed < times && this.name.endsWith('-orders') && matches(key, value)) {
      failed += 1;
      return Promise.reject(new Error(`Blobs write of ${key} failed (injected fault)`));
    }
    return original.call(this, key, value, options);
  });
  return { failed: () => failed, restore: () => spy.mockRestore() };
}

/**
 * Runs `during` right after a matching write has reached the Blobs server and before the writer
 * goes on: the writer is held exactly there, so another run can read between two of its writes.
 * `during` decides for itself whether to act (it is called for every write but its own).
 */
export function betweenWrites(
  during: (store: string, key: string, value: unknown) => Promise<void> | void,
): WriteFault {
  const prototype = Object.getPrototypeOf(getStore({ name: 'dev-orders' })) as { setJSON: SetJSON };
  const original = prototype.setJSON;
  let inside = 0;
  const spy = vi.spyOn(prototype, 'setJSON').mockImplementation(async function (
    this: { name: string },
    key,
    value,
    options,
  ) {
    const result = await original.call(this, key, value, options);
    // Writes made while `during` runs belong to the other run: they pass straight through.
    if (inside === 0) {
      inside += 1;
      try {
        await during(this.name, key, value);
      } finally {
        inside -= 1;
      }
    }
    return result;
  });
  return { failed: () => 0, restore: () => spy.mockRestore() };
}

type Get = (key: string, options?: object) => Promise<unknown>;

/**
 * Runs `during` right after a matching read has returned from the Blobs server and before the
 * reader sees the value: the reader is held there with what it read, so another run can change
 * the record behind its back. `during` decides for itself whether to act (it sees every read).
 */
export function afterReads(
  during: (store: string, key: string) => Promise<void> | void,
  /** `getWithMetadata` for the versioned reads of a read-change-write loop. */
  method: 'get' | 'getWithMetadata' = 'get',
): WriteFault {
  const prototype = Object.getPrototypeOf(getStore({ name: 'dev-orders' })) as Record<
    typeof method,
    Get
  >;
  const original = prototype[method];
  const spy = vi.spyOn(prototype, method).mockImplementation(async function (
    this: { name: string },
    key,
    options,
  ) {
    const value = await original.call(this, key, options);
    await during(this.name, key);
    return value;
  });
  return { failed: () => 0, restore: () => spy.mockRestore() };
}

/**
 * One try of `forEachInterleaving`: its fixture, what each run answered, and after which step of
 * run A run B ran.
 */
interface InterleavingTry<Fixture, A, B> {
  fixture: Fixture;
  a: A;
  b: B;
  step: number;
}

/** Two runs racing on the same records, and what must hold however they interleave. */
export interface TwoRuns<Fixture, A, B> {
  /**
   * Fresh records (and counting fakes) for one try: every interleaving starts from the same state.
   */
  setup: () => Promise<Fixture>;
  /** Which of run A's Blobs steps count: those on the records the two runs share. */
  matches: (fixture: Fixture, key: string) => boolean;
  /**
   * Hold run A after its reads too, not only after its writes (for a gate that reads, then writes);
   * `'getWithMetadata'` for the versioned reads of a read-change-write loop.
   */
  holdAfterReads?: boolean | 'getWithMetadata';
  runA: (fixture: Fixture) => Promise<A>;
  runB: (fixture: Fixture) => Promise<B>;
  /** The test's expectations, checked after each try. */
  check: (tried: InterleavingTry<Fixture, A, B>) => Promise<void> | void;
}

/**
 * Proves a race cannot happen by forcing every interleaving, never by timing: run A is held after
 * its n-th matching step while run B runs to the end, for n = 1, 2, … until A makes fewer than n
 * steps; `check` runs after each try. Returns the number of tries.
 */
export async function forEachInterleaving<Fixture, A, B>(
  runs: TwoRuns<Fixture, A, B>,
): Promise<number> {
  for (let pauseAfter = 1; ; pauseAfter++) {
    const fixture = await runs.setup();
    let steps = 0;
    let bRan = false;
    let b!: B;
    const pauseA = async (_store: string, key: string) => {
      if (bRan || !runs.matches(fixture, key) || ++steps !== pauseAfter) return;
      bRan = true;
      b = await runs.runB(fixture);
    };
    const reads = runs.holdAfterReads === true ? 'get' : runs.holdAfterReads;
    const holds = reads
      ? [afterReads(pauseA, reads), betweenWrites(pauseA)]
      : [betweenWrites(pauseA)];
    let a: A;
    try {
      a = await runs.runA(fixture);
    } finally {
      for (const hold of holds) hold.restore();
    }
    if (!bRan) return pauseAfter - 1; // run A made fewer steps than that: every point between them was tried
    await runs.check({ fixture, a, b, step: pauseAfter });
  }
}
