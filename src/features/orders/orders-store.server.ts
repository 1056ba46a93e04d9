/**
 * The `orders` Blobs store: the one module that opens it. Its records live in key families (the
 * table in ARCHITECTURE.md), each asked for here by exactly one repository module, which alone
 * names its records and parses them back with its schema. The families share one store, not one
 * store each, because production already holds them there: a purchase record that moved would be
 * a purchase forgotten, and an eSIM bought twice.
 */
import type * as z from 'zod';
import { storeFamily, type KeyFamily } from '../../lib/store-family.ts';

/** Every key family of the store, by prefix; a new one is added here and to ARCHITECTURE.md. */
export type OrdersStoreFamily =
  | 'id/'
  | 'user/'
  | 'active/'
  | 'summary/'
  | 'checkout/'
  | 'claim/'
  | 'purchase/'
  | 'webhook-event/'
  | 'refund/'
  | 'refund-open/'
  | 'balance-credit-pending/'
  | 'open-quote/'
  | 'open-top-up/'
  | 'payment-outcome/';

export type { KeyFamily };

/** The family under `prefix`, its records parsed with `schema`. */
export function ordersStoreFamily<T>(prefix: OrdersStoreFamily, schema: z.ZodType<T>): KeyFamily<T> {
  return storeFamily('orders', prefix, schema);
}
