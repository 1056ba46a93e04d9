/**
 * Lists a Blobs prefix as Netlify does: reading only the files under it, as one snapshot whatever
 * is written meanwhile. Upstream stats every folder it passes and answers part of a folder under
 * writes (docs/decisions/0024-local-platform.md); its two tests fail on an upgrade.
 */
import type { Stats } from 'node:fs';
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
const upstreamWalk = server.walk;

/** Upstream's walk with the name compared first; the same entries, in the same order. */
export async function walkPrefixFirst(options: WalkOptions): Promise<void> {
  const { directories, path, prefix, result, rootPath } = options;
  for (const entry of await readdir(path)) {
    // A write in flight; the shop's keys never start a part with a dot.
    if (entry.startsWith('.')) continue;
    const entryPath = join(path, entry);
    const key = relative(rootPath, entryPath).split(sep).join('/');
    // A key on the way to the prefix, or under it: anything else is skipped unread.
    if (!prefix.startsWith(key.slice(0, prefix.length))) continue;
    const facts = await factsOf(entryPath);
    if (!facts) continue;
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

/** An entry's facts, or null when it went away since its folder was read. */
async function factsOf(path: string): Promise<Stats | null> {
  try {
    return await stat(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
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

/**
 * Runs `list` on upstream's listing, then patches again: how the tests show what the patch still
 * changes.
 */
export async function withUpstreamListing<T>(list: () => Promise<T>): Promise<T> {
  server.walk = upstreamWalk;
  delete server.prefixFirst;
  try {
    return await list();
  } finally {
    listBlobsPrefixFirst();
  }
}
