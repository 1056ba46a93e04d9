/**
 * Opens Netlify Blobs stores. Store names carry the deploy context so a deploy preview never
 * reads or writes production records (docs/decisions/0010-one-module-per-blobs-store.md). Stores
 * are opened per call, inside the handler: a module-level getStore fails in production.
 */
import { getStore, type Store } from '@netlify/blobs';
import { deployContext } from './env.ts';

/**
 * `payments` holds the local test gateway's intents; `mail` is the durable mail queue; `esims`
 * what we know of bought eSIMs after the purchase (status cache, usage alerts);
 * `simulated-esims` the simulated provider's eSIMs; every other store is in ARCHITECTURE.md
 * ("Blobs stores").
 */
export type StoreName =
  | 'catalogue'
  | 'users'
  | 'sessions'
  | 'orders'
  | 'payments'
  | 'tokens'
  | 'contact'
  | 'outbox'
  | 'mail'
  | 'esims'
  | 'simulated-esims'
  | 'staff'
  | 'audit'
  | 'sales';

export function openStore(name: StoreName): Store {
  return getStore({ name: `${deployContext()}-${name}`, consistency: 'strong' });
}
