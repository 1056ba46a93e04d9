/**
 * The `orders` Blobs store, the one module that opens it: each key family (ARCHITECTURE.md's table)
 * is asked for here by exactly one repository module. One store, because production already holds
 * them together (docs/decisions/0010-one-module-per-blobs-store.md).
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
  | 'open-by-customer/'
  | 'payment-outcome/'
  | 'balance-alert/'
  | 'by-day/'
  | 'by-destination/'
  | 'by-iccid/'
  | 'by-state/'
  | 'by-state-destination/'
  | 'in-flight/'
  | 'index-backfill/'
  | 'event/'
  | 'failed-next/'
  | 'awaiting-order/'
  | 'billing-doc/'
  | 'billing-series/'
  | 'billing-unnumbered/'
  | 'redrive-step/'
  | 'withdrawal/'
  | 'withdrawal-by-day/'
  | 'withdrawal-pending/'
  | 'handover/'
  | 'late-delivery/';

export type { KeyFamily };

/** The family under `prefix`, its records parsed with `schema`. */
export function ordersStoreFamily<T>(
  prefix: OrdersStoreFamily,
  schema: z.ZodType<T>,
): KeyFamily<T> {
  return storeFamily('orders', prefix, schema);
}
