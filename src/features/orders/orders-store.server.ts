/**
 * The `orders` Blobs store: the one module that opens it. Its records live in key families (the
 * table in ARCHITECTURE.md), each asked for here by exactly one repository module, which alone
 * names its records and parses them back with its schema. The families share one store, not one
 * store each, because production already holds them there: a purchase record that moved would be
 * a purchase forgotten, and an eSIM bought twice.
 */
import type { z } from 'zod';
import { createIfNew } from '../../lib/blob-writes.ts';
import { openStore } from '../../lib/blobs.ts';

/** Every key family of the store, by prefix; a new one is added here and to ARCHITECTURE.md. */
export type OrdersStoreFamily = 'id/' | 'user/' | 'active/' | 'summary/' | 'checkout/' | 'claim/' | 'purchase/' | 'webhook-event/';

/** Typed access to one key family: names are keys without the family's prefix. */
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
  /** How many records the family holds, from the key listing (no record is read). */
  count(): Promise<number>;
}

/** The family under `prefix`, its records parsed with `schema`. Opens the store per call (DESIGN.md §4). */
export function ordersStoreFamily<T>(prefix: OrdersStoreFamily, schema: z.ZodType<T>): KeyFamily<T> {
  const store = () => openStore('orders');
  const key = (name: string) => `${prefix}${name}`;
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
    async count() {
      let count = 0;
      for await (const page of store().list({ prefix, paginate: true })) count += page.blobs.length;
      return count;
    },
  };
}
