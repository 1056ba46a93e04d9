/**
 * A Blobs write that fails: wraps the real Store's `setJSON` so that the next `times` writes
 * matching a rule reject, as a write does once the Blobs client has used up its own retries.
 * Every other read and write goes to the real local Blobs server.
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
export function failOrderWrites(matches: (key: string, value: unknown) => boolean, times = 1): WriteFault {
  // Store is not exported: reach its prototype through a store instance.
  const prototype = Object.getPrototypeOf(getStore({ name: 'dev-orders' })) as { setJSON: SetJSON };
  const original = prototype.setJSON;
  let failed = 0;
  const spy = vi.spyOn(prototype, 'setJSON').mockImplementation(function (this: { name: string }, key, value, options) {
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
export function betweenWrites(during: (store: string, key: string, value: unknown) => Promise<void> | void): WriteFault {
  const prototype = Object.getPrototypeOf(getStore({ name: 'dev-orders' })) as { setJSON: SetJSON };
  const original = prototype.setJSON;
  let inside = 0;
  const spy = vi.spyOn(prototype, 'setJSON').mockImplementation(async function (this: { name: string }, key, value, options) {
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
export function afterReads(during: (store: string, key: string) => Promise<void> | void): WriteFault {
  const prototype = Object.getPrototypeOf(getStore({ name: 'dev-orders' })) as { get: Get };
  const original = prototype.get;
  const spy = vi.spyOn(prototype, 'get').mockImplementation(async function (this: { name: string }, key, options) {
    const value = await original.call(this, key, options);
    await during(this.name, key);
    return value;
  });
  return { failed: () => 0, restore: () => spy.mockRestore() };
}
