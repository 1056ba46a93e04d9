/**
 * Conditional writes made atomic per key, as on Netlify: the local Blobs server checks onlyIfNew /
 * onlyIfMatch, then writes (docs/decisions/0010-one-module-per-blobs-store.md). One at a time per
 * key, a test of many truly concurrent requests can rely on the condition.
 */
import { getStore } from '@netlify/blobs';
import { vi } from 'vitest';

type SetJSON = (
  key: string,
  value: unknown,
  options?: { onlyIfNew?: boolean; onlyIfMatch?: string },
) => Promise<unknown>;

/** Until `restore()`, conditional writes to the same store and key run one after the other. */
export function atomicConditionalWrites(): { restore(): void } {
  const prototype = Object.getPrototypeOf(getStore({ name: 'dev-orders' })) as { setJSON: SetJSON };
  const original = prototype.setJSON;
  const queues = new Map<string, Promise<unknown>>();
  const spy = vi.spyOn(prototype, 'setJSON').mockImplementation(function (
    this: { name: string },
    key,
    value,
    options,
  ) {
    if (!options?.onlyIfNew && !options?.onlyIfMatch)
      return original.call(this, key, value, options);
    const lane = `${this.name} ${key}`;
    const turn = (queues.get(lane) ?? Promise.resolve()).then(() =>
      original.call(this, key, value, options),
    );
    queues.set(
      lane,
      turn.catch(() => undefined),
    );
    return turn;
  });
  return { restore: () => spy.mockRestore() };
}
