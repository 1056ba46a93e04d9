/**
 * The `esims` Blobs store: what we know of bought eSIMs after the purchase, keyed by ICCID. The
 * one module that opens it; each key family is asked for by exactly one repository module
 * (ARCHITECTURE.md lists them).
 */
import type * as z from 'zod';
import { storeFamily, type KeyFamily } from '../../lib/store-family.ts';

/**
 * `status/`: the status cache; `provider-claim/`: the provider call gate (`provider-call/`: its first
 * shape's per-minute claims, only deleted now); `by-iccid/`:
 * which order bought an eSIM (callbacks name only the ICCID); `usage/`: what the last callbacks
 * said; `alert/`: usage alerts sent, one key each; `rescue-watch/`: eSIMs that may arrive without
 * data, `rescue-due/`: when each is next looked at; `rescue-sent/`: the no-data rescue, once per eSIM; `install-reminder/`: install reminders
 * to come; `reminders-off/`: accounts that unsubscribed from them.
 */
export type EsimsStoreFamily =
  | 'status/'
  | 'provider-claim/'
  | 'provider-call/'
  | 'by-iccid/'
  | 'usage/'
  | 'alert/'
  | 'rescue-watch/'
  | 'rescue-due/'
  | 'rescue-sent/'
  | 'install-reminder/'
  | 'reminders-off/';

export function esimsStoreFamily<T>(prefix: EsimsStoreFamily, schema: z.ZodType<T>): KeyFamily<T> {
  return storeFamily('esims', prefix, schema);
}
