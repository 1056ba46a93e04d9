/**
 * The confirmation on a durable medium of the buyer's request for delivery within the withdrawal
 * period and of the loss of the right: the words ticked, quoted, and when (Directive 2011/83/EU
 * Art. 8(7)(b), 16(m); docs/decisions/0044-checkout-tax-and-consent.md). The delivery mails carry
 * it.
 */
import { intlLocaleGB } from '../i18n/intl.ts';
import type { Translator } from '../i18n/translate.ts';
import type { OrderRecord } from '../orders/order.ts';
import { REFUND_WINDOW_DAYS } from '../refunds/refund-window.ts';

/**
 * Paragraphs in `t`'s language, the consent quoted in `consentIn`'s (the language it was given in);
 * none for an order without a recorded consent (bought before checkout asked for it).
 */
export function consentConfirmation(
  order: Pick<OrderRecord, 'deliveryConsent'>,
  t: Translator,
  consentIn: Translator = t,
): string[] {
  const consent = order.deliveryConsent;
  if (!consent || !consentIn.has(consent.textKey)) return [];
  const date = new Intl.DateTimeFormat(intlLocaleGB(t.locale), {
    dateStyle: 'long',
    timeStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(consent.at));
  const text = consentIn(consent.textKey, { days: REFUND_WINDOW_DAYS });
  return [
    t('mail.withdrawal.consent.given', { date }),
    t('mail.withdrawal.consent.quoted', { text }),
    t('mail.withdrawal.consent.meaning', { days: REFUND_WINDOW_DAYS }),
  ];
}
