/**
 * The re-drive's 'install reminders': due entries of the reminder index, oldest first, each checked
 * once against the eSIM's install state and mailed at most once under its own queue key, so two
 * runs send one mail (docs/decisions/0052-install-reminders.md).
 */
import { siteUrl } from '../../../lib/env.ts';
import type { WalkInput } from '../../../lib/walk-from.ts';
import { findUserById } from '../../auth/users.server.ts';
import type { EsimProvider } from '../../esim-provider/provider.ts';
import { loadTranslator } from '../../i18n/load-translator.ts';
import { queueMail } from '../../mail/mail-queue.server.ts';
import { findOrder } from '../../orders/orders.server.ts';
import { qrFileName, qrPng } from '../../orders/qr.server.ts';
import {
  dropReminder,
  dueReminderDays,
  dueRemindersOf,
  listReminders,
  readReminder,
  type DueReminder,
  type ReminderEntry,
} from './install-reminder-index.server.ts';
import { installReminderMail } from './install-reminder-mail.ts';
import { installReminderMailKey } from './install-reminder-schedule.ts';
import { remindersTurnedOff } from './reminders-off.server.ts';
import { unsubscribeUrl } from './reminder-unsubscribe-link.server.ts';
import { installStateOf } from '../status-cache.server.ts';

/** A reminder this late (a re-drive long down) would only confuse: it is dropped. */
const STALE_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

export interface ReminderDeps {
  provider: () => EsimProvider;
  /** Waits for the step's share of the provider's rate limit before each usage call. */
  beforeProviderCall?: () => Promise<void>;
}

type Outcome = 'sent' | 'installed' | 'dropped' | 'waiting';

/**
 * Looks at up to `limit` due reminders; an entry whose install state is unknown for now stays for
 * the next run. The index is its own cursor: every entry looked at and decided leaves it.
 */
export async function remindToInstall(deps: ReminderDeps, input: WalkInput) {
  const counts: Record<Outcome, number> = { sent: 0, installed: 0, dropped: 0, waiting: 0 };
  let left = 0;
  let looked = 0;
  let oldestAt: number | null = null;
  for (const day of await dueReminderDays(input.now)) {
    for (const due of await dueRemindersOf(day, input.now)) {
      if (looked >= input.limit || input.outOfTime?.()) {
        left++;
        oldestAt ??= due.at;
        continue;
      }
      looked++;
      const outcome = await remindOnce(deps, due, input.now);
      counts[outcome]++;
      if (outcome === 'waiting') oldestAt ??= due.at;
    }
  }
  return { cursor: null, left: left + counts.waiting, oldestAt, result: counts };
}

async function remindOnce(deps: ReminderDeps, due: DueReminder, now: number): Promise<Outcome> {
  try {
    const entry = await readReminder(due);
    if (!entry) return 'dropped';
    const outcome = await decide(deps, entry, now);
    if (outcome === 'waiting') return outcome;
    // The next reminder is listed before this one goes: a crash between them repeats the look,
    // and the queue key keeps the mail single.
    if (outcome === 'sent' && entry.later) await listReminders(entry.orderId, [entry.later]);
    await dropReminder(entry);
    return outcome;
  } catch (error) {
    console.error(`Install reminder ${due.name} failed; it stays for the next run`, error);
    return 'waiting';
  }
}

async function decide(deps: ReminderDeps, entry: ReminderEntry, now: number): Promise<Outcome> {
  if (now - entry.at > STALE_AFTER_MS) return 'dropped';
  const order = await findOrder(entry.orderId);
  if (!order?.iccid || !order.lpa || order.refundedAt !== null) return 'dropped';
  if (await remindersTurnedOff(order.userId)) return 'dropped';
  const state = await installStateOf(order.iccid, {
    provider: deps.provider(),
    now: () => now,
    beforeCall: deps.beforeProviderCall,
  });
  if (state === 'installed') return 'installed';
  if (state === 'unknown') return 'waiting';
  const buyer = await findUserById(order.userId);
  // A closed account (or one being erased) gets no more mail but what the law or its order needs.
  if (!buyer || buyer.closure || buyer.email === '') return 'dropped';
  const t = await loadTranslator(buyer.locale);
  const mail = installReminderMail(
    {
      to: buyer.email,
      order,
      kind: entry.kind,
      qr: { filename: qrFileName(order.plan.name, order.id), content: await qrPng(order.lpa) },
      origin: siteUrl(),
      unsubscribeUrl: unsubscribeUrl(siteUrl(), order.userId),
    },
    t,
  );
  await queueMail(installReminderMailKey(order.id, entry.kind), mail);
  return 'sent';
}
