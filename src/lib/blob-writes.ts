/**
 * Conditional Blobs writes: `modified` without an etag failed
 * (docs/decisions/0010-one-module-per-blobs-store.md).
 */
import type { Store } from '@netlify/blobs';

/** Whether a write took effect: `modified` without an etag failed. */
export function wasWritten(result: { modified: boolean; etag?: string }): boolean {
  return result.modified && Boolean(result.etag);
}

/** Writes `value` only if `key` is new; true when this call created it. */
export async function createIfNew(store: Store, key: string, value: unknown): Promise<boolean> {
  return wasWritten(await store.setJSON(key, value, { onlyIfNew: true }));
}

/**
 * Writes `value` only if `key` still holds the version read at `etag`; true when this call wrote
 * it.
 */
export async function replaceIfMatch(
  store: Store,
  key: string,
  value: unknown,
  etag: string,
): Promise<boolean> {
  return wasWritten(await store.setJSON(key, value, { onlyIfMatch: etag }));
}
