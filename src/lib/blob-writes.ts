/** Conditional Blobs writes, read the way DESIGN.md §4 says: `modified` without an etag failed. */
import type { Store } from '@netlify/blobs';

/** Writes `value` only if `key` is new; true when this call created it. */
export async function createIfNew(store: Store, key: string, value: unknown): Promise<boolean> {
  const result = await store.setJSON(key, value, { onlyIfNew: true });
  return result.modified && Boolean(result.etag);
}
