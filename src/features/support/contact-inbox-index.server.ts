/**
 * Staff's newest-first index of contact messages, `inbox/<all|open|answered>/<day>/…`: `all` and
 * `open` written before the message, a status change writes the new list's entry then removes the
 * old, a reader checks each against the thread (docs/decisions/0037-console-reads-from-indexes.md).
 */
import * as z from 'zod';
import {
  dayOf,
  entryNameOf,
  positionInEntryName,
  type ListPosition,
} from '../../lib/list-position.ts';
import type { DayIndex } from '../../lib/newest-first-page.ts';
import { storeFamily } from '../../lib/store-family.ts';

export type InboxList = 'all' | 'open' | 'answered';

const entries = storeFamily('contact', 'inbox/', z.object({}));

/** A message id is the ISO time it was received and 8 hex characters. */
const MESSAGE_ID = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)-([0-9a-f]{8})$/;

export function positionOfMessage(messageId: string): ListPosition | null {
  const match = MESSAGE_ID.exec(messageId);
  const ms = match ? Date.parse(match[1]!) : NaN;
  return match && !Number.isNaN(ms) ? { ms, id: match[2]! } : null;
}

/**
 * The message id at `position`; a position between two messages (a walk's bound at a day's
 * start) becomes the first id of its time, which no earlier message follows.
 */
export function messageIdAt(position: ListPosition): string {
  const hex = /^[0-9a-f]{8}$/.test(position.id) ? position.id : '00000000';
  return `${new Date(position.ms).toISOString()}-${hex}`;
}

const entryOf = (list: InboxList, position: ListPosition) =>
  `${list}/${dayOf(position)}/${entryNameOf(position)}`;

/** Lists a new message as received and open (before its record is written). */
export async function addToInbox(messageId: string): Promise<void> {
  const position = positionOfMessage(messageId);
  if (!position) return;
  await Promise.all(
    ['all', 'open'].map((list) => entries.write(entryOf(list as InboxList, position), {})),
  );
}

/** Moves a message to the list of its status: the new entry first, then the old one goes. */
export async function moveInInbox(messageId: string, answered: boolean): Promise<void> {
  const position = positionOfMessage(messageId);
  if (!position) return;
  await entries.write(entryOf(answered ? 'answered' : 'open', position), {});
  await entries.remove(entryOf(answered ? 'open' : 'answered', position));
}

/**
 * Writes the entries a message of that status has (a repair of older messages); removes none, so a
 * status changed meanwhile leaves the message in both lists, and its thread decides.
 */
export async function indexInInbox(messageId: string, answered: boolean): Promise<void> {
  const position = positionOfMessage(messageId);
  if (!position) return;
  const lists: InboxList[] = ['all', answered ? 'answered' : 'open'];
  await Promise.all(lists.map((list) => entries.write(entryOf(list, position), {})));
}

/** One list's day folders and entries, for a newest-first page. */
export function inboxDayIndex(list: InboxList): DayIndex {
  return {
    listDays: () => entries.listFolders(`${list}/`),
    listEntries: (day) => entries.listNames(`${list}/${day}/`),
  };
}

/** The messages listed on `day` (`YYYY-MM-DD`) in staff's inbox, oldest first. */
export async function messagesOfDay(day: string): Promise<string[]> {
  const names = await entries.listNames(`all/${day}/`);
  return names
    .map(positionInEntryName)
    .filter((position) => position !== null)
    .map(messageIdAt)
    .sort();
}

/**
 * Takes a message off every list of staff's inbox, `all` last: a sweep cut off before it finds the
 * message again on its day.
 */
export async function removeFromInbox(messageId: string, beforeEachCall: () => void) {
  const position = positionOfMessage(messageId);
  if (!position) return;
  for (const list of ['open', 'answered', 'all'] as const) {
    beforeEachCall();
    await entries.remove(entryOf(list, position));
  }
}
