/**
 * At most ACCOUNT_MAILS_PER_HOUR account mails (verification, reset, 'you already have an
 * account') per address per hour, whoever asks and from however many IPs: the forms must not
 * let a stranger flood someone's inbox through our SMTP. Checked after the answer, so the cap
 * reveals nothing about which addresses have accounts.
 */
import { randomBytes } from 'node:crypto';
import { openStore } from '../../lib/blobs.ts';
import { sha256Hex } from '../../lib/hash.ts';
import { normaliseEmail } from './auth.ts';

export const ACCOUNT_MAILS_PER_HOUR = 10;
const HOUR_MS = 60 * 60_000;
/** `<15-digit time>-<16 hex>`: the time counts; the random part keeps a burst's keys apart. */
const KEY_NAME = /^(\d{15})-[0-9a-f]{16}$/;

/**
 * Records one mail to `email` and says whether it is within the allowance. Each request writes
 * its key before it lists and counts every other key of the hour, so of any requests at once the
 * one that listed last saw all the others: a burst never gets more than the allowance.
 */
export async function takeAccountMailAllowance(email: string, now = Date.now()): Promise<boolean> {
  const store = openStore('tokens');
  const prefix = `mail-cap/${sha256Hex(normaliseEmail(email))}/`;
  const own = `${String(now).padStart(15, '0')}-${randomBytes(8).toString('hex')}`;
  await store.setJSON(`${prefix}${own}`, {});
  const { blobs } = await store.list({ prefix });
  const others = blobs.filter(({ key }) => {
    const time = Number(KEY_NAME.exec(key.slice(prefix.length))?.[1]);
    return key !== `${prefix}${own}` && Number.isFinite(time) && now - time < HOUR_MS;
  });
  if (blobs.length > 4 * ACCOUNT_MAILS_PER_HOUR) await forgetOldKeys(prefix, now);
  return others.length < ACCOUNT_MAILS_PER_HOUR;
}

/** Removes keys older than the hour, so an address's list stays short. */
async function forgetOldKeys(prefix: string, now: number): Promise<void> {
  const store = openStore('tokens');
  const { blobs } = await store.list({ prefix });
  const old = blobs.filter(({ key }) => now - Number(KEY_NAME.exec(key.slice(prefix.length))?.[1] ?? now) >= HOUR_MS);
  await Promise.all(old.map(({ key }) => store.delete(key)));
}
