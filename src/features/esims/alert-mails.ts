/**
 * The usage alert mails: 80 % used, used up, and the plan has started. Short on purpose: they are
 * read on a phone abroad, maybe on a low battery, so the first lines say what happened and the
 * one button adds data to the same eSIM (`/orders?add-data=<orderId>`, no reinstall).
 */
import { intlLocale, intlLocaleGB } from '../i18n/intl.ts';
import { planWordsIn } from '../catalogue/plan-words.ts';
import type { Locale } from '../i18n/locales.ts';
import type { Translator } from '../i18n/translate.ts';
import { renderMail } from '../mail/mail-layout.ts';
import type { MailMessage } from '../mail/mail.ts';
import { pageLink } from '../mail/page-link.ts';
import type { OrderRecord } from '../orders/order.ts';
import type { BundleUsage } from './usage-callback.ts';

/** The alerts a customer can get, each once per bundle assignment. */
export const alertKinds = ['usage-80', 'usage-100', 'first-use'] as const;
export type AlertKind = (typeof alertKinds)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The one-click top-up link of an eSIM (named by the order that bought it), in `locale`. */
export function addDataLink(origin: string, orderId: string, locale: Locale = 'en'): string {
  return `${pageLink(origin, locale, '/orders')}?add-data=${encodeURIComponent(orderId)}`;
}

/**
 * Bytes as the status panel shows them: '1.2 GB', '450 MB' in English, '1,2 Go' in French. Rounded
 * first, then written without grouping, as the English mails always were ('1000 MB').
 */
export function formatDataAmount(bytes: number, locale: Locale = 'en'): string {
  const gigabytes = bytes >= 1e9;
  const value = gigabytes ? Number((bytes / 1e9).toFixed(1)) : Math.round(bytes / 1e6);
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'unit',
    unit: gigabytes ? 'gigabyte' : 'megabyte',
    maximumFractionDigits: 1,
    useGrouping: false,
  }).format(value);
}

/** Whole days from `now` to the bundle's end, at least 0; null without an end. */
export function daysLeft(endTime: string | null, now: number): number | null {
  if (!endTime) return null;
  return Math.max(0, Math.ceil((Date.parse(endTime) - now) / DAY_MS));
}

/**
 * 'Your eSIM has 1 GB of 5 GB left.'; 'running low' unless both quantities are known (an alert
 * never names a number it does not have).
 */
function dataLeftSentence(
  { initialBytes, remainingBytes }: BundleUsage,
  country: string,
  t: Translator,
): string {
  if (initialBytes === null || remainingBytes === null || initialBytes <= 0)
    return t('mail.usage80.runningLow', { country });
  return t('mail.usage80.dataLeft', {
    country,
    left: formatDataAmount(remainingBytes, t.locale),
    total: formatDataAmount(initialBytes, t.locale),
  });
}

/** Connected, with what the bundle holds (5 GB, unlimited data) when it is known. */
function connectedSentence(
  { initialBytes, unlimited }: BundleUsage,
  country: string,
  t: Translator,
): string {
  if (unlimited === true) return t('mail.firstUse.connectedUnlimited', { country });
  if (initialBytes !== null && initialBytes > 0)
    return t('mail.firstUse.connectedWith', {
      country,
      size: formatDataAmount(initialBytes, t.locale),
    });
  return t('mail.firstUse.connected', { country });
}

/**
 * 'Your plan has started: 7 days from now, on … UTC, it ends.'; only 'Your plan has started.'
 * without an end time.
 */
function startedSentence(endTime: string | null, now: number, t: Translator): string {
  const days = daysLeft(endTime, now);
  if (days === null || !endTime) return t('mail.firstUse.started');
  return t.plural('mail.firstUse.startedUntil', days, { end: endDate(endTime, t.locale) });
}

/** '8 May 2030, 10:00' in English, as these mails were first written; the language's own else. */
const endDate = (endTime: string, locale: Locale) =>
  new Date(endTime).toLocaleString(intlLocaleGB(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });

/**
 * The mail for `kind` about the eSIM bought by `order`, from what the callback said, in the
 * customer's language (`t`).
 */
export function usageAlertMail(
  kind: AlertKind,
  to: string,
  order: OrderRecord,
  usage: BundleUsage,
  origin: string,
  now: number,
  t: Translator,
): MailMessage {
  // The eSIM, not the plan: after a top-up the bundle reported on may not be the plan first bought.
  const { country } = planWordsIn(order.plan, t);
  const addData = addDataLink(origin, order.id, t.locale);
  const topUp = { label: t('mail.usage.addData'), url: addData };
  const footnote = t('mail.usage.footnote', { order: order.id.slice(0, 8) });
  const mail = (subject: string, links: string[], layout: Parameters<typeof renderMail>[0]) => ({
    kind,
    to,
    subject,
    links,
    ...renderMail(layout, t),
  });
  switch (kind) {
    case 'usage-80': {
      const subject = t('mail.usage80.subject');
      const status = dataLeftSentence(usage, country, t);
      return mail(subject, [addData], {
        preheader: status,
        heading: subject,
        paragraphs: [status, t('mail.usage80.addDataNow')],
        button: topUp,
        footnote,
      });
    }
    case 'usage-100': {
      const subject = t('mail.usage100.subject');
      const status = t('mail.usage100.noDataLeft', { country });
      return mail(subject, [addData], {
        preheader: status,
        heading: subject,
        paragraphs: [status, t('mail.usage100.addData')],
        button: topUp,
        footnote,
      });
    }
    case 'first-use': {
      const ordersLink = pageLink(origin, t.locale, '/orders');
      const subject = t('mail.firstUse.subject');
      return mail(subject, [ordersLink], {
        preheader: t('mail.firstUse.preheader', { country }),
        heading: subject,
        paragraphs: [startedSentence(usage.endTime, now, t), connectedSentence(usage, country, t)],
        button: { label: t('mail.firstUse.seeDataLeft'), url: ordersLink },
        footnote,
      });
    }
  }
}
