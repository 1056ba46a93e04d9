/**
 * What the local Blobs server of startLocalBlobs() holds, as a fingerprint per record, so a test
 * can tell whether a call changed any. The server renames each new file into place, so a changed
 * record has a new inode: contents are hashed only when inode, size or time changed.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { deployContext } from '../../src/lib/env.ts';

/** A stored record: its store (without the deploy-context prefix) and key. */
export interface StoredRecord {
  store: string;
  key: string;
}

export type BlobsSnapshot = ReadonlyMap<string, string>;

/** File timestamps come from a coarse clock: a file changed this recently is hashed again. */
const RECENT_MS = 100;

export function createBlobsSnapshotter(directory: string) {
  const known = new Map<string, { stamp: string; hash: string }>();

  async function fingerprint(path: string, now: number): Promise<string | undefined> {
    let info;
    try {
      info = await stat(path, { bigint: true });
    } catch {
      return undefined; // removed while listing
    }
    const stamp = `${info.ino}:${info.size}:${info.mtimeNs}`;
    const cached = known.get(path);
    if (cached?.stamp === stamp && now - Number(info.mtimeMs) > RECENT_MS) return cached.hash;
    const hash = createHash('sha256')
      .update(await readFile(path))
      .digest('hex');
    known.set(path, { stamp, hash });
    return hash;
  }

  /** Every stored file, by its path under the Blobs directory, with a hash of its content. */
  return async function snapshot(): Promise<BlobsSnapshot> {
    const now = Date.now();
    const entries = await readdir(directory, { recursive: true, withFileTypes: true });
    const files = entries
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
    const hashes = await Promise.all(files.map((path) => fingerprint(path, now)));
    const result = new Map<string, string>();
    files.forEach((path, index) => {
      const hash = hashes[index];
      if (hash !== undefined) result.set(relative(directory, path).split(sep).join('/'), hash);
    });
    return result;
  };
}

/** `entries/<site id>/site:dev-users/throttle/ab…` → { store: 'users', key: 'throttle/ab…' }. */
function recordOf(path: string): StoredRecord {
  const [, , folder = '', ...key] = path.split('/');
  const store = folder.replace(/^site:/, '');
  const prefix = `${deployContext()}-`;
  return {
    store: store.startsWith(prefix) ? store.slice(prefix.length) : store,
    key: key.join('/'),
  };
}

/** The records added, removed or changed between two snapshots, as 'added users/id/…' lines. */
export function changedRecords(
  before: BlobsSnapshot,
  after: BlobsSnapshot,
  allowed: (record: StoredRecord) => boolean = () => false,
): string[] {
  const changes: string[] = [];
  for (const path of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(path);
    const is = after.get(path);
    if (was === is || allowed(recordOf(path))) continue;
    const { store, key } = recordOf(path);
    changes.push(
      `${was === undefined ? 'added' : is === undefined ? 'removed' : 'changed'} ${store}/${key}`,
    );
  }
  return changes.sort();
}
