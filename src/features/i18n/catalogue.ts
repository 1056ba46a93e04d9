/**
 * The whole catalogue of a language, for the pages the build renders. Islands never import this
 * module: they get the slice their page hands them (pickMessages) and translate with translatorOf.
 * Server code loads a language when it needs it (load-translator.ts), so functions carry no texts.
 */
import { liveLocaleOf, localeOfPage, type LiveLocale, type Locale } from './locales.ts';
import { CATALOGUES, type Messages } from './messages/index.ts';
import { pickMessages, translatorOf, type Translator } from './translate.ts';
import { regionNamesIn } from './translated-regions.ts';

export function translator(locale: LiveLocale): Translator {
  return translatorOf(CATALOGUES[locale], locale, regionNamesIn(locale));
}

/** The translator of the page being rendered, from its address (`Astro.url`). */
export function pageTranslator(page: URL): Translator {
  return translator(localeOfPage(page));
}

/**
 * What a page hands an island: the texts of `locale` whose keys start with one of `prefixes`
 * ('checkout.'), so the island ships only its own texts in one language.
 */
export function islandTexts(locale: Locale, ...prefixes: string[]): Partial<Messages> {
  return pickMessages(CATALOGUES[liveLocaleOf(locale)], ...prefixes);
}
