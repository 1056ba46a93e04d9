/**
 * The whole catalogue of a language, for pages, mails and functions. Islands never import this
 * module: they get the slice their page hands them (pickMessages) and translate with translatorOf.
 */
import { liveLocaleOf, type LiveLocale } from './locales.ts';
import { CATALOGUES } from './messages/index.ts';
import { translatorOf, type Translator } from './translate.ts';

export function translator(locale: LiveLocale): Translator {
  return translatorOf(CATALOGUES[locale], locale);
}

/** The translator of the page being rendered, from Astro.currentLocale. */
export function pageTranslator(currentLocale: string | undefined): Translator {
  return translator(liveLocaleOf(currentLocale));
}
