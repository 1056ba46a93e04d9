/**
 * Counts in a sliding window (sign-in failures, account mails): one record per count and UTC day in
 * the caller's family, read by exact key and written only at the version read, so concurrent
 * writers line up; no listing decides a count (docs/decisions/0038-consistency-of-listings.md).
 */
import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import type { KeyFamily } from './store-family.ts';

/**
 * The most entries a record keeps (the newest): more than any limit counts. It also bounds a
 * writer's tries: each write it loses is another writer's entry, so one that lost this many times
 * finds the record full, where one more entry changes no count.
 */
const MAX_ENTRIES = 64;
const DAY_MS = 24 * 60 * 60_000;
/**
 * An entry made this soon after midnight UTC goes in the day before's record too: a burst across
 * midnight, on servers whose clocks differ by less than this, still lines up on one record.
 */
const MIDNIGHT_OVERLAP_MS = 60_000;

const entrySchema = z.object({ at: z.number(), id: z.string() });
export const dayCountSchema = z.object({ entries: z.array(entrySchema) });
export type DayCount = z.infer<typeof dayCountSchema>;
type Entry = z.infer<typeof entrySchema>;

/** A count (its name in the key, a hash: never a plain e-mail or address) and its window. */
export interface Count {
  name: string;
  windowMs: number;
}

/** One count as read: each day's entries and the version they were read at. */
export type CountRead = Map<string, { entries: Entry[]; etag: string | null }>;

export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const dayBefore = (ms: number): string => utcDay(Date.parse(utcDay(ms)) - 1);

/** A fresh entry id. */
export const newEntryId = (): string => randomBytes(8).toString('hex');

/** The days whose records can hold an entry still in the window. */
function daysCounted(now: number, windowMs: number): string[] {
  return now - windowMs < Date.parse(utcDay(now)) ? [utcDay(now), dayBefore(now)] : [utcDay(now)];
}

/** The days an entry made at `at` is written to. */
function daysWritten(at: number): string[] {
  return at - Date.parse(utcDay(at)) < MIDNIGHT_OVERLAP_MS
    ? [utcDay(at), dayBefore(at)]
    : [utcDay(at)];
}

async function readDay(family: KeyFamily<DayCount>, day: string, count: Count) {
  const { record, etag } = await family.readVersioned(`${day}/${count.name}`);
  return { entries: record?.entries ?? [], etag };
}

/** The count's records that can hold an entry in its window (one or two exact reads). */
export async function readCount(
  family: KeyFamily<DayCount>,
  count: Count,
  now: number,
): Promise<CountRead> {
  const days = daysCounted(now, count.windowMs);
  const read = await Promise.all(days.map((day) => readDay(family, day, count)));
  return new Map(days.map((day, i) => [day, read[i]!]));
}

/** The times of the entries read that are in the window, oldest first, but entry `except`. */
export function timesIn(read: CountRead, count: Count, now: number, except?: string): number[] {
  const times = new Map<string, number>();
  for (const { entries } of read.values())
    for (const { at, id } of entries)
      if (id !== except && now - at < count.windowMs) times.set(id, at);
  return [...times.values()].sort((a, b) => a - b);
}

/**
 * Adds entry `id` at `now`, writing at the versions `read` found and reading again after each
 * write lost. Answers the count as it was just before the entry went in (its entries are the ones
 * this writer has seen), or null when it lost MAX_ENTRIES times.
 */
export async function addEntry(
  family: KeyFamily<DayCount>,
  count: Count,
  id: string,
  now: number,
  read: CountRead,
): Promise<CountRead | null> {
  const seen: CountRead = new Map(read);
  for (const day of daysWritten(now)) {
    let current = seen.get(day) ?? (await readDay(family, day, count));
    for (let tries = 1; ; tries++) {
      const kept = current.entries
        .filter((entry) => entry.id !== id && now - entry.at < count.windowMs)
        .sort((a, b) => a.at - b.at)
        .slice(-(MAX_ENTRIES - 1));
      const next = { entries: [...kept, { at: now, id }] };
      if (await family.writeIfUnchanged(`${day}/${count.name}`, next, current.etag)) break;
      if (tries === MAX_ENTRIES) return null;
      current = await readDay(family, day, count);
    }
    seen.set(day, current);
  }
  return seen;
}

/** Takes entry `id`, made at `at`, out of the count again (a success was no failure). */
export async function removeEntry(
  family: KeyFamily<DayCount>,
  count: Count,
  id: string,
  at: number,
): Promise<void> {
  for (const day of daysWritten(at)) {
    for (let tries = 0; tries < MAX_ENTRIES; tries++) {
      const { entries, etag } = await readDay(family, day, count);
      if (etag === null || !entries.some((entry) => entry.id === id)) break;
      const left = { entries: entries.filter((entry) => entry.id !== id) };
      if (await family.writeIfUnchanged(`${day}/${count.name}`, left, etag)) break;
    }
  }
}

/** Forgets every entry of the count still in its window. */
export async function removeCount(
  family: KeyFamily<DayCount>,
  count: Count,
  now: number,
): Promise<void> {
  const days = new Set([...daysCounted(now, count.windowMs), ...daysWritten(now)]);
  await Promise.all([...days].map((day) => family.remove(`${day}/${count.name}`)));
}

/** The last day whose records no window reaches any more at `now`: the sweep deletes up to it. */
export function lastDayPast(now: number, windowMs: number): string {
  return utcDay(now - windowMs - DAY_MS);
}
