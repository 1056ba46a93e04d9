/** The languages the account page offers for the customer's mails. */
import { LIVE_LOCALES, LOCALE_NAMES, type Locale } from '../i18n/locales.ts';

/**
 * The live languages, each named in its own words, and the account's own language when it is not
 * live yet (set before, or by the API), so the select shows what is stored.
 */
export function languageChoices(
  current: Locale,
  offered: readonly Locale[] = LIVE_LOCALES,
): { locale: Locale; name: string }[] {
  const locales = offered.includes(current) ? offered : [...offered, current];
  return locales.map((locale) => ({ locale, name: LOCALE_NAMES[locale] }));
}
