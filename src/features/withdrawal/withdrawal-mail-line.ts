/**
 * The line every order mail carries while the order's withdrawal period runs: until when, and the
 * 'Withdraw from contract here' link (docs/decisions/0042-withdrawal-function.md).
 */
import { intlLocaleGB } from '../i18n/intl.ts';
import type { Translator } from '../i18n/translate.ts';
import type { MailLayout } from '../mail/mail-layout.ts';
import { pageLink } from '../mail/page-link.ts';
import type { OrderRecord } from '../orders/order.ts';
import {
  WITHDRAW_PATH,
  WITHDRAWAL_PERIOD_MS,
  withinWithdrawalPeriod,
} from './withdrawal-period.ts';

export function withdrawalAside(
  order: Pick<OrderRecord, 'createdAt' | 'refundedAt'>,
  origin: string,
  t: Translator,
  now = Date.now(),
): MailLayout['aside'] {
  if (order.refundedAt !== null || !withinWithdrawalPeriod(order.createdAt, now)) return undefined;
  const until = new Intl.DateTimeFormat(intlLocaleGB(t.locale), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.parse(order.createdAt) + WITHDRAWAL_PERIOD_MS));
  return {
    text: t('mail.withdrawal.withinPeriod', { date: until }),
    label: t('withdrawal.linkLabel'),
    url: pageLink(origin, t.locale, WITHDRAW_PATH),
  };
}
