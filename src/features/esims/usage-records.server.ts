/**
 * `usage/<iccid>`: what usage callbacks said of the bundle in use. Callbacks omit fields and arrive
 * out of order, so the record only moves forward, written only if unchanged since read
 * (docs/decisions/0021-usage-alerts-once-per-bundle.md).
 */
import * as z from 'zod';
import { esimsStoreFamily } from './esims-store.server.ts';
import type { BundleUsage } from './usage-callback.ts';

const usageRecordSchema = z.object({
  assignment: z.string(),
  name: z.string().nullable(),
  initialBytes: z.number().nullable(),
  remainingBytes: z.number().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  unlimited: z.boolean().nullable(),
  receivedAt: z.string(),
});
export type UsageRecord = z.infer<typeof usageRecordSchema>;

const usages = esimsStoreFamily('usage/', usageRecordSchema);

/**
 * Each try reads, merges and writes if unchanged; losing this many races in a row is a fault (the
 * callback is answered 500 and retried).
 */
const MAX_TRIES = 5;

/** The smaller of two amounts of data left, either of which may be unknown. */
function leastLeft(stored: number | null, reported: number | null): number | null {
  if (stored === null) return reported;
  return reported === null ? stored : Math.min(stored, reported);
}

/**
 * Whether `usage`, about another assignment than the stored one, is older news: it started before
 * the stored one, or says nothing of its times. The used-up alert of one bundle and the first use
 * of the next one arrive in no promised order; the late one must not replace the running one.
 */
function isOlderAssignment(stored: UsageRecord, usage: BundleUsage): boolean {
  const storedStart = stored.startTime === null ? NaN : Date.parse(stored.startTime);
  if (Number.isNaN(storedStart)) return false;
  if (usage.startTime === null) return usage.endTime === null;
  return Date.parse(usage.startTime) < storedStart;
}

/**
 * What the record says after `usage`: merged with the stored one for the same assignment, else
 * `usage` alone (unless older news).
 */
function merged(stored: UsageRecord | null, usage: BundleUsage): Omit<UsageRecord, 'receivedAt'> {
  if (stored && stored.assignment !== usage.assignment && isOlderAssignment(stored, usage))
    return stored;
  if (!stored || stored.assignment !== usage.assignment) return usage;
  return {
    assignment: usage.assignment,
    name: usage.name ?? stored.name,
    initialBytes: usage.initialBytes ?? stored.initialBytes,
    remainingBytes: leastLeft(stored.remainingBytes, usage.remainingBytes),
    startTime: usage.startTime ?? stored.startTime,
    endTime: usage.endTime ?? stored.endTime,
    unlimited: usage.unlimited ?? stored.unlimited,
  };
}

const sameFacts = (stored: UsageRecord, next: Omit<UsageRecord, 'receivedAt'>) =>
  (Object.keys(next) as (keyof typeof next)[]).every((field) => stored[field] === next[field]);

/**
 * Records what a callback said of the eSIM's bundle; a repeat, or an older report arriving late,
 * changes nothing.
 */
export async function recordBundleUsage(
  iccid: string,
  usage: BundleUsage,
  now = Date.now(),
): Promise<void> {
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    const { record: stored, etag } = await usages.readVersioned(iccid);
    const next = merged(stored, usage);
    if (stored && sameFacts(stored, next)) return;
    if (
      await usages.writeIfUnchanged(
        iccid,
        { ...next, receivedAt: new Date(now).toISOString() },
        etag,
      )
    )
      return;
  }
  throw new Error(`The usage of ${iccid} changed under ${MAX_TRIES} callbacks in a row`);
}

/** The last usage the callbacks reported for the eSIM; null before any. */
export function findRecordedUsage(iccid: string): Promise<UsageRecord | null> {
  return usages.readIfValid(iccid);
}
