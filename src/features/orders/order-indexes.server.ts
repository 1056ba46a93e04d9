/**
 * Staff's exact-key indexes of orders (`by-day/`, `by-destination/`, `by-iccid/`, `by-state/`,
 * `by-state-destination/`, `in-flight/`): empty entries written before the record, checked on read.
 * The families: ARCHITECTURE.md's orders store table; why:
 * docs/decisions/0037-console-reads-from-indexes.md.
 */
import * as z from 'zod';
import { walkSlices } from '../../lib/key-walk.ts';
import { dayOf, entryNameOf, positionInEntryName, positionOf } from '../../lib/list-position.ts';
import type { SweepBudget } from '../../lib/sweep-budget.ts';
import type { OrderRecord } from './order.ts';
import { destinationKeysOf } from './order-destination.ts';
import { FINAL_STATES, orderStateOf, type OrderState } from './order-state.ts';
import { ordersStoreFamily, type KeyFamily } from './orders-store.server.ts';

/** An ICCID as staff type it and the index keeps it: 18 to 22 digits. */
const ICCID_PATTERN = /^\d{18,22}$/;

const entrySchema = z.object({});
const byDay = ordersStoreFamily('by-day/', entrySchema);
const byDestination = ordersStoreFamily('by-destination/', entrySchema);
const byIccid = ordersStoreFamily('by-iccid/', entrySchema);
const byState = ordersStoreFamily('by-state/', entrySchema);
const byStateAndDestination = ordersStoreFamily('by-state-destination/', entrySchema);
const inFlight = ordersStoreFamily('in-flight/', entrySchema);

const families = {
  'by-day/': byDay,
  'by-destination/': byDestination,
  'by-iccid/': byIccid,
  'by-state/': byState,
  'by-state-destination/': byStateAndDestination,
  'in-flight/': inFlight,
};
type IndexFamily = keyof typeof families;

/** One index entry: its family and its name within it. */
interface IndexEntry {
  family: IndexFamily;
  name: string;
}

const isFinal = (state: OrderState): state is (typeof FINAL_STATES)[number] =>
  (FINAL_STATES as readonly OrderState[]).includes(state);

/** Every entry the order should have as it is now. */
function entriesOf(order: OrderRecord): IndexEntry[] {
  const position = positionOf(order);
  const dated = `${dayOf(position)}/${entryNameOf(position)}`;
  const state = orderStateOf(order);
  const destinations = destinationKeysOf(order.plan);
  return [
    { family: 'by-day/', name: dated },
    ...destinations.map((key): IndexEntry => ({
      family: 'by-destination/',
      name: `${key}/${dated}`,
    })),
    ...(order.iccid && ICCID_PATTERN.test(order.iccid)
      ? [{ family: 'by-iccid/', name: `${order.iccid}/${entryNameOf(position)}` } as const]
      : []),
    ...(isFinal(state)
      ? [
          { family: 'by-state/', name: `${state}/${dated}` } as const,
          ...destinations.map((key): IndexEntry => ({
            family: 'by-state-destination/',
            name: `${state}/${key}/${dated}`,
          })),
        ]
      : []),
    ...(state === 'paid' || state === 'provisioning'
      ? [{ family: 'in-flight/', name: dated } as const]
      : []),
  ];
}

const keyOf = (entry: IndexEntry) => `${entry.family}${entry.name}`;
const write = (entry: IndexEntry) => families[entry.family].write(entry.name, {});

/** Writes every entry of a new order (before its record); the re-drive's repair of one order. */
export async function writeOrderIndexes(order: OrderRecord): Promise<void> {
  await Promise.all(entriesOf(order).map(write));
}

/**
 * Removes the entries `before` had that `after` has not (in flight no more, failed no more), after
 * the changed record is written: a crash in between leaves an entry the reader skips.
 */
export async function removeIndexesLeft(before: OrderRecord, after: OrderRecord): Promise<void> {
  const kept = new Set(entriesOf(after).map(keyOf));
  await Promise.all(
    entriesOf(before)
      .filter((entry) => !kept.has(keyOf(entry)))
      .map((entry) => families[entry.family].remove(entry.name)),
  );
}

/** Writes the entries of the final state `order` is in that a list by state and destination needs. */
export async function writeStateDestinationEntries(order: OrderRecord): Promise<void> {
  await Promise.all(
    entriesOf(order)
      .filter((entry) => entry.family === 'by-state-destination/')
      .map(write),
  );
}

/**
 * Every entry key of every index (`by-day/<day>/<entry>` …), for a repair of all orders: one
 * listing per family, not one call per order.
 */
export async function listAllIndexKeys(): Promise<Set<string>> {
  const listed = await Promise.all(
    Object.entries(families).map(async ([prefix, family]) =>
      (await family.listNames()).map((name) => `${prefix}${name}`),
    ),
  );
  return new Set(listed.flat());
}

/** Writes the entries of `order` missing from `existing` (listAllIndexKeys); how many. */
export async function writeMissingIndexes(
  order: OrderRecord,
  existing: ReadonlySet<string>,
): Promise<number> {
  const missing = entriesOf(order).filter((entry) => !existing.has(keyOf(entry)));
  await Promise.all(missing.map(write));
  return missing.length;
}

/**
 * Removes the entries of an order that lost the race to be created: another call's record, made at
 * another time, is the order; the entries written for this one's time point at nothing true.
 */
export async function removeOrderIndexes(order: OrderRecord): Promise<void> {
  await Promise.all(entriesOf(order).map((entry) => families[entry.family].remove(entry.name)));
}

/**
 * Writes the entries a change gives the order (an ICCID, a final state), before the changed
 * record is written.
 */
export async function writeIndexesOfChange(
  before: OrderRecord | null,
  after: OrderRecord,
): Promise<void> {
  const had = new Set(before ? entriesOf(before).map(keyOf) : []);
  await Promise.all(
    entriesOf(after)
      .filter((entry) => !had.has(keyOf(entry)))
      .map(write),
  );
}

/** Where a newest-first walk reads its entries: a family and the folder within it. */
export interface IndexedList {
  family: KeyFamily<object>;
  /** `''`, or `<key>/` ending in '/': below it are day folders. */
  within: string;
}

export const ordersByDay: IndexedList = { family: byDay, within: '' };
export const ordersByDestination = (key: string): IndexedList => ({
  family: byDestination,
  within: `${key}/`,
});
export const ordersInFinalState = (state: 'failed' | 'refunded'): IndexedList => ({
  family: byState,
  within: `${state}/`,
});
export const ordersInFinalStateTo = (state: 'failed' | 'refunded', key: string): IndexedList => ({
  family: byStateAndDestination,
  within: `${state}/${key}/`,
});
/** Paid and provisioning orders, newest first. */
export const ordersInFlight: IndexedList = { family: inFlight, within: '' };

/** The positions under `by-iccid/<iccid>/`, unsorted. */
export async function listIccidEntries(iccid: string): Promise<string[]> {
  return byIccid.listNames(`${iccid}/`);
}

/** The day folders of a list, and the entry names of one day. */
export async function listDays(list: IndexedList): Promise<string[]> {
  return list.family.listFolders(list.within);
}
export async function listDayEntries(list: IndexedList, day: string): Promise<string[]> {
  return list.family.listNames(`${list.within}${day}/`);
}

/**
 * Hands the id of every order made on `days` to `visit`, once, oldest day first, behind the walk's
 * cursor (`walk-cursor/<walk>`) and within the budget: a sweep's way through the shop's orders.
 */
export function walkOrdersOfDays(
  walk: string,
  days: readonly string[],
  budget: SweepBudget,
  visit: (orderId: string) => Promise<void>,
) {
  const slices = days.map((day) => `by-day/${day}/`);
  return walkSlices(
    'orders',
    walk,
    slices,
    budget,
    async (key) => {
      const position = positionInEntryName(key.slice(key.lastIndexOf('/') + 1));
      if (position) await visit(position.id);
    },
    true,
  );
}
