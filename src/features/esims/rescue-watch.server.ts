/**
 * `rescue-watch/<iccid>` in the esims store: the eSIMs that may yet arrive without data, and what
 * the rescue check needs of each without reading the order (the countries its plan covers, the
 * networks it uses there, when it was first found arrived). Written when an eSIM is delivered or its
 * first network attachment is reported; removed once data flows, the rescue is sent, the plan has
 * ended or `WATCH_DAYS` have passed, so the family only holds eSIMs in flight
 * (docs/decisions/0049-no-data-on-arrival-rescue.md).
 */
import * as z from 'zod';
import { findPlan } from '../catalogue/catalogue.server.ts';
import type { CountryNetworks } from '../catalogue/plan-facts.ts';
import type { OrderRecord } from '../orders/order.ts';
import { esimsStoreFamily } from './esims-store.server.ts';

/** An eSIM still unused this long after delivery is no longer watched (a trip far ahead). */
const WATCH_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

const seenSchema = z.object({
  countryCode: z.string().nullable(),
  networkName: z.string().nullable(),
  networkBrandName: z.string().nullable(),
});

const watchSchema = z.object({
  orderId: z.string(),
  userId: z.string(),
  /** ISO codes the plan covers: its own and its region's. */
  countries: z.array(z.string()),
  networks: z.array(
    z.object({
      country: z.string(),
      operators: z.array(z.object({ name: z.string(), generations: z.array(z.string()) })),
    }),
  ),
  watchedAt: z.number(),
  until: z.number(),
  /** When the check first found the eSIM where its plan goes (or its plan started); null before. */
  arrivedAt: z.number().nullable(),
  seen: seenSchema.nullable(),
});
export type WatchedEsim = z.infer<typeof watchSchema>;

const watched = esimsStoreFamily('rescue-watch/', watchSchema);

/**
 * Starts watching the eSIM `order` bought (a completed eSIM order, not a top-up or a refunded one);
 * an eSIM already watched keeps its entry.
 */
export async function watchForArrival(order: OrderRecord, now: number): Promise<void> {
  if (order.topUpOf !== null || order.provisioningStatus !== 'completed') return;
  if (!order.iccid || order.refundedAt !== null) return;
  const plan = await findPlan(order.planId);
  const countries = new Set([
    ...order.plan.countryCode.split(','),
    ...(plan?.coveredCountries ?? []),
  ]);
  const networks: CountryNetworks[] = plan?.facts?.networks ?? [];
  await watched.createIfNew(order.iccid, {
    orderId: order.id,
    userId: order.userId,
    countries: [...countries].filter((code) => /^[A-Z]{2}$/.test(code)),
    networks,
    watchedAt: now,
    until: now + WATCH_DAYS * DAY_MS,
    arrivedAt: null,
    seen: null,
  });
}

/** The ICCIDs watched, for the check's walk: eSIMs in flight only, never history. */
export function listWatchedEsims(): Promise<string[]> {
  return watched.listNames();
}

export function findWatchedEsim(iccid: string): Promise<WatchedEsim | null> {
  return watched.readIfValid(iccid);
}

export function updateWatchedEsim(iccid: string, entry: WatchedEsim): Promise<void> {
  return watched.write(iccid, entry);
}

export function stopWatching(iccid: string): Promise<void> {
  return watched.remove(iccid);
}
