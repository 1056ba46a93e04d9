/** A price for people, in the page's language: '$15.00', '12,99 €', '￥2,340'. */
import { formatMinorUnits } from '../../lib/money.ts';
import { intlLocale } from '../i18n/intl.ts';
import type { Locale } from '../i18n/locales.ts';

export function formatAmount(amount: number, currency: string, locale: Locale): string {
  return formatMinorUnits(amount, currency.toUpperCase(), intlLocale(locale));
}
