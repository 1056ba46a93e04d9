/**
 * Staff's exact-key indexes of orders, each entry named by the order's position
 * (`<time>-<orderId>`, src/lib/list-position.ts) and empty: `by-day/<day>/`,
 * `by-destination/<key>/<day>/`, `by-iccid/<iccid>/`, and `by-state/<failed|refunded>/<day>/` for
 * the two final states. Written before the record they point to; a reader skips an entry whose
 * order is missing or no longer matches (docs/decisions/0010-one-module-per-blobs-store.md).
 */
import * as z from 'zod';
import { dayOf, entryNameOf, positionOf } from '../../lib/list-position.ts';
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

const families = {
  'by-day/': byDay,
  'by-destination/': byDestination,
  'by-iccid/': byIccid,
  'by-state/': byState,
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
  return [
    { family: 'by-day/', name: dated },
    ...destinationKeysOf(order.plan).map((key): IndexEntry => ({
      family: 'by-destination/',
      name: `${key}/${dated}`,
    })),
    ...(order.iccid && ICCID_PATTERN.test(order.iccid)
      ? [{ family: 'by-iccid/', name: `${order.iccid}/${entryNameOf(position)}` } as const]
      : []),
    ...(isFinal(state) ? [{ family: 'by-state/', name: `${state}/${dated}` } as const] : []),
  ];
}

const keyOf = (entry: IndexEntry) => `${entry.family}${entry.name}`;
const write = (entry: IndexEntry) => families[entry.family].write(entry.name, {});

/** Writes every entry of a new order (before its record); the re-drive's repair of one order. */
export async function writeOrderIndexes(order: OrderRecord): Promise<void> {
  await Promise.all(entriesOf(order).map(write));
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
