/** A price for people, in the page's language: '$15.00', '12,99 €', '￥2,340'. */
import { minorUnitsPerUnit } from '../../lib/money.ts';
import { intlLocale } from '../i18n/intl.ts';
import type { Locale } from '../i18n/locales.ts';

export function formatAmount(amount: number, currency: string, locale: Locale): string {
  const code = currency.toUpperCase();
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: code }).format(
    amount / minorUnitsPerUnit(code),
  );
}
