/**
 * Sends the no-data rescue of one eSIM: the banner's record (`rescue-sent/`, created only if new)
 * and the mail, queued under a key of its own so a repeat after a crash or a race queues nothing
 * more (docs/decisions/0049-no-data-on-arrival-rescue.md).
 */
import type { EsimUsage } from '../../esim-provider/provider.ts';
import { siteUrl } from '../../../lib/env.ts';
import { findUserById } from '../../auth/users.server.ts';
import { loadTranslator } from '../../i18n/load-translator.ts';
import { queueMail, type QueueOptions } from '../../mail/mail-queue.server.ts';
import { findOrder } from '../../orders/orders.server.ts';
import type { NoDataFacts } from './no-data-steps.ts';
import { noDataRescueMail } from './rescue-mail.ts';
import { claimRescue } from './rescue-sent.server.ts';
import type { WatchedEsim } from './rescue-watch.server.ts';

const BANNER_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the mail and banner name: the country the eSIM is in, its networks there, the last one. */
function rescueFacts(entry: WatchedEsim): NoDataFacts {
  const seen = entry.seen;
  const countryCode =
    seen?.countryCode && entry.countries.includes(seen.countryCode)
      ? seen.countryCode
      : entry.countries.length === 1
        ? entry.countries[0]!
        : null;
  const networks = entry.networks.find((network) => network.country === countryCode);
  return {
    countryCode,
    networks: networks?.operators.map((operator) => operator.name) ?? [],
    seenNetwork: seen?.networkBrandName ?? seen?.networkName ?? null,
  };
}

/** The banner stays while the plan runs, or a week when it has not started. */
function bannerUntil(usage: EsimUsage | null, now: number): string {
  const ends = (usage?.bundles ?? [])
    .map((bundle) => (bundle.endTime ? Date.parse(bundle.endTime) : Number.NaN))
    .filter((end) => !Number.isNaN(end));
  return new Date(ends.length > 0 ? Math.max(...ends) : now + BANNER_DAYS * DAY_MS).toISOString();
}

/** Records the banner and queues the mail in the owner's language; nothing for a refunded eSIM. */
export async function sendRescue(
  iccid: string,
  entry: WatchedEsim,
  usage: EsimUsage | null,
  options: QueueOptions,
  now: number,
): Promise<void> {
  const [order, user] = await Promise.all([findOrder(entry.orderId), findUserById(entry.userId)]);
  if (!order || !user || order.refundedAt !== null) return;
  const facts = rescueFacts(entry);
  await claimRescue(entry.userId, iccid, {
    orderId: order.id,
    sentAt: new Date(now).toISOString(),
    ...facts,
    until: bannerUntil(usage, now),
  });
  const t = await loadTranslator(user.locale);
  const mail = noDataRescueMail(user.email, order.id, facts, siteUrl(), t);
  await queueMail(`no-data-rescue/${iccid}`, mail, {
    mailer: options.mailer,
    sendLater: options.sendLater,
  });
}
