/**
 * Lists a Blobs prefix by reading the facts of the files under it only, as Netlify's service lists
 * on its side. Upstream: netlify/primitives packages/blobs/src/server.ts `walk` calls `fs.stat` on
 * every entry of every folder it passes before comparing its name with the prefix, so finding one
 * ICCID's orders stats all 20,000 ICCID folders (about 0.9 s). prefix-first-listing.test.ts fails
 * when an upgrade changes `walk` or answers a listing differently.
 */
import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';

/** What the server's `walk` is given: the folder it is in and the listing it fills. */
export interface WalkOptions {
  directories: boolean;
  path: string;
  prefix: string;
  rootPath: string;
  result: {
    blobs?: { etag: string; key: string; last_modified: string; size: number }[];
    directories?: string[];
  };
}

interface WalkingServer {
  walk?: (options: WalkOptions) => Promise<void>;
  generateETag(path: string): Promise<string>;
  prefixFirst?: true;
}
const server = BlobsServer as unknown as WalkingServer;

/** Upstream's walk with the name compared first; the same entries, in the same order. */
export async function walkPrefixFirst(options: WalkOptions): Promise<void> {
  const { directories, path, prefix, result, rootPath } = options;
  for (const entry of await readdir(path)) {
    const entryPath = join(path, entry);
    const key = relative(rootPath, entryPath).split(sep).join('/');
    // A key on the way to the prefix, or under it: anything else is skipped unread.
    if (!prefix.startsWith(key.slice(0, prefix.length))) continue;
    const facts = await stat(entryPath);
    if (!facts.isDirectory()) {
      result.blobs?.push({
        etag: await server.generateETag(entryPath),
        key,
        last_modified: facts.mtime.toISOString(),
        size: facts.size,
      });
    } else if (directories && key.startsWith(prefix)) {
      result.directories?.push(key);
    } else {
      await walkPrefixFirst({ ...options, path: entryPath });
    }
  }
}

/** Patches the local Blobs server's listing once; true when it is (or already was) patched. */
export function listBlobsPrefixFirst(): boolean {
  if (typeof server.walk !== 'function' || typeof server.generateETag !== 'function') return false;
  if (server.prefixFirst) return true;
  server.walk = walkPrefixFirst;
  server.prefixFirst = true;
  return true;
}
