/**
 * `usage/<iccid>` in the esims store: what the latest usage callback said of the eSIM's bundle in
 * use. Callbacks arrive out of order, so within one assignment the record only moves forward
 * (data left never goes up); a callback about another assignment replaces it (a new bundle).
 */
import * as z from 'zod';
import { esimsStoreFamily } from './esims-store.server.ts';
import type { BundleUsage } from './usage-callback.ts';

const usageRecordSchema = z.object({
  assignment: z.string(),
  name: z.string(),
  initialBytes: z.number(),
  remainingBytes: z.number(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  unlimited: z.boolean(),
  receivedAt: z.string(),
});
export type UsageRecord = z.infer<typeof usageRecordSchema>;

const usages = esimsStoreFamily('usage/', usageRecordSchema);

/** Records a callback's bundle usage, unless an older report of the same assignment arrived late. */
export async function recordBundleUsage(iccid: string, usage: BundleUsage, now = Date.now()): Promise<void> {
  const stored = await usages.readIfValid(iccid);
  if (stored && stored.assignment === usage.assignment && stored.remainingBytes <= usage.remainingBytes && stored.startTime === usage.startTime) return;
  await usages.write(iccid, { ...usage, receivedAt: new Date(now).toISOString() });
}

/** The last usage a callback reported for the eSIM; null before any. */
export function findRecordedUsage(iccid: string): Promise<UsageRecord | null> {
  return usages.readIfValid(iccid);
}
