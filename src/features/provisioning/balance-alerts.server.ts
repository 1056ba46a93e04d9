/**
 * Mails the owners once per fall of the provider balance below the alert level: each fall is
 * `balance-alert/<n>`, created onlyIfNew, and the mail keys are per fall and owner. A reading back
 * at the level closes the fall unless it is older than the reading that saw it (a stale read).
 */
import * as z from 'zod';
import { siteUrl } from '../../lib/env.ts';
import { sha256Hex } from '../../lib/hash.ts';
import type { ProviderBalance } from '../esim-provider/provider.ts';
import { queueMail, type QueueOptions } from '../mail/mail-queue.server.ts';
import { ordersStoreFamily } from '../orders/orders-store.server.ts';
import { balanceLowMail } from './balance-alert-mail.ts';
import { ownerEmails } from '../staff/staff-rights.server.ts';
import { loadTranslator } from '../i18n/load-translator.ts';

const fallSchema = z.object({
  /** When the reading that first saw this fall began (ISO time). */
  at: z.string(),
  /** Set once every owner's mail is in the queue: later readings of the fall stop here. */
  queuedAt: z.string().optional(),
  /** Set by the first reading back at or above the level: the next fall is a new record. */
  recoveredAt: z.string().optional(),
});
type Fall = z.infer<typeof fallSchema>;
const falls = ordersStoreFamily('balance-alert/', fallSchema);

export type BalanceAlertOutcome = 'above' | 'recovered' | 'mailed' | 'already-mailed';

export interface BalanceNote {
  balance: ProviderBalance;
  thresholdMinor: number;
  /** When the balance read began: a reading no newer than the one that saw the fall is ignored. */
  readStartedAt: number;
}

/** The fall with the highest number, if any. */
async function latestFall(): Promise<{ number: number; record: Fall } | null> {
  const numbers = (await falls.listNames()).map(Number).filter(Number.isSafeInteger);
  if (numbers.length === 0) return null;
  const number = Math.max(...numbers);
  const record = await falls.read(String(number));
  return record && { number, record };
}

/** Records what one balance reading means for the alert, mailing the owners on a new fall. */
export async function noteProviderBalance(
  { balance, thresholdMinor, readStartedAt }: BalanceNote,
  options: QueueOptions = {},
): Promise<BalanceAlertOutcome> {
  const latest = await latestFall();
  const open = latest && !latest.record.recoveredAt ? latest : null;
  if (balance.amountMinor >= thresholdMinor) {
    if (!open || readStartedAt <= Date.parse(open.record.at)) return 'above';
    await falls.write(String(open.number), {
      ...open.record,
      recoveredAt: new Date().toISOString(),
    });
    return 'recovered';
  }
  let fall = open;
  if (!fall) {
    const number = (latest?.number ?? 0) + 1;
    const record = { at: new Date(readStartedAt).toISOString() };
    // Another reading created it first: that reading mails.
    if (!(await falls.createIfNew(String(number), record))) return 'already-mailed';
    fall = { number, record };
  }
  // Queued already; or a reading that created the fall died before queuing: this one does it.
  if (fall.record.queuedAt) return 'already-mailed';
  await mailOwners(fall.number, fall.record, balance, thresholdMinor, options);
  await falls.write(String(fall.number), { ...fall.record, queuedAt: new Date().toISOString() });
  return 'mailed';
}

async function mailOwners(
  number: number,
  fall: Fall,
  balance: ProviderBalance,
  thresholdMinor: number,
  options: QueueOptions,
): Promise<void> {
  const origin = siteUrl();
  const fallId = `${number}-${Date.parse(fall.at)}`;
  for (const owner of await ownerEmails()) {
    await queueMail(
      `provider-balance-low/${fallId}-${sha256Hex(owner).slice(0, 16)}`,
      balanceLowMail(owner, balance, thresholdMinor, origin, await loadTranslator('en')),
      options,
    );
  }
}
