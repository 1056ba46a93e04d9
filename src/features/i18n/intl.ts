/** The BCP 47 tag Intl formats each language with: numbers, dates, prices and data sizes. */
import type { Locale } from './locales.ts';

const INTL_LOCALES: Record<Locale, string> = {
  en: 'en-US',
  fr: 'fr-FR',
  de: 'de-DE',
  es: 'es-ES',
  it: 'it-IT',
  ja: 'ja-JP',
};

export function intlLocale(locale: Locale): string {
  return INTL_LOCALES[locale];
}

/**
 * Like intlLocale, but English as written in Britain ('12 March', '14:32'): the texts that were
 * written that way before the shop spoke other languages keep it.
 */
export function intlLocaleGB(locale: Locale): string {
  return locale === 'en' ? 'en-GB' : intlLocale(locale);
}
