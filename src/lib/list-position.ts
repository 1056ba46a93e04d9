/**
 * Where a record sits in a newest-first list: its creation time, then its id to break ties. Index
 * entries are named `<time, 13 digits>-<id>`, and a page's cursor is the position of its last row,
 * so a record created later can neither shift nor repeat the rows of the next page.
 */

export interface ListPosition {
  /** Creation time, in milliseconds since the epoch. */
  ms: number;
  id: string;
}

export function positionOf(record: { createdAt: string; id: string }): ListPosition {
  return { ms: Date.parse(record.createdAt), id: record.id };
}

/** Sorts newest first; equal times by id, descending. */
export function newestFirst(a: ListPosition, b: ListPosition): number {
  return b.ms - a.ms || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** True when `position` comes after `cursor` in a newest-first list (always, with no cursor). */
export function isAfter(position: ListPosition, cursor: ListPosition | null): boolean {
  return cursor === null || newestFirst(cursor, position) < 0;
}

export function samePosition(a: ListPosition, b: ListPosition): boolean {
  return a.ms === b.ms && a.id === b.id;
}

/** The UTC day (`YYYY-MM-DD`) of a position: the folder its index entries go in. */
export function dayOf(position: ListPosition): string {
  return new Date(position.ms).toISOString().slice(0, 10);
}

const ID_IN_NAME = /^[a-z0-9-]{1,64}$/;

/** `<time, 13 digits>-<id>`: sorting the names sorts the records oldest first. */
export function entryNameOf(position: ListPosition): string {
  return `${String(position.ms).padStart(13, '0')}-${position.id}`;
}

/** The position an entry name holds, or null for a name that is not one. */
export function positionInEntryName(name: string): ListPosition | null {
  const match = /^(\d{13})-(.+)$/.exec(name);
  if (!match || !ID_IN_NAME.test(match[2]!)) return null;
  return { ms: Number(match[1]), id: match[2]! };
}

/** The opaque cursor of a position (base64url, so it reads as one token in a URL). */
export function cursorOf(position: ListPosition): string {
  return btoa(entryNameOf(position)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The position a cursor holds, or null when it is not a cursor this code made. */
export function positionInCursor(cursor: string): ListPosition | null {
  if (!/^[A-Za-z0-9_-]{1,120}$/.test(cursor)) return null;
  try {
    return positionInEntryName(atob(cursor.replaceAll('-', '+').replaceAll('_', '/')));
  } catch {
    return null;
  }
}
