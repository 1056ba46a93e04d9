/**
 * Typed access to one key family of a Blobs store: the records under one prefix, named without
 * it and parsed back with the family's schema. Each store's one module declares its families with
 * this, so only it names the store (docs/decisions/0010-one-module-per-blobs-store.md).
 */
import type * as z from 'zod';
import { createIfNew, replaceIfMatch } from './blob-writes.ts';
import { openStore, type StoreName } from './blobs.ts';

export interface KeyFamily<T> {
  /** The record, parsed with the family's schema (a damaged record throws); null when absent. */
  read(name: string): Promise<T | null>;
  /** The record, or null when absent or not of the family's shape (for caches and hints). */
  readIfValid(name: string): Promise<T | null>;
  write(name: string, record: T): Promise<void>;
  /** Writes only if `name` is new; true when this call created it. */
  createIfNew(name: string, record: T): Promise<boolean>;
  remove(name: string): Promise<void>;
  /** The names under `within` (e.g. `<userId>/`), with `within` taken off. */
  listNames(within?: string): Promise<string[]>;
  /** The folders right under `within` (`<day>` of `<day>/<entry>`), without reading below them. */
  listFolders(within?: string): Promise<string[]>;
  /** The folders right under `within` and the names of the records right in it: one listing. */
  listLevel(within?: string): Promise<{ folders: string[]; names: string[] }>;
  /**
   * The record (null when absent or not of the family's shape) and the etag it was read at (null
   * only when absent), for `writeIfUnchanged`. A read without an etag (an unpatched local Blobs
   * server) takes it from the key listing before a second read, so a write in between only fails
   * the write back.
   */
  readVersioned(name: string): Promise<{ record: T | null; etag: string | null }>;
  /**
   * Writes only if the record is still the one read at `etag` (null: only if still absent); true
   * when written. For caches rebuilt from a read: a change made since that read is never undone.
   */
  writeIfUnchanged(name: string, record: T, etag: string | null): Promise<boolean>;
}

/**
 * The family under `prefix` of `storeName`, its records parsed with `schema`. Opens the store per
 * call (docs/decisions/0010-one-module-per-blobs-store.md).
 */
export function storeFamily<T>(
  storeName: StoreName,
  prefix: string,
  schema: z.ZodType<T>,
): KeyFamily<T> {
  const store = () => openStore(storeName);
  const key = (name: string) => `${prefix}${name}`;
  async function readOnce(
    name: string,
  ): Promise<{ record: T | null; etag: string | null; found: boolean }> {
    const found = await store().getWithMetadata(key(name), { type: 'json' });
    if (!found) return { record: null, etag: null, found: false };
    const parsed = schema.safeParse(found.data);
    return { record: parsed.success ? parsed.data : null, etag: found.etag ?? null, found: true };
  }
  return {
    async read(name) {
      const raw = await store().get(key(name), { type: 'json' });
      return raw === null ? null : schema.parse(raw);
    },
    async readIfValid(name) {
      const parsed = schema.safeParse(await store().get(key(name), { type: 'json' }));
      return parsed.success ? parsed.data : null;
    },
    async write(name, record) {
      await store().setJSON(key(name), record);
    },
    createIfNew: (name, record) => createIfNew(store(), key(name), record),
    async remove(name) {
      await store().delete(key(name));
    },
    async listNames(within = '') {
      const { blobs } = await store().list({ prefix: key(within) });
      return blobs.map((blob) => blob.key.slice(key(within).length));
    },
    async listFolders(within = '') {
      const { directories } = await store().list({ prefix: key(within), directories: true });
      return directories.map((folder) => folder.slice(key(within).length).replace(/\/$/, ''));
    },
    async listLevel(within = '') {
      const listed = await store().list({ prefix: key(within), directories: true });
      return {
        folders: listed.directories.map((folder) =>
          folder.slice(key(within).length).replace(/\/$/, ''),
        ),
        names: listed.blobs.map((blob) => blob.key.slice(key(within).length)),
      };
    },
    async readVersioned(name) {
      const { record, etag, found } = await readOnce(name);
      // Absent: written back only if still absent, which needs no etag.
      if (etag !== null || !found) return { record, etag };
      const { blobs } = await store().list({ prefix: key(name) });
      const listed = blobs.find((blob) => blob.key === key(name))?.etag;
      return listed ? { record: (await readOnce(name)).record, etag: listed } : { record, etag };
    },
    writeIfUnchanged: (name, record, etag) =>
      etag === null
        ? createIfNew(store(), key(name), record)
        : replaceIfMatch(store(), key(name), record, etag),
  };
}
