/**
 * The usage alert mails: 80 % used, used up, and the plan has started. Short on purpose: they are
 * read on a phone abroad, maybe on a low battery, so the first lines say what happened and the
 * one button adds data to the same eSIM (`/orders?add-data=<orderId>`, no reinstall).
 */
import { renderMail } from '../mail/mail-layout.ts';
import type { MailMessage } from '../mail/mail.ts';
import type { OrderRecord } from '../orders/order.ts';
import type { BundleUsage } from './usage-callback.ts';

/** The alerts a customer can get, each once per bundle assignment. */
export const alertKinds = ['usage-80', 'usage-100', 'first-use'] as const;
export type AlertKind = (typeof alertKinds)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The one-click top-up link of an eSIM (named by the order that bought it). */
export function addDataLink(origin: string, orderId: string): string {
  return `${origin}/orders?add-data=${encodeURIComponent(orderId)}`;
}

/** Bytes as the status panel shows them: '1.2 GB', '450 MB'. */
export function formatDataAmount(bytes: number): string {
  if (bytes >= 1e9) return `${Number((bytes / 1e9).toFixed(1))} GB`;
  return `${Math.round(bytes / 1e6)} MB`;
}

/** Whole days from `now` to the bundle's end, at least 0; null without an end. */
export function daysLeft(endTime: string | null, now: number): number | null {
  if (!endTime) return null;
  return Math.max(0, Math.ceil((Date.parse(endTime) - now) / DAY_MS));
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * '1 GB of 5 GB left'; null unless both quantities are known (an alert never names a number it does
 * not have).
 */
function dataLeftOf({ initialBytes, remainingBytes }: BundleUsage): string | null {
  if (initialBytes === null || remainingBytes === null || initialBytes <= 0) return null;
  return `${formatDataAmount(remainingBytes)} of ${formatDataAmount(initialBytes)} left`;
}

/** ' (5 GB)', ' (unlimited data)', or nothing when what the bundle holds is unknown. */
function bundleSizeOf({ initialBytes, unlimited }: BundleUsage): string {
  if (unlimited === true) return ' (unlimited data)';
  return initialBytes !== null && initialBytes > 0 ? ` (${formatDataAmount(initialBytes)})` : '';
}

/**
 * 'Your plan has started: 7 days from now, on … UTC, it ends.'; only 'Your plan has started.'
 * without an end time.
 */
function startedSentence(endTime: string | null, now: number): string {
  const days = daysLeft(endTime, now);
  if (days === null || !endTime) return 'Your plan has started.';
  return `Your plan has started: ${plural(days, 'day')} from now, on ${endDate(endTime)} UTC, it ends.`;
}

const endDate = (endTime: string) =>
  new Date(endTime).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });

/** The mail for `kind` about the eSIM bought by `order`, from what the callback said. */
export function usageAlertMail(
  kind: AlertKind,
  to: string,
  order: OrderRecord,
  usage: BundleUsage,
  origin: string,
  now: number,
): MailMessage {
  // The eSIM, not the plan: after a top-up the bundle reported on may not be the plan first bought.
  const plan = `${order.plan.country} eSIM`;
  const addData = addDataLink(origin, order.id);
  const topUp = { label: 'Add data', url: addData };
  const sameEsim = 'The data goes onto the eSIM you already have: nothing to reinstall.';
  const footnote = `Order #${order.id.slice(0, 8)}. Need help? Reply to this e-mail or use the chat on our site.`;
  switch (kind) {
    case 'usage-80': {
      const subject = 'You have used 80% of your data';
      const left = dataLeftOf(usage);
      const status =
        left === null ? `Your ${plan} is running low on data.` : `Your ${plan} has ${left}.`;
      return mail('usage-80', to, subject, [addData], {
        preheader: status,
        heading: subject,
        paragraphs: [status, `Add data now so you stay connected. ${sameEsim}`],
        button: topUp,
        footnote,
      });
    }
    case 'usage-100': {
      const subject = 'Your data is used up';
      return mail('usage-100', to, subject, [addData], {
        preheader: `Your ${plan} has no data left.`,
        heading: subject,
        paragraphs: [
          `Your ${plan} has no data left.`,
          `Add data to get back online in a minute. ${sameEsim}`,
        ],
        button: topUp,
        footnote,
      });
    }
    case 'first-use': {
      const ordersLink = `${origin}/orders`;
      return mail('first-use', to, 'Your plan has started', [ordersLink], {
        preheader: `Your ${plan} is connected.`,
        heading: 'Your plan has started',
        paragraphs: [
          startedSentence(usage.endTime, now),
          `Your ${plan} is connected${bundleSizeOf(usage)}. My Orders shows the data and days you have left.`,
        ],
        button: { label: 'See data left', url: ordersLink },
        footnote,
      });
    }
  }
}

function mail(
  kind: AlertKind,
  to: string,
  subject: string,
  links: string[],
  layout: Parameters<typeof renderMail>[0],
): MailMessage {
  return { kind, to, subject, links, ...renderMail(layout) };
}
