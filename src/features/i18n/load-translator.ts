/**
 * A language's translator for server code (mails, function answers): its texts and region names are
 * imported when first needed, so a function carries none and loads only the language it writes in
 * (scripts/build-functions.ts). A language not live yet writes in English.
 */
import { DEFAULT_LOCALE, liveLocaleOf, type LiveLocale } from './locales.ts';
import type { Messages } from './messages/index.ts';
import { loadRegionNames } from './region-names.ts';
import { translatorOf, type Translator } from './translate.ts';

const CATALOGUE_LOADERS: Record<LiveLocale, () => Promise<Messages>> = {
  en: async () => (await import('./messages/en/index.ts')).en,
  fr: async () => (await import('./messages/fr/index.ts')).fr,
  de: async () => (await import('./messages/de/index.ts')).de,
  es: async () => (await import('./messages/es/index.ts')).es,
  it: async () => (await import('./messages/it/index.ts')).it,
  ja: async () => (await import('./messages/ja/index.ts')).ja,
};

const loaded = new Map<LiveLocale, Promise<Translator>>();

/** The translator of `locale` (an account's stored language, say); English for any other value. */
export function loadTranslator(locale: string | undefined = DEFAULT_LOCALE): Promise<Translator> {
  const live = liveLocaleOf(locale);
  let translator = loaded.get(live);
  if (!translator) {
    translator = Promise.all([CATALOGUE_LOADERS[live](), loadRegionNames(live)]).then(
      ([messages, regionNames]) => translatorOf(messages, live, regionNames),
    );
    loaded.set(live, translator);
  }
  return translator;
}
