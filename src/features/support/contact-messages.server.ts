/**
 * The `contact` Blobs store: the one module that opens it. `message/<ISO time>-<hex>` holds a
 * message as received (keys sort by time); `rate/<sha256 of the IP>` the sender address's
 * current window of the per-IP limit (the address itself is never stored).
 */
import * as z from 'zod';
import { openStore } from '../../lib/blobs.ts';
import { sha256Hex } from '../../lib/hash.ts';

/**
 * A message as stored. The subject stays a string: a subject later dropped from the form must not
 * hide old messages.
 */
const contactRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  receivedAt: z.string(),
  /** Handed to the durable mail queue (which sends now or retries). */
  mailed: z.boolean(),
});
export type ContactRecord = z.infer<typeof contactRecordSchema>;

const ipWindowSchema = z.object({ since: z.number(), count: z.number().int().min(0) });
export type IpWindow = z.infer<typeof ipWindowSchema>;

const messageKey = (id: string) => `message/${id}`;
const ipWindowKey = (ip: string) => `rate/${sha256Hex(ip)}`;

export async function saveContactRecord(record: ContactRecord): Promise<void> {
  await openStore('contact').setJSON(messageKey(record.id), record);
}

/** The latest `limit` messages, newest first; a damaged record is logged and left out. */
export async function latestContactRecords(limit: number): Promise<ContactRecord[]> {
  const store = openStore('contact');
  const { blobs } = await store.list({ prefix: 'message/' });
  // Keys start with the ISO time they were received, so sorting the keys sorts by time.
  const keys = blobs
    .map(({ key }) => key)
    .sort()
    .reverse()
    .slice(0, limit);
  const records = await Promise.all(
    keys.map(async (key) => ({ key, raw: (await store.get(key, { type: 'json' })) as unknown })),
  );
  return records.flatMap(({ key, raw }) => {
    if (raw === null) return [];
    const parsed = contactRecordSchema.safeParse(raw);
    if (parsed.success) return [parsed.data];
    console.error(`Contact message ${key} is damaged and was left out of the list`);
    return [];
  });
}

/**
 * The IP's current window of the per-IP limit; null when it has none (or an unreadable one: it
 * starts again).
 */
export async function readIpWindow(ip: string): Promise<IpWindow | null> {
  const parsed = ipWindowSchema.safeParse(
    await openStore('contact').get(ipWindowKey(ip), { type: 'json' }),
  );
  return parsed.success ? parsed.data : null;
}

export async function writeIpWindow(ip: string, window: IpWindow): Promise<void> {
  await openStore('contact').setJSON(ipWindowKey(ip), window);
}
