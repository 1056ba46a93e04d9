/**
 * `rescue-watch/<iccid>` in the esims store: the eSIMs that may yet arrive without data, with what
 * the rescue check needs of each, so it never reads the order. Written with its next look in
 * `rescue-due/`, removed once the eSIM needs no more watching
 * (docs/decisions/0049-no-data-on-arrival-rescue.md).
 */
import * as z from 'zod';
import { findPlan } from '../../catalogue/catalogue.server.ts';
import type { CountryNetworks } from '../../catalogue/plan-facts.ts';
import type { OrderRecord } from '../../orders/order.ts';
import { esimsStoreFamily } from '../esims-store.server.ts';
import { dropLook, listLook } from './rescue-due-index.server.ts';
import { arrivedLookAt, nextLocationLookAt } from './rescue-schedule.ts';

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
  /** The order's first day of travel, for the schedule of looks. */
  travelDate: z.string().nullable().default(null),
  /** When the check next looks: the time of this entry's one `rescue-due/` entry. */
  dueAt: z.number(),
});
export type WatchedEsim = z.infer<typeof watchSchema>;

const watched = esimsStoreFamily('rescue-watch/', watchSchema);

/**
 * Starts watching the eSIM `order` bought (a completed eSIM order, not a top-up or a refunded one),
 * `arrived` when a callback says it is on a network; an eSIM already watched keeps its entry.
 */
export async function watchForArrival(
  order: OrderRecord,
  now: number,
  arrived?: { rescueAfterMs: number },
): Promise<void> {
  if (order.topUpOf !== null || order.provisioningStatus !== 'completed') return;
  if (!order.iccid || order.refundedAt !== null) return;
  const plan = await findPlan(order.planId);
  const countries = new Set([
    ...order.plan.countryCode.split(','),
    ...(plan?.coveredCountries ?? []),
  ]);
  const networks: CountryNetworks[] = plan?.facts?.networks ?? [];
  const times = { watchedAt: now, travelDate: order.travelDate };
  const dueAt = arrived
    ? arrivedLookAt(now, arrived.rescueAfterMs)
    : nextLocationLookAt(times, now);
  // The look first: a crash before the entry leaves a look that finds no entry and goes.
  await listLook(order.iccid, dueAt);
  const created = await watched.createIfNew(order.iccid, {
    orderId: order.id,
    userId: order.userId,
    countries: [...countries].filter((code) => /^[A-Z]{2}$/.test(code)),
    networks,
    ...times,
    until: now + WATCH_DAYS * DAY_MS,
    arrivedAt: arrived ? now : null,
    seen: null,
    dueAt,
  });
  if (!created) await dropLook(order.iccid, dueAt);
}

/**
 * A `FirstAttachment` or `FirstUse` callback: the eSIM is on a network, so it is arrived now and
 * due for its one usage check once the delay has passed; watched from now if it was not.
 */
export async function watchArrivedEsim(
  order: OrderRecord,
  now: number,
  rescueAfterMs: number,
): Promise<void> {
  const entry = order.iccid ? await findWatchedEsim(order.iccid) : null;
  if (!entry) return watchForArrival(order, now, { rescueAfterMs });
  if (entry.arrivedAt !== null) return;
  await rescheduleWatch(
    order.iccid!,
    { ...entry, arrivedAt: now },
    arrivedLookAt(now, rescueAfterMs),
  );
}

export function findWatchedEsim(iccid: string): Promise<WatchedEsim | null> {
  return watched.readIfValid(iccid);
}

/**
 * Saves `entry` with its next look at `at` (never past its end): the new look is listed before the
 * entry names it and the old one goes after, so a crash leaves at worst a stale look, dropped when
 * it comes due.
 */
export async function rescheduleWatch(iccid: string, entry: WatchedEsim, at: number) {
  const dueAt = Math.min(at, entry.until);
  if (dueAt !== entry.dueAt) await listLook(iccid, dueAt);
  await watched.write(iccid, { ...entry, dueAt });
  if (dueAt !== entry.dueAt) await dropLook(iccid, entry.dueAt);
}

/** Ends the watch of `iccid` and its look. */
export async function stopWatching(iccid: string, entry: WatchedEsim): Promise<void> {
  await watched.remove(iccid);
  await dropLook(iccid, entry.dueAt);
}
