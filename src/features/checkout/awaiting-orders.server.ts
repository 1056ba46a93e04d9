/**
 * `awaiting-order/<due hour>/…` in the orders store: checkouts whose payment may still need an
 * order, written with the checkout record, so the re-drive walks only the due entries, never two
 * days of payments (docs/decisions/0035-a-re-drive-bounded-per-step.md).
 */
import * as z from 'zod';
import { ordersStoreFamily } from '../orders/orders-store.server.ts';

/** An entry is its key: the times are in its name, so a walk reads no record. */
const entries = ordersStoreFamily('awaiting-order/', z.object({}));

export interface AwaitingOrder {
  intentId: string;
  /** When the checkout was made (ms): the re-drive stops looking 48 hours later. */
  createdAt: number;
  /** The end of the price hold (ms). */
  heldUntil: number;
  /** When the re-drive looks at it next (ms). */
  dueAt: number;
}

const hourOf = (at: number) => new Date(at).toISOString().slice(0, 13);
/** Times as 13 digits (until the year 2286), so names sort by due time. */
const digits = (at: number) => String(Math.max(0, Math.round(at))).padStart(13, '0');
const nameOf = ({ intentId, createdAt, heldUntil, dueAt }: AwaitingOrder) =>
  `${hourOf(dueAt)}/${digits(dueAt)}-${digits(createdAt)}-${digits(heldUntil)}-${intentId}`;

function parse(name: string): AwaitingOrder | null {
  const match = /^(\d{13})-(\d{13})-(\d{13})-(pi_[A-Za-z0-9_]+)$/.exec(name);
  if (!match) return null;
  const [, dueAt, createdAt, heldUntil, intentId] = match;
  return {
    intentId: intentId!,
    createdAt: Number(createdAt),
    heldUntil: Number(heldUntil),
    dueAt: Number(dueAt),
  };
}

/** Lists a new checkout; due at once, so a closed tab is found by the next run. */
export function awaitOrder(intentId: string, createdAt: number, heldUntil: number): Promise<void> {
  return entries.write(nameOf({ intentId, createdAt, heldUntil, dueAt: createdAt }), {});
}

/** Done with it: the intent has an outcome, or can no longer be paid. */
export function forgetAwaiting(entry: AwaitingOrder): Promise<void> {
  return entries.remove(nameOf(entry));
}

/** Looks at it again at `dueAt`: written there before it leaves its place, so it is never lost. */
export async function postponeAwaiting(entry: AwaitingOrder, dueAt: number): Promise<void> {
  await entries.write(nameOf({ ...entry, dueAt }), {});
  await forgetAwaiting(entry);
}

export interface DueEntries {
  /** Due by `now`, oldest first, at most `limit`. */
  due: AwaitingOrder[];
  /** How many due entries were listed beyond `limit`; `more`: hours not listed may hold others. */
  left: number;
  more: boolean;
  /** The due time of the oldest entry left (ms), or null. */
  oldestLeftAt: number | null;
}

/**
 * The entries due by `now`, oldest first: one listing of the hour folders (entries leave within
 * 48 hours, so there are about a hundred), then one listing per due hour until `limit` are found,
 * at most `hours` of them. An hour's listing grows with that hour's checkouts, not with history.
 */
export async function dueEntries(now: number, limit: number, hours = 4): Promise<DueEntries> {
  const dueHours = (await entries.listFolders()).filter((hour) => hour <= hourOf(now)).sort();
  const listed: AwaitingOrder[] = [];
  let read = 0;
  for (const hour of dueHours.slice(0, hours)) {
    if (listed.length > limit) break;
    read++;
    for (const name of (await entries.listNames(`${hour}/`)).sort()) {
      const entry = parse(name);
      // A name this module never wrote would keep its hour listed for ever.
      if (!entry) await entries.remove(`${hour}/${name}`);
      else if (entry.dueAt <= now) listed.push(entry);
    }
  }
  const left = listed.slice(limit);
  return {
    due: listed.slice(0, limit),
    left: left.length,
    more: read < dueHours.length,
    oldestLeftAt: left[0]?.dueAt ?? null,
  };
}
